package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/codemode/codemode"
)

// fixture is a registry with two tools and a record of what the pipeline did:
// echo (concurrency-safe; returns its text) and write (not concurrency-safe;
// has guidance). Every policy stage records "<stage>:<tool>" in seen.
type fixture struct {
	reg  *Registry
	runs map[string]*atomic.Int32 // handler invocations by tool

	mu   sync.Mutex
	seen []string
}

type echoIn struct {
	Text string `json:"text"`
}

type writeIn struct {
	Path    string `json:"path"`
	Content string `json:"content,omitempty"`
}

// sharedExecutor is the real in-process executor the fixtures run programs
// on; executions on it share nothing.
var sharedExecutor *codemode.InProcess

func TestMain(m *testing.M) {
	sharedExecutor = codemode.New(codemode.Options{})
	code := m.Run()
	sharedExecutor.Close()
	os.Exit(code)
}

// newFixture returns a fixture whose registry runs programs on a real
// in-process executor.
func newFixture(t *testing.T, opts Options) *fixture {
	t.Helper()
	if opts.Executor == nil {
		opts.Executor = sharedExecutor
	}
	f := &fixture{reg: NewRegistry(opts), runs: map[string]*atomic.Int32{}}
	t.Cleanup(func() { f.reg.Close() })
	echo := Must(Func("echo", "Echo the text back.", func(_ context.Context, in echoIn) (string, error) {
		return in.Text, nil
	}))
	echo.Concurrent = true
	write := Must(Func("write", "Write a file.", func(_ context.Context, in writeIn) (string, error) {
		return "wrote " + in.Path, nil
	}))
	write.Guidance = "Use write to save files; never overwrite without reading first."
	f.add(t, echo, write)
	record := func(stage string) func(context.Context, Call, Tool) error {
		return func(_ context.Context, c Call, _ Tool) error {
			f.note(stage + ":" + c.Name)
			return nil
		}
	}
	f.reg.AddPreExecute(record("pre"))
	f.reg.AddGuard(record("guard"))
	f.reg.SetApprover(func(_ context.Context, c Call, _ Tool) Approval {
		f.note("approve:" + c.Name)
		return Approval{Decision: Allow}
	})
	return f
}

// add registers tools, counting their handler invocations.
func (f *fixture) add(t *testing.T, list ...Tool) {
	t.Helper()
	for i := range list {
		n := &atomic.Int32{}
		f.runs[list[i].Name] = n
		h := list[i].Handler
		list[i].Handler = func(ctx context.Context, c Call) (Result, error) {
			n.Add(1)
			return h(ctx, c)
		}
	}
	if err := f.reg.Register(list...); err != nil {
		t.Fatal(err)
	}
}

func (f *fixture) note(s string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.seen = append(f.seen, s)
}

// saw returns and clears the policy stages recorded so far.
func (f *fixture) saw() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	s := f.seen
	f.seen = nil
	return s
}

func (f *fixture) count(tool string) int { return int(f.runs[tool].Load()) }

// codeArgs is the arguments of a run_code call.
func codeArgs(code string) string {
	b, _ := json.Marshal(map[string]string{"code": code})
	return string(b)
}

// runProgram calls run_code in scope and returns the outcome.
func (f *fixture) runProgram(t *testing.T, scope, code string) Outcome {
	t.Helper()
	return f.reg.Execute(context.Background(), Call{ID: "c1", Name: RunCode, Arguments: codeArgs(code), Scope: scope})
}

// names returns the names of schemas.
func names(list []Schema) []string {
	out := []string{}
	for _, s := range list {
		out = append(out, s.Name)
	}
	return out
}

// recorder collects events.
type recorder struct {
	mu     sync.Mutex
	events []Event
}

func (r *recorder) record(e Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, e)
}

// lines returns the events as "<kind> <call ID> <name> <status>".
func (r *recorder) lines() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, e := range r.events {
		out = append(out, fmt.Sprintf("%s %s %s %s", e.Kind, e.Call.ID, e.Call.Name, e.Status))
	}
	return out
}

func equal(a, b []string) bool { return slices.Equal(a, b) }
