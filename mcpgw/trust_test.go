package mcpgw_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
)

// The official TypeScript SDK's client in front of the report config's
// servers (testdata/npm/trust.test.mjs, run with node --test): "create
// entity" ranks memory's create_entities first across all servers, with
// the result count, the default limit of 5 and the hint for the rest; a
// program reads a destructive tool's annotations; an observed return type
// is merged from three differing results.
func TestSearchAndTrustTypeScriptClient(t *testing.T) {
	t.Parallel()
	dir := fixtures(t)
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(nodeBin(t), "--test", "--test-concurrency=1", "trust.test.mjs")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"CODEMODE_BIN="+codemodeBinary(t),
		"REPO_ROOT="+root,
		"TYPE_CACHE="+filepath.Join(t.TempDir(), "types.json"),
	)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test trust.test.mjs: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "# pass 3") || !strings.Contains(string(out), "# fail 0") {
		t.Fatalf("unexpected node --test output:\n%s", out)
	}
}

// A program reads any tool's annotations with $annotations, through a real
// gateway and upstream: a tool the server gave none has MCP's defaults and
// an empty declared list; a tool it gave all four has them as declared (a
// false readOnlyHint reads as the default it is); every argument that is
// not a tool's name is refused with the pinned texts.
func TestAnnotationsLookup(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fixtureConfig(t)}}, mcpgw.Options{})
	res := gw.Execute(context.Background(), `async () => {
	  const all = await fixture.$annotations()
	  const errors = []
	  for (const arg of [42, [], { tool: 1 }, { tool: "sentence", more: 1 }, "nope", { tool: "nope" }]) {
	    try { await fixture.$annotations(arg); errors.push(null) } catch (e) { errors.push(e.message) }
	  }
	  return {
	    sentence: await fixture.$annotations("sentence"),
	    remove: await fixture.$annotations({ tool: "remove_item" }),
	    add: all.add_item,
	    names: Object.keys(all).sort(),
	    errors,
	  }
	}`, codemode.Limits{})
	if res.Error != nil {
		t.Fatal(res.Error)
	}
	usage := `fixture.$annotations takes a tool's name, e.g. fixture.$annotations("sentence"), or nothing for every tool's.`
	noTool := `MCP server "fixture" has no tool "nope"; fixture.$annotations() answers for every tool it has.`
	want := `{"sentence":{"readOnlyHint":false,"destructiveHint":true,"idempotentHint":false,"openWorldHint":true,"declared":[]},` +
		`"remove":{"title":"Remove an item","readOnlyHint":false,"destructiveHint":true,"idempotentHint":true,"openWorldHint":false,"declared":["destructiveHint","idempotentHint","openWorldHint"]},` +
		`"add":{"readOnlyHint":false,"destructiveHint":false,"idempotentHint":false,"openWorldHint":false,"declared":["destructiveHint","openWorldHint"]},` +
		`"names":["add_item","big","odd_schema","picture","profile","read_item","remove_item","sentence","wait"],` +
		`"errors":[` + strings.Join([]string{jsonString(usage), jsonString(usage), jsonString(usage), jsonString(usage), jsonString(noTool), jsonString(noTool)}, ",") + `]}`
	if !sameJSON(res.Value, want) {
		t.Fatalf("got  %s\nwant %s", res.Value, want)
	}
	// The texts are the ones docs/mcp-gateway.md pins.
	doc, err := os.ReadFile(filepath.Join("..", "docs", "mcp-gateway.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{
		"`<provider>.$annotations takes a tool's name, e.g. <provider>.$annotations(\"<a tool>\"), or nothing for every tool's.`",
		"`MCP server \"<server>\" has no tool \"<name>\"; <provider>.$annotations() answers for every tool it has.`",
	} {
		if !strings.Contains(string(doc), text) {
			t.Errorf("docs/mcp-gateway.md does not pin %s", text)
		}
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
