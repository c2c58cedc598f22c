package schemacheck

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// genSchema makes a random schema of n definitions that refer to each other
// through every applicator: in place (allOf, anyOf, oneOf, not, if/then/else,
// $ref, dependentSchemas) and into parts of the value (properties,
// patternProperties, additionalProperties, items, prefixItems, contains,
// propertyNames, unevaluated*), with cycles.
func genSchema(r *rand.Rand, n int) string {
	ref := func() string { return fmt.Sprintf(`{"$ref":"#/$defs/d%d"}`, r.IntN(n)) }
	refs := func() string {
		k := 1 + r.IntN(3)
		parts := make([]string, k)
		for i := range parts {
			parts[i] = ref()
		}
		return "[" + strings.Join(parts, ",") + "]"
	}
	leaf := func() string {
		switch r.IntN(7) {
		case 0:
			return `{"type":"` + []string{"string", "number", "integer", "object", "array", "boolean", "null"}[r.IntN(7)] + `"}`
		case 1:
			return `{"enum":[1,"a",null,{"x":1}]}`
		case 2:
			return `{"const":1}`
		case 3:
			return `{"minimum":2}`
		case 4:
			return `{"required":["x"]}`
		case 5:
			return `{"maxLength":1}`
		}
		return `true`
	}
	var defs []string
	for i := range n {
		var d string
		switch r.IntN(16) {
		case 0:
			d = `{"allOf":` + refs() + `}`
		case 1:
			d = `{"anyOf":` + refs() + `}`
		case 2:
			d = `{"oneOf":` + refs() + `}`
		case 3:
			d = `{"not":` + ref() + `}`
		case 4:
			d = `{"if":` + ref() + `,"then":` + ref() + `,"else":` + ref() + `}`
		case 5:
			d = `{"properties":{"x":` + ref() + `,"y":` + ref() + `}}`
		case 6:
			d = `{"patternProperties":{"^x":` + ref() + `},"additionalProperties":` + ref() + `}`
		case 7:
			d = `{"items":` + ref() + `}`
		case 8:
			d = `{"prefixItems":` + refs() + `,"items":` + ref() + `}`
		case 9:
			d = `{"contains":` + ref() + `,"uniqueItems":true}`
		case 10:
			d = `{"propertyNames":` + ref() + `}`
		case 11:
			d = `{"dependentSchemas":{"x":` + ref() + `},"unevaluatedProperties":` + ref() + `}`
		case 12:
			d = `{"unevaluatedItems":` + ref() + `}`
		case 13:
			d = `{"$ref":"#/$defs/d` + fmt.Sprint(r.IntN(n)) + `","type":"object"}`
		default:
			d = leaf()
		}
		defs = append(defs, fmt.Sprintf(`"d%d":%s`, i, d))
	}
	return `{"$ref":"#/$defs/d0","$defs":{` + strings.Join(defs, ",") + `}}`
}

// genValue makes a random JSON value up to depth.
func genValue(r *rand.Rand, depth int) any {
	if depth == 0 {
		return []any{json.Number("1"), json.Number("3"), "a", "xyz", nil, true}[r.IntN(6)]
	}
	switch r.IntN(4) {
	case 0:
		m := map[string]any{}
		for _, k := range []string{"x", "y", "xa", "z"}[:r.IntN(5)] {
			m[k] = genValue(r, depth-1)
		}
		return m
	case 1:
		a := make([]any, r.IntN(4))
		for i := range a {
			a[i] = genValue(r, depth-1)
		}
		return a
	}
	return genValue(r, 0)
}

// visits counts the subschema visits the validator reports to an extension
// (it skips extensions of failing subschemas inside anyOf and the like, so
// this is a lower bound of the work).
type visits struct{ n *atomic.Int64 }

func (v visits) Validate(*jsonschema.ValidatorContext, any) { v.n.Add(1) }

// TestHarnessRandomSchemas enumerates random schemas over every applicator,
// with cycles, against random values: whatever the bounds do not refuse gets
// the validator's own verdict, and the cost the bounds computed is never below
// the visits the validator made.
func TestHarnessRandomSchemas(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var compiled, refusedSchema, checked, refusedValue int
	var totalVisits int64
	for range 400 {
		doc := genSchema(r, 2+r.IntN(8))
		s, err := Compile([]byte(doc), Options{MaxExpansion: 5000, Budget: 50_000})
		if err != nil {
			if IsRefusal(err) {
				refusedSchema++
				continue
			}
			t.Fatalf("%s: %v", doc, err)
		}
		compiled++
		var n atomic.Int64
		counted := jsonschema.NewCompiler()
		counted.RegisterVocabulary(&jsonschema.Vocabulary{URL: "https://codemode.invalid/visits", Compile: func(*jsonschema.CompilerContext, map[string]any) (jsonschema.SchemaExt, error) {
			return visits{&n}, nil
		}})
		counted.AssertVocabs()
		inst, _ := jsonschema.UnmarshalJSON(strings.NewReader(doc))
		counted.AddResource("memory:///c.json", inst)
		cs, err := counted.Compile("memory:///c.json")
		if err != nil {
			t.Fatal(err)
		}
		for range 10 {
			v := genValue(r, 1+r.IntN(4))
			c := coster{s: s, ctx: context.Background()}
			cost := c.cost(s.nodes[s.root], v)
			got := s.Validate(context.Background(), v)
			if IsRefusal(got) {
				refusedValue++
				continue
			}
			checked++
			want := s.Compiled().Validate(v)
			if (got == nil) != (want == nil) {
				t.Fatalf("%s with %v: bounded %v, validator %v", doc, v, got, want)
			}
			n.Store(0)
			cs.Validate(v)
			totalVisits += n.Load()
			if n.Load() > cost {
				t.Fatalf("%s with %v: the validator made %d visits, the bound counted %d", doc, v, n.Load(), cost)
			}
		}
	}
	t.Logf("%d schemas compiled, %d refused as too complex; %d values checked (%d validator visits), %d refused as too costly", compiled, refusedSchema, checked, totalVisits, refusedValue)
	if compiled < 100 || checked < 1000 || totalVisits < int64(checked) {
		t.Fatalf("the harness checked too little: %d schemas, %d values", compiled, checked)
	}
}
