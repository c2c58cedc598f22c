package tsdecl

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

func raw(s string) json.RawMessage {
	if s == "" {
		return nil
	}
	return json.RawMessage(s)
}

// TestProviderMethod checks one tool's method, without the surrounding
// declaration.
func TestProviderMethod(t *testing.T) {
	obj := `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`
	tests := []struct {
		name string
		tool Tool
		want string
	}{
		{"no input, no output", Tool{Name: "ping"}, "ping(): Promise<unknown>;"},
		{"blank input is absent", Tool{Name: "ping", InputSchema: raw(" \n"), OutputSchema: raw("null")}, "ping(): Promise<unknown>;"},
		{"required input", Tool{Name: "get", InputSchema: raw(obj), OutputSchema: raw(`{"type":"string"}`)},
			"get(input: { id: string }): Promise<string>;"},
		{"optional input", Tool{Name: "list", InputSchema: raw(`{"type":"object","properties":{"limit":{"type":"integer"}}}`)},
			"list(input?: { limit?: number }): Promise<unknown>;"},
		{"empty object input", Tool{Name: "list", InputSchema: raw(`{"type":"object","properties":{}}`)}, "list(input?: {}): Promise<unknown>;"},
		{"empty schema input", Tool{Name: "list", InputSchema: raw(`{}`)}, "list(input?: unknown): Promise<unknown>;"},
		{"non-object input", Tool{Name: "echo", InputSchema: raw(`{"type":"string"}`)}, "echo(input: string): Promise<unknown>;"},
		{"nullable input", Tool{Name: "f", InputSchema: raw(`{"type":["object","null"],"required":["a"]}`)},
			"f(input?: { a: unknown } | null): Promise<unknown>;"},
		{"required through ref", Tool{Name: "f", InputSchema: raw(`{"$defs":{"In":` + obj + `},"$ref":"#/$defs/In"}`)},
			"f(input: { id: string }): Promise<unknown>;"},
		{"required through allOf", Tool{Name: "f", InputSchema: raw(`{"allOf":[{"properties":{"a":{}}},` + obj + `]}`)},
			"f(input: { a?: unknown } & { id: string }): Promise<unknown>;"},
		{"required by every oneOf member", Tool{Name: "f", InputSchema: raw(`{"oneOf":[{"required":["a"]},{"required":["b"]}]}`)},
			"f(input: { a: unknown } | { b: unknown }): Promise<unknown>;"},
		{"not required by every anyOf member", Tool{Name: "f", InputSchema: raw(`{"anyOf":[{"required":["a"]},{"properties":{"b":{}}}]}`)},
			"f(input?: { a: unknown } | { b?: unknown }): Promise<unknown>;"},
		{"quoted name", Tool{Name: "list-users"}, `"list-users"(): Promise<unknown>;`},
		{"unicode name quoted", Tool{Name: "grüßen"}, `"grüßen"(): Promise<unknown>;`},
		{"empty name", Tool{Name: ""}, `""(): Promise<unknown>;`},
		{"description", Tool{Name: "f", Description: "  Does f.  "}, "/** Does f. */\nf(): Promise<unknown>;"},
		{"multi-line description", Tool{Name: "f", Description: "Does f.\n\nNever */ closes early."},
			"/**\n * Does f.\n *\n * Never *\\/ closes early.\n */\nf(): Promise<unknown>;"},
		{"schema descriptions", Tool{Name: "f", Description: "Does f.", InputSchema: raw(`{"description":"The options.","properties":{}}`), OutputSchema: raw(`{"type":"number","description":"The count."}`)},
			"/**\n * Does f.\n *\n * @param input The options.\n * @returns The count.\n */\nf(input?: {}): Promise<number>;"},
		{"multi-line types", Tool{Name: "f", InputSchema: raw(`{"properties":{"a":{"description":"A."}},"required":["a"]}`), OutputSchema: raw(`{"properties":{"b":{"description":"B."}}}`)},
			"f(input: {\n  /** A. */\n  a: unknown;\n}): Promise<{\n  /** B. */\n  b?: unknown;\n}>;"},
		{"malformed input", Tool{Name: "f", InputSchema: raw(`{"type":`), OutputSchema: raw(`{"type":"string"}`)},
			"/** Note: input schema is not valid JSON and is typed as unknown. */\nf(input?: unknown): Promise<string>;"},
		{"malformed output", Tool{Name: "f", Description: "Does f.", OutputSchema: raw(`nope`)},
			"/**\n * Does f.\n * Note: output schema is not valid JSON and is typed as unknown.\n */\nf(): Promise<unknown>;"},
		{"external ref", Tool{Name: "f", InputSchema: raw(`{"properties":{"a":{"$ref":"https://x.test/a.json"},"b":{"type":"string"}},"required":["b"]}`)},
			"/** Note: input $ref \"https://x.test/a.json\" cannot be resolved and is typed as unknown. */\nf(input: { a?: unknown; b: string }): Promise<unknown>;"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Provider("p", []Tool{tt.tool}, Options{})
			want := "declare const p: {\n" + indentLines(tt.want+"\n", "  ") + "};\n"
			if got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

func indentLines(s, pad string) string {
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = pad + l
		}
	}
	return strings.Join(lines, "")
}

func TestProviderRecursion(t *testing.T) {
	tree := func(extra string) string {
		return `{"$defs":{"Node":{"type":"object","properties":{"name":{"type":"string"}` + extra +
			`,"children":{"type":"array","items":{"$ref":"#/$defs/Node"}}},"required":["name"]}},"$ref":"#/$defs/Node"}`
	}
	tests := []struct {
		name  string
		tools []Tool
		want  string
	}{
		{
			name:  "alias",
			tools: []Tool{{Name: "tree", OutputSchema: raw(tree(""))}},
			want: `type Store_Node = { name: string; children?: Store_Node[] };

declare const store: {
  tree(): Promise<Store_Node>;
};
`,
		},
		{
			name: "identical definitions share an alias",
			tools: []Tool{
				{Name: "a", OutputSchema: raw(tree(""))},
				{Name: "b", InputSchema: raw(strings.TrimSuffix(tree(""), `"$ref":"#/$defs/Node"}`) + `"properties":{"root":{"$ref":"#/$defs/Node"}}}`)},
			},
			want: `type Store_Node = { name: string; children?: Store_Node[] };

declare const store: {
  a(): Promise<Store_Node>;
  b(input?: { root?: Store_Node }): Promise<unknown>;
};
`,
		},
		{
			name: "different definitions get distinct names",
			tools: []Tool{
				{Name: "a", OutputSchema: raw(tree(""))},
				{Name: "b", OutputSchema: raw(tree(`,"size":{"type":"integer"}`))},
			},
			want: `type Store_Node = { name: string; children?: Store_Node[] };

type Store_Node2 = { name: string; size?: number; children?: Store_Node2[] };

declare const store: {
  a(): Promise<Store_Node>;
  b(): Promise<Store_Node2>;
};
`,
		},
		{
			// TypeScript accepts type A = A[], but not every recursion
			// through arrays and tuples, so only objects carry recursion.
			name:  "recursion through arrays alone is cut",
			tools: []Tool{{Name: "f", OutputSchema: raw(`{"$defs":{"L":{"type":"array","items":{"anyOf":[{"type":"number"},{"$ref":"#/$defs/L"}]}}},"$ref":"#/$defs/L"}`)}},
			want: `declare const store: {
  f(): Promise<unknown[]>;
};
`,
		},
		{
			name:  "recursive root",
			tools: []Tool{{Name: "get_tree", InputSchema: raw(`{"properties":{"next":{"$ref":"#"}}}`)}},
			want: `type Store_GetTreeInput = { next?: Store_GetTreeInput };

declare const store: {
  get_tree(input?: Store_GetTreeInput): Promise<unknown>;
};
`,
		},
		{
			name: "mutual recursion",
			tools: []Tool{{Name: "f", OutputSchema: raw(`{"$defs":{
				"Expr":{"oneOf":[{"type":"number"},{"$ref":"#/$defs/Call"}]},
				"Call":{"properties":{"fn":{"type":"string"},"args":{"items":{"$ref":"#/$defs/Expr"}}},"required":["fn","args"]}
			},"$ref":"#/$defs/Expr"}`)}},
			want: `type Store_Expr = number | { fn: string; args: Store_Expr[] };

declare const store: {
  f(): Promise<Store_Expr>;
};
`,
		},
		{
			// Aliases must never refer to each other with no object, array
			// or tuple in between: TypeScript rejects such a cycle.
			name: "no bare alias cycles",
			tools: []Tool{{Name: "f", OutputSchema: raw(`{"$defs":{
				"P":{"anyOf":[{"$ref":"#/$defs/Q"},{"type":"string"}]},
				"Q":{"anyOf":[{"$ref":"#/$defs/P"},{"properties":{"x":{"$ref":"#/$defs/Q"}}},{"properties":{"y":{"$ref":"#/$defs/P"}}}]}
			},"$ref":"#/$defs/P"}`)}},
			want: `type Store_P = { x?: Store_Q } | { y?: Store_P } | string;

type Store_Q = string | { x?: Store_Q } | { y?: Store_P };

declare const store: {
  f(): Promise<Store_P>;
};
`,
		},
		{
			name:  "awkward definition names",
			tools: []Tool{{Name: "f", OutputSchema: raw(`{"$defs":{"tree node/v1":{"properties":{"up":{"$ref":"#/$defs/tree node~1v1"}}},"2d":{"properties":{"up":{"$ref":"#/$defs/2d"}}}},"prefixItems":[{"$ref":"#/$defs/tree node~1v1"},{"$ref":"#/$defs/2d"}]}`)}},
			want: `type Store_TreeNodeV1 = { up?: Store_TreeNodeV1 };

type Store_T2d = { up?: Store_T2d };

declare const store: {
  f(): Promise<[Store_TreeNodeV1, Store_T2d]>;
};
`,
		},
		{
			name: "aliases from a failed schema are dropped",
			tools: []Tool{
				{Name: "f", OutputSchema: raw(`{"$defs":{"N":{"properties":{"n":{"$ref":"#/$defs/N"}}},` + fanOut(30) + `},"prefixItems":[{"$ref":"#/$defs/N"},{"$ref":"#/$defs/d0"}]}`)},
				{Name: "g", OutputSchema: raw(`{"$defs":{"N":{"properties":{"n":{"$ref":"#/$defs/N"}}}},"$ref":"#/$defs/N"}`)},
			},
			want: `type Store_N = { n?: Store_N };

declare const store: {
  /** Note: output schema is too complex and is typed as unknown. */
  f(): Promise<unknown>;
  g(): Promise<Store_N>;
};
`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Provider("store", tt.tools, Options{})
			if got != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}

// fanOut returns $defs d0..dn where each refers to the next twice.
func fanOut(n int) string {
	var defs []string
	for i := range n {
		defs = append(defs, `"d`+strconv.Itoa(i)+`":{"anyOf":[{"$ref":"#/$defs/d`+strconv.Itoa(i+1)+`"},{"items":{"$ref":"#/$defs/d`+strconv.Itoa(i+1)+`"}}]}`)
	}
	return strings.Join(append(defs, `"d`+strconv.Itoa(n)+`":{"type":"string"}`), ",")
}

func TestProviderNames(t *testing.T) {
	tests := []struct{ name, constName, prefix string }{
		{"store", "store", "Store"},
		{"my-api", "my_api", "MyApi"},
		{"class", "_class", "Class"},
		{"1password", "_1password", "T1password"},
		{"", "_", "T"},
		{"$db", "$db", "Db"},
	}
	tool := Tool{Name: "f", OutputSchema: raw(`{"properties":{"next":{"$ref":"#"}}}`)}
	for _, tt := range tests {
		got := Provider(tt.name, []Tool{tool}, Options{})
		alias := tt.prefix + "_FOutput"
		want := "type " + alias + " = { next?: " + alias + " };\n\ndeclare const " + tt.constName + ": {\n  f(): Promise<" + alias + ">;\n};\n"
		if got != want {
			t.Errorf("Provider(%q):\n%s\nwant:\n%s", tt.name, got, want)
		}
	}
}

func TestProviderEmpty(t *testing.T) {
	if got, want := Provider("none", nil, Options{}), "declare const none: {\n};\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestProviderOrder: tools keep their input order, and a failing tool does
// not disturb its neighbours.
func TestProviderOrder(t *testing.T) {
	tools := []Tool{
		{Name: "zeta", OutputSchema: raw(`{"type":"string"}`)},
		{Name: "alpha", InputSchema: raw(`{{{`)},
		{Name: "mid", InputSchema: raw(`{"properties":{"b":{},"a":{}},"required":["b"]}`)},
	}
	got := Provider("p", tools, Options{})
	want := `declare const p: {
  zeta(): Promise<string>;
  /** Note: input schema is not valid JSON and is typed as unknown. */
  alpha(input?: unknown): Promise<unknown>;
  mid(input: { b: unknown; a?: unknown }): Promise<unknown>;
};
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
