package recipes_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/recipes"
)

// A recipe's input schema is bounded: one whose references make checking any
// input exponential is a preparation problem naming the recipe's file and
// field; an amplifying recursive schema prepares, and an input too costly to
// check is refused before the source runs. Either used to spin for hours
// (`codemode recipe run --timeout 3s` did not end in 60 s).
func TestSchemaValidationIsBounded(t *testing.T) {
	var defs []string
	for i := range 30 {
		defs = append(defs, fmt.Sprintf(`"l%d":{"allOf":[{"$ref":"#/$defs/l%d"},{"$ref":"#/$defs/l%d"}]}`, i, i+1, i+1))
	}
	defs = append(defs, `"l30":{"type":"integer"}`)
	nested := `{"type":"object","properties":{"id":{"$ref":"#/$defs/l0"}},"$defs":{` + strings.Join(defs, ",") + `}}`
	amplify := `{"$defs":{"a":{"allOf":[{"properties":{"x":{"$ref":"#/$defs/a"}}},{"properties":{"x":{"$ref":"#/$defs/a"}}}]}},"$ref":"#/$defs/a"}`
	done := make(chan struct{})
	go func() {
		defer close(done)
		root := t.TempDir()
		write(t, root, "nested", recipe{schema: nested})
		write(t, root, "amplify", recipe{schema: amplify, source: `function main(input) { return "ran" }`})
		w := newWorld(t, codeact.DefaultConfig())
		set, err := recipes.Install(context.Background(), w.ca, root, recipes.Options{})
		if err != nil {
			t.Error(err)
			return
		}
		got := problems(set)
		want := "nested/input.schema.json: input_schema: is too complex to check: "
		if len(got) != 1 || !strings.HasPrefix(got[0], want) {
			t.Errorf("problems %q, want one starting %q", got, want)
		}
		deep := strings.Repeat(`{"x":`, 60) + `1` + strings.Repeat(`}`, 60)
		out := w.call("amplify", deep)
		if !strings.Contains(out.Error, "would take more than 2000000 steps; pass a smaller input") {
			t.Errorf("deep input: %s %q", out.Status, out.Error)
		}
		if out := w.call("amplify", `{"x":{"x":1}}`); !out.OK() || string(out.Value) != `"ran"` {
			t.Errorf("shallow input: %s %q %s", out.Status, out.Error, out.Value)
		}
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("validation did not end")
	}
}
