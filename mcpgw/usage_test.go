package mcpgw_test

import (
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// usageSession is a real MCP client session with a gateway in front of the
// fixture server, over streamable HTTP.
func usageSession(t *testing.T, opts mcpgw.Options) *mcp.ClientSession {
	t.Helper()
	_, url := fixtureServer(t)
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": {URL: url}}}, opts)
	return connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil)
}

// The gateway's own tools refuse bad input with isError and the documented
// texts (docs/mcp-gateway.md), through a real client session.
func TestUsageRefusals(t *testing.T) {
	t.Parallel()
	cs := usageSession(t, mcpgw.Options{})
	const (
		executeUsage = `execute takes {"code": "async () => { ... }"} and an optional "timeoutMs" number.`
		timeoutUsage = `execute's "timeoutMs" must be a positive number of milliseconds.`
		searchUsage  = `search takes {"query": "keywords"} and an optional "limit" number.`
		limitUsage   = `search's "limit" must be at least 1.`
	)
	for _, c := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{"execute", map[string]any{"program": "x"}, executeUsage},
		{"execute", map[string]any{"code": 1}, executeUsage},
		{"execute", map[string]any{"code": "async () => 1", "timeoutMs": "soon"}, executeUsage},
		{"execute", map[string]any{"code": "async () => 1", "timeoutMs": 0}, timeoutUsage},
		{"execute", map[string]any{"code": "async () => 1", "timeoutMs": -5}, timeoutUsage},
		{"search", map[string]any{"query": 7}, searchUsage},
		{"search", map[string]any{"query": "audio", "limit": "all"}, searchUsage},
		{"search", map[string]any{"query": "audio", "limit": 0}, limitUsage},
		{"search", map[string]any{"limit": -1}, limitUsage},
		{"search", map[string]any{"qeury": "audio"}, `search has no argument "qeury"; ` + searchUsage},
		{"search", map[string]any{"query": "audio", "limit": 101}, `search's "limit" must be at most 100.`},
		{"search", map[string]any{"query": "audio", "limit": 2.5}, `search's "limit" must be a whole number.`},
		{"execute", map[string]any{"code": "async () => 1", "timeout": 5}, `execute has no argument "timeout"; ` + executeUsage},
	} {
		text, isErr := callTool(t, cs, c.tool, c.args, nil)
		if !isErr || text != c.want {
			t.Errorf("%s %v: isError %v, %q; want %q", c.tool, c.args, isErr, text, c.want)
		}
	}
	// The same tools with good input do not refuse.
	if text, isErr := callTool(t, cs, "search", map[string]any{"query": "audio", "limit": 1}, nil); isErr || !strings.Contains(text, "audio(") {
		t.Fatalf("search: %v %q", isErr, text)
	}
	if text, isErr := callTool(t, cs, "execute", map[string]any{"code": "async () => 1", "timeoutMs": 5000}, nil); isErr || text != "Result:\n1" {
		t.Fatalf("execute: %v %q", isErr, text)
	}
}

// execute's timeoutMs replaces the execution's timeout, up to MaxTimeout
// (--max-timeout).
func TestExecuteTimeoutMs(t *testing.T) {
	t.Parallel()
	cs := usageSession(t, mcpgw.Options{Limits: codemode.Limits{Timeout: 5 * time.Second}, MaxTimeout: 700 * time.Millisecond})
	endless := `async () => { for (;;) {} }`
	for _, c := range []struct {
		args map[string]any
		want string
		note string
		max  time.Duration
	}{
		// timeoutMs replaces the gateway's 5s.
		{map[string]any{"code": endless, "timeoutMs": 300}, "Execution timed out after 300ms.", "", 3 * time.Second},
		// Asking for more than the cap gets the cap, and the answer says so.
		{map[string]any{"code": endless, "timeoutMs": 60000}, "Execution timed out after 700ms.",
			"Note: timeoutMs asked for 60000 ms; the gateway allows at most 700ms, so the program ran with 700ms.\n\n", 4 * time.Second},
	} {
		var out executeOut
		start := time.Now()
		text, isErr := callTool(t, cs, "execute", c.args, &out)
		if !isErr || out.Error == nil || out.Error.Kind != string(codemode.ErrTimeout) || out.Error.Message != c.want || text != c.note+"Error (timeout): "+c.want {
			t.Errorf("timeoutMs %v: isError %v, %q, %+v; want %q", c.args["timeoutMs"], isErr, text, out.Error, c.want)
		}
		if d := time.Since(start); d > c.max {
			t.Errorf("timeoutMs %v: took %v", c.args["timeoutMs"], d)
		}
	}
}
