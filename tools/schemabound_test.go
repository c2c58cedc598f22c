package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// Input schemas are bounded: one that makes checking any value exponential
// is refused when the tool is registered, naming the tool, and arguments
// whose check would take too long end INVALID_ARGUMENTS before the handler,
// without running the validator. Either used to spin for hours.
func TestSchemaValidationIsBounded(t *testing.T) {
	ok := func(context.Context, Call) (Result, error) { return Result{Value: "ran"}, nil }
	var defs []string
	for i := range 30 {
		defs = append(defs, fmt.Sprintf(`"l%d":{"allOf":[{"$ref":"#/$defs/l%d"},{"$ref":"#/$defs/l%d"}]}`, i, i+1, i+1))
	}
	defs = append(defs, `"l30":{"type":"string"}`)
	nested := json.RawMessage(`{"type":"object","properties":{"q":{"$ref":"#/$defs/l0"}},"$defs":{` + strings.Join(defs, ",") + `}}`)
	amplify := json.RawMessage(`{"$defs":{"a":{"allOf":[{"properties":{"x":{"$ref":"#/$defs/a"}}},{"properties":{"x":{"$ref":"#/$defs/a"}}}]}},"$ref":"#/$defs/a"}`)

	done := make(chan struct{})
	go func() {
		defer close(done)
		reg := NewRegistry(Options{})
		err := reg.Register(Tool{Name: "nested", Handler: ok, InputSchema: nested})
		want := `tools: input schema of "nested" is too complex to check: `
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Register: %v, want %q...", err, want)
		}
		if err := reg.Register(Tool{Name: "amplify", Handler: ok, InputSchema: amplify}); err != nil {
			t.Error(err)
			return
		}
		deep := strings.Repeat(`{"x":`, 60) + `1` + strings.Repeat(`}`, 60)
		out := reg.Execute(context.Background(), Call{Name: "amplify", Arguments: deep})
		wantErr := `Invalid arguments for amplify: checking it against the input schema of "amplify" would take more than 2000000 steps; pass a smaller input`
		if out.Status != StatusInvalidArguments || out.Error != wantErr {
			t.Errorf("deep: %s %q\nwant %q", out.Status, out.Error, wantErr)
		}
		if out := reg.Execute(context.Background(), Call{Name: "amplify", Arguments: `{"x":{"x":1}}`}); !out.OK() {
			t.Errorf("shallow: %s %s", out.Status, out.Error)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if out := reg.Execute(ctx, Call{Name: "amplify", Arguments: `{"x":1}`}); out.Status != StatusAbortedBeforeDispatch {
			t.Errorf("cancelled: %s %s", out.Status, out.Error)
		}
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("validation did not end")
	}
}
