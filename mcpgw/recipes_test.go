package mcpgw_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/mcpgw"
	"github.com/codemode/codemode/recipes"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// writeRecipe writes one recipe of a project: its manifest, main.js and an
// object input schema.
func writeRecipe(t *testing.T, project, name, description, source string, calls ...string) {
	t.Helper()
	dir := filepath.Join(project, filepath.FromSlash(recipes.DefaultDir), name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	quoted := make([]string, len(calls))
	for i, c := range calls {
		quoted[i] = `"` + c + `"`
	}
	manifest := "version = 1\nname = \"" + name + "\"\ndescription = \"" + description + "\"\nsource = \"main.js\"\n" +
		"tools = [" + strings.Join(quoted, ", ") + "]\ninput_schema = \"input.schema.json\"\n"
	schema := `{"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"],"additionalProperties":false}`
	// The manifest last, as a recipe is saved whole: a reload between two of
	// the renames may serve a new source under the old manifest, never the
	// new manifest with the old source (which is what the test waits for).
	for _, f := range []struct{ file, content string }{{"main.js", source}, {"input.schema.json", schema}, {"recipe.toml", manifest}} {
		file, content := f.file, f.content
		// Written aside and renamed, as editors save.
		tmp := filepath.Join(dir, "."+file+".tmp")
		if err := os.WriteFile(tmp, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, filepath.Join(dir, file)); err != nil {
			t.Fatal(err)
		}
	}
}

// workspaceSession starts a gateway in front of server-everything with the
// project's workspace tools, and connects a client that counts
// notifications/tools/list_changed.
func workspaceSession(t *testing.T, project, global string) (*mcp.ClientSession, chan struct{}) {
	cfg := mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"everything": {Command: nodeBin(t), Args: []string{everythingJS(t), "stdio"}},
	}}
	gw := newGateway(t, cfg, mcpgw.Options{Workspace: mcpgw.WorkspaceOptions{Project: project, GlobalConfig: global, Poll: 20 * time.Millisecond}})
	changed := make(chan struct{}, 100)
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
	})
	return cs, changed
}

// toolNames lists the session's tools.
func toolNames(t *testing.T, cs *mcp.ClientSession) map[string]*mcp.Tool {
	t.Helper()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*mcp.Tool{}
	for _, tl := range res.Tools {
		out[tl.Name] = tl
	}
	return out
}

// waitTools waits for a list_changed notification after which the tool list
// satisfies ok (notifications may come in bursts).
func waitTools(t *testing.T, cs *mcp.ClientSession, changed chan struct{}, what string, ok func(map[string]*mcp.Tool) bool) map[string]*mcp.Tool {
	t.Helper()
	deadline := time.After(time.Minute)
	for {
		select {
		case <-changed:
			if tl := toolNames(t, cs); ok(tl) {
				return tl
			}
		case <-deadline:
			t.Fatalf("no tools/list_changed after which %s; tools now: %v", what, keys(toolNames(t, cs)))
		}
	}
}

