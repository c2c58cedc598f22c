package mcpgw_test

import (
	"context"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Progress of server-everything over streamable HTTP is relayed to the Go
// SDK's client as progress of its execute call, values growing, messages
// naming the call; the gateway's own progress comes in between.
func TestProgressOverHTTP(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"everything": {URL: startEverythingHTTP(t, "streamableHttp")},
	}}, mcpgw.Options{ProgressInterval: 700 * time.Millisecond})
	var mu sync.Mutex
	var got []*mcp.ProgressNotificationParams
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, &mcp.ClientOptions{
		Capabilities: &mcp.ClientCapabilities{},
		ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
			mu.Lock()
			got = append(got, req.Params)
			mu.Unlock()
		},
	})
	params := &mcp.CallToolParams{Name: "execute", Arguments: map[string]any{
		"code": `async () => everything["trigger-long-running-operation"]({ duration: 3, steps: 3 })`}}
	params.SetProgressToken("mine")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := cs.CallTool(ctx, params)
	if err != nil || res.IsError {
		t.Fatalf("%v %+v", err, res)
	}
	time.Sleep(200 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	var relayed, own int
	last := 0.0
	for _, p := range got {
		if p.ProgressToken != "mine" || p.Progress <= last {
			t.Fatalf("progress %+v after %v", p, last)
		}
		last = p.Progress
		switch {
		case strings.HasPrefix(p.Message, `everything["trigger-long-running-operation"]: `):
			relayed++
		case strings.HasPrefix(p.Message, "the program is running ("):
			own++
		default:
			t.Fatalf("message %q", p.Message)
		}
	}
	// The last step's progress races the result; the first two cannot.
	if relayed < 2 || own == 0 {
		t.Fatalf("%d relayed, %d own: %+v", relayed, own, got)
	}
}

// An approval policy that does not exist is refused at start-up, naming
// where it came from.
func TestApprovePolicyRefused(t *testing.T) {
	t.Parallel()
	_, err := mcpgw.New(context.Background(), mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"x": {Command: "never-started", Approve: "sometimes"},
	}}, mcpgw.Options{})
	want := `MCP server "x": "approve": "sometimes" is not an approval policy; use "destructive", "writes", "all" or "none"`
	if err == nil || err.Error() != want {
		t.Fatalf("got %v", err)
	}
	cfg := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"x": {Command: "never-started"}}})
	out, _ := exec.Command(codemodeBinary(t), "mcp", "--config", cfg, "--approve", "destrutive").CombinedOutput()
	if !strings.Contains(string(out), `approve: "destrutive" is not an approval policy; use "destructive", "writes", "all" or "none"`) {
		t.Fatalf("%s", out)
	}
}

// The gateway's heartbeat and the relay of upstream progress notify from
// different goroutines; with a heartbeat every millisecond beside twenty
// relayed steps, every value the client receives must still be larger than
// the one before.
func TestProgressOnlyGrows(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"everything": {URL: startEverythingHTTP(t, "streamableHttp")},
	}}, mcpgw.Options{ProgressInterval: time.Millisecond})
	var mu sync.Mutex
	var got []float64
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, &mcp.ClientOptions{
		Capabilities: &mcp.ClientCapabilities{},
		ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
			mu.Lock()
			got = append(got, req.Params.Progress)
			mu.Unlock()
		},
	})
	params := &mcp.CallToolParams{Name: "execute", Arguments: map[string]any{
		"code": `async () => everything["trigger-long-running-operation"]({ duration: 1, steps: 20 })`}}
	params.SetProgressToken("grows")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := cs.CallTool(ctx, params)
	if err != nil || res.IsError {
		t.Fatalf("%v %+v", err, res)
	}
	time.Sleep(200 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if len(got) < 20 {
		t.Fatalf("%d notifications, want the heartbeat's and the relayed ones: %v", len(got), got)
	}
	for i := 1; i < len(got); i++ {
		if got[i] <= got[i-1] {
			t.Fatalf("progress %v after %v (notification %d of %d)", got[i], got[i-1], i, len(got))
		}
	}
}
