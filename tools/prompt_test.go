package tools

import (
	"context"
	"strings"
	"testing"
)

// TestPrompt: guidance sections appear only where the model can call tools
// directly; the SDK section is always there and declares every visible tool
// but run_code.
func TestPrompt(t *testing.T) {
	f := newFixture(t, Options{Visible: func(scope string, t Tool) bool {
		return t.Name != "hidden" || scope == "admin"
	}})
	f.add(t, Tool{Name: "hidden", Guidance: "Only admins see this.", Handler: func(context.Context, Call) (Result, error) { return Result{}, nil }})
	cases := []struct {
		scope string
		mode  Mode
		ids   []string
		decls []string // methods the SDK section declares
	}{
		{"s", Native, []string{"tool:write", SectionSDK}, []string{"echo(", "write("}},
		{"s", Both, []string{"tool:write", SectionSDK}, []string{"echo(", "write("}},
		{"s", Code, []string{SectionSDK}, []string{"echo(", "write("}},
		{"admin", Native, []string{"tool:write", "tool:hidden", SectionSDK}, []string{"echo(", "write(", "hidden("}},
		{"admin", Code, []string{SectionSDK}, []string{"echo(", "write(", "hidden("}},
	}
	for _, tc := range cases {
		t.Run(tc.scope+"/"+string(tc.mode), func(t *testing.T) {
			if err := f.reg.SetMode(tc.scope, tc.mode); err != nil {
				t.Fatal(err)
			}
			sections := f.reg.Prompt(tc.scope)
			var ids []string
			for _, s := range sections {
				ids = append(ids, s.ID)
			}
			if !equal(ids, tc.ids) {
				t.Fatalf("sections %q, want %q", ids, tc.ids)
			}
			if sections[0].ID == "tool:write" && sections[0].Text != "Use write to save files; never overwrite without reading first." {
				t.Errorf("guidance %q", sections[0].Text)
			}
			sdk := sections[len(sections)-1].Text
			if !strings.HasPrefix(sdk, sdkGuide+"\n```ts\n") || !strings.HasSuffix(sdk, "};\n```\n") {
				t.Fatalf("SDK section:\n%s", sdk)
			}
			decls := sdk[strings.Index(sdk, "declare const tools"):]
			for _, d := range tc.decls {
				if !strings.Contains(decls, "  "+d) {
					t.Errorf("the declarations miss %s:\n%s", d, decls)
				}
			}
			if strings.Contains(decls, "run_code") || tc.scope != "admin" && strings.Contains(decls, "hidden") {
				t.Errorf("the declarations declare too much:\n%s", decls)
			}
			wire := names(f.reg.WireSchemas(tc.scope))
			if tc.mode == Code && !equal(wire, []string{RunCode}) || tc.mode != Code && !strings.Contains(strings.Join(wire, ","), "write") {
				t.Errorf("wire %q under %s", wire, tc.mode)
			}
		})
	}
}

// TestSDKSectionExact pins the whole SDK section for one tool.
func TestSDKSectionExact(t *testing.T) {
	reg := NewRegistry(Options{})
	if err := reg.Register(Must(Func("findUser", "Find a user by id.", findUser))); err != nil {
		t.Fatal(err)
	}
	if err := reg.SetMode("", Code); err != nil {
		t.Fatal(err)
	}
	sections := reg.Prompt("")
	want := "## Tools as code\n\n" +
		"To use the tools from a program, call `run_code` with `code`: one async arrow function in JavaScript (TypeScript annotations are accepted, and so is a markdown fence around it). " +
		"The tools are the async functions on `tools` declared below; each takes one input object.\n\n" +
		"- `await` every call: `const result = await tools.<name>({ ... })`.\n" +
		"- Calls inside `Promise.all([...])` run in parallel.\n" +
		"- Return only what the user needs: you see the returned value (as JSON) and what you `console.log`, nothing else.\n" +
		"- A failed call throws an Error, \"<tool> failed: <reason>\", that you can catch with try/catch.\n" +
		"- A name that is not an identifier is called as `tools[\"name-with-dash\"]({ ... })`.\n" +
		"\n```ts\n" +
		"declare const tools: {\n" +
		"  /** Find a user by id. */\n" +
		"  findUser(input: {\n" +
		"    /** the user's id */\n" +
		"    id: string;\n" +
		"    limit?: number;\n" +
		"    tags?: null | string[];\n" +
		"    sort?: null | { by: string; desc?: boolean };\n" +
		"  }): Promise<{ id: string; name: string }>;\n" +
		"};\n" +
		"```\n"
	if len(sections) != 1 || sections[0].Text != want {
		t.Fatalf("got:\n%s\nwant:\n%s", sections[0].Text, want)
	}
}
