package tools_test

import (
	"context"
	"errors"
	"testing"

	"github.com/codemode/codemode/internal/failures"
	"github.com/codemode/codemode/tools"
)

// Outcome.Err is nil on success, and the status and text otherwise.
func TestOutcomeErr(t *testing.T) {
	reg := tools.NewRegistry(tools.Options{})
	defer reg.Close()
	echo := tools.Must(tools.Func("echo", "Echo.", func(_ context.Context, in map[string]any) (map[string]any, error) { return in, nil }))
	if err := reg.Register(echo); err != nil {
		t.Fatal(err)
	}
	ok := reg.Execute(context.Background(), tools.Call{ID: "1", Name: "echo", Arguments: `{"a":1}`})
	if err := ok.Err(); err != nil {
		t.Fatalf("Err of a successful call = %#v", err)
	}
	bad := reg.Execute(context.Background(), tools.Call{ID: "2", Name: "nope", Arguments: `{}`})
	var se *tools.StatusError
	if err := bad.Err(); !errors.As(err, &se) || se.Status != tools.StatusUnknownTool || err.Error() != bad.Error {
		t.Fatalf("Err of an unknown tool = %v", err)
	}
	// errors.Is matches the status, and no other.
	c, err := failures.Load()
	if err != nil {
		t.Fatal(err)
	}
	statuses := c.KindNames("status")
	if len(statuses) < 11 {
		t.Fatalf("the catalogue lists %d statuses", len(statuses))
	}
	for _, s := range statuses {
		if got, want := errors.Is(bad.Err(), tools.Status(s)), tools.Status(s) == tools.StatusUnknownTool; got != want {
			t.Errorf("errors.Is(Err(), %s) = %v for an unknown tool", s, got)
		}
	}
}

// A negative MaxConcurrent is refused with a text that says how to fix it,
// at the call that would use it; zero is the default.
func TestMaxConcurrentConvention(t *testing.T) {
	bad := tools.NewRegistry(tools.Options{MaxConcurrent: -1})
	defer bad.Close()
	out := bad.Execute(context.Background(), tools.Call{ID: "1", Name: tools.RunCode, Arguments: `{"code":"async () => 1"}`})
	const want = "tools: Options.MaxConcurrent is -1; use 0 for the default (10) or a positive value"
	if out.Status != tools.StatusToolError || out.Error != want {
		t.Fatalf("run_code with MaxConcurrent -1: %s %q, want TOOL_ERROR %q", out.Status, out.Error, want)
	}
	good := tools.NewRegistry(tools.Options{})
	defer good.Close()
	if out := good.Execute(context.Background(), tools.Call{ID: "1", Name: tools.RunCode, Arguments: `{"code":"async () => 1"}`}); out.Err() != nil {
		t.Fatalf("run_code with the zero Options: %v", out.Err())
	}
}
