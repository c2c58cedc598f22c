package test262

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/codeactrt"
)

// suiteDirs are the vendored directories of test/built-ins, in the order the
// report lists them (vendor.sh vendors the same).
var suiteDirs = []string{
	"Array", "String", "JSON", "TypedArray", "TypedArrayConstructors", "RegExp", "Object",
	"Promise", "Math", "Reflect", "Proxy", "Iterator", "Map", "Set",
}

// The sandbox engines each test is compared on.
type engine int

const (
	engAsync engine = iota // codemode.New: the asynchronous in-process executor
	engSync                // CodeAct's synchronous engine (codeactrt.RunSync)
	numEngines
)

var engineTitles = [numEngines]string{
	"async sandbox (codemode.New) vs the bare engine",
	"CodeAct's synchronous engine (codeactrt.RunSync) vs the bare engine with CodeAct's intrinsics",
}

// verdict is how one test came out on one sandbox engine and its bare
// counterpart.
type verdict int

const (
	vNotRun      verdict = iota
	vPassBoth            // passes on both sides
	vFailBoth            // fails on both sides: the engine's, not the sandbox's
	vSandboxOnly         // passes bare, fails in the sandbox: the sandbox changed behaviour
	vBareOnly            // fails bare, passes in the sandbox
	vExcused             // a sandbox-only failure that is a documented, deliberate difference
)

// pair is one test on one engine: the two outcomes and the verdict.
type pair struct {
	verdict       verdict
	notRun        string // why it did not run, for vNotRun
	bare, sandbox outcome
	excuse        string // the documented difference, for vExcused
	// bareTime and sandboxTime are how long each side took.
	bareTime, sandboxTime time.Duration
}

// result is one test.
type result struct {
	path  string // under testdata/test, with slashes
	dir   string // its directory of suiteDirs
	pairs [numEngines]pair
	err   error // the test could not be built (no frontmatter, a missing harness file)
}

// passes applies test262's rule for an outcome: a negative test passes when
// the program fails, in the phase it names, with an error whose
// constructor is the one it names; any other test when the program
// completes (for an async test, with $DONE called without an error: the
// program's epilogue throws otherwise).
func passes(m meta, o outcome) bool {
	if m.negPhase == "" {
		return o.ok
	}
	if o.ok || o.name != m.negType {
		return false
	}
	// A parse error is a syntax failure on either side; an error at run
	// time is anything else.
	return (m.negPhase == "parse") == (o.kind == "syntax")
}

// classify compares a test's outcomes on the two sides. excuse, when not
// nil, names the documented difference a sandbox-only failure is, or "".
func classify(m meta, bareOut, sandboxOut outcome, excuse func(outcome) string) pair {
	p := pair{bare: bareOut, sandbox: sandboxOut}
	bp, sp := passes(m, bareOut), passes(m, sandboxOut)
	switch {
	case bp && sp:
		p.verdict = vPassBoth
	case !bp && !sp:
		p.verdict = vFailBoth
	case sp:
		p.verdict = vBareOnly
	default:
		p.verdict = vSandboxOnly
		if excuse != nil {
			if why := excuse(sandboxOut); why != "" {
				p.verdict, p.excuse = vExcused, why
			}
		}
	}
	return p
}

// codeactRefusals are the texts with which CodeAct refuses what it leaves
// out on purpose (docs/codeact.md; internal/codeactrt/sync.go pins them):
// async syntax, modules, eval, the Function constructors, Math.random, and
// the globals it does not have (Promise, Date, console, timers, host
// globals); and the refusal of a source its checker (esbuild) could not
// parse although the engine could, which is the checker's limit, not the
// engine's. The bare side of the synchronous comparison already lacks
// Date, Promise and WeakRef and runs with the evaluator off, so most tests
// that need them fail on both sides; these texts excuse the rest, where the
// refusal itself is the difference: a test that calls Math.random, or whose
// source has an async function it never calls. Only a failure whose text
// holds one of them is excused; the guards have no such text.
var codeactRefusals = func() []string {
	texts := []string{
		codeactrt.TextSyncAsync,
		codeactrt.TextSyncModules,
		codeactrt.TextSyncEval,
		codeactrt.TextSyncFunctionCtor,
		codeactrt.TextSyncRandom,
		codeactrt.TextSyncUnchecked(""),
	}
	for _, g := range codeactrt.SyncRefusedGlobals() {
		texts = append(texts, g[1])
	}
	return texts
}()

