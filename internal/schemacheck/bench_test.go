package schemacheck

import (
	"context"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// An ordinary tool input: what the bound costs on top of the validator.
const benchSchema = `{"type":"object","properties":{
  "query":{"type":"string","minLength":1},"limit":{"type":"integer","minimum":1,"maximum":100},
  "tags":{"type":"array","items":{"type":"string"}},"owner":{"$ref":"#/$defs/user"},"reviewers":{"type":"array","items":{"$ref":"#/$defs/user"}}},
  "required":["query"],"additionalProperties":false,
  "$defs":{"user":{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":["id"]}}}`

const benchValue = `{"query":"open bugs","limit":20,"tags":["a","b","c"],"owner":{"id":1,"name":"ada"},"reviewers":[{"id":2},{"id":3,"name":"grace"}]}`

func benchInstance(b *testing.B) any {
	v, err := jsonschema.UnmarshalJSON(strings.NewReader(benchValue))
	if err != nil {
		b.Fatal(err)
	}
	return v
}

func BenchmarkValidateBounded(b *testing.B) {
	s, err := Compile([]byte(benchSchema), Options{})
	if err != nil {
		b.Fatal(err)
	}
	v := benchInstance(b)
	ctx := context.Background()
	for b.Loop() {
		if err := s.Validate(ctx, v); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkValidateUnbounded(b *testing.B) {
	s, err := Compile([]byte(benchSchema), Options{})
	if err != nil {
		b.Fatal(err)
	}
	v := benchInstance(b)
	for b.Loop() {
		if err := s.Compiled().Validate(v); err != nil {
			b.Fatal(err)
		}
	}
}
