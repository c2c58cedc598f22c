package tools

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

type findUserIn struct {
	ID    string   `json:"id" jsonschema:"the user's id"`
	Limit int      `json:"limit,omitempty"`
	Tags  []string `json:"tags,omitempty"`
	Sort  *struct {
		By   string `json:"by"`
		Desc bool   `json:"desc,omitempty"`
	} `json:"sort,omitempty"`
}

type user struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

func findUser(_ context.Context, in findUserIn) (user, error) {
	return user{ID: in.ID, Name: strings.ToUpper(in.ID)}, nil
}

// TestFuncSchemas: schemas are derived from the Go types.
func TestFuncSchemas(t *testing.T) {
	tool, err := Func("findUser", "Find a user by id.", findUser)
	if err != nil {
		t.Fatal(err)
	}
	wantIn := `{"type":"object","properties":{"id":{"type":"string","description":"the user's id"},"limit":{"type":"integer"},` +
		`"tags":{"type":["null","array"],"items":{"type":"string"}},` +
		`"sort":{"type":["null","object"],"properties":{"by":{"type":"string"},"desc":{"type":"boolean"}},"required":["by"],"additionalProperties":false}},` +
		`"required":["id"],"additionalProperties":false}`
	if string(tool.InputSchema) != wantIn {
		t.Errorf("input schema\n%s\nwant\n%s", tool.InputSchema, wantIn)
	}
	wantOut := `{"type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"}},"required":["id","name"],"additionalProperties":false}`
	if string(tool.OutputSchema) != wantOut {
		t.Errorf("output schema\n%s\nwant\n%s", tool.OutputSchema, wantOut)
	}
	if tool.Name != "findUser" || tool.Description != "Find a user by id." || tool.Concurrent || tool.Kind != KindOrdinary {
		t.Errorf("tool %+v", tool)
	}

	anyOut := Must(Func("x", "", func(context.Context, map[string]any) (any, error) { return nil, nil }))
	if anyOut.OutputSchema != nil || string(anyOut.InputSchema) != `{"type":"object","additionalProperties":true}` {
		t.Errorf("map input, any output: %s %s", anyOut.InputSchema, anyOut.OutputSchema)
	}

	for _, c := range []struct {
		name string
		err  error
		want string
	}{
		{"string input", second(Func("s", "", func(context.Context, string) (string, error) { return "", nil })),
			`tools: Func "s": the input must be a struct or a map with string keys (one input object), not string`},
		{"pointer input", second(Func("p", "", func(context.Context, *findUserIn) (string, error) { return "", nil })),
			`tools: Func "p": the input must be a struct or a map with string keys (one input object), not *tools.findUserIn`},
		{"channel field", second(Func("c", "", func(context.Context, struct{ C chan int }) (string, error) { return "", nil })),
			`tools: Func "c": input schema: …`},
		{"nil function", second(Func[findUserIn, user]("n", "", nil)), `tools: Func "n": nil function`},
	} {
		if c.err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		if prefix, ok := strings.CutSuffix(c.want, "…"); ok && !strings.HasPrefix(c.err.Error(), prefix) || !ok && c.err.Error() != c.want {
			t.Errorf("%s: %v, want %s", c.name, c.err, c.want)
		}
	}
}

func second(_ Tool, err error) error { return err }

