package mcpgw_test

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/codemode/codemode/internal/version"
	"github.com/codemode/codemode/mcpgw"
)

// The gateway's MCP server information carries the version the CLI's
// --version prints.
func TestServerInfoVersion(t *testing.T) {
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": fixtureConfig(t)}}, mcpgw.Options{})
	ct, st := mcp.NewInMemoryTransports()
	ss, err := gw.Server().Connect(context.Background(), st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs := connect(t, ct, nil)
	info := cs.InitializeResult().ServerInfo
	if info == nil || info.Version != version.String() {
		t.Fatalf("server info %+v: want version %q", info, version.String())
	}
}