// codeactRefusal is the excuse of the synchronous comparison: the CodeAct
// refusal text a failure holds, or "".
func codeactRefusal(o outcome) string {
	for _, t := range codeactRefusals {
		if strings.Contains(o.text, t) {
			return t
		}
	}
	return ""
}

// runner runs tests on both sides.
type runner struct {
	h harness
	x codemode.Executor
	// syncAll runs the tests under syncSkipped on CodeAct's engine too.
	syncAll bool
}

// syncSkipped is where the tests are that run on the async sandbox alone,
// unless CODEMODE_TEST262_SYNC_ALL=1: the 469 generated tests of RegExp's
// Unicode property escapes. Each builds strings of the whole Unicode range
// and matches a regular expression over them, a second or more per run, so
// that they take most of the suite's time; and they exercise only RegExp
// and String.fromCodePoint, which the two engines share (one engine, the
// same intrinsics), so the async comparison covers them.
const syncSkipped = "built-ins/RegExp/property-escapes/generated/"

// run runs one test (its source src) on every engine.
func (r *runner) run(path, src string) result {
	res := result{path: path, dir: strings.Split(strings.TrimPrefix(path, "built-ins/"), "/")[0]}
	m, err := parseMeta(src)
	if err != nil {
		res.err = err
		return res
	}
	notRun := ""
	switch {
	case m.flags["module"]:
		notRun = "module"
	case m.flags["noStrict"] || m.flags["raw"]:
		notRun = "strict only"
	}
	if notRun != "" {
		for e := range res.pairs {
			res.pairs[e] = pair{notRun: notRun}
		}
		return res
	}
	async := m.flags["async"]
	prog, err := r.h.asyncProgram(m, src, async)
	if err != nil {
		res.err = err
		return res
	}
	res.pairs[engAsync] = timed(m, nil,
		func() outcome { return runBareAsync(prog) },
		func() outcome { return runSandbox(r.x, prog) })
	if async {
		res.pairs[engSync] = pair{notRun: "async test"}
		return res
	}
	if !r.syncAll && strings.HasPrefix(path, syncSkipped) {
		res.pairs[engSync] = pair{notRun: "slow, run on the async sandbox only"}
		return res
	}
	prog, err = r.h.syncProgram(m, src)
	if err != nil {
		res.err = err
		return res
	}
	res.pairs[engSync] = timed(m, codeactRefusal,
		func() outcome { return runBareSync(prog, profileSync) },
		func() outcome { return runSync(prog) })
	return res
}

// timed runs the two sides one after the other and classifies their
// outcomes.
func timed(m meta, excuse func(outcome) string, bareSide, sandboxSide func() outcome) pair {
	start := time.Now()
	b := bareSide()
	mid := time.Now()
	s := sandboxSide()
	p := classify(m, b, s, excuse)
	p.bareTime, p.sandboxTime = mid.Sub(start), time.Since(mid)
	return p
}

