package mcpgw_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Annotations become a JSDoc tag and search fields; a tool that requires MCP
// tasks is left out with a note; a schema that does not compile is noted.
func TestAnnotationsAndNotes(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fixtureConfig(t)}}, mcpgw.Options{Budget: 1 << 20})
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil)
	d := tool(t, cs, "execute").Description
	for _, want := range []string{
		"  /**\n   * Reads an item.\n   *\n   * @annotations readOnlyHint: true, destructiveHint: true (MCP default), idempotentHint: false, openWorldHint: false\n   */\n  read_item(input: { id: string })",
		"  /**\n   * Removes an item for good.\n   *\n   * @annotations readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false\n   */\n  remove_item(input: { id: string })",
		"  /**\n   * Adds an item.\n   *\n   * @annotations readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false\n   */\n  add_item(input: { id: string })",
		"   * Note: its input schema does not compile, so the gateway does not check its arguments (is not a valid JSON Schema: json-pointer in ",
		"// Not listed: \"research\" of MCP server \"fixture\", which can only be called as MCP tasks; the gateway does not make task calls.\n",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("execute's description lacks %q:\n%s", want, d)
		}
	}
	if strings.Contains(d, "research(") {
		t.Errorf("the task tool is declared:\n%s", d)
	}
	var found struct {
		Matches []struct {
			Call        string
			Annotations *mcp.ToolAnnotations
		}
	}
	callTool(t, cs, "search", map[string]any{"query": "remove item"}, &found)
	if len(found.Matches) == 0 || found.Matches[0].Call != "fixture.remove_item" || found.Matches[0].Annotations == nil ||
		found.Matches[0].Annotations.DestructiveHint == nil || !*found.Matches[0].Annotations.DestructiveHint {
		t.Fatalf("search: %+v", found)
	}
}

// With --approve destructive, a program's call of a destructive tool waits
// for the user, asked through elicitation: accepted, it is made; declined,
// the program catches the refusal and the upstream never sees the call.
// Read-only and non-destructive calls go ahead without asking; a client
// that cannot ask gets a clear error.
func TestApprovalThroughElicitation(t *testing.T) {
	t.Parallel()
	logFile := filepath.Join(t.TempDir(), "fixture.log")
	fx := fixtureConfig(t)
	fx.Env = map[string]string{"FIXTURE_LOG": logFile}
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fx}}, mcpgw.Options{Approve: mcpgw.ApproveDestructive})
	url := serveHTTP(t, gw)

	var mu sync.Mutex
	var asked []string
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: url}, &mcp.ClientOptions{
		Capabilities: &mcp.ClientCapabilities{},
		ElicitationHandler: func(_ context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			mu.Lock()
			asked = append(asked, req.Params.Message)
			mu.Unlock()
			if strings.Contains(req.Params.Message, `"keep"`) {
				return &mcp.ElicitResult{Action: "decline"}, nil
			}
			if strings.Contains(req.Params.Message, `"later"`) {
				return &mcp.ElicitResult{Action: "cancel"}, nil
			}
			return &mcp.ElicitResult{Action: "accept"}, nil
		},
	})
	var out executeOut
	text, isErr := callTool(t, cs, "execute", map[string]any{"code": `async () => {
	  const out = []
	  for (const f of [
	    () => fixture.read_item({ id: "a" }),
	    () => fixture.add_item({ id: "b" }),
	    () => fixture.remove_item({ id: "gone" }),
	    () => fixture.remove_item({ id: "keep" }),
	    () => fixture.remove_item({ id: "later" }),
	  ]) {
	    try { out.push(await f()) } catch (e) { out.push(e.message) }
	  }
	  return out
	}`}, &out)
	if isErr {
		t.Fatal(text)
	}
	var got []string
	json.Unmarshal(out.Result, &got)
	want := []string{"read_item a", "add_item b", "remove_item gone",
		"The user declined the call of fixture.remove_item; it was not made.",
		"The user dismissed the approval of the call of fixture.remove_item; it was not made."}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if len(asked) != 3 || asked[0] != `A program wants to call fixture.remove_item({"id":"gone"}): tool "remove_item" of MCP server "fixture" (destructive). Allow this call?` {
		t.Fatalf("asked %q", asked)
	}
	log, _ := os.ReadFile(logFile)
	if string(log) != "called read_item a\ncalled add_item b\ncalled remove_item gone\n" {
		t.Fatalf("the upstream saw:\n%s", log)
	}

	// A client without elicitation, and a program run with no client.
	plain := connect(t, &mcp.StreamableClientTransport{Endpoint: url}, nil)
	text, _ = callTool(t, plain, "execute", map[string]any{"code": `async () => { try { await fixture.remove_item({ id: "x" }) } catch (e) { return e.message } }`}, &out)
	if !strings.Contains(text, `"The call of fixture.remove_item needs the user's approval (approve: destructive), but the MCP client does not support elicitation. To allow such calls without asking, set \"approve\": \"none\" for MCP server \"fixture\" or run the gateway with --approve none."`) {
		t.Fatal(text)
	}
	res := gw.Execute(context.Background(), `async () => { try { await fixture.remove_item({ id: "x" }) } catch (e) { return e.message } }`, codemode.Limits{})
	if !strings.Contains(string(res.Value), "but no MCP client is connected to ask.") {
		t.Fatalf("%s", res.Value)
	}
}
