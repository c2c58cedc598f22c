//go:build linux

package asyncrt

import (
	"bufio"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The enumerating harness: every function reachable from the sandbox's
// global object, called with hostile receivers and arguments, must end its
// execution by the deadline plus a grace, with the process's peak memory
// within a bound. The executions run in a child process (this test binary run
// again) so that a built-in that does not stop is caught by killing it, and
// so that the peak resident memory (VmHWM, reset before each execution) is the
// executions' own.

//go:embed testdata/builtins_harness.js
var harnessJS string

const harnessEnv = "CODEMODE_BUILTINS_HARNESS"

// harnessDeadline is every execution's timeout (a retry of an execution that
// made no progress, on a busy machine, gets up to four times it); harnessGrace (in
// containment_test.go) is how much later it may end.
const harnessDeadline = 250 * time.Millisecond

// harnessMemory is the executions' memory limit (the default), and
// harnessRSS the bound on what one execution adds to the resident memory at
// its peak (VmHWM after it, reset to the resident memory before it): five
// times the limit.
const harnessMemory = 64 << 20
const harnessRSS = 5 * harnessMemory

// harnessProcessRSS bounds the child process's peak resident memory: what the
// executions add, plus what the process keeps between them (the Go heap, the
// slots' regions and the C heap they spill to, which are reused, not given
// back).
const harnessProcessRSS = 8 * harnessMemory

// harnessSizes are the hostile inputs' sizes: the biggest byte array and
// string the memory limit allows alongside each other.
func harnessSizes(few bool, memory int) string {
	b, _ := json.Marshal(map[string]any{
		"bytes": memory * 3 / 8, "chars": memory / 8, "depth": 10000, "dense": 1 << 18, "bigintBits": 1<<20 - 2, "few": few, "rotate": harnessRotate(few),
	})
	return string(b)
}

// harnessRotate is 1 (every function meets every heavy input) when
// CODEMODE_HARNESS_FULL is set, else 4, or 8 for the reduced matrix of -short
// and the race detector: a heavy input's calls mostly run to the deadline, so
// they are what the harness's time is spent on.
func harnessRotate(few bool) int {
	switch {
	case os.Getenv("CODEMODE_HARNESS_FULL") != "":
		return 1
	case few:
		return 8
	}
	return 4
}

// harnessRoots are the objects the global object does not reach by
// properties: the iterator and function prototypes.
const harnessRoots = `[
  ['%ArrayIteratorPrototype%', () => Object.getPrototypeOf([][Symbol.iterator]())],
  ['%StringIteratorPrototype%', () => Object.getPrototypeOf(''[Symbol.iterator]())],
  ['%MapIteratorPrototype%', () => Object.getPrototypeOf(new Map().entries())],
  ['%SetIteratorPrototype%', () => Object.getPrototypeOf(new Set().values())],
  ['%RegExpStringIteratorPrototype%', () => Object.getPrototypeOf('a'.matchAll(/a/g))],
  ['%GeneratorFunction%', () => Object.getPrototypeOf(function* () {}).constructor],
  ['%GeneratorPrototype%', () => Object.getPrototypeOf(Object.getPrototypeOf((function* () {})()))],
  ['%IteratorHelperPrototype%', () => Object.getPrototypeOf([].values().map((x) => x))],
  ['%WrapForValidIteratorPrototype%', () => Object.getPrototypeOf(Iterator.from({ next() {} }))],
  ['%ThrowTypeError%', () => Object.getOwnPropertyDescriptor((function () { 'use strict'; return arguments; })(), 'callee').get],
]`

// harnessAsyncRoots are the roots only the asynchronous engine has.
const harnessAsyncRoots = `[
  ['%AsyncFunction%', () => Object.getPrototypeOf(async function () {}).constructor],
  ['%AsyncGeneratorFunction%', () => Object.getPrototypeOf(async function* () {}).constructor],
  ['%AsyncGeneratorPrototype%', () => Object.getPrototypeOf(Object.getPrototypeOf((async function* () {})()))],
]`

// harnessProgram is the program of one execution of engine ("async" or
// "sync") that starts at call start (or, start < 0, enumerates).
func harnessProgram(engine string, few bool, memory int) string {
	if engine == "sync" {
		return harnessJS + `
function main(input) {
  const call = tools.call;
  return harness(input.start, (k) => call('\u00a7tick', k), ` + harnessSizes(few, memory) + `, ` + harnessRoots + `.concat([['tools', () => tools]]));
}`
	}
	return `async (start) => {
` + harnessJS + `
  const log = console.log;
  return harness(START, (k) => log('\u00a7' + k), ` + harnessSizes(few, memory) + `, ` + harnessRoots + `.concat(` + harnessAsyncRoots + `, [['provider', () => harnessTools], ['provider tool', () => harnessTools.echo]]));
}`
}

// harnessRun runs one execution in this process: it returns what the program
// returned (JSON), the failure's kind (empty on success), and calls tick for
// every call announced.
func harnessRun(engine string, few bool, memory, start int, deadline time.Duration, tick func(int)) (value, kind string) {
	if engine == "sync" {
		res := RunSyncForTests(context.Background(), SyncRunOptions{
			Source:      harnessProgram(engine, few, memory),
			Input:       fmt.Sprintf(`{"start":%d}`, start),
			SourceBytes: 1 << 20, InputBytes: 1 << 10, ResultBytes: 4 << 20, Memory: harnessMemory,
			StackDepth: 5000, Timeout: deadline, ChildCalls: 1 << 30,
			Call: func(_ context.Context, name, args string) (string, error) {
				if name == "\u00a7tick" {
					if k, err := strconv.Atoi(args); err == nil {
						tick(k)
					}
				}
				return "null", nil
			},
		})
		if res.Failure != nil {
			return "", string(res.Failure.Kind)
		}
		return res.Value, ""
	}
	s, err := New()
	if err != nil {
		return "", "new: " + err.Error()
	}
	code := strings.Replace(harnessProgram(engine, few, memory), "START", strconv.Itoa(start), 1)
	res := s.Run(context.Background(), &Request{
		Code:      code,
		Providers: []Provider{{Name: "harnessTools"}},
		Dispatch: func(context.Context, string, string, string) (string, error) {
			return `{"result":null}`, nil
		},
		OnLog: func(line string) {
			if k, err := strconv.Atoi(strings.TrimPrefix(line, "\u00a7")); err == nil && strings.HasPrefix(line, "\u00a7") {
				tick(k)
			}
		},
		Limits: Limits{Timeout: deadline, Memory: harnessMemory, StackDepth: 5000, PayloadBytes: 4 << 20,
			ResultBytes: 4 << 20, LogBytes: 4 << 20, ToolCalls: 1 << 30, ConcurrentCalls: 1 << 30, Timers: 1000,
			ResponseBytes: 4 << 20, Retention: time.Second},
	})
	if res.Failure != nil {
		return "", string(res.Failure.Kind)
	}
	return res.Value, ""
}

// TestBuiltinsHarnessChild is the child process of TestBuiltinsEndByTheDeadline;
// it does nothing unless started by it. It prints one line per event: "S k"
// when an execution starts at call k, "E k" when call k begins, "X ms kind"
// when an execution ends, "N json" with the enumeration, "M kB" with VmHWM.
func TestBuiltinsHarnessChild(t *testing.T) {
	spec := os.Getenv(harnessEnv)
	if spec == "" {
		t.Skip("started by TestBuiltinsEndByTheDeadline")
	}
	var engine string
	var start int
	var few bool
	var memory int
	if _, err := fmt.Sscanf(spec, "%s %d %t %d", &engine, &start, &few, &memory); err != nil {
		t.Fatal(err)
	}
	out := os.Stdout
	if start < 0 {
		v, kind := harnessRun(engine, few, memory, -1, harnessDeadline, func(int) {})
		if kind != "" {
			t.Fatalf("enumeration failed: %s", kind)
		}
		fmt.Fprintf(out, "N %s\n", v)
		return
	}
	var w strings.Builder
	retries, peak, grew := 0, 0, 0
	for start >= 0 {
		fmt.Fprintf(out, "S %d\n", start)
		// Reset the peak resident memory to the current one, so that the
		// VmHWM read after the execution is this execution's own peak.
		_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
		before := vmHWM()
		last := -1
		t0 := time.Now()
		// A retry (the walk made no progress before its deadline: the
		// machine is busy) gets a longer deadline, up to four times the
		// usual, still well inside the parent's deadline + grace.
		deadline := min(harnessDeadline<<retries, 4*harnessDeadline)
		v, kind := harnessRun(engine, few, memory, start, deadline, func(k int) {
			last = k
			w.Reset()
			w.WriteString("E ")
			w.WriteString(strconv.Itoa(k))
			w.WriteString("\n")
			out.WriteString(w.String())
		})
		fmt.Fprintf(out, "X %d %s\n", time.Since(t0).Milliseconds(), orNone(kind))
		if h := vmHWM(); h > peak || h-before > grew {
			peak, grew = max(peak, h), max(grew, h-before)
			fmt.Fprintf(out, "H %d %d %d\n", h, h-before, last)
		}
		switch {
		case kind == "" && v == "-1":
			start = -1
		case last < start && retries < 6:
			retries++ // the walk did not finish in time: the machine is busy
		case last < start:
			fmt.Fprintf(out, "W the execution at %d ended (%s %s) before its first call\n", start, orNone(kind), v)
			start = -1
		default:
			start, retries = last+1, 0
		}
	}
	fmt.Fprintf(out, "M %d\n", vmHWM())
}

func orNone(s string) string {
	if s == "" {
		return "ok"
	}
	return s
}

// vmHWM reads this process's peak resident memory, in KiB.
func vmHWM() int { return vmHWMOf("self") }

// vmHWMOf reads a process's peak resident memory, in KiB (-1 if unknown).
func vmHWMOf(pid string) int {
	b, err := os.ReadFile("/proc/" + pid + "/status")
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
			return n
		}
	}
	return -1
}

