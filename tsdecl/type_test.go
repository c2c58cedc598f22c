package tsdecl

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestType(t *testing.T) {
	tests := []struct {
		name, schema, want string
	}{
		// Primitive types.
		{"string", `{"type":"string"}`, `string`},
		{"number", `{"type":"number"}`, `number`},
		{"integer", `{"type":"integer"}`, `number`},
		{"boolean", `{"type":"boolean"}`, `boolean`},
		{"null", `{"type":"null"}`, `null`},
		{"unknown type name", `{"type":"decimal"}`, `unknown`},
		{"type array", `{"type":["string","null"]}`, `string | null`},
		{"type array collapses integer", `{"type":["integer","number"]}`, `number`},
		{"nullable", `{"type":"string","nullable":true}`, `string | null`},
		{"nullable already null", `{"type":["string","null"],"nullable":true}`, `string | null`},
		{"nullable ref", `{"$defs":{"A":{"type":"number"}},"$ref":"#/$defs/A","nullable":true}`, `number | null`},

		// Boolean and empty schemas.
		{"true", `true`, `unknown`},
		{"false", `false`, `never`},
		{"empty", `{}`, `unknown`},
		{"only annotations", `{"description":"x","format":"date-time"}`, `unknown`},
		{"not a schema", `42`, `unknown`},

		// enum and const.
		{"enum", `{"enum":["a","b",1,true,null]}`, `"a" | "b" | 1 | true | null`},
		{"enum wins over type", `{"type":"string","enum":["x","y"]}`, `"x" | "y"`},
		{"enum nullable", `{"enum":["x"],"nullable":true}`, `"x" | null`},
		{"enum duplicates", `{"enum":["x","x"]}`, `"x"`},
		{"enum empty", `{"enum":[]}`, `never`},
		{"enum escapes", `{"enum":["say \"hi\"\n","</script>"]}`, `"say \"hi\"\n" | "</script>"`},
		{"enum numbers", `{"enum":[-1,2.5,1e3]}`, `-1 | 2.5 | 1e3`},
		{"const string", `{"const":"text"}`, `"text"`},
		{"const object", `{"const":{"kind":"a","n":[1,2]}}`, `{ kind: "a"; n: [1, 2] }`},
		{"const null", `{"const":null}`, `null`},
		{"long enum wraps", `{"enum":["alpha","bravo","charlie","delta","echo","foxtrot","golf","hotel","india"]}`,
			"\"alpha\"\n  | \"bravo\"\n  | \"charlie\"\n  | \"delta\"\n  | \"echo\"\n  | \"foxtrot\"\n  | \"golf\"\n  | \"hotel\"\n  | \"india\""},

		// Objects.
		{"object required and optional", `{"type":"object","properties":{"id":{"type":"string"},"n":{"type":"integer"}},"required":["id"]}`,
			`{ id: string; n?: number }`},
		{"object keeps source order", `{"properties":{"z":{},"a":{},"m":{}},"required":["z","a","m"]}`,
			`{ z: unknown; a: unknown; m: unknown }`},
		{"object inferred from properties", `{"properties":{"a":{"type":"boolean"}}}`, `{ a?: boolean }`},
		{"object quoted names", `{"properties":{"content-type":{"type":"string"},"2fa":{"type":"boolean"},"$ok_1":{"type":"null"}}}`,
			`{ "content-type"?: string; "2fa"?: boolean; $ok_1?: null }`},
		{"object reserved words as names", `{"properties":{"default":{"type":"string"},"delete":{"type":"boolean"}}}`,
			`{ default?: string; delete?: boolean }`},
		{"object required but undeclared", `{"properties":{"a":{"type":"string"}},"required":["b","a","b"]}`,
			`{ a: string; b: unknown }`},
		{"object many members one per line", `{"properties":{"a":{"type":"string"},"b":{"type":"string"},"c":{"type":"string"},"d":{"type":"string"}}}`,
			"{\n  a?: string;\n  b?: string;\n  c?: string;\n  d?: string;\n}"},
		{"object long line splits", `{"properties":{"aVeryLongPropertyName":{"type":"string"},"anotherVeryLongPropertyName":{"type":"string"}}}`,
			"{\n  aVeryLongPropertyName?: string;\n  anotherVeryLongPropertyName?: string;\n}"},
		{"object nested indentation", `{"properties":{"a":{"properties":{"b":{"description":"B.","type":"string"}}}}}`,
			"{\n  a?: {\n    /** B. */\n    b?: string;\n  };\n}"},
		{"object bare", `{"type":"object"}`, `{ [key: string]: unknown }`},
		{"object empty properties", `{"type":"object","properties":{}}`, `{}`},
		{"object closed", `{"type":"object","additionalProperties":false}`, `{}`},
		{"additionalProperties absent", `{"properties":{"a":{"type":"string"}}}`, `{ a?: string }`},
		{"additionalProperties true", `{"properties":{"a":{"type":"string"}},"additionalProperties":true}`,
			`{ a?: string; [key: string]: unknown }`},
		{"additionalProperties false", `{"properties":{"a":{"type":"string"}},"additionalProperties":false}`, `{ a?: string }`},
		{"additionalProperties schema alone", `{"type":"object","additionalProperties":{"type":"number"}}`,
			`{ [key: string]: number }`},
		{"additionalProperties schema with properties", `{"properties":{"a":{"type":"string"}},"additionalProperties":{"type":"number"}}`,
			`{ a?: string } & { [key: string]: number }`},
		{"additionalProperties empty schema", `{"properties":{"a":{"type":"string"}},"additionalProperties":{}}`,
			`{ a?: string; [key: string]: unknown }`},
		{"patternProperties", `{"type":"object","patternProperties":{"^x-":{"type":"string"},"^n-":{"type":"number"}},"additionalProperties":false}`,
			"{\n  /** Keys match /^x-/ or /^n-/. */\n  [key: string]: string | number;\n}"},
		{"patternProperties with additionalProperties", `{"patternProperties":{"^x-":{"type":"string"}},"additionalProperties":{"type":"boolean"}}`,
			"{\n  /** Keys match /^x-/. */\n  [key: string]: string | boolean;\n}"},

		// Arrays and tuples.
		{"array of strings", `{"type":"array","items":{"type":"string"}}`, `string[]`},
		{"array inferred from items", `{"items":{"type":"number"}}`, `number[]`},
		{"array without items", `{"type":"array"}`, `unknown[]`},
		{"array items true", `{"type":"array","items":true}`, `unknown[]`},
		{"array items false", `{"type":"array","items":false}`, `[]`},
		{"array of union", `{"type":"array","items":{"type":["string","number"]}}`, `(string | number)[]`},
		{"array of arrays", `{"type":"array","items":{"type":"array","items":{"type":"boolean"}}}`, `boolean[][]`},
		{"array of objects", `{"type":"array","items":{"properties":{"a":{"type":"string"}}}}`, `{ a?: string }[]`},
		{"prefixItems closed by absence", `{"type":"array","prefixItems":[{"type":"string"},{"type":"number"}]}`, `[string, number]`},
		{"prefixItems items false", `{"prefixItems":[{"type":"string"}],"items":false}`, `[string]`},
		{"prefixItems items true", `{"prefixItems":[{"type":"string"}],"items":true}`, `[string, ...unknown[]]`},
		{"prefixItems rest", `{"prefixItems":[{"type":"string"},{"type":"number"}],"items":{"type":"boolean"}}`,
			`[string, number, ...boolean[]]`},
		{"prefixItems rest union", `{"prefixItems":[{"type":"string"}],"items":{"enum":[1,2]}}`, `[string, ...(1 | 2)[]]`},
		{"draft-07 tuple", `{"type":"array","items":[{"type":"string"},{"type":"integer"}]}`, `[string, number]`},
		{"draft-07 tuple additionalItems", `{"items":[{"type":"string"}],"additionalItems":{"type":"null"}}`, `[string, ...null[]]`},
		{"draft-07 tuple additionalItems true", `{"items":[{"type":"string"}],"additionalItems":true}`, `[string, ...unknown[]]`},
		{"tuple element union", `{"prefixItems":[{"type":["string","null"]},{"anyOf":[{"type":"number"},{"type":"boolean"}]}]}`,
			`[string | null, number | boolean]`},

		// Combinators.
		{"anyOf", `{"anyOf":[{"type":"string"},{"type":"number"}]}`, `string | number`},
		{"oneOf", `{"oneOf":[{"const":"a"},{"properties":{"b":{"type":"string"}},"required":["b"]}]}`, `"a" | { b: string }`},
		{"anyOf flattens and dedupes", `{"anyOf":[{"type":["string","null"]},{"anyOf":[{"type":"null"},{"type":"number"}]}]}`,
			`string | null | number`},
		{"anyOf with unknown", `{"anyOf":[{"type":"string"},{}]}`, `unknown`},
		{"anyOf nullable", `{"anyOf":[{"type":"string"},{"type":"number"}],"nullable":true}`, `string | number | null`},
		{"allOf", `{"allOf":[{"properties":{"a":{"type":"string"}}},{"properties":{"b":{"type":"number"}}}]}`,
			`{ a?: string } & { b?: number }`},
		{"allOf of unions", `{"allOf":[{"anyOf":[{"type":"string"},{"type":"number"}]},{"anyOf":[{"type":"number"},{"type":"boolean"}]}]}`,
			`(string | number) & (number | boolean)`},
		{"allOf single", `{"allOf":[{"type":"string"}]}`, `string`},
		{"allOf drops unknown", `{"allOf":[{"description":"x"},{"type":"string"}]}`, `string`},
		{"union of intersection", `{"anyOf":[{"allOf":[{"properties":{"a":{}}},{"properties":{"b":{}}}]},{"type":"null"}]}`,
			`{ a?: unknown } & { b?: unknown } | null`},
		{"array of intersection", `{"items":{"allOf":[{"properties":{"a":{}}},{"properties":{"b":{}}}]}}`,
			`({ a?: unknown } & { b?: unknown })[]`},
		{"type object with allOf", `{"type":"object","allOf":[{"properties":{"a":{"type":"string"}}}]}`, `{ a?: string }`},
		{"properties with anyOf", `{"properties":{"a":{"type":"string"}},"anyOf":[{"required":["a"]},{"required":["b"]}]}`,
			`{ a?: string } & ({ a: unknown } | { b: unknown })`},
		{"ref with properties", `{"$defs":{"B":{"properties":{"id":{"type":"string"}},"required":["id"]}},"$ref":"#/$defs/B","properties":{"x":{"type":"number"}}}`,
			`{ id: string } & { x?: number }`},

		// $ref.
		{"ref $defs", `{"$defs":{"Id":{"type":"string"}},"properties":{"id":{"$ref":"#/$defs/Id"}}}`, `{ id?: string }`},
		{"ref definitions", `{"definitions":{"N":{"type":"integer"}},"items":{"$ref":"#/definitions/N"}}`, `number[]`},
		{"ref properties pointer", `{"properties":{"a":{"type":"boolean"},"b":{"$ref":"#/properties/a"}}}`, `{ a?: boolean; b?: boolean }`},
		{"ref array index", `{"anyOf":[{"type":"string"},{"$ref":"#/anyOf/0"}]}`, `string`},
		{"ref tilde escapes", `{"$defs":{"a/b":{"type":"string"},"c~d":{"type":"number"}},"prefixItems":[{"$ref":"#/$defs/a~1b"},{"$ref":"#/$defs/c~0d"}]}`,
			`[string, number]`},
		{"ref percent-encoded", `{"$defs":{"a b":{"type":"null"}},"items":{"$ref":"#/$defs/a%20b"}}`, `null[]`},
		{"ref external", `{"properties":{"a":{"$ref":"https://example.com/s.json#/A"},"b":{"type":"string"}}}`, `{ a?: unknown; b?: string }`},
		{"ref relative file", `{"$ref":"other.json"}`, `unknown`},
		{"ref anchor", `{"$ref":"#node"}`, `unknown`},
		{"ref missing", `{"$ref":"#/$defs/Nope"}`, `unknown`},
		{"ref bad escape", `{"$defs":{"a":{}},"$ref":"#/$defs/a~2"}`, `unknown`},
		{"ref not a string", `{"$ref":7}`, `unknown`},
		{"ref to root", `{"properties":{"a":{"type":"string"},"self":{"$ref":"#"}}}`, `{ a?: string; self?: unknown }`},
		{"ref recursive cut", `{"$defs":{"T":{"properties":{"kids":{"items":{"$ref":"#/$defs/T"}}}}},"$ref":"#/$defs/T"}`,
			`{ kids?: unknown[] }`},
		{"ref direct cycle", `{"$defs":{"A":{"$ref":"#/$defs/B"},"B":{"$ref":"#/$defs/A"}},"$ref":"#/$defs/A"}`, `unknown`},
		{"ref direct cycle in union", `{"$defs":{"A":{"anyOf":[{"$ref":"#/$defs/A"},{"type":"string"}]}},"$ref":"#/$defs/A"}`, `string`},
		{"ref self", `{"$ref":"#"}`, `unknown`},

		// Depth.
		{"depth limit", `{"properties":{"a":{"properties":{"b":{"properties":{"c":{"properties":{"d":{"properties":{"e":{"properties":{"f":{"properties":{"g":{"properties":{"h":{"properties":{"i":{"type":"string"}}}}}}}}}}}}}}}}}}}`,
			"{\n  a?: {\n    b?: { c?: { d?: { e?: { f?: { g?: { h?: unknown } } } } } };\n  };\n}"},

		// JSDoc on members.
		{"doc description", `{"properties":{"a":{"type":"string","description":"The a."}}}`, "{\n  /** The a. */\n  a?: string;\n}"},
		{"doc multi-line", `{"properties":{"a":{"description":"Line one.\r\n\nLine */ three.  \n"}}}`,
			"{\n  /**\n   * Line one.\n   *\n   * Line *\\/ three.\n   */\n  a?: unknown;\n}"},
		{"doc title", `{"properties":{"a":{"title":"Alpha","description":"The a."}}}`, "{\n  /**\n   * Alpha\n   * The a.\n   */\n  a?: unknown;\n}"},
		{"doc title restating name", `{"properties":{"created_at":{"title":"Created At","type":"string"}}}`, `{ created_at?: string }`},
		{"doc tags", `{"properties":{"n":{"type":"integer","minimum":0,"exclusiveMaximum":10,"default":3,"examples":[1,2],"deprecated":true}}}`,
			"{\n  /**\n   * @minimum 0\n   * @exclusiveMaximum 10\n   * @default 3\n   * @example 1\n   * @example 2\n   * @deprecated\n   */\n  n?: number;\n}"},
		{"doc format and pattern", `{"properties":{"s":{"type":"string","format":"date-time","pattern":"^a*/b$"}}}`,
			"{\n  /**\n   * @format date-time\n   * @pattern ^a*\\/b$\n   */\n  s?: string;\n}"},
		{"doc from ref target", `{"$defs":{"T":{"type":"string","format":"uuid","description":"An id."}},"properties":{"id":{"$ref":"#/$defs/T"}}}`,
			"{\n  /**\n   * An id.\n   * @format uuid\n   */\n  id?: string;\n}"},
		{"doc through nullable union", `{"properties":{"at":{"anyOf":[{"type":"string","format":"date-time"},{"type":"null"}]}}}`,
			"{\n  /** @format date-time */\n  at?: string | null;\n}"},
		{"doc openapi example", `{"properties":{"s":{"type":"string","example":"x"}}}`, "{\n  /** @example \"x\" */\n  s?: string;\n}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Type(json.RawMessage(tt.schema), Options{})
			if err != nil {
				t.Fatalf("Type(%s): %v", tt.schema, err)
			}
			if got != tt.want {
				t.Errorf("Type(%s)\n got: %s\nwant: %s", tt.schema, got, tt.want)
			}
		})
	}
}

