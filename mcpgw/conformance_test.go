package mcpgw_test

// The official MCP conformance suite (@modelcontextprotocol/conformance,
// pinned in testdata/conformance) against the gateway: its client
// scenarios against `codemode run --mcp t=URL` (testdata/conformance/client.mjs
// plays the user's browser), its server scenarios against
// `codemode mcp --http`, every check compared with
// testdata/conformance/baseline.txt.

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode/mcpgw"
)

// conformanceDir returns testdata/conformance with its packages installed
// (npm ci when they are missing). Without node the test is skipped, unless
// CODEMODE_REQUIRE_CONFORMANCE is set (as CI sets it): then a missing node or
// a failed install fails it.
func conformanceDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", "conformance"))
	if err != nil {
		t.Fatal(err)
	}
	missing := func(why string) {
		msg := "the MCP conformance suite is not run: " + why + "\ninstall Node.js 20 or later, then from the repository root:\n  npm ci --prefix mcpgw/testdata/conformance"
		if os.Getenv("CODEMODE_REQUIRE_CONFORMANCE") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	if _, err := exec.LookPath("node"); err != nil {
		missing("node is not on PATH")
	}
	if installed(dir) {
		return dir
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Fatalf("the MCP conformance suite needs npm to install it: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "ci", "--no-audit", "--no-fund")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil || !installed(dir) {
		t.Fatalf("npm ci in %s (the suite comes from the npm registry): %v\n%s", dir, err, out)
	}
	return dir
}

// baselineEntry is what one scenario is expected not to pass.
type baselineEntry struct {
	fails   map[string]bool // checks that fail or warn
	mayWarn map[string]bool // checks that may pass or warn, never fail
	reason  string
}

// parseBaseline reads baseline.txt's text: side ("client" or "server") →
// scenario → entry. An entry without a reason, a side other than the two,
// or a scenario named twice is an error.
func parseBaseline(text string) (map[string]map[string]baselineEntry, error) {
	out := map[string]map[string]baselineEntry{"client": {}, "server": {}}
	var reason []string
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			reason = nil
			continue
		case strings.HasPrefix(line, "#"):
			reason = append(reason, strings.TrimSpace(strings.TrimPrefix(line, "#")))
			continue
		}
		f := strings.Fields(line)
		side, ok := out[f[0]]
		if !ok || len(f) < 3 {
			return nil, fmt.Errorf("line %d: want \"client|server SCENARIO CHECK...\", got %q", i+1, line)
		}
		if len(reason) == 0 {
			return nil, fmt.Errorf("line %d: %s %s has no reason: write it in comment lines just above", i+1, f[0], f[1])
		}
		if _, dup := side[f[1]]; dup {
			return nil, fmt.Errorf("line %d: %s %s is named twice", i+1, f[0], f[1])
		}
		e := baselineEntry{fails: map[string]bool{}, mayWarn: map[string]bool{}, reason: strings.Join(reason, " ")}
		for _, id := range f[2:] {
			if w, ok := strings.CutPrefix(id, "~"); ok {
				e.mayWarn[w] = true
			} else {
				e.fails[id] = true
			}
		}
		side[f[1]] = e
	}
	return out, nil
}

// conformanceCheck is one check of a scenario's checks.json.
type conformanceCheck struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	Description  string `json:"description"`
	Status       string `json:"status"`
	ErrorMessage string `json:"errorMessage"`
}

// scenarioResult is what running one scenario gave.
type scenarioResult struct {
	name                   string
	checks                 []conformanceCheck
	passed, failed, warned int
	output                 string // the suite's output, for a failure's message
}

// savedAs is how the suite names a scenario's results directory:
// SCENARIO-TIMESTAMP for a client scenario, server-SCENARIO-TIMESTAMP for a
// server one, the timestamp an ISO time with ":" and "." made "-".
var savedAs = regexp.MustCompile(`^(.+)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$`)