func keys(m map[string]*mcp.Tool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// A project's recipes are served as tools beside search, execute and
// run_code, called through a real MCP session against a real upstream, and
// changed live: an edit, a new recipe and a removed one are announced with
// tools/list_changed and served without a restart; the layered [codeact]
// setting turns the workspace tools off and on.
func TestRecipesServedAndChangedLive(t *testing.T) {
	t.Parallel()
	project := t.TempDir()
	global := filepath.Join(t.TempDir(), "codemode", "config.toml")
	writeRecipe(t, project, "sum_echo", "Add two numbers and echo the sum",
		`function main(input) {
  const sum = tools.call("get-sum", { a: input.a, b: input.b });
  return { sum, echo: tools.call("echo", { message: "sum done" }) };
}
`, "get-sum", "echo")
	cs, changed := workspaceSession(t, project, global)

	tl := toolNames(t, cs)
	if got := keys(tl); !slices.Equal(got, []string{"execute", "run_code", "search", "sum_echo"}) {
		t.Fatalf("tools %v", got)
	}
	r := tl["sum_echo"]
	if !strings.HasPrefix(r.Description, "Add two numbers and echo the sum. A recipe of this project (.codemode/recipes/sum_echo): a reviewed program, run as prepared from main.js (sha256:") ||
		!strings.HasSuffix(r.Description, "); it calls get-sum, echo.") {
		t.Errorf("description %q", r.Description)
	}
	if s, _ := r.InputSchema.(map[string]any); s["required"] == nil {
		t.Errorf("input schema %v", r.InputSchema)
	}
	// run_code's description is its contract and where the tools are:
	// search; no tool of the catalog is in it.
	if d := tl["run_code"].Description; strings.Contains(d, `get-sum`) || !strings.Contains(d, "function main(input)") || !strings.Contains(d, "call search") {
		t.Errorf("run_code's description:\n%s", d)
	}

	text, isErr := callTool(t, cs, "sum_echo", map[string]any{"a": 2, "b": 3}, nil)
	if isErr || text != `{"sum":"The sum of 2 and 3 is 5.","echo":"Echo: sum done"}` {
		t.Fatalf("sum_echo: %v %s", isErr, text)
	}
	text, isErr = callTool(t, cs, "sum_echo", map[string]any{"a": "two", "b": 3}, nil)
	if !isErr || text != `INVALID_ARGUMENTS: Invalid arguments for sum_echo: /a: expected number, got string` {
		t.Fatalf("invalid input: %v %s", isErr, text)
	}
	text, isErr = callTool(t, cs, "run_code", map[string]any{
		"source": `function main(input) { return tools.call("get-sum", { a: input, b: 1 }) }`, "input": 41}, nil)
	if isErr || text != `"The sum of 41 and 1 is 42."` {
		t.Fatalf("run_code: %v %s", isErr, text)
	}

	// An edit: the new source is served, with its new digest.
	writeRecipe(t, project, "sum_echo", "Add two numbers",
		`function main(input) { return { total: input.a + input.b, edited: true } }`+"\n")
	tl = waitTools(t, cs, changed, "sum_echo is the edited recipe", func(tl map[string]*mcp.Tool) bool {
		return tl["sum_echo"] != nil && strings.HasPrefix(tl["sum_echo"].Description, "Add two numbers. ")
	})
	if tl["sum_echo"].Description == r.Description {
		t.Fatal("the digest did not change")
	}
	if text, _ := callTool(t, cs, "sum_echo", map[string]any{"a": 2, "b": 3}, nil); text != `{"total":5,"edited":true}` {
		t.Fatalf("edited sum_echo: %s", text)
	}

	// A new recipe appears; a removed one goes.
	writeRecipe(t, project, "twice", "Double a number", `function main(input) { return input.a * 2 }`+"\n")
	waitTools(t, cs, changed, "twice is served", func(tl map[string]*mcp.Tool) bool { return tl["twice"] != nil })
	if text, _ := callTool(t, cs, "twice", map[string]any{"a": 21, "b": 0}, nil); text != "42" {
		t.Fatalf("twice: %s", text)
	}
	os.RemoveAll(filepath.Join(project, filepath.FromSlash(recipes.DefaultDir), "sum_echo"))
	waitTools(t, cs, changed, "sum_echo is gone", func(tl map[string]*mcp.Tool) bool { return tl["sum_echo"] == nil && tl["twice"] != nil })

	// Layering: the global file turns them off, the project's turns them
	// back on, and without the project's the global one holds.
	os.MkdirAll(filepath.Dir(global), 0o755)
	os.WriteFile(global, []byte("[codeact]\nenabled = false\n"), 0o644)
	waitTools(t, cs, changed, "the workspace tools are off", func(tl map[string]*mcp.Tool) bool {
		return slices.Equal(keys(tl), []string{"execute", "search"})
	})
	projectConfig := filepath.Join(project, ".codemode", "config.toml")
	os.WriteFile(projectConfig, []byte("[codeact]\nenabled = true\n"), 0o644)
	waitTools(t, cs, changed, "the project turned them on", func(tl map[string]*mcp.Tool) bool {
		return slices.Equal(keys(tl), []string{"execute", "run_code", "search", "twice"})
	})
	os.Remove(projectConfig)
	waitTools(t, cs, changed, "the global setting holds again", func(tl map[string]*mcp.Tool) bool {
		return slices.Equal(keys(tl), []string{"execute", "search"})
	})
}

// codemode mcp serves the recipes of --workspace, and run_code, with the
// global configuration file from $XDG_CONFIG_HOME; with [codeact] enabled =
// false in the project's file it serves neither.
func TestRecipesThroughTheCLI(t *testing.T) {
	t.Parallel()
	project := t.TempDir()
	writeRecipe(t, project, "sum", "Add two numbers", `function main(input) { return tools.call("get-sum", input) }`+"\n", "get-sum")
	cfg := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"everything": {Command: nodeBin(t), Args: []string{everythingJS(t), "stdio"}},
	}})
	start := func() *mcp.ClientSession {
		cmd := exec.Command(codemodeBinary(t), "mcp", "--config", cfg, "--quiet", "--workspace", project)
		cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+t.TempDir())
		return connect(t, &mcp.CommandTransport{Command: cmd}, nil)
	}
	cs := start()
	if got := keys(toolNames(t, cs)); !slices.Equal(got, []string{"execute", "run_code", "search", "sum"}) {
		t.Fatalf("tools %v", got)
	}
	if text, isErr := callTool(t, cs, "sum", map[string]any{"a": 20, "b": 22}, nil); isErr || text != `"The sum of 20 and 22 is 42."` {
		t.Fatalf("sum: %v %s", isErr, text)
	}
	os.MkdirAll(filepath.Join(project, ".codemode"), 0o755)
	os.WriteFile(filepath.Join(project, ".codemode", "config.toml"), []byte("[codeact]\nenabled = false\n"), 0o644)
	if got := keys(toolNames(t, start())); !slices.Equal(got, []string{"execute", "search"}) {
		t.Fatalf("disabled: tools %v", got)
	}
}

