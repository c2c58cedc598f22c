package tools_test

import (
	"context"
	"errors"
	"testing"

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
}