// savedScenario returns the scenario whose results are in the directory
// rel (relative to the CLI's -o directory, with "/" separators).
func savedScenario(side, rel string) (string, bool) {
	m := savedAs.FindStringSubmatch(rel)
	if m == nil {
		return "", false
	}
	if side == "server" {
		return strings.CutPrefix(m[1], "server-")
	}
	return m[1], true
}

// runCLI runs the suite's CLI once with args (client --command … --scenario
// X, or server --url … --suite all) saving into outDir, and reads the
// checks of every scenario it saved, by scenario.
func runCLI(ctx context.Context, suite, outDir string, env []string, args ...string) (map[string]scenarioResult, error) {
	cli := filepath.Join(suite, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js")
	cmd := exec.CommandContext(ctx, "node", append(append([]string{cli}, args...), "-o", outDir)...)
	cmd.Env = append(os.Environ(), env...)
	out, _ := cmd.CombinedOutput() // its status says whether checks failed, which the checks say better
	results := map[string]scenarioResult{}
	err := filepath.WalkDir(outDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.Name() != "checks.json" {
			return err
		}
		rel, _ := filepath.Rel(outDir, filepath.Dir(p))
		name, ok := savedScenario(args[0], filepath.ToSlash(rel))
		if !ok {
			return fmt.Errorf("%s is not where the suite saves a scenario's checks", p)
		}
		res := scenarioResult{name: name, output: string(out)}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(b, &res.checks); err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		for _, c := range res.checks {
			switch c.Status {
			case "SUCCESS":
				res.passed++
			case "FAILURE":
				res.failed++
			case "WARNING":
				res.warned++
			}
		}
		if _, dup := results[res.name]; dup {
			return fmt.Errorf("scenario %s was saved twice in %s", res.name, outDir)
		}
		results[res.name] = res
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%v; the suite said:\n%s", err, tail(string(out), 4000))
	}
	if len(results) == 0 {
		return nil, fmt.Errorf("the suite saved no checks; it said:\n%s", tail(string(out), 4000))
	}
	return results, nil
}

// compare holds one scenario's result against its baseline entry and
// returns what differs, or "".
func (r scenarioResult) compare(e baselineEntry) string {
	var problems []string
	bad := map[string]conformanceCheck{}
	for _, c := range r.checks {
		switch {
		case c.Status == "WARNING" && e.mayWarn[c.ID]:
		case c.Status == "FAILURE" || c.Status == "WARNING":
			bad[c.ID] = c
		}
	}
	for _, id := range slices.Sorted(maps.Keys(bad)) {
		if !e.fails[id] {
			c := bad[id]
			problems = append(problems, fmt.Sprintf("check %s: %s (%s: %s)", id, c.Status, c.Name, firstNonEmpty(c.ErrorMessage, c.Description)))
		}
	}
	for _, id := range slices.Sorted(maps.Keys(e.fails)) {
		if _, ok := bad[id]; !ok {
			problems = append(problems, fmt.Sprintf("check %s passes now, but the baseline expects it not to (%s): remove it from baseline.txt", id, e.reason))
		}
	}
	if len(problems) == 0 {
		return ""
	}
	return strings.Join(problems, "\n")
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// listScenarios returns the suite's client and server scenarios, all of them.
func listScenarios(t *testing.T, suite string) (client, server []string) {
	t.Helper()
	cli := filepath.Join(suite, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js")
	out, err := exec.Command("node", cli, "list").CombinedOutput()
	if err != nil {
		t.Fatalf("conformance list: %v\n%s", err, out)
	}
	var into *[]string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "Server scenarios"):
			into = &server
		case strings.HasPrefix(line, "Client scenarios"):
			into = &client
		case into != nil && strings.HasPrefix(line, "  - "):
			*into = append(*into, strings.TrimPrefix(line, "  - "))
		}
	}
	if len(client) == 0 || len(server) == 0 {
		t.Fatalf("conformance list named %d client and %d server scenarios:\n%s", len(client), len(server), out)
	}
	return client, server
}