// A project with no .codemode at all serves run_code; recipes written later
// (the directory created while the gateway runs) are served without a
// restart, and a recipe with a problem is not served.
func TestRecipesDirectoryCreatedLater(t *testing.T) {
	t.Parallel()
	project := t.TempDir()
	cs, changed := workspaceSession(t, project, filepath.Join(t.TempDir(), "none.toml"))
	if got := keys(toolNames(t, cs)); !slices.Equal(got, []string{"execute", "run_code", "search"}) {
		t.Fatalf("tools %v", got)
	}
	writeRecipe(t, project, "search", "Shadows the gateway's own tool", `function main(input) { return 1 }`+"\n")
	writeRecipe(t, project, "broken", "Calls a tool it does not declare", `function main(input) { return 1 }`+"\n", "no-such-tool")
	writeRecipe(t, project, "late", "Written after the start", `function main(input) { return input.a - input.b }`+"\n")
	waitTools(t, cs, changed, "late is served", func(tl map[string]*mcp.Tool) bool { return tl["late"] != nil })
	if got := keys(toolNames(t, cs)); !slices.Equal(got, []string{"broken", "execute", "late", "run_code", "search"}) {
		t.Fatalf("tools %v", got)
	}
	if text, _ := callTool(t, cs, "late", map[string]any{"a": 5, "b": 3}, nil); text != "2" {
		t.Fatalf("late: %s", text)
	}
	// The search tool is still the gateway's own.
	if text, _ := callTool(t, cs, "search", map[string]any{"query": "sum"}, nil); !strings.Contains(text, `"get-sum"`) {
		t.Fatalf("search: %s", text)
	}
	// A recipe declaring a tool nobody offers is served, and says so when called.
	if text, isErr := callTool(t, cs, "broken", map[string]any{"a": 1, "b": 1}, nil); !isErr || !strings.Contains(text, `"no-such-tool"`) {
		t.Fatalf("broken: %v %s", isErr, text)
	}
}