func TestTypeMaxDepth(t *testing.T) {
	schema := json.RawMessage(`{"properties":{"a":{"properties":{"b":{"type":"string"}}},"list":{"items":{"type":"string"}},"n":{"type":"number"}}}`)
	tests := []struct {
		depth int
		want  string
	}{
		{1, `{ a?: unknown; list?: unknown; n?: number }`},
		{2, `{ a?: { b?: string }; list?: string[]; n?: number }`},
	}
	for _, tt := range tests {
		got, err := Type(schema, Options{MaxDepth: tt.depth})
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want {
			t.Errorf("MaxDepth %d:\n got: %s\nwant: %s", tt.depth, got, tt.want)
		}
	}
}

func TestTypeErrors(t *testing.T) {
	for _, schema := range []string{``, `{`, `{"type":}`, `{"a":1}x`, `{"a" 1}`, `[1,]`} {
		if got, err := Type(json.RawMessage(schema), Options{}); err == nil {
			t.Errorf("Type(%q) = %q, want an error", schema, got)
		}
	}
}

// TestTypeTooComplex: $refs that fan out exponentially hit the work bound
// instead of running away.
func TestTypeTooComplex(t *testing.T) {
	var defs []string
	for i := range 30 {
		defs = append(defs, fmt.Sprintf(`"d%d":{"anyOf":[{"$ref":"#/$defs/d%d"},{"$ref":"#/$defs/d%[2]d"},{"type":"string"}]}`, i, i+1))
	}
	defs = append(defs, `"d30":{"type":"string"}`)
	schema := `{"$defs":{` + strings.Join(defs, ",") + `},"$ref":"#/$defs/d0"}`
	if _, err := Type(json.RawMessage(schema), Options{}); !errors.Is(err, errTooComplex) {
		t.Fatalf("err = %v, want errTooComplex", err)
	}

	// Few nodes, each rendering a large enum: the text bound stops it.
	var vals []string
	for i := range 2000 {
		vals = append(vals, fmt.Sprintf(`"value number %d"`, i))
	}
	bigEnum := strings.Replace(schema, `"d12":`, `"d12":{"enum":[`+strings.Join(vals, ",")+`]},"unused":`, 1)
	r := newRenderer(nil, Options{})
	r.root, _ = parseJSON([]byte(bigEnum))
	if r.render(); !errors.Is(r.err, errTooComplex) || r.steps > maxSteps {
		t.Fatalf("big enum: err = %v after %d steps, want errTooComplex from the text bound", r.err, r.steps)
	}
	out := Provider("p", []Tool{{Name: "f", InputSchema: json.RawMessage(schema)}, {Name: "g"}}, Options{})
	want := "declare const p: {\n  /** Note: input schema is too complex and is typed as unknown. */\n  f(input?: unknown): Promise<unknown>;\n  g(): Promise<unknown>;\n};\n"
	if out != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
}