// TestValidation: a call is validated against the input schema before the
// handler runs, and the error says which property and what was expected.
func TestValidation(t *testing.T) {
	cases := []struct {
		args string
		want string // "" for valid
	}{
		{`{"id":"ada"}`, ""},
		{``, `Invalid arguments for findUser: missing required property "id"`},
		{`{"id":"ada","limit":3,"tags":["a"],"sort":{"by":"name"}}`, ""},
		{`{"id":7}`, `Invalid arguments for findUser: /id: expected string, got number`},
		{`{}`, `Invalid arguments for findUser: missing required property "id"`},
		{`{"id":"ada","extra":1}`, `Invalid arguments for findUser: unexpected property "extra"`},
		{`{"id":"ada","x":1,"y":2}`, `Invalid arguments for findUser: unexpected properties "x", "y"`},
		{`{"id":"ada","limit":1.5}`, `Invalid arguments for findUser: /limit: expected integer, got number`},
		{`{"id":"ada","tags":[1,"b",true]}`, `Invalid arguments for findUser: /tags/0: expected string, got number; /tags/2: expected string, got boolean`},
		{`{"id":"ada","sort":{}}`, `Invalid arguments for findUser: /sort: missing required property "by"`},
		{`{"id":null,"limit":"3"}`, `Invalid arguments for findUser: /id: expected string, got null; /limit: expected integer, got string`},
		{`[1]`, `Invalid arguments for findUser: expected object, got array`},
		{`{"id":"ada"} trailing`, `Invalid arguments for findUser: not valid JSON: invalid character after top-level value`},
		{`{"id":`, `Invalid arguments for findUser: not valid JSON: unexpected EOF`},
		{`{"id":"ada","limit":1e400}`, `Invalid arguments for findUser: json: cannot unmarshal number 1e400 into Go struct field findUserIn.limit of type int`},
	}
	reg := NewRegistry(Options{})
	runs := 0
	tool := Must(Func("findUser", "", func(ctx context.Context, in findUserIn) (user, error) {
		runs++
		return findUser(ctx, in)
	}))
	if err := reg.Register(tool); err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.args, func(t *testing.T) {
			runs = 0
			out := reg.Execute(context.Background(), Call{ID: "c1", Name: "findUser", Arguments: tc.args})
			if tc.want == "" {
				if !out.OK() {
					t.Fatalf("%s: %s", out.Status, out.Error)
				}
				return
			}
			if out.Status != StatusInvalidArguments || out.Error != tc.want {
				t.Fatalf("got %s %q\nwant INVALID_ARGUMENTS %q", out.Status, out.Error, tc.want)
			}
			if runs != 0 && !strings.Contains(tc.want, "cannot unmarshal") {
				t.Fatal("the handler ran")
			}
		})
	}

	t.Run("more than five problems", func(t *testing.T) {
		reg := NewRegistry(Options{})
		if err := reg.Register(Tool{Name: "nums", InputSchema: json.RawMessage(`{"type":"object","properties":{"n":{"type":"array","items":{"type":"number"}}}}`),
			Handler: func(context.Context, Call) (Result, error) { return Result{}, nil }}); err != nil {
			t.Fatal(err)
		}
		out := reg.Execute(context.Background(), Call{Name: "nums", Arguments: `{"n":["a","b","c","d","e","f","g"]}`})
		want := "Invalid arguments for nums: /n/0: expected number, got string; /n/1: expected number, got string; /n/2: expected number, got string; " +
			"/n/3: expected number, got string; /n/4: expected number, got string; and 2 more"
		if out.Error != want {
			t.Fatalf("got %q\nwant %q", out.Error, want)
		}
	})
	t.Run("alternatives", func(t *testing.T) {
		reg := NewRegistry(Options{})
		if err := reg.Register(Tool{Name: "alt", InputSchema: json.RawMessage(`{"type":"object","properties":{"v":{"anyOf":[{"type":"string"},{"type":"integer"}]},"e":{"enum":["a","b"]}}}`),
			Handler: func(context.Context, Call) (Result, error) { return Result{}, nil }}); err != nil {
			t.Fatal(err)
		}
		out := reg.Execute(context.Background(), Call{Name: "alt", Arguments: `{"v":true,"e":"c"}`})
		want := `Invalid arguments for alt: /e: value must be one of 'a', 'b'; /v: does not match any of the allowed forms`
		if out.Error != want {
			t.Fatalf("got %q\nwant %q", out.Error, want)
		}
	})
}