// listTests returns the vendored tests, paths under testdata/test with
// slashes, sorted; fixtures (*_FIXTURE.js) are not tests.
func listTests() ([]string, error) {
	var paths []string
	for _, d := range suiteDirs {
		root := filepath.Join("testdata", "test", "built-ins", d)
		err := filepath.WalkDir(root, func(p string, de fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if de.IsDir() || !strings.HasSuffix(p, ".js") || strings.HasSuffix(p, "_FIXTURE.js") {
				return nil
			}
			rel, err := filepath.Rel(filepath.Join("testdata", "test"), p)
			if err != nil {
				return err
			}
			paths = append(paths, filepath.ToSlash(rel))
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(paths)
	return paths, nil
}

// runAll runs the tests on GOMAXPROCS goroutines.
func (r *runner) runAll(t *testing.T, paths []string) []result {
	results := make([]result, len(paths))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				src, err := os.ReadFile(filepath.Join("testdata", "test", filepath.FromSlash(paths[i])))
				if err != nil {
					results[i] = result{path: paths[i], err: err}
					continue
				}
				results[i] = r.run(paths[i], string(src))
			}
		}()
	}
	start := time.Now()
	for i := range paths {
		if i > 0 && i%2000 == 0 {
			t.Logf("%d of %d tests started after %s", i, len(paths), time.Since(start).Round(time.Second))
		}
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}

// TestBuiltinsMatchTheBareEngine runs every vendored test262 test of the
// built-ins on the bare upstream engine and in codemode's sandboxes, with the
// same program text, and fails on every test that passes bare and fails in a
// sandbox. See doc.go.
func TestBuiltinsMatchTheBareEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("runs about 14,000 test262 tests on four engines; skipped with -short")
	}
	paths, err := listTests()
	if err != nil {
		t.Fatal(err)
	}
	if f := os.Getenv("CODEMODE_TEST262_FILTER"); f != "" {
		re, err := regexp.Compile(f)
		if err != nil {
			t.Fatalf("CODEMODE_TEST262_FILTER: %v", err)
		}
		var kept []string
		for _, p := range paths {
			if re.MatchString(p) {
				kept = append(kept, p)
			}
		}
		paths = kept
	} else if len(paths) < 14000 {
		t.Fatalf("%d tests under testdata/test; the vendored suite has 14,473 (re-vendor with vendor.sh)", len(paths))
	}
	x := codemode.New(codemode.Options{})
	defer x.Close()
	r := &runner{x: x, syncAll: os.Getenv("CODEMODE_TEST262_SYNC_ALL") == "1"}
	start := time.Now()
	results := r.runAll(t, paths)
	elapsed := time.Since(start)

	rep := summarize(results)
	t.Logf("test262 built-ins, %d tests on %d goroutines in %s\n\n%s%s", len(paths), runtime.GOMAXPROCS(0), elapsed.Round(time.Second), rep.tables(), rep.slowest(10))
	if p := os.Getenv("CODEMODE_TEST262_REPORT"); p != "" {
		if err := os.WriteFile(p, []byte(rep.markdown(elapsed)), 0o644); err != nil {
			t.Errorf("CODEMODE_TEST262_REPORT: %v", err)
		}
	}
	for _, res := range results {
		if res.err != nil {
			t.Errorf("%s: %v", res.path, res.err)
		}
	}
	for e := range numEngines {
		for _, res := range results {
			p := res.pairs[e]
			if p.verdict == vSandboxOnly {
				t.Errorf("%s: passes on the bare engine, fails in the %s\n\tbare:    %s\n\tsandbox: %s", res.path, engineShort[e], p.bare, p.sandbox)
			}
		}
	}
	if n := rep.total(engAsync, vBareOnly) + rep.total(engSync, vBareOnly); n > 0 {
		t.Logf("%d tests fail on the bare engine and pass in a sandbox (not an error; see CODEMODE_TEST262_REPORT for the list)", n)
	}
}

var engineShort = [numEngines]string{"async sandbox", "CodeAct engine"}

// report counts the results.
type report struct {
	results []result
	// counts[dir][engine][verdict]; notRun[dir][engine][reason]
	counts map[string]*[numEngines][vExcused + 1]int
	notRun map[string]*[numEngines]map[string]int
	tests  map[string]int
}

func summarize(results []result) *report {
	rep := &report{
		results: results,
		counts:  map[string]*[numEngines][vExcused + 1]int{},
		notRun:  map[string]*[numEngines]map[string]int{},
		tests:   map[string]int{},
	}
	for _, d := range append([]string{"total"}, suiteDirs...) {
		rep.counts[d] = &[numEngines][vExcused + 1]int{}
		nr := &[numEngines]map[string]int{}
		for e := range nr {
			nr[e] = map[string]int{}
		}
		rep.notRun[d] = nr
	}
	for _, res := range results {
		if res.err != nil {
			continue
		}
		for _, d := range []string{res.dir, "total"} {
			rep.tests[d]++
			for e, p := range res.pairs {
				rep.counts[d][e][p.verdict]++
				if p.verdict == vNotRun {
					rep.notRun[d][e][p.notRun]++
				}
			}
		}
	}
	return rep
}

func (rep *report) total(e engine, v verdict) int { return rep.counts["total"][e][v] }

