package schemacheck

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// nestedAllOf is a schema whose every level names the next one twice.
func nestedAllOf(depth int) string {
	var defs []string
	for i := 0; i < depth; i++ {
		defs = append(defs, fmt.Sprintf(`"l%d":{"allOf":[{"$ref":"#/$defs/l%d"},{"$ref":"#/$defs/l%d"}]}`, i, i+1, i+1))
	}
	defs = append(defs, fmt.Sprintf(`"l%d":{"type":"string"}`, depth))
	return `{"type":"object","properties":{"q":{"$ref":"#/$defs/l0"}},"$defs":{` + strings.Join(defs, ",") + `}}`
}

// within fails the test when f does not return in a generous bound: the
// failure the bounds prevent is a validation that runs for hours.
func within(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("still validating after 60 s")
	}
}

func TestNestedAllOfIsRefusedAtCompile(t *testing.T) {
	within(t, func() {
		_, err := Compile([]byte(nestedAllOf(30)), Options{Name: "the input schema of srv.tool"})
		var tc *TooComplexError
		if !errors.As(err, &tc) || tc.Loop || tc.Limit != DefaultMaxExpansion || tc.Name != "the input schema of srv.tool" {
			t.Fatalf("err = %v, want a TooComplexError", err)
		}
		if !strings.Contains(err.Error(), "is too complex to check") {
			t.Errorf("text %q", err)
		}
	})
	// A shallow version of the same shape is fine and validates normally.
	s, err := Compile([]byte(nestedAllOf(8)), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.ValidateJSON(context.Background(), []byte(`{"q":"x"}`)); err != nil {
		t.Errorf("valid value refused: %v", err)
	}
	if err := s.ValidateJSON(context.Background(), []byte(`{"q":1}`)); err == nil || IsRefusal(err) {
		t.Errorf("invalid value: err = %v, want a validation error", err)
	}
}

// amplifying is a recursive schema whose every level applies itself twice to
// the next level of the value: no single place is expensive, but the value's
// depth makes the work 2^depth.
const amplifying = `{"$defs":{"a":{"allOf":[
  {"properties":{"x":{"$ref":"#/$defs/a"}}},
  {"properties":{"x":{"$ref":"#/$defs/a"}}}]}},
  "$ref":"#/$defs/a"}`

func deep(depth int) []byte {
	return []byte(strings.Repeat(`{"x":`, depth) + `1` + strings.Repeat(`}`, depth))
}

func TestAmplifyingRecursionIsRefusedPerValue(t *testing.T) {
	s, err := Compile([]byte(amplifying), Options{Name: "the input schema of srv.tool"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.ValidateJSON(context.Background(), deep(5)); err != nil {
		t.Errorf("shallow value: %v", err)
	}
	within(t, func() {
		err := s.ValidateJSON(context.Background(), deep(60))
		var tl *TooLargeError
		if !errors.As(err, &tl) || tl.Budget != DefaultBudget {
			t.Fatalf("err = %v, want a TooLargeError", err)
		}
		if want := "checking it against the input schema of srv.tool would take more than 2000000 steps; pass a smaller input"; err.Error() != want {
			t.Errorf("text\n got %q\nwant %q", err, want)
		}
	})
}

func TestLoopIsRefused(t *testing.T) {
	for _, doc := range []string{
		`{"$defs":{"a":{"allOf":[{"$ref":"#/$defs/b"}]},"b":{"anyOf":[{"$ref":"#/$defs/a"}]}},"$ref":"#/$defs/a"}`,
		`{"not":{"$ref":"#"}}`,
	} {
		_, err := Compile([]byte(doc), Options{})
		var tc *TooComplexError
		if !errors.As(err, &tc) && !errors.As(err, new(*InvalidError)) {
			t.Errorf("%s: err = %v, want a refusal", doc, err)
		}
	}
}

// countingCtx ends after its Err has been asked n times, so that a test can
// cancel in the middle of a count without timing.
type countingCtx struct {
	context.Context
	left atomic.Int64
}

func (c *countingCtx) Err() error {
	if c.left.Add(-1) < 0 {
		return context.Canceled
	}
	return nil
}

func TestCancelStopsTheCount(t *testing.T) {
	// A wide value whose cost is within the budget but takes many steps.
	var b strings.Builder
	b.WriteString(`[`)
	for i := range 50_000 {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`{"x":{"x":1}}`)
	}
	b.WriteString(`]`)
	s, err := Compile([]byte(`{"items":{"$ref":"#/$defs/a"},"$defs":{"a":{"properties":{"x":{"$ref":"#/$defs/a"}}}}}`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.ValidateJSON(context.Background(), []byte(b.String())); err != nil {
		t.Fatalf("uncancelled: %v", err)
	}
	ctx := &countingCtx{Context: context.Background()}
	ctx.left.Store(3)
	if err := s.ValidateJSON(ctx, []byte(b.String())); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.ValidateJSON(cancelled, []byte(`{}`)); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

// TestAgreesWithTheValidator checks that the bounds change no verdict on
// ordinary schemas: every keyword family, valid and invalid values.
func TestAgreesWithTheValidator(t *testing.T) {
	cases := []struct {
		schema string
		values []string
	}{
		{`{"type":"object","properties":{"a":{"type":"integer"}},"required":["a"],"additionalProperties":false}`,
			[]string{`{"a":1}`, `{"a":"x"}`, `{}`, `{"a":1,"b":2}`, `[]`}},
		{`{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#"}}]}`,
			[]string{`"x"`, `["x",["y"]]`, `[1]`, `{}`}},
		{`{"oneOf":[{"minimum":0},{"maximum":10}]}`, []string{`-1`, `5`, `11`}},
		{`{"if":{"type":"string"},"then":{"minLength":2},"else":{"type":"number"}}`, []string{`"ab"`, `"a"`, `3`, `null`}},
		{`{"patternProperties":{"^x":{"type":"number"}},"propertyNames":{"maxLength":3},"unevaluatedProperties":false}`,
			[]string{`{"x1":1}`, `{"x1":"a"}`, `{"long-name":1}`, `{"y":1}`}},
		{`{"prefixItems":[{"type":"string"}],"items":{"type":"number"},"contains":{"const":3},"uniqueItems":true}`,
			[]string{`["a",3]`, `["a",1,1,3]`, `["a",1]`, `[1]`}},
		{`{"dependentSchemas":{"a":{"required":["b"]}},"enum":[{"a":1,"b":2},{"c":1}]}`, []string{`{"a":1,"b":2}`, `{"a":1}`, `{"c":1}`}},
		{`{"$schema":"http://json-schema.org/draft-07/schema#","items":[{"type":"string"}],"additionalItems":false,"dependencies":{"a":{"required":["b"]}}}`,
			[]string{`["a"]`, `["a",1]`, `{"a":1}`}},
		{`{"$dynamicAnchor":"n","type":"object","properties":{"c":{"$dynamicRef":"#n"}}}`, []string{`{"c":{"c":{}}}`, `{"c":1}`}},
		{`{"not":{"type":"null"}}`, []string{`null`, `0`}},
	}
	for _, c := range cases {
		s, err := Compile([]byte(c.schema), Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.schema, err)
		}
		for _, v := range c.values {
			inst, err := jsonschema.UnmarshalJSON(strings.NewReader(v))
			if err != nil {
				t.Fatal(err)
			}
			want := s.Compiled().Validate(inst)
			got := s.Validate(context.Background(), inst)
			if (got == nil) != (want == nil) || IsRefusal(got) {
				t.Errorf("%s with %s: got %v, the validator says %v", c.schema, v, got, want)
			}
		}
	}
}

func TestCompileErrors(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{`{`, "is not valid JSON: "},
		{`{"type":12}`, "is not a valid JSON Schema: "},
		{`{"$ref":"https://example.com/s.json"}`, "is not a valid JSON Schema: "},
		{`{"$ref":"file:///etc/passwd"}`, "is not a valid JSON Schema: "},
	} {
		_, err := Compile([]byte(c.doc), Options{})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q...", c.doc, err, c.want)
		}
	}
}

// TestChildrenCoverEveryField keeps children and link in step with the
// library: every field of jsonschema.Schema that can hold a subschema must be
// one this package follows.
func TestChildrenCoverEveryField(t *testing.T) {
	followed := map[string]bool{
		"Ref": true, "RecursiveRef": true, "DynamicRef": true, "Not": true, "AllOf": true, "AnyOf": true,
		"OneOf": true, "If": true, "Then": true, "Else": true, "PropertyNames": true, "Properties": true,
		"PatternProperties": true, "AdditionalProperties": true, "Dependencies": true, "DependentSchemas": true,
		"UnevaluatedProperties": true, "Contains": true, "Items": true, "AdditionalItems": true,
		"PrefixItems": true, "Items2020": true, "UnevaluatedItems": true, "ContentSchema": true,
		// Not subschemas: values, compiled keywords, annotations.
		"Extensions": true, "Enum": true, "Const": true, "Default": true, "Examples": true,
		"Types": true, "Format": true, "Pattern": true, "ContentEncoding": true, "ContentMediaType": true,
	}
	st := reflect.TypeFor[jsonschema.Schema]()
	for i := range st.NumField() {
		f := st.Field(i)
		if !f.IsExported() {
			continue
		}
		k := f.Type.Kind()
		scalar := k == reflect.String || k == reflect.Bool || k == reflect.Int ||
			(k == reflect.Pointer && (f.Type.Elem().Kind() == reflect.Int || f.Type.Elem().Kind() == reflect.Bool || f.Type.Elem().Name() == "Rat")) ||
			f.Name == "Required" || f.Name == "DependentRequired"
		if !scalar && !followed[f.Name] {
			t.Errorf("jsonschema.Schema has a field %s (%s) this package does not know", f.Name, f.Type)
		}
	}
}

func TestConcurrentUse(t *testing.T) {
	s, err := Compile([]byte(amplifying), Options{})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	for range 4 {
		go func() { done <- s.ValidateJSON(context.Background(), deep(10)) }()
	}
	for range 4 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