// check holds every scenario's result against the baseline: each scenario
// the suite lists must have run, and a scenario the baseline names must be
// one the suite has.
func check(t *testing.T, side string, scenarios []string, baseline map[string]baselineEntry, results map[string]scenarioResult, took time.Duration) {
	t.Helper()
	for name := range baseline {
		if !slices.Contains(scenarios, name) {
			t.Errorf("baseline.txt names the %s scenario %s, which the suite does not have: remove it", side, name)
		}
	}
	var passed, failed, warned, expected int
	for _, name := range scenarios {
		r, ok := results[name]
		if !ok {
			t.Errorf("the %s scenario %s did not run", side, name)
			continue
		}
		passed, failed, warned = passed+r.passed, failed+r.failed, warned+r.warned
		e, listed := baseline[name]
		if listed {
			expected++
		}
		if d := r.compare(e); d != "" {
			t.Errorf("%s scenario %s (%d passed, %d failed, %d warned) is not as baseline.txt expects:\n%s\nthe suite said:\n%s", side, name, r.passed, r.failed, r.warned, d, tail(r.output, 4000))
		}
	}
	for name := range results {
		if !slices.Contains(scenarios, name) {
			t.Errorf("the suite ran a %s scenario %s that its list does not name", side, name)
		}
	}
	t.Logf("%s: %d scenarios (%d with expected failures in baseline.txt), %d checks passed, %d failed, %d warned, in %v",
		side, len(scenarios), expected, passed, failed, warned, took.Round(time.Millisecond))
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}

// The official conformance suite, every scenario it has: the client ones
// against the gateway as a client (codemode run --mcp t=URL, or codemode mcp
// --config for a client that needs configuring, with client.mjs following
// each printed sign-in URL as a browser would), the server ones against
// codemode mcp --http. Each scenario's failing and warning checks must be
// exactly those baseline.txt lists for it, with the reason.
func TestConformance(t *testing.T) {
	t.Parallel()
	suite := conformanceDir(t)
	text, err := os.ReadFile(filepath.Join(suite, "baseline.txt"))
	if err != nil {
		t.Fatal(err)
	}
	baseline, err := parseBaseline(string(text))
	if err != nil {
		t.Fatalf("testdata/conformance/baseline.txt: %v", err)
	}
	clients, servers := listScenarios(t, suite)
	bin := codemodeBinary(t)

	t.Run("client", func(t *testing.T) {
		t.Parallel()
		// The suite splits its --command on spaces and runs it with a
		// shell: the wrapper is reached through a link in a directory of
		// a plain name, and the binary through the environment.
		link := filepath.Join(tmpDir, "conformance-client.mjs")
		os.Remove(link)
		if err := os.Symlink(filepath.Join(suite, "client.mjs"), link); err != nil {
			t.Fatal(err)
		}
		if strings.ContainsAny(link, " \t'\"$\\;&|<>()`*?") {
			t.Skipf("the suite cannot run a client at %q (it splits its command on spaces); set TMPDIR to a plain path", link)
		}
		// One scenario at a time per CLI, four at once: each starts a
		// gateway, and the suite's own --suite would start them all.
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		start := time.Now()
		results := map[string]scenarioResult{}
		var mu sync.Mutex
		var wg sync.WaitGroup
		sem := make(chan struct{}, 4)
		out := t.TempDir()
		for i, scenario := range clients {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				r, err := runCLI(ctx, suite, filepath.Join(out, fmt.Sprint(i)), []string{"CODEMODE_CONFORMANCE_BIN=" + bin},
					"client", "--command", "node "+link, "--timeout", "90000", "--scenario", scenario)
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					t.Errorf("client scenario %s: %v", scenario, err)
				}
				maps.Copy(results, r)
			}()
		}
		wg.Wait()
		check(t, "client", clients, baseline["client"], results, time.Since(start))
	})

	t.Run("server", func(t *testing.T) {
		t.Parallel()
		dir := t.TempDir()
		cfg := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
			"memory": {Command: nodeBin(t), Args: []string{memoryJS(t)}, Env: map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "memory.jsonl")}},
		}})
		url := startGatewayHTTP(t, "--config", cfg, "--http", "127.0.0.1:0", "--type-cache", "none", "--workspace", dir)
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		start := time.Now()
		results, err := runCLI(ctx, suite, t.TempDir(), nil, "server", "--url", url, "--suite", "all")
		if err != nil {
			t.Fatal(err)
		}
		check(t, "server", servers, baseline["server"], results, time.Since(start))
	})
}

