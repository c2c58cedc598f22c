package mcpgw_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A tool without an output schema is declared with the type of its past
// results, marked as observed, with an example; the record outlives the
// gateway (a file), and clients hear that the declarations changed.
func TestObservedResultTypes(t *testing.T) {
	t.Parallel()
	cache := filepath.Join(t.TempDir(), "codemode", "mcp-types.json")
	cfg := mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fixtureConfig(t)}}
	// The declarations inlined in execute's description, so that a change
	// of them is announced.
	gw := newGateway(t, cfg, mcpgw.Options{TypeCache: cache, Budget: 1 << 20})
	changed := make(chan struct{}, 10)
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, &mcp.ClientOptions{
		Capabilities:           &mcp.ClientCapabilities{},
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
	})
	const (
		sentence = "  /**\n   * Adds two numbers and answers in words.\n   *\n" +
			"   * @annotations readOnlyHint: false, destructiveHint: true (MCP default), idempotentHint: false, openWorldHint: true (MCP default)\n" +
			"   * @returns observed in 1 past result (the server declares no output schema), e.g. \"The sum of 19 and 20 is 39.\"\n   */\n  sentence(input: { a: number; b: number }): Promise<string>;\n"
		profile = `  profile(input: { id: string }): Promise<{ id: string; name: string; tags: string[]; age: number; admin: boolean; manager: null }>;` + "\n"
	)
	if d := tool(t, cs, "execute").Description; strings.Contains(d, "observed") {
		t.Fatalf("observed before any call:\n%s", d)
	}
	res := gw.Execute(context.Background(), `async () => [await fixture.sentence({ a: 19, b: 20 }), await fixture.profile({ id: "u1" })]`, codemode.Limits{})
	if res.Error != nil {
		t.Fatal(res.Error)
	}
	select {
	case <-changed:
	case <-time.After(10 * time.Second):
		t.Fatal("no notifications/tools/list_changed")
	}
	d := tool(t, cs, "execute").Description
	if !strings.Contains(d, sentence) || !strings.Contains(d, profile) {
		t.Fatalf("description:\n%s", d)
	}
	if _, err := os.Stat(cache); err != nil {
		t.Fatal(err)
	}
	// A new gateway declares them from the start.
	gw2 := newGateway(t, cfg, mcpgw.Options{TypeCache: cache, Budget: 1 << 20})
	cs2 := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw2)}, nil)
	if d := tool(t, cs2, "execute").Description; !strings.Contains(d, sentence) || !strings.Contains(d, profile) {
		t.Fatalf("a new gateway's description:\n%s", d)
	}
}
