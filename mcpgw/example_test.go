package mcpgw_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A gateway over one MCP server (here a small one made with the official Go
// SDK and served over streamable HTTP on a loopback port; a config entry
// with "command" starts a stdio server instead). The program calls the
// server's tool as a function of the provider named after the server and
// gets the tool's structured content as its value; arguments that do not
// match the tool's input schema are refused before the call, with the
// declaration the program should have followed.
func ExampleNew() {
	type greetArgs struct {
		Name string `json:"name" jsonschema:"who to greet"`
	}
	type greeting struct {
		Text string `json:"text"`
	}
	upstream := mcp.NewServer(&mcp.Implementation{Name: "greeter", Version: "1"}, nil)
	mcp.AddTool(upstream, &mcp.Tool{Name: "greet", Description: "Greet someone by name."},
		func(_ context.Context, _ *mcp.CallToolRequest, in greetArgs) (*mcp.CallToolResult, greeting, error) {
			return nil, greeting{Text: "hello, " + in.Name}, nil
		})
	hs := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return upstream }, nil))
	defer hs.Close()

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	gw, err := mcpgw.New(ctx, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"greeter": {URL: hs.URL},
	}}, mcpgw.Options{})
	if err != nil {
		fmt.Println("no gateway:", err)
		return
	}
	defer gw.Close()

	res := gw.Execute(ctx, `async () => (await greeter.greet({ name: "ada" })).text`, codemode.Limits{})
	fmt.Println(string(res.Value), res.Error)
	res = gw.Execute(ctx, `async () => await greeter.greet({ nom: "ada" })`, codemode.Limits{})
	fmt.Println(res.Error.Kind, res.Error.Message)
	// Output:
	// "hello, ada" <nil>
	// thrown Error: Invalid arguments for greeter.greet: input: additional properties 'nom' not allowed; input: missing property 'name'. The input type is { name: string; }.
}