// TestRegister: what registration refuses, and that a refused batch adds
// nothing.
func TestRegister(t *testing.T) {
	ok := func(context.Context, Call) (Result, error) { return Result{}, nil }
	cases := []struct {
		name string
		tool Tool
		want string
	}{
		{"run_code", Tool{Name: "run_code", Handler: ok},
			`tools: "run_code" is reserved for the code-mode transport and cannot be registered or shadowed; give the tool another name`},
		{"run_code in another case", Tool{Name: "Run_Code", Handler: ok},
			`tools: "Run_Code" is reserved for the code-mode transport and cannot be registered or shadowed; give the tool another name`},
		{"already registered", Tool{Name: "echo", Handler: ok}, `tools: "echo" is already registered; a tool cannot be replaced`},
		{"then", Tool{Name: "then", Handler: ok}, `tools: "then" cannot be a tool name: programs read it from every object (await, JSON.stringify)`},
		{"empty name", Tool{Name: "", Handler: ok}, `tools: tool name "" must be 1 to 64 characters long`},
		{"long name", Tool{Name: strings.Repeat("a", 65), Handler: ok}, `tools: tool name "` + strings.Repeat("a", 65) + `" must be 1 to 64 characters long`},
		{"dot", Tool{Name: "fs.read", Handler: ok}, `tools: tool name "fs.read" may use only ASCII letters, digits, '_' and '-'`},
		{"no handler", Tool{Name: "idle"}, `tools: "idle" has no handler`},
		{"input schema not JSON", Tool{Name: "bad", Handler: ok, InputSchema: json.RawMessage(`{`)}, `tools: input schema of "bad" is not valid JSON: …`},
		{"input schema invalid", Tool{Name: "bad", Handler: ok, InputSchema: json.RawMessage(`{"type":7}`)}, `tools: input schema of "bad": …`},
		{"external reference", Tool{Name: "bad", Handler: ok, InputSchema: json.RawMessage(`{"$ref":"https://example.com/s.json"}`)}, `tools: input schema of "bad": …`},
		{"output schema invalid", Tool{Name: "bad", Handler: ok, OutputSchema: json.RawMessage(`{"type":"nope"}`)}, `tools: output schema of "bad": …`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			reg := NewRegistry(Options{})
			if err := reg.Register(Tool{Name: "echo", Handler: ok}); err != nil {
				t.Fatal(err)
			}
			err := reg.Register(Tool{Name: "fresh", Handler: ok}, tc.tool)
			if err == nil {
				t.Fatal("registered")
			}
			if prefix, cut := strings.CutSuffix(tc.want, "…"); cut && !strings.HasPrefix(err.Error(), prefix) || !cut && err.Error() != tc.want {
				t.Fatalf("error %q\nwant %q", err, tc.want)
			}
			if _, found := reg.Get("fresh"); found {
				t.Fatal("a refused batch added a tool")
			}
			if rc, _ := reg.Get(RunCode); rc.Kind != KindOrchestration {
				t.Fatal("run_code was replaced")
			}
		})
	}
	t.Run("twice in one batch", func(t *testing.T) {
		reg := NewRegistry(Options{})
		err := reg.Register(Tool{Name: "a", Handler: ok}, Tool{Name: "a", Handler: ok})
		if err == nil || err.Error() != `tools: "a" is registered twice` {
			t.Fatalf("got %v", err)
		}
	})
}

// TestCodeActEligible: the tool's own part of the CodeAct rule.
func TestCodeActEligible(t *testing.T) {
	cases := []struct {
		tool Tool
		want bool
	}{
		{Tool{}, true},
		{Tool{CodeAct: CodeActAllow}, true},
		{Tool{CodeAct: CodeActDeny}, false},
		{Tool{CodeAct: CodeActAllow, Dependencies: DependenciesLegacy}, false},
		{Tool{CodeAct: CodeActAllow, Dependencies: DependenciesFiltered}, false},
		{Tool{CodeAct: CodeActAllow, Kind: KindInteraction}, false},
		{Tool{Kind: KindDelegation}, false},
		{Tool{Kind: KindSessionControl}, false},
		{Tool{Kind: KindProxy}, false},
		{Tool{Kind: KindOutput}, false},
		{Tool{Kind: KindOrchestration}, false},
	}
	for _, tc := range cases {
		if got := tc.tool.CodeActEligible(); got != tc.want {
			t.Errorf("%v/%v/%v: eligible %v, want %v", tc.tool.Kind, tc.tool.CodeAct, tc.tool.Dependencies, got, tc.want)
		}
	}
	reg := NewRegistry(Options{})
	if rc, _ := reg.Get(RunCode); rc.CodeActEligible() {
		t.Error("run_code is eligible for CodeAct")
	}
	if got := KindSessionControl.String() + " " + CodeActDeny.String() + " " + DependenciesFiltered.String(); got != "session-control deny filtered" {
		t.Errorf("names: %s", got)
	}
}
