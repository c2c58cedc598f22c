package console_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/console"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// upstream is an MCP server over streamable HTTP with two tools: wait
// (read-only: answers after "ms" milliseconds), hold (read-only: answers
// when the test sends on gate) and remove (destructive: counts its calls).
type upstream struct {
	URL     string
	removed atomic.Int64
	gate    chan struct{} // each call of hold takes one value
}

func startUpstream(t testing.TB) *upstream {
	t.Helper()
	u := &upstream{gate: make(chan struct{})}
	s := mcp.NewServer(&mcp.Implementation{Name: "fixture", Version: "1"}, nil)
	s.AddTool(&mcp.Tool{Name: "wait", Description: "Answer after ms milliseconds.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"ms":{"type":"number"}},"required":["ms"]}`),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in struct{ Ms float64 }
			_ = json.Unmarshal(req.Params.Arguments, &in)
			select {
			case <-time.After(time.Duration(in.Ms * float64(time.Millisecond))):
			case <-ctx.Done():
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"waited":` + strconv.FormatFloat(in.Ms, 'f', -1, 64) + `}`}}}, nil
		})
	s.AddTool(&mcp.Tool{Name: "hold", Description: "Answer when released.", InputSchema: json.RawMessage(`{"type":"object"}`),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			select {
			case <-u.gate:
			case <-ctx.Done():
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `"released"`}}}, nil
		})
	destructive := true
	s.AddTool(&mcp.Tool{Name: "remove", Description: "Remove an item.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`),
		Annotations: &mcp.ToolAnnotations{DestructiveHint: &destructive}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n := u.removed.Add(1)
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"removed":true,"calls":` + strconv.FormatInt(n, 10) + `}`}}}, nil
		})
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	t.Cleanup(srv.Close)
	u.URL = srv.URL
	return u
}

// setup is a gateway in front of the fixture with --approve destructive,
// recorded by a console store, and the console's handler on a loopback
// test server.
type setup struct {
	up    *upstream
	gw    *mcpgw.Gateway
	store *console.Store
	page  *httptest.Server // the console
	mcp   *httptest.Server // the gateway's MCP endpoint
}

func newSetup(t testing.TB, opts mcpgw.Options) *setup {
	t.Helper()
	st := &setup{up: startUpstream(t), store: console.NewStore(0)}
	x := codemode.New(codemode.Options{})
	t.Cleanup(func() { x.Close() })
	rec := console.Record(x, st.store, "mcp")
	rec.Skip = func(r codemode.Request) bool { return r.Dispatch == nil && r.DispatchAsync == nil }
	opts.Executor = rec
	opts.Approve = mcpgw.ApproveDestructive
	opts.Approver = st.store.Approver()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	gw, err := mcpgw.New(ctx, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"items": {URL: st.up.URL}}}, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { gw.Close() })
	st.gw = gw
	st.page = httptest.NewServer(console.Handler(console.Options{Store: st.store, Backend: console.Gateway{G: gw}}))
	t.Cleanup(st.page.Close)
	st.mcp = httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return gw.Server() }, nil))
	t.Cleanup(st.mcp.Close)
	return st
}

// client connects an MCP client to the gateway; elicit, if set, answers
// elicitations (nil: the client cannot elicit).
func (st *setup) client(t testing.TB, elicit func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error)) *mcp.ClientSession {
	t.Helper()
	opts := &mcp.ClientOptions{Capabilities: &mcp.ClientCapabilities{}}
	if elicit != nil {
		opts.ElicitationHandler = elicit
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "console-test", Version: "1"}, opts).Connect(ctx, &mcp.StreamableClientTransport{Endpoint: st.mcp.URL}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// execute calls the gateway's execute tool and returns its structured
// content.
func execute(ctx context.Context, cs *mcp.ClientSession, code string) (map[string]any, error) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "execute", Arguments: map[string]any{"code": code}})
	if err != nil {
		return nil, err
	}
	out := map[string]any{}
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &out)
	return out, nil
}

// waitFor polls cond until it holds or d passes.
func waitFor(t testing.TB, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s", d, what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
