package mcpgw_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// hostileSchemaServer serves, over streamable HTTP, tools whose input
// schemas make a naive validator exponential: "nested" names the next level
// twice at each of 30 levels (2^30 visits for any value); "amplify" applies
// itself twice to the next level of the value (2^depth visits).
func hostileSchemaServer(t *testing.T) string {
	var defs []string
	for i := range 30 {
		defs = append(defs, fmt.Sprintf(`"l%d":{"allOf":[{"$ref":"#/$defs/l%d"},{"$ref":"#/$defs/l%d"}]}`, i, i+1, i+1))
	}
	defs = append(defs, `"l30":{"type":"string"}`)
	nested := json.RawMessage(`{"type":"object","properties":{"q":{"$ref":"#/$defs/l0"}},"$defs":{` + strings.Join(defs, ",") + `}}`)
	amplify := json.RawMessage(`{"type":"object","$defs":{"a":{"allOf":[{"properties":{"x":{"$ref":"#/$defs/a"}}},{"properties":{"x":{"$ref":"#/$defs/a"}}}]}},"$ref":"#/$defs/a"}`)
	srv := mcp.NewServer(&mcp.Implementation{Name: "hostile", Version: "1"}, nil)
	answer := func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "called"}}}, nil
	}
	srv.AddTool(&mcp.Tool{Name: "nested", InputSchema: nested}, answer)
	srv.AddTool(&mcp.Tool{Name: "amplify", InputSchema: amplify}, answer)
	hs := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil))
	t.Cleanup(hs.Close)
	return hs.URL
}

// Hostile input schemas are refused with a text naming the tool instead of
// keeping the gateway validating long after the execution ended; an
// ordinary call of the amplifying tool still goes through.
func TestHostileSchemasAreBounded(t *testing.T) {
	url := hostileSchemaServer(t)
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"hostile": {URL: url}}}, mcpgw.Options{})
	deep := strings.Repeat(`{x:`, 60) + `1` + strings.Repeat(`}`, 60)
	done := make(chan codemode.Result, 1)
	go func() {
		done <- gw.Execute(context.Background(), `async () => {
		  const out = []
		  for (const f of [
		    () => hostile.nested({ q: "x" }),
		    () => hostile.amplify(`+deep+`),
		    () => hostile.amplify({ x: { x: 1 } }),
		  ]) {
		    try { out.push(await f()) } catch (e) { out.push(e.message) }
		  }
		  return out
		}`, codemode.Limits{Timeout: 30 * time.Second})
	}()
	var res codemode.Result
	select {
	case res = <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("the execution did not end: validation is unbounded")
	}
	if res.Error != nil {
		t.Fatal(res.Error)
	}
	var got []string
	json.Unmarshal(res.Value, &got)
	want := []string{
		`hostile.nested cannot be called through the gateway: its input schema is too complex to check: its references expand to more than 100000 subschemas for one value (a subschema named more than once at each of many levels, as in nested allOf); name each shared subschema once. Ask the server's maintainers to simplify it.`,
		`Invalid arguments for hostile.amplify: checking them against the tool's input schema would take more than 2000000 steps; pass a smaller input.`,
		`called`,
	}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			t.Errorf("call %d:\n got %q\nwant %q", i, got, want[i])
		}
	}
}