// tables is the counts as markdown tables, one per engine.
func (rep *report) tables() string {
	var b strings.Builder
	for e := range numEngines {
		fmt.Fprintf(&b, "%s:\n\n", engineTitles[e])
		head := "| directory | tests | not run | pass both | fail both | sandbox-only failures | bare-only failures |"
		sep := "|---|---:|---:|---:|---:|---:|---:|"
		if e == engSync {
			head += " refused by CodeAct |"
			sep += "---:|"
		}
		b.WriteString(head + "\n" + sep + "\n")
		for _, d := range append(append([]string{}, suiteDirs...), "total") {
			if rep.tests[d] == 0 && d != "total" {
				continue
			}
			c := rep.counts[d][e]
			name := d
			if d == "total" {
				name = "**total**"
			}
			fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d | %d |", name, rep.tests[d], c[vNotRun], c[vPassBoth], c[vFailBoth], c[vSandboxOnly], c[vBareOnly])
			if e == engSync {
				fmt.Fprintf(&b, " %d |", c[vExcused])
			}
			b.WriteString("\n")
		}
		var reasons []string
		for why, n := range rep.notRun["total"][e] {
			reasons = append(reasons, fmt.Sprintf("%s: %d", why, n))
		}
		sort.Strings(reasons)
		fmt.Fprintf(&b, "\nnot run: %s\n\n", strings.Join(reasons, ", "))
	}
	return b.String()
}

// slowest lists the n runs that took longest on either side, with the
// time of both sides, and the time each side took in all.
func (rep *report) slowest(n int) string {
	type run struct {
		path      string
		e         engine
		bare, box time.Duration
	}
	var runs []run
	var sum [numEngines][2]time.Duration
	for _, res := range rep.results {
		for e, p := range res.pairs {
			if p.verdict == vNotRun {
				continue
			}
			runs = append(runs, run{res.path, engine(e), p.bareTime, p.sandboxTime})
			sum[e][0] += p.bareTime
			sum[e][1] += p.sandboxTime
		}
	}
	sort.Slice(runs, func(i, j int) bool {
		return max(runs[i].bare, runs[i].box) > max(runs[j].bare, runs[j].box)
	})
	var b strings.Builder
	for e := range numEngines {
		fmt.Fprintf(&b, "%s: %s bare, %s in the sandbox, in all\n", engineShort[e], sum[e][0].Round(time.Second), sum[e][1].Round(time.Second))
	}
	fmt.Fprintf(&b, "\nthe slowest runs:\n\n| test | engine | bare | sandbox |\n|---|---|---:|---:|\n")
	for _, r := range runs[:min(n, len(runs))] {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", r.path, engineShort[r.e], r.bare.Round(time.Millisecond), r.box.Round(time.Millisecond))
	}
	return b.String()
}

// markdown is the whole report: the tables and every test that did not pass
// on both sides, with both outcomes.
func (rep *report) markdown(elapsed time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# test262 built-ins: codemode's sandboxes against the bare engine\n\n")
	fmt.Fprintf(&b, "%d tests, %d goroutines, %s.\n\n", len(rep.results), runtime.GOMAXPROCS(0), elapsed.Round(time.Second))
	b.WriteString(rep.tables())
	b.WriteString(rep.slowest(30))
	b.WriteString("\n")
	one := func(s string) string {
		s = strings.ReplaceAll(s, "\n", " ")
		s = strings.ReplaceAll(s, "|", `\|`)
		if len(s) > 300 {
			s = s[:300] + "…"
		}
		return s
	}
	for e := range numEngines {
		for _, sec := range []struct {
			v     verdict
			title string
		}{
			{vSandboxOnly, "sandbox-only failures"},
			{vBareOnly, "bare-only failures"},
			{vExcused, "refused by CodeAct (excused)"},
			{vFailBoth, "failures on both sides"},
		} {
			var rows []string
			for _, res := range rep.results {
				p := res.pairs[e]
				if p.verdict != sec.v {
					continue
				}
				rows = append(rows, fmt.Sprintf("| %s | %s | %s |", res.path, one(p.bare.String()), one(p.sandbox.String())))
			}
			if len(rows) == 0 {
				continue
			}
			fmt.Fprintf(&b, "## %s: %s (%d)\n\n| test | bare | sandbox |\n|---|---|---|\n%s\n\n", engineShort[e], sec.title, len(rows), strings.Join(rows, "\n"))
		}
	}
	return b.String()
}
