package recipes_test

// One test per behaviour of file-backed recipes (and the SDK opt-in); each
// test's name says which. Every test
// uses real files in a temporary directory, a real registry and real
// sandboxes.

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/recipes"
	"github.com/codemode/codemode/tools"
)

const inspectSource = `function main(input) {
  const record = tools.call("lookup_record", { id: input.id });
  return { id: input.id, status: record.status.toUpperCase() };
}
`

const inspectSchema = `{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"],"additionalProperties":false}`

// recipe is the files of one recipe; empty fields take the inspect_record
// defaults.
type recipe struct {
	manifest, source, schema string
}

func manifestFor(name, extra string) string {
	return fmt.Sprintf("version = 1\nname = %q\ndescription = \"Look up and normalize one record\"\nsource = \"main.js\"\ntools = [\"lookup_record\"]\ninput_schema = \"input.schema.json\"\n%s", name, extra)
}

// write writes a recipe directory under root.
func write(t *testing.T, root, name string, r recipe) string {
	t.Helper()
	dir := filepath.Join(root, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if r.manifest == "" {
		r.manifest = manifestFor(name, "")
	}
	if r.source == "" {
		r.source = inspectSource
	}
	if r.schema == "" {
		r.schema = inspectSchema
	}
	for file, content := range map[string]string{"recipe.toml": r.manifest, "main.js": r.source, "input.schema.json": r.schema} {
		if content == "-" {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, file), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// world is a registry with lookup_record, count and CodeAct.
type world struct {
	reg  *tools.Registry
	ca   *codeact.CodeAct
	runs map[string]*atomic.Int32
}

func newWorld(t *testing.T, cfg codeact.Config) *world {
	t.Helper()
	w := &world{reg: tools.NewRegistry(tools.Options{}), runs: map[string]*atomic.Int32{}}
	t.Cleanup(func() { w.reg.Close() })
	for _, n := range []string{"lookup_record", "count"} {
		w.runs[n] = new(atomic.Int32)
	}
	err := w.reg.Register(
		tools.Tool{
			Name:        "lookup_record",
			Description: "Look up one record.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}`),
			Handler: func(_ context.Context, call tools.Call) (tools.Result, error) {
				w.runs["lookup_record"].Add(1)
				var in struct{ ID int }
				json.Unmarshal([]byte(call.Arguments), &in)
				return tools.Result{Value: map[string]any{"id": in.ID, "status": "active"}}, nil
			},
		},
		tools.Tool{Name: "count", Handler: func(context.Context, tools.Call) (tools.Result, error) {
			return tools.Result{Value: w.runs["count"].Add(1)}, nil
		}},
	)
	if err != nil {
		t.Fatal(err)
	}
	if w.ca, err = codeact.Install(w.reg, cfg); err != nil {
		t.Fatal(err)
	}
	return w
}

func (w *world) call(name, args string) tools.Outcome {
	return w.reg.Execute(context.Background(), tools.Call{ID: "r1", Name: name, Arguments: args})
}

func problems(set *recipes.Set) []string {
	var out []string
	for _, p := range set.Problems {
		out = append(out, p.Error())
	}
	return out
}

func prepare(t *testing.T, root string, opts recipes.Options) *recipes.Set {
	t.Helper()
	set, err := recipes.Prepare(context.Background(), root, opts)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func wantProblems(t *testing.T, set *recipes.Set, want ...string) {
	t.Helper()
	got := problems(set)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// "codeact_tools(CodeActConfig::default()) installs run_code;
// recipe_tools(CodeActConfig::default()) loads reviewed workspace recipes.
// Use the same CodeActConfig clone for both..." Both toolsets are opt-in,
// and recipes run under the CodeAct they were installed with.
func TestSeed_SDKOptsInToBothToolsetsWithOneConfig(t *testing.T) {
	root := t.TempDir()
	write(t, root, "inspect_record", recipe{})
	w := newWorld(t, codeact.DefaultConfig())
	set, err := recipes.Install(context.Background(), w.ca, root, recipes.Options{})
	if err != nil || len(set.Recipes) != 1 || len(set.Problems) != 0 {
		t.Fatalf("%v %+v", err, set)
	}
	// codeact.Install made CodeAct the registry's run_code: its arguments
	// are {source, input}.
	if rc, ok := w.reg.Get(tools.RunCode); !ok || codeact.ToolName != tools.RunCode || !strings.Contains(string(rc.InputSchema), `"source"`) {
		t.Fatalf("run_code is not CodeAct: %s", rc.InputSchema)
	}
	out := w.call("inspect_record", `{"id": 7}`)
	if !out.OK() || string(out.Value) != `{"id":7,"status":"ACTIVE"}` {
		t.Fatalf("%s %s %s", out.Status, out.Error, out.Value)
	}
	// Nothing is installed without opting in.
	bare := tools.NewRegistry(tools.Options{})
	defer bare.Close()
	if len(bare.Schemas("")) != 0 {
		t.Fatal("a bare registry has tools")
	}
	// The same config bounds both: a recipe's source is bounded by
	// CodeAct's SourceBytes.
	l := codeact.DefaultLimits()
	l.SourceBytes = 50
	w2 := newWorld(t, codeact.Config{Limits: l})
	set, err = recipes.Install(context.Background(), w2.ca, root, recipes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantProblems(t, set, "inspect_record/main.js: main.js is 153 bytes, over the limit of 50 bytes (the manifest's source)")
}

// "...recipe source is read through that provider rather than by the
// JavaScript runtime." The host reads the files; the program has no
// filesystem, and runs the source that was read.
func TestSeed_RecipeSourceReadByHostNotByJavaScript(t *testing.T) {
	root := t.TempDir()
	write(t, root, "reader", recipe{manifest: manifestFor("reader", ""), source: `function main() { try { return require("fs") } catch (e) { return e.message } }`, schema: `{"type":"object"}`})
	w := newWorld(t, codeact.DefaultConfig())
	if _, err := recipes.Install(context.Background(), w.ca, root, recipes.Options{}); err != nil {
		t.Fatal(err)
	}
	out := w.call("reader", `{}`)
	if string(out.Value) != mustJSON(codeact.TextHostGlobal("require")) {
		t.Fatalf("%s %s", out.Error, out.Value)
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// "RecipeToolset scans .starweaver/recipes by default." In codemode:
// .codemode/recipes. "Each child directory can expose one generated
// high-level tool."
func TestSeed_ScansDefaultDirOneToolPerChildDirectory(t *testing.T) {
	if recipes.DefaultDir != ".codemode/recipes" {
		t.Fatal(recipes.DefaultDir)
	}
	project := t.TempDir()
	root := filepath.Join(project, filepath.FromSlash(recipes.DefaultDir))
	write(t, root, "inspect_record", recipe{})
	write(t, root, "second", recipe{manifest: manifestFor("second", "")})
	os.WriteFile(filepath.Join(root, "README.md"), []byte("not a recipe"), 0o644)
	os.MkdirAll(filepath.Join(root, ".git"), 0o755)
	set := prepare(t, root, recipes.Options{})
	if len(set.Recipes) != 2 || set.Recipes[0].Name != "inspect_record" || set.Recipes[1].Name != "second" || len(set.Problems) != 0 {
		t.Fatalf("%+v", set)
	}
	w := newWorld(t, codeact.DefaultConfig())
	for _, tl := range set.Tools(w.ca) {
		if tl.Kind != tools.KindOrchestration || tl.CodeAct != tools.CodeActDeny || string(tl.InputSchema) != inspectSchema {
			t.Fatalf("%+v", tl)
		}
	}
	// A root that does not exist has no recipes.
	if set := prepare(t, filepath.Join(project, "none"), recipes.Options{}); len(set.Recipes) != 0 {
		t.Fatal(set)
	}
}

// The example manifest of docs/codeact.md, with its optional digest.
func TestSeed_ExampleManifestIsAccepted(t *testing.T) {
	root := t.TempDir()
	write(t, root, "inspect_record", recipe{manifest: manifestFor("inspect_record", fmt.Sprintf("source_digest = %q\n", recipes.Digest([]byte(inspectSource))))})
	set := prepare(t, root, recipes.Options{})
	r, ok := set.Lookup("inspect_record")
	if !ok || r.Description != "Look up and normalize one record" || r.SourceFile != "main.js" || r.SchemaFile != "input.schema.json" ||
		strings.Join(r.Tools, ",") != "lookup_record" || r.Digest != recipes.Digest([]byte(inspectSource)) || r.Source != inspectSource {
		t.Fatalf("%+v %v", r, problems(set))
	}
	if !strings.HasPrefix(r.Digest, "sha256:") || len(r.Digest) != 71 {
		t.Fatal(r.Digest)
	}
}

// "tools is the complete maximum allowlist, not a capability grant."
func TestSeed_ToolsIsMaximumAllowlistNotCapabilityGrant(t *testing.T) {
	root := t.TempDir()
	write(t, root, "inspect_record", recipe{source: `function main(input) {
  const r = [tools.call("lookup_record", { id: input.id }).status];
  try { tools.call("count", {}) } catch (e) { r.push(e.code) }
  return r;
}`})
	write(t, root, "needs_secret", recipe{manifest: strings.Replace(manifestFor("needs_secret", ""), `["lookup_record"]`, `["secret"]`, 1),
		source: `function main() { return tools.call("secret", {}) }`, schema: `{"type":"object"}`})
	w := newWorld(t, codeact.DefaultConfig())
	w.reg.Register(tools.Tool{Name: "secret", Capabilities: []string{"vault"}, Handler: func(context.Context, tools.Call) (tools.Result, error) {
		return tools.Result{Value: "s"}, nil
	}})
	if _, err := recipes.Install(context.Background(), w.ca, root, recipes.Options{}); err != nil {
		t.Fatal(err)
	}
	// count is callable from code, but not declared: not callable here.
	out := w.call("inspect_record", `{"id": 1}`)
	if string(out.Value) != `["active","UNKNOWN_TOOL"]` || w.runs["count"].Load() != 0 {
		t.Fatalf("%s %s", out.Error, out.Value)
	}
	// secret is declared, but declaring it grants nothing: without the
	// registry's grant it is not callable from code, and the recipe does
	// not run.
	out = w.call("needs_secret", `{}`)
	if out.Status != tools.StatusToolError || out.Error != recipes.TextTargetUnavailable("needs_secret", "secret") {
		t.Fatalf("%s %s", out.Status, out.Error)
	}
	// The registry's exact grant is what makes it callable.
	if err := w.reg.Grant("", "secret", "vault"); err != nil {
		t.Fatal(err)
	}
	if out = w.call("needs_secret", `{}`); !out.OK() || string(out.Value) != `"s"` {
		t.Fatalf("%s %s %s", out.Status, out.Error, out.Value)
	}
}

// "Recipe preparation validates contained relative paths..."
func TestSeed_PreparationValidatesContainedRelativePaths(t *testing.T) {
	root := t.TempDir()
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "evil.js"), []byte("function main() { return 'outside' }"), 0o644)
	os.WriteFile(filepath.Join(root, "common.js"), []byte("function main() {}"), 0o644)
	edit := func(name, key, value string) recipe {
		m := manifestFor(name, "")
		m = strings.Replace(m, key+` = "`+map[string]string{"source": "main.js", "input_schema": "input.schema.json"}[key]+`"`, key+" = "+value, 1)
		return recipe{manifest: m}
	}
	write(t, root, "dotdot", edit("dotdot", "source", `"../common.js"`))
	write(t, root, "deep_dotdot", edit("deep_dotdot", "source", `"sub/../../common.js"`))
	write(t, root, "absolute", edit("absolute", "source", fmt.Sprintf("%q", filepath.Join(outside, "evil.js"))))
	write(t, root, "backslash", edit("backslash", "input_schema", `"..\\input.schema.json"`))
	write(t, root, "missing_file", edit("missing_file", "source", `"nope.js"`))
	write(t, root, "no_source", edit("no_source", "source", `""`))
	d := write(t, root, "symlink_out", recipe{source: "-"})
	if err := os.Symlink(filepath.Join(outside, "evil.js"), filepath.Join(d, "main.js")); err != nil {
		t.Fatal(err)
	}
	os.Symlink(outside, filepath.Join(root, "linked_dir"))
	d = write(t, root, "symlink_inside", recipe{source: "-"})
	os.WriteFile(filepath.Join(d, "real.js"), []byte(inspectSource), 0o644)
	os.Symlink("real.js", filepath.Join(d, "main.js"))
	d = write(t, root, "sub_ok", edit("sub_ok", "source", `"lib/main.js"`))
	os.MkdirAll(filepath.Join(d, "lib"), 0o755)
	os.WriteFile(filepath.Join(d, "lib", "main.js"), []byte(inspectSource), 0o644)

	set := prepare(t, root, recipes.Options{})
	wantProblems(t, set,
		fmt.Sprintf(`absolute/recipe.toml: source: %q is an absolute path; use a path relative to the recipe's directory`, filepath.Join(outside, "evil.js")),
		`backslash/recipe.toml: input_schema: "..\\input.schema.json" leads out of the recipe's directory; use a path inside it, with / between names`,
		`deep_dotdot/recipe.toml: source: "sub/../../common.js" leads out of the recipe's directory; use a path inside it, with / between names`,
		`dotdot/recipe.toml: source: "../common.js" leads out of the recipe's directory; use a path inside it, with / between names`,
		`linked_dir: is a symbolic link that leads out of the recipes root (or nowhere); a recipe must be inside it`,
		`missing_file/nope.js: nope.js does not exist (the manifest's source)`,
		`no_source/recipe.toml: source: missing; name a file in the recipe's directory`,
		`symlink_out/main.js: main.js leads out of the recipe's directory (through a symbolic link); a recipe's files must be inside it (the manifest's source)`,
	)
	if len(set.Recipes) != 2 || set.Recipes[0].Name != "sub_ok" || set.Recipes[1].Name != "symlink_inside" || set.Recipes[1].Source != inspectSource {
		t.Fatalf("%+v", set.Recipes)
	}
}

// "...unique names..."
func TestSeed_PreparationValidatesUniqueNames(t *testing.T) {
	root := t.TempDir()
	write(t, root, "Lookup", recipe{manifest: manifestFor("Lookup", "")})
	write(t, root, "lookup", recipe{manifest: manifestFor("lookup", "")})
	write(t, root, "mismatch", recipe{manifest: manifestFor("other_name", "")})
	write(t, root, "Run_Code", recipe{manifest: manifestFor("Run_Code", "")})
	write(t, root, "code_act", recipe{manifest: manifestFor("code_act", "")}) // CodeAct's old name is free
	write(t, root, "bad.name", recipe{manifest: manifestFor("bad.name", "")})
	set := prepare(t, root, recipes.Options{})
	wantProblems(t, set,
		`Lookup/recipe.toml: name: recipe names must be unique, and "Lookup" and "lookup" differ only in case`,
		`Run_Code/recipe.toml: name: "Run_Code" is reserved`,
		`bad.name/recipe.toml: name: "bad.name" may use only ASCII letters, digits, '_' and '-'`,
		`lookup/recipe.toml: name: recipe names must be unique, and "Lookup" and "lookup" differ only in case`,
		`mismatch/recipe.toml: name: is "other_name" but the recipe's directory is "mismatch"; they must be the same`,
	)
	if len(set.Recipes) != 1 || set.Recipes[0].Name != "code_act" {
		t.Fatalf("recipes %+v", set.Recipes)
	}
	// A name the registry already has is not registered.
	root2 := t.TempDir()
	write(t, root2, "count", recipe{manifest: manifestFor("count", "")})
	w := newWorld(t, codeact.DefaultConfig())
	set, err := recipes.Install(context.Background(), w.ca, root2, recipes.Options{})
	if err != nil || len(set.Recipes) != 0 {
		t.Fatal(err, set)
	}
	wantProblems(t, set, `count/recipe.toml: name: tools: "count" is already registered; a tool cannot be replaced`)
}

// "...recursion..." and "Recipe tools cannot call run_code, another recipe,
// ask_user_question, delegation or session-control tools, MCP proxy tools,
// or any other nested-invoker tool."
func TestSeed_RecipesCannotCallNestedInvokersOrRecurse(t *testing.T) {
	root := t.TempDir()
	withTools := func(name, list string) recipe {
		return recipe{manifest: strings.Replace(manifestFor(name, ""), `["lookup_record"]`, list, 1)}
	}
	write(t, root, "self", withTools("self", `["self"]`))
	write(t, root, "calls_other", withTools("calls_other", `["self", "lookup_record"]`))
	write(t, root, "calls_run_code", withTools("calls_run_code", `["run_code", "RUN_CODE"]`))
	set := prepare(t, root, recipes.Options{})
	wantProblems(t, set,
		`calls_other/recipe.toml: tools: "self" is another recipe; a recipe cannot call a recipe`,
		`calls_run_code/recipe.toml: tools: "run_code" is an orchestration tool; a recipe cannot call run_code`,
		`calls_run_code/recipe.toml: tools: "RUN_CODE" is an orchestration tool; a recipe cannot call run_code`,
		`self/recipe.toml: tools: "self" is this recipe; a recipe cannot call itself`,
	)
	// Tools of the other hard-denied kinds pass preparation (they are just
	// names there) but are never callable: the recipe does not run.
	root2 := t.TempDir()
	w := newWorld(t, codeact.DefaultConfig())
	for name, k := range map[string]tools.Kind{"ask_user_question": tools.KindInteraction, "subagent": tools.KindDelegation,
		"end_session": tools.KindSessionControl, "mcp_proxy": tools.KindProxy, "final_output": tools.KindOutput, "other_recipe": tools.KindOrchestration} {
		w.reg.Register(tools.Tool{Name: name, Kind: k, CodeAct: tools.CodeActAllow, Handler: func(context.Context, tools.Call) (tools.Result, error) {
			t.Errorf("%s ran", name)
			return tools.Result{}, nil
		}})
		write(t, root2, "uses_"+name, recipe{manifest: strings.Replace(manifestFor("uses_"+name, ""), `["lookup_record"]`, fmt.Sprintf("[%q]", name), 1),
			source: fmt.Sprintf(`function main() { return tools.call(%q, {}) }`, name), schema: `{"type":"object"}`})
	}
	set, err := recipes.Install(context.Background(), w.ca, root2, recipes.Options{})
	if err != nil || len(set.Recipes) != 6 {
		t.Fatal(err, problems(set))
	}
	for _, r := range set.Recipes {
		target := strings.TrimPrefix(r.Name, "uses_")
		out := w.call(r.Name, `{}`)
		if out.Status != tools.StatusToolError || out.Error != recipes.TextTargetUnavailable(r.Name, target) {
			t.Errorf("%s: %s %q", r.Name, out.Status, out.Error)
		}
	}
	// A recipe is itself hard-denied from code: no program can call it.
	wantCode := w.reg.Execute(context.Background(), tools.Call{ID: "c", Name: codeact.ToolName, Arguments: `{"source":"function main() { try { tools.call(\"uses_subagent\", {}) } catch (e) { return e.code } }"}`})
	if string(wantCode.Value) != `"UNKNOWN_TOOL"` {
		t.Fatalf("%s %s", wantCode.Error, wantCode.Value)
	}
}

// "...the optional source digest..."
func TestSeed_PreparationValidatesOptionalSourceDigest(t *testing.T) {
	root := t.TempDir()
	good := recipes.Digest([]byte(inspectSource))
	bad := "sha256:" + strings.Repeat("0", 64)
	write(t, root, "matches", recipe{manifest: manifestFor("matches", fmt.Sprintf("source_digest = %q\n", good))})
	write(t, root, "mismatch", recipe{manifest: manifestFor("mismatch", fmt.Sprintf("source_digest = %q\n", bad))})
	write(t, root, "malformed", recipe{manifest: manifestFor("malformed", "source_digest = \"md5:abc\"\n")})
	write(t, root, "uppercase", recipe{manifest: manifestFor("uppercase", fmt.Sprintf("source_digest = %q\n", strings.ToUpper(good)))})
	write(t, root, "absent", recipe{})
	set := prepare(t, root, recipes.Options{})
	wantProblems(t, set,
		`malformed/recipe.toml: source_digest: "md5:abc" is not "sha256:" and 64 lowercase hex digits; `+"`codemode recipe digest malformed/main.js`"+` prints it`,
		`mismatch/recipe.toml: source_digest: does not match main.js: the file's digest is `+good,
		fmt.Sprintf(`uppercase/recipe.toml: source_digest: %q is not "sha256:" and 64 lowercase hex digits; `+"`codemode recipe digest uppercase/main.js`"+` prints it`, strings.ToUpper(good)),
	)
	if len(set.Recipes) != 2 {
		t.Fatal(set.Recipes)
	}
}

// "...and the JSON input schema..."
func TestSeed_PreparationValidatesJSONInputSchema(t *testing.T) {
	root := t.TempDir()
	write(t, root, "not_json", recipe{schema: `{"type": "object",`})
	write(t, root, "not_schema", recipe{schema: `{"type": "thing"}`})
	write(t, root, "external_ref", recipe{schema: `{"$ref": "https://example.com/schema.json"}`})
	write(t, root, "no_schema", recipe{schema: "-"})
	set := prepare(t, root, recipes.Options{})
	got := problems(set)
	if len(got) != 4 ||
		!strings.HasPrefix(got[0], `external_ref/input.schema.json: input_schema: is not a valid JSON Schema: `) ||
		got[1] != `no_schema/input.schema.json: input.schema.json does not exist (the manifest's input_schema)` ||
		!strings.HasPrefix(got[2], `not_json/input.schema.json: input_schema: is not valid JSON: `) ||
		!strings.HasPrefix(got[3], `not_schema/input.schema.json: input_schema: is not a valid JSON Schema: `) {
		t.Fatalf("%s", strings.Join(got, "\n"))
	}
}

// "...then pins the manifest-derived source, schema, allowlist, and digest
// for that prepared run step." and "Changing files affects only a later
// preparation."
func TestSeed_PreparationPinsAndFileChangesAffectOnlyLaterPreparation(t *testing.T) {
	root := t.TempDir()
	dir := write(t, root, "inspect_record", recipe{})
	w := newWorld(t, codeact.DefaultConfig())
	set, err := recipes.Install(context.Background(), w.ca, root, recipes.Options{})
	if err != nil || len(set.Recipes) != 1 {
		t.Fatal(err, problems(set))
	}
	pinned := *set.Recipes[0]
	// Change everything on disk.
	os.WriteFile(filepath.Join(dir, "main.js"), []byte(`function main() { return "changed" }`), 0o644)
	os.WriteFile(filepath.Join(dir, "input.schema.json"), []byte(`{"type":"object","required":["other"]}`), 0o644)
	os.WriteFile(filepath.Join(dir, "recipe.toml"), []byte(strings.Replace(manifestFor("inspect_record", ""), `["lookup_record"]`, `["count"]`, 1)), 0o644)
	out := w.call("inspect_record", `{"id": 3}`)
	if string(out.Value) != `{"id":3,"status":"ACTIVE"}` {
		t.Fatalf("%s %s", out.Error, out.Value)
	}
	if r := set.Recipes[0]; r.Source != pinned.Source || string(r.InputSchema) != inspectSchema || strings.Join(r.Tools, ",") != "lookup_record" || r.Digest != recipes.Digest([]byte(inspectSource)) {
		t.Fatalf("%+v", r)
	}
	// A later preparation sees the change.
	later := prepare(t, root, recipes.Options{})
	if r, _ := later.Lookup("inspect_record"); r == nil || r.Source != `function main() { return "changed" }` || strings.Join(r.Tools, ",") != "count" {
		t.Fatalf("%+v %v", r, problems(later))
	}
}

// "Manifest, source, and schema bytes are read with explicit bounds and
// re-read for an exact comparison before publication, so a mixed provider
// snapshot fails closed."
func TestSeed_FileChangedBetweenReadAndRereadFailsClosed(t *testing.T) {
	for _, file := range []string{"recipe.toml", "main.js", "input.schema.json"} {
		t.Run(file, func(t *testing.T) {
			root := t.TempDir()
			write(t, root, "inspect_record", recipe{})
			write(t, root, "untouched", recipe{manifest: manifestFor("untouched", "")})
			var hooked []string
			set := prepare(t, root, recipes.Options{BeforeReread: func(dir string) {
				hooked = append(hooked, filepath.Base(dir))
				if filepath.Base(dir) != "inspect_record" {
					return
				}
				p := filepath.Join(dir, file)
				b, _ := os.ReadFile(p)
				os.WriteFile(p, append(b, ' '), 0o644) // one byte more: still valid
			}})
			wantProblems(t, set, "inspect_record/"+file+": changed while the recipe was being prepared; nothing from the recipe is published (prepare again)")
			if len(set.Recipes) != 1 || set.Recipes[0].Name != "untouched" || strings.Join(hooked, ",") != "inspect_record,untouched" {
				t.Fatalf("%+v %v", set.Recipes, hooked)
			}
		})
	}
}

// "Invocation validates input before source evaluation..."
func TestSeed_InvocationValidatesInputBeforeSourceEvaluation(t *testing.T) {
	root := t.TempDir()
	write(t, root, "inspect_record", recipe{source: `tools.call("count", {});
function main(input) { tools.call("count", {}); return input }`})
	w := newWorld(t, codeact.DefaultConfig())
	set, err := recipes.Install(context.Background(), w.ca, root, recipes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var events []string
	w.reg.Subscribe(func(ev tools.Event) { events = append(events, string(ev.Kind)+":"+ev.Call.Name) })
	// Through the registry: its validation refuses the call before the
	// handler runs.
	out := w.call("inspect_record", `{"id": "seven", "extra": true}`)
	if out.Status != tools.StatusInvalidArguments || out.Error != `Invalid arguments for inspect_record: unexpected property "extra"; /id: expected integer, got string` {
		t.Fatalf("%s %q", out.Status, out.Error)
	}
	// The handler itself validates against the pinned schema first too.
	tl := set.Recipes[0].Tool(w.ca)
	_, err = tl.Handler(context.Background(), tools.Call{ID: "direct", Name: "inspect_record", Arguments: `{"id": 1.5}`})
	if se, ok := err.(*tools.StatusError); !ok || se.Status != tools.StatusInvalidArguments || se.Message != "Invalid input for recipe inspect_record: /id: expected integer, got number" {
		t.Fatalf("%#v", err)
	}
	_, err = tl.Handler(context.Background(), tools.Call{ID: "direct", Name: "inspect_record", Arguments: `{`})
	if se, ok := err.(*tools.StatusError); !ok || !strings.HasPrefix(se.Message, "Invalid input for recipe inspect_record: not valid JSON: ") {
		t.Fatalf("%#v", err)
	}
	// No source ran: the top-level call would have failed the execution,
	// and count never ran.
	if w.runs["count"].Load() != 0 || strings.Contains(strings.Join(events, ","), "count") {
		t.Fatalf("count ran: %v", events)
	}
	// With valid input, the source runs (and its top-level call fails it).
	out = w.call("inspect_record", `{"id": 1}`)
	if out.Error != codeact.TextDefinitionCall || w.runs["count"].Load() != 0 {
		t.Fatalf("%s %q", out.Status, out.Error)
	}
}

// "...and rechecks that every declared target remains in the current code
// projection."
func TestSeed_InvocationRechecksEveryDeclaredTarget(t *testing.T) {
	root := t.TempDir()
	write(t, root, "both", recipe{manifest: strings.Replace(manifestFor("both", ""), `["lookup_record"]`, `["count", "lookup_record"]`, 1),
		source: `function main() { return tools.call("count", {}) }`, schema: `{"type":"object"}`})
	var hide atomic.Bool
	w := &world{reg: tools.NewRegistry(tools.Options{Visible: func(_ string, t tools.Tool) bool { return !(hide.Load() && t.Name == "lookup_record") }}), runs: map[string]*atomic.Int32{"count": new(atomic.Int32)}}
	defer w.reg.Close()
	w.reg.Register(
		tools.Tool{Name: "count", Handler: func(context.Context, tools.Call) (tools.Result, error) {
			return tools.Result{Value: w.runs["count"].Add(1)}, nil
		}},
		tools.Tool{Name: "lookup_record", Handler: func(context.Context, tools.Call) (tools.Result, error) { return tools.Result{Value: 1}, nil }},
	)
	var err error
	if w.ca, err = codeact.Install(w.reg, codeact.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	if _, err := recipes.Install(context.Background(), w.ca, root, recipes.Options{}); err != nil {
		t.Fatal(err)
	}
	if out := w.call("both", `{}`); string(out.Value) != `1` {
		t.Fatalf("%s %s", out.Error, out.Value)
	}
	// lookup_record leaves the projection: the recipe does not run at
	// all, although the tool it actually calls is still there.
	hide.Store(true)
	out := w.call("both", `{}`)
	if out.Status != tools.StatusToolError || out.Error != `Recipe both cannot run: the tool "lookup_record" it declares is not callable from code in this step.` || w.runs["count"].Load() != 1 {
		t.Fatalf("%s %q", out.Status, out.Error)
	}
	// A step prepared without it refuses too, even once it is back.
	hidden := w.ca.Prepare("")
	hide.Store(false)
	out = w.reg.Execute(codeact.WithStep(context.Background(), hidden), tools.Call{ID: "s", Name: "both", Arguments: `{}`})
	if out.Error != recipes.TextTargetUnavailable("both", "lookup_record") {
		t.Fatalf("%q", out.Error)
	}
}

// "The initial loader accepts at most 512 inventory entries and 128 recipes
// per root. Each manifest is limited to 64 KiB, each input schema to 256 KiB,
// each description to 8 KiB, and each recipe to 64 declared targets.
// Preparation has a 30-second read lifecycle timeout."
func TestSeed_LoaderLimits(t *testing.T) {
	if recipes.MaxInventoryEntries != 512 || recipes.MaxRecipes != 128 || recipes.MaxManifestBytes != 64<<10 || recipes.MaxSchemaBytes != 256<<10 ||
		recipes.MaxDescriptionBytes != 8<<10 || recipes.MaxTargets != 64 || recipes.PrepareTimeout != 30*time.Second {
		t.Fatal("limits")
	}
	// 512 entries are fine; 513 fail the root closed.
	root := t.TempDir()
	write(t, root, "inspect_record", recipe{})
	for i := 0; i < 511; i++ {
		os.WriteFile(filepath.Join(root, fmt.Sprintf("f%03d", i)), nil, 0o644)
	}
	if set := prepare(t, root, recipes.Options{}); len(set.Recipes) != 1 {
		t.Fatal(problems(set))
	}
	os.WriteFile(filepath.Join(root, "one-more"), nil, 0o644)
	if _, err := recipes.Prepare(context.Background(), root, recipes.Options{}); err == nil || err.Error() != root+": more than 512 entries; a recipes root holds at most 512, so nothing was published" {
		t.Fatal(err)
	}
	// 128 recipes are fine; 129 fail the root closed.
	root = t.TempDir()
	for i := 0; i < 128; i++ {
		os.MkdirAll(filepath.Join(root, fmt.Sprintf("r%03d", i)), 0o755)
	}
	if set := prepare(t, root, recipes.Options{}); len(set.Problems) != 128 {
		t.Fatal(len(set.Problems))
	}
	os.MkdirAll(filepath.Join(root, "r128"), 0o755)
	if _, err := recipes.Prepare(context.Background(), root, recipes.Options{}); err == nil || err.Error() != root+": 129 recipe directories; a recipes root holds at most 128, so nothing was published" {
		t.Fatal(err)
	}
	// Per-recipe bounds.
	root = t.TempDir()
	write(t, root, "big_manifest", recipe{manifest: manifestFor("big_manifest", "# "+strings.Repeat("x", 64<<10))})
	write(t, root, "big_schema", recipe{schema: `{"type":"object","description":"` + strings.Repeat("x", 256<<10) + `"}`})
	write(t, root, "big_description", recipe{manifest: strings.Replace(manifestFor("big_description", ""), "Look up and normalize one record", strings.Repeat("d", 8<<10+1), 1)})
	ok := write(t, root, "max_description", recipe{manifest: strings.Replace(manifestFor("max_description", ""), "Look up and normalize one record", strings.Repeat("d", 8<<10), 1)})
	_ = ok
	var many, max []string
	for i := 0; i < 65; i++ {
		many = append(many, fmt.Sprintf("%q", fmt.Sprintf("t%02d", i)))
	}
	max = many[:64]
	write(t, root, "many_targets", recipe{manifest: strings.Replace(manifestFor("many_targets", ""), `["lookup_record"]`, "["+strings.Join(many, ",")+"]", 1)})
	write(t, root, "max_targets", recipe{manifest: strings.Replace(manifestFor("max_targets", ""), `["lookup_record"]`, "["+strings.Join(max, ",")+"]", 1)})
	set := prepare(t, root, recipes.Options{})
	wantProblems(t, set,
		"big_description/recipe.toml: description: is 8193 bytes, over the limit of 8192 bytes",
		fmt.Sprintf("big_manifest/recipe.toml: recipe.toml is %d bytes, over the limit of 65536 bytes", len(manifestFor("big_manifest", "# "+strings.Repeat("x", 64<<10)))),
		fmt.Sprintf("big_schema/input.schema.json: input.schema.json is %d bytes, over the limit of 262144 bytes (the manifest's input_schema)", 256<<10+34),
		"many_targets/recipe.toml: tools: declares 65 tools, over the limit of 64",
	)
	if len(set.Recipes) != 2 {
		t.Fatal(set.Recipes)
	}
	// The timeout: a preparation that takes too long publishes nothing.
	root = t.TempDir()
	write(t, root, "slow", recipe{manifest: manifestFor("slow", "")})
	start := time.Now()
	_, err := recipes.Prepare(context.Background(), root, recipes.Options{Timeout: 50 * time.Millisecond, BeforeReread: func(string) { time.Sleep(2 * time.Second) }})
	// It ends at its timeout, not when the slow step does (with room for a loaded machine).
	if err == nil || err.Error() != root+": preparing the recipes took longer than 50ms; nothing was published" || time.Since(start) > 1500*time.Millisecond {
		t.Fatal(err, time.Since(start))
	}
	// A FIFO where the source should be is refused, not read (a read
	// would block).
	root = t.TempDir()
	d := write(t, root, "fifo", recipe{source: "-"})
	if err := mkfifo(filepath.Join(d, "main.js")); err == nil {
		wantProblems(t, prepare(t, root, recipes.Options{}), "fifo/main.js: main.js is not a regular file (a named pipe); give a regular file (the manifest's source)")
	}
}

// "Source size remains bounded by the shared CodeExecutionLimits::
// max_source_bytes used by the executor."
func TestSeed_SourceBoundedBySharedMaxSourceBytes(t *testing.T) {
	root := t.TempDir()
	write(t, root, "inspect_record", recipe{source: inspectSource + strings.Repeat(" ", codeact.DefaultSourceBytes-len(inspectSource))})
	write(t, root, "too_big", recipe{manifest: manifestFor("too_big", ""), source: inspectSource + strings.Repeat(" ", codeact.DefaultSourceBytes-len(inspectSource)+1)})
	set := prepare(t, root, recipes.Options{})
	wantProblems(t, set, "too_big/main.js: main.js is 65537 bytes, over the limit of 65536 bytes (the manifest's source)")
	if len(set.Recipes) != 1 {
		t.Fatal(set.Recipes)
	}
}

// Strict TOML decoding: an unknown manifest key is refused, and so is a
// value of the wrong type or a version other than 1.
func TestSeed_ManifestDecodedStrictly(t *testing.T) {
	root := t.TempDir()
	write(t, root, "unknown_key", recipe{manifest: manifestFor("unknown_key", "timeout = 5\n[extra]\nx = 1\n")})
	write(t, root, "wrong_type", recipe{manifest: strings.Replace(manifestFor("wrong_type", ""), "version = 1", `version = "1"`, 1)})
	write(t, root, "version_two", recipe{manifest: strings.Replace(manifestFor("version_two", ""), "version = 1", `version = 2`, 1)})
	write(t, root, "no_version", recipe{manifest: strings.Replace(manifestFor("no_version", ""), "version = 1\n", ``, 1)})
	write(t, root, "no_description", recipe{manifest: strings.Replace(manifestFor("no_description", ""), `description = "Look up and normalize one record"`, `description = " "`, 1)})
	write(t, root, "not_toml", recipe{manifest: "version = = 1"})
	write(t, root, "no_manifest", recipe{manifest: "-"})
	set := prepare(t, root, recipes.Options{})
	got := problems(set)
	want := []string{
		"no_description/recipe.toml: description: missing; say what the recipe does, for the model",
		"no_manifest/recipe.toml: recipe.toml does not exist",
		"no_version/recipe.toml: version: missing; write version = 1",
		"not_toml/recipe.toml: ",
		"unknown_key/recipe.toml: timeout: unknown key; a manifest has only version, name, description, source, source_digest, tools and input_schema",
		"unknown_key/recipe.toml: extra: unknown key; a manifest has only version, name, description, source, source_digest, tools and input_schema",
		"unknown_key/recipe.toml: extra.x: unknown key; a manifest has only version, name, description, source, source_digest, tools and input_schema",
		"version_two/recipe.toml: version: is 2; this codemode reads version = 1",
		`wrong_type/recipe.toml: version: `,
	}
	if len(got) != len(want) {
		t.Fatalf("%s", strings.Join(got, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("%q\nwant prefix %q", got[i], want[i])
		}
	}
	if len(set.Recipes) != 0 {
		t.Fatal(set.Recipes)
	}
}
