package tsdecl

import (
	"encoding/json"
	"testing"
)

// FuzzType feeds arbitrary schemas to Type and, as input and output of a
// tool, to Provider: neither may panic, and Provider's output must pass the
// syntax check whatever the schema.
func FuzzType(f *testing.F) {
	for _, set := range loadToolSets(f) {
		for _, tool := range set.Tools {
			for _, s := range []json.RawMessage{tool.InputSchema, tool.OutputSchema} {
				if s != nil {
					f.Add([]byte(s))
				}
			}
		}
	}
	for _, s := range []string{`true`, `{}`, `{"$ref":"#"}`, `{"items":{"$ref":"#"}}`, `{"enum":[1,"a",null,[{}]]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, schema []byte) {
		got, err := Type(schema, Options{})
		if err == nil && got == "" {
			t.Fatalf("Type(%q) returned an empty type", schema)
		}
		tools := []Tool{{Name: "f", InputSchema: schema, OutputSchema: schema}, {Name: "g", OutputSchema: schema}}
		out := Provider("p", tools, Options{MaxDepth: 3})
		if err := checkSyntax(out); err != nil {
			t.Fatalf("Provider output for %q: %v\n%s", schema, err, out)
		}
	})
}