// The harness can fail: the baseline's parser refuses an entry without a
// reason, and a scenario's checks are held against their entry in both
// directions (a failure or warning not listed, a listed check that passes),
// a ~check allowed to warn but not to fail.
func TestConformanceHarness(t *testing.T) {
	for _, c := range []struct{ text, err string }{
		{"client a x\n", "line 1: client a has no reason: write it in comment lines just above"},
		{"# why\nclient a x\n\nserver b y\n", "line 4: server b has no reason: write it in comment lines just above"},
		{"# why\nboth a x\n", `line 2: want "client|server SCENARIO CHECK...", got "both a x"`},
		{"# why\nclient a\n", `line 2: want "client|server SCENARIO CHECK...", got "client a"`},
		{"# why\nclient a x\nclient a y\n", "line 3: client a is named twice"},
	} {
		if _, err := parseBaseline(c.text); err == nil || err.Error() != c.err {
			t.Errorf("%q: got %v, want %s", c.text, err, c.err)
		}
	}
	b, err := parseBaseline("# one reason\n# on two lines\nclient a x ~y\n")
	if err != nil {
		t.Fatal(err)
	}
	e := b["client"]["a"]
	if e.reason != "one reason on two lines" || !e.fails["x"] || !e.mayWarn["y"] || len(e.fails) != 1 {
		t.Fatalf("entry %+v", e)
	}
	check := func(id, status string) conformanceCheck { return conformanceCheck{ID: id, Status: status, Name: id} }
	for _, c := range []struct {
		name   string
		checks []conformanceCheck
		want   []string // substrings of the differences; none means as expected
	}{
		{"as expected", []conformanceCheck{check("x", "FAILURE"), check("x", "FAILURE"), check("y", "SUCCESS"), check("z", "SUCCESS")}, nil},
		{"a listed check warns", []conformanceCheck{check("x", "WARNING"), check("y", "WARNING")}, nil},
		{"an unlisted failure", []conformanceCheck{check("x", "FAILURE"), check("z", "FAILURE")}, []string{"check z: FAILURE"}},
		{"an unlisted warning", []conformanceCheck{check("x", "FAILURE"), check("z", "WARNING")}, []string{"check z: WARNING"}},
		{"a ~check fails", []conformanceCheck{check("x", "FAILURE"), check("y", "FAILURE")}, []string{"check y: FAILURE"}},
		{"a listed check passes", []conformanceCheck{check("x", "SUCCESS")}, []string{"check x passes now", "(one reason on two lines)"}},
		{"a listed check is missing", nil, []string{"check x passes now"}},
	} {
		got := scenarioResult{name: "a", checks: c.checks}.compare(e)
		if len(c.want) == 0 && got != "" {
			t.Errorf("%s: differences %q", c.name, got)
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", c.name, got, w)
			}
		}
	}
	for _, c := range []struct{ side, dir, want string }{
		{"client", "auth/metadata-var2-2026-12-07T01-11-10-112Z", "auth/metadata-var2"},
		{"client", "tools_call-2026-12-07T01-11-10-112Z", "tools_call"},
		{"server", "server-server-initialize-2026-12-07T01-11-43-719Z", "server-initialize"},
		{"server", "server-tools-list-2026-12-07T01-11-43-719Z", "tools-list"},
		{"server", "tools-list-2026-12-07T01-11-43-719Z", ""},
		{"client", "auth/metadata-var2", ""},
	} {
		got, ok := savedScenario(c.side, c.dir)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("%s results in %s: scenario %q, want %q", c.side, c.dir, got, c.want)
		}
	}
	// A scenario the baseline does not name must pass every check.
	if got := (scenarioResult{checks: []conformanceCheck{check("q", "WARNING")}}).compare(baselineEntry{}); !strings.Contains(got, "check q: WARNING") {
		t.Errorf("unlisted scenario: %q", got)
	}
}