// harnessEnumeration is what the enumeration returns.
type harnessEnumeration struct {
	Names []string `json:"names"`
	Calls int      `json:"calls"`
	Plan  []string `json:"plan"`
}

// harnessChild starts the child at start; lines receives its output lines
// and is closed when it exits.
func harnessChild(t *testing.T, engine string, start int, few bool, memory int) (*exec.Cmd, <-chan string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestBuiltinsHarnessChild$", "-test.count=1", "-test.timeout=0")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s %d %t %d", harnessEnv, engine, start, few, memory), "GOMAXPROCS=2")
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 1024)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 64<<20)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return cmd, lines
}

// TestBuiltinsEndByTheDeadline is the enumerating harness, for the
// asynchronous and the synchronous (CodeAct) engine. The two run at once, each
// in child processes of its own: most of each one's time is executions running
// to their deadline (about 500 of them, 250 ms each), which a second processor
// halves, and the bound they are held to (the deadline plus a grace meant for a
// contended core) is the same.
func TestBuiltinsEndByTheDeadline(t *testing.T) {
	for _, engine := range []string{"async", "sync"} {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			runHarness(t, engine)
		})
	}
}

func runHarness(t *testing.T, engine string) {
	few := testing.Short() || raceScale > 1
	memory := harnessMemory
	cmd, lines := harnessChild(t, engine, -1, few, memory)
	var enum harnessEnumeration
	for l := range lines {
		if rest, ok := strings.CutPrefix(l, "N "); ok {
			if err := json.Unmarshal([]byte(rest), &enum); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := cmd.Wait(); err != nil || len(enum.Names) == 0 {
		t.Fatalf("enumeration: %v (%d functions)", err, len(enum.Names))
	}
	describe := func(k int) string {
		if k < 0 || k >= len(enum.Names)*enum.Calls {
			return fmt.Sprintf("call %d", k)
		}
		return fmt.Sprintf("%s: %s", enum.Names[k/enum.Calls], enum.Plan[k%enum.Calls])
	}
	limit := harnessDeadline + harnessGrace()
	var (
		executions, calls, kills int
		slowest                  time.Duration
		slowestAt                int
		hwm, growth, growthAt    int
		kinds                    = map[string]int{}
		failures                 []string
	)
	began := time.Now()
	for start := 0; start >= 0 && len(failures) < 3000; {
		cmd, lines := harnessChild(t, engine, start, few, memory)
		start = -1
		inExec := false
		var execStart time.Time
		execAt, last := 0, -1
		tick := time.NewTicker(50 * time.Millisecond)
	read:
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					break read
				}
				switch {
				case strings.HasPrefix(l, "S "):
					inExec, execStart = true, time.Now()
					execAt, _ = strconv.Atoi(l[2:])
				case strings.HasPrefix(l, "E "):
					last, _ = strconv.Atoi(l[2:])
					calls++
				case strings.HasPrefix(l, "X "):
					inExec = false
					executions++
					f := strings.Fields(l)
					ms, _ := strconv.Atoi(f[1])
					kinds[f[2]]++
					if d := time.Duration(ms) * time.Millisecond; d > slowest {
						slowest, slowestAt = d, last
					}
					if ms > 600 && os.Getenv("CODEMODE_HARNESS_STREAM") != "" {
						fmt.Fprintf(os.Stderr, "SLOW %s: %dms (%s) after %s\n", engine, ms, f[2], describe(last))
					}
					if d := time.Duration(ms) * time.Millisecond; d > limit {
						failures = append(failures, fmt.Sprintf("an execution took %v (%s), ending after %s", d, f[2], describe(last)))
						if os.Getenv("CODEMODE_HARNESS_STREAM") != "" {
							fmt.Fprintf(os.Stderr, "HARNESS %s: %s\n", engine, failures[len(failures)-1])
						}
					}
				case strings.HasPrefix(l, "M "):
					if n, _ := strconv.Atoi(l[2:]); n > hwm {
						hwm = n
					}
				case strings.HasPrefix(l, "H "):
					var h, g, at int
					if _, err := fmt.Sscanf(l, "H %d %d %d", &h, &g, &at); err == nil {
						hwm = max(hwm, h)
						if g > growth {
							growth, growthAt = g, at
						}
					}
				case strings.HasPrefix(l, "W "):
					failures = append(failures, l[2:])
				}
			case <-tick.C:
				if inExec && time.Since(execStart) > limit {
					kills++
					if n := vmHWMOf(strconv.Itoa(cmd.Process.Pid)); n > hwm {
						hwm = n
					}
					_ = cmd.Process.Kill()
					failures = append(failures, fmt.Sprintf("an execution did not end in %v: %s", limit, describe(last)))
					if os.Getenv("CODEMODE_HARNESS_STREAM") != "" {
						fmt.Fprintf(os.Stderr, "HARNESS %s: %s\n", engine, failures[len(failures)-1])
					}
					if last >= execAt {
						start = last + 1
					}
					for range lines {
					}
					break read
				}
			}
		}
		tick.Stop()
		_ = cmd.Wait()
	}
	t.Logf("%s engine: %d functions × %d hostile calls = %d planned; %d calls made (constructors only with new) in %d executions (%v), outcomes %v; slowest execution %v (after %s); %d killed; an execution added at most %d MiB to the resident memory (after %s), the process's peak %d MiB",
		engine, len(enum.Names), enum.Calls, len(enum.Names)*enum.Calls, calls, executions, time.Since(began).Round(time.Millisecond), kinds,
		slowest, describe(slowestAt), kills, growth>>10, describe(growthAt), hwm>>10)
	for _, f := range failures {
		t.Error(f)
	}
	if growth<<10 > harnessRSS {
		t.Errorf("an execution added %d MiB to the resident memory, over %d MiB (five times the %d MiB memory limit)", growth>>10, harnessRSS>>20, harnessMemory>>20)
	}
	if hwm<<10 > harnessProcessRSS {
		t.Errorf("the process's peak resident memory was %d MiB, over %d MiB", hwm>>10, harnessProcessRSS>>20)
	}
}
