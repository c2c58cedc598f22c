package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/recipes"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const cliRecipeSource = `function main(input) {
  const record = tools.call("lookup_record", { id: input.id });
  return { id: input.id, status: record.status };
}
`

// writeProject writes a project with one recipe, inspect_record, and returns
// the project's directory.
func writeProject(t *testing.T, manifestExtra string) string {
	t.Helper()
	project := t.TempDir()
	dir := filepath.Join(project, ".codemode", "recipes", "inspect_record")
	os.MkdirAll(dir, 0o755)
	manifest := "version = 1\nname = \"inspect_record\"\ndescription = \"Look up and normalize one record\"\nsource = \"main.js\"\n" +
		"tools = [\"lookup_record\"]\ninput_schema = \"input.schema.json\"\n" + manifestExtra
	os.WriteFile(filepath.Join(dir, "recipe.toml"), []byte(manifest), 0o644)
	os.WriteFile(filepath.Join(dir, "main.js"), []byte(cliRecipeSource), 0o644)
	os.WriteFile(filepath.Join(dir, "input.schema.json"), []byte(`{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}`), 0o644)
	return project
}

// mcpServer serves a real MCP server with the tool lookup_record over
// streamable HTTP and returns its URL and the count of calls.
func mcpServer(t *testing.T) (string, *atomic.Int32) {
	t.Helper()
	var n atomic.Int32
	server := mcp.NewServer(&mcp.Implementation{Name: "records", Version: "1"}, nil)
	type in struct {
		ID int `json:"id"`
	}
	type out struct {
		ID     int    `json:"id"`
		Status string `json:"status"`
	}
	mcp.AddTool(server, &mcp.Tool{Name: "lookup_record", Description: "Look up one record."}, func(_ context.Context, _ *mcp.CallToolRequest, i in) (*mcp.CallToolResult, out, error) {
		n.Add(1)
		return nil, out{ID: i.ID, Status: "active"}, nil
	})
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil))
	t.Cleanup(srv.Close)
	return srv.URL, &n
}

// noGlobalConfig keeps the user's own ~/.config/codemode out of the test.
func noGlobalConfig(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
}

// "codemode recipe run NAME --input JSON": the recipe runs against the tools
// of an MCP server, through the registry.
func TestRecipeRun(t *testing.T) {
	noGlobalConfig(t)
	project := writeProject(t, "")
	url, n := mcpServer(t)
	code, out, errs := runCLI(t, "", "recipe", "run", "inspect_record", "--project", project, "--input", `{"id": 7}`, "--mcp", "records="+url)
	if code != 0 || out != `{"id":7,"status":"active"}`+"\n" || n.Load() != 1 {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", code, out, errs)
	}
	// --json carries the calls, for the record; --mcp-config works too.
	cfg := filepath.Join(t.TempDir(), "mcp.json")
	os.WriteFile(cfg, []byte(fmt.Sprintf(`{"mcpServers": {"records": {"url": %q}}}`, url)), 0o644)
	code, out, errs = runCLI(t, "", "recipe", "run", "inspect_record", "--project", project, "--input", `{"id": 8}`, "--mcp-config", cfg, "--json")
	if code != 0 || out != `{"status":"OK","result":{"id":8,"status":"active"},"calls":[{"id":"recipe-run:codeact:1","name":"lookup_record","status":"OK"}]}`+"\n" {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", code, out, errs)
	}
	// Invalid input never reaches the program.
	code, _, errs = runCLI(t, "", "recipe", "run", "inspect_record", "--project", project, "--input", `{"id": "x"}`, "--mcp", "records="+url)
	if code != 1 || errs != "codemode: recipe inspect_record failed (INVALID_ARGUMENTS): Invalid arguments for inspect_record: /id: expected integer, got string\n" || n.Load() != 2 {
		t.Fatalf("exit %d stderr %q", code, errs)
	}
}

// A recipe whose tools are not available fails with a clear error, without
// running.
func TestRecipeRunWithoutItsTools(t *testing.T) {
	noGlobalConfig(t)
	project := writeProject(t, "")
	code, _, errs := runCLI(t, "", "recipe", "run", "inspect_record", "--project", project, "--input", `{"id": 1}`)
	if code != 1 || errs != "codemode: recipe inspect_record failed (TOOL_ERROR): "+recipes.TextTargetUnavailable("inspect_record", "lookup_record")+"\n" {
		t.Fatalf("exit %d stderr %q", code, errs)
	}
	code, _, errs = runCLI(t, "", "recipe", "run", "inspect_record", "--project", project, "--input", `{"id": 1}`, "--mcp", "gone=no-such-mcp-server-xyz")
	if code != 1 || !strings.Contains(errs, `codemode: MCP server "gone" is unavailable: command "no-such-mcp-server-xyz" not found`) ||
		!strings.Contains(errs, recipes.TextTargetUnavailable("inspect_record", "lookup_record")) {
		t.Fatalf("exit %d stderr %q", code, errs)
	}
	code, _, errs = runCLI(t, "", "recipe", "run", "nope", "--project", project)
	if code != 1 || errs != fmt.Sprintf("codemode: no recipe \"nope\" in %s\n", filepath.Join(project, ".codemode", "recipes")) {
		t.Fatalf("exit %d stderr %q", code, errs)
	}
	bad := writeProject(t, "source_digest = \"sha256:"+strings.Repeat("0", 64)+"\"\n")
	code, _, errs = runCLI(t, "", "recipe", "run", "inspect_record", "--project", bad)
	if code != 1 || errs != "codemode: the recipe \"inspect_record\" cannot be used:\n  inspect_record/recipe.toml: source_digest: does not match main.js: the file's digest is "+recipes.Digest([]byte(cliRecipeSource))+"\n" {
		t.Fatalf("exit %d stderr %q", code, errs)
	}
}

// "[codeact] enabled = false" in the project (layered over the global file)
// disables recipes in the CLI.
func TestSeed_CLIRespectsCodeActEnabledLayering(t *testing.T) {
	noGlobalConfig(t)
	project := writeProject(t, "")
	url, _ := mcpServer(t)
	global, _ := codeact.GlobalConfigPath()
	os.MkdirAll(filepath.Dir(global), 0o755)
	os.WriteFile(global, []byte("[codeact]\nenabled = false\n"), 0o644)
	code, _, errs := runCLI(t, "", "recipe", "run", "inspect_record", "--project", project, "--input", `{"id": 1}`, "--mcp", "records="+url)
	if code != 1 || errs != "codemode: CodeAct and recipes are disabled by [codeact] enabled = false in "+global+"\n" {
		t.Fatalf("exit %d stderr %q", code, errs)
	}
	os.WriteFile(codeact.ProjectConfigPath(project), []byte("[codeact]\nenabled = true\n"), 0o644)
	if code, out, errs := runCLI(t, "", "recipe", "run", "inspect_record", "--project", project, "--input", `{"id": 1}`, "--mcp", "records="+url); code != 0 {
		t.Fatalf("exit %d %s %s", code, out, errs)
	}
	os.WriteFile(codeact.ProjectConfigPath(project), []byte("[codeact]\nenabeld = true\n"), 0o644)
	code, _, errs = runCLI(t, "", "recipe", "run", "inspect_record", "--project", project)
	if code != 2 || !strings.Contains(errs, "codeact.enabeld: unknown key") {
		t.Fatalf("exit %d stderr %q", code, errs)
	}
}

// "codemode recipe check [DIR]" validates and lists, each error naming the
// file and the field.
func TestRecipeCheck(t *testing.T) {
	project := writeProject(t, "")
	root := filepath.Join(project, ".codemode", "recipes")
	digest := recipes.Digest([]byte(cliRecipeSource))
	code, out, errs := runCLI(t, "", "recipe", "check", root)
	if code != 0 || out != "ok  inspect_record  "+digest+"  tools: lookup_record\n" || errs != "" {
		t.Fatalf("exit %d\nstdout %q\nstderr %q", code, out, errs)
	}
	// One recipe's directory.
	code, out, _ = runCLI(t, "", "recipe", "check", filepath.Join(root, "inspect_record"))
	if code != 0 || out != "ok  inspect_record  "+digest+"  tools: lookup_record\n" {
		t.Fatalf("exit %d stdout %q", code, out)
	}
	// Problems name the file and the field.
	bad := filepath.Join(root, "broken")
	os.MkdirAll(bad, 0o755)
	os.WriteFile(filepath.Join(bad, "recipe.toml"), []byte("version = 1\nname = \"broken\"\ndescription = \"x\"\nsource = \"../inspect_record/main.js\"\ninput_schema = \"in.json\"\ncolor = \"red\"\n"), 0o644)
	code, out, errs = runCLI(t, "", "recipe", "check", root)
	want := "broken/recipe.toml: color: unknown key; a manifest has only version, name, description, source, source_digest, tools and input_schema\n" +
		"broken/recipe.toml: source: \"../inspect_record/main.js\" leads out of the recipe's directory; use a path inside it, with / between names\n" +
		"broken/in.json: in.json does not exist (the manifest's input_schema)\n" +
		"codemode: 1 recipe(s) ok, 3 problem(s)\n"
	if code != 1 || out != "ok  inspect_record  "+digest+"  tools: lookup_record\n" || errs != want {
		t.Fatalf("exit %d\nstdout %q\nstderr %s", code, out, errs)
	}
	if code, _, errs := runCLI(t, "", "recipe", "check", filepath.Join(project, "nowhere")); code != 2 || !strings.Contains(errs, "no such file") {
		t.Fatalf("exit %d stderr %q", code, errs)
	}
}

// Without DIR, a project that has no .codemode/recipes has no recipes, as
// recipe run and recipes.Prepare read it: check says so and exits 0. A DIR
// named explicitly must exist.
func TestRecipeCheckWithoutRecipesRoot(t *testing.T) {
	t.Chdir(t.TempDir())
	code, out, errs := runCLI(t, "", "recipe", "check")
	if code != 0 || out != "no recipes under .codemode/recipes\n" || errs != "" {
		t.Fatalf("exit %d\nstdout %q\nstderr %q", code, out, errs)
	}
	// With the root there, the default DIR is read as before.
	project := writeProject(t, "")
	t.Chdir(project)
	code, out, errs = runCLI(t, "", "recipe", "check")
	if code != 0 || out != "ok  inspect_record  "+recipes.Digest([]byte(cliRecipeSource))+"  tools: lookup_record\n" || errs != "" {
		t.Fatalf("exit %d\nstdout %q\nstderr %q", code, out, errs)
	}
}

// "codemode recipe digest FILE" prints sha256:…
func TestRecipeDigest(t *testing.T) {
	noGlobalConfig(t)
	p := filepath.Join(t.TempDir(), "main.js")
	os.WriteFile(p, []byte(cliRecipeSource), 0o644)
	code, out, _ := runCLI(t, "", "recipe", "digest", p)
	if code != 0 || out != recipes.Digest([]byte(cliRecipeSource))+"\n" || !strings.HasPrefix(out, "sha256:") || len(out) != 72 {
		t.Fatalf("exit %d stdout %q", code, out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"recipe"}, "recipe needs a command: check, digest or run"},
		{[]string{"recipe", "bake"}, `unknown recipe command "bake"`},
		{[]string{"recipe", "digest"}, "digest takes one file"},
		{[]string{"recipe", "digest", "/no/such/file"}, "no such file"},
		{[]string{"recipe", "run"}, "run takes one recipe name"},
		{[]string{"recipe", "run", "x", "--input", "{"}, "--input is not valid JSON"},
		{[]string{"recipe", "run", "x", "--mcp", "novalue"}, `want NAME=COMMAND`},
	} {
		code, _, errs := runCLI(t, "", c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d stderr %q", c.args, code, errs)
		}
	}
}

// `codemode recipe run --timeout 3s` of a recipe whose input schema makes a
// naive validator exponential ends at once with the refusal, instead of
// validating for hours: an amplifying recursive schema refuses the deep
// input before the source runs; a nested one is a preparation problem.
func TestRecipeRunWithAHostileSchema(t *testing.T) {
	noGlobalConfig(t)
	project := writeProject(t, "")
	schema := filepath.Join(project, ".codemode", "recipes", "inspect_record", "input.schema.json")
	os.WriteFile(schema, []byte(`{"$defs":{"a":{"allOf":[{"properties":{"x":{"$ref":"#/$defs/a"}}},{"properties":{"x":{"$ref":"#/$defs/a"}}}]}},"$ref":"#/$defs/a"}`), 0o644)
	deep := strings.Repeat(`{"x":`, 60) + `1` + strings.Repeat(`}`, 60)
	done := make(chan struct{})
	go func() {
		defer close(done)
		code, _, errs := runCLI(t, "", "recipe", "run", "inspect_record", "--project", project, "--timeout", "3s", "--input", deep)
		if code != 1 || !strings.Contains(errs, "INVALID_ARGUMENTS") || !strings.Contains(errs, "would take more than 2000000 steps; pass a smaller input") {
			t.Errorf("deep input: exit %d, stderr %s", code, errs)
		}
		var defs []string
		for i := range 30 {
			defs = append(defs, fmt.Sprintf(`"l%d":{"allOf":[{"$ref":"#/$defs/l%d"},{"$ref":"#/$defs/l%d"}]}`, i, i+1, i+1))
		}
		defs = append(defs, `"l30":{"type":"integer"}`)
		os.WriteFile(schema, []byte(`{"type":"object","properties":{"id":{"$ref":"#/$defs/l0"}},"$defs":{`+strings.Join(defs, ",")+`}}`), 0o644)
		code, _, errs = runCLI(t, "", "recipe", "run", "inspect_record", "--project", project, "--timeout", "3s", "--input", `{"id":1}`)
		if code != 1 || !strings.Contains(errs, "input_schema: is too complex to check") {
			t.Errorf("nested schema: exit %d, stderr %s", code, errs)
		}
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("recipe run did not end")
	}
}
