package mcpgw_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The gateway as a process, served over stdio, in front of both npm servers
// over stdio, driven by the Go SDK's client.
func TestGatewayProcessStdio(t *testing.T) {
	t.Parallel()
	cfg := writeConfig(t, stdioServers(t))
	// --budget: execute's description declares the tools (by default
	// search does).
	cs := connect(t, &mcp.CommandTransport{Command: exec.Command(codemodeBinary(t), "mcp", "--config", cfg, "--quiet", "--budget", "1MiB")}, nil)

	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tools) != 3 || res.Tools[0].Name != "execute" || res.Tools[1].Name != "run_code" || res.Tools[2].Name != "search" {
		t.Fatalf("tools %v", res.Tools)
	}
	desc := res.Tools[0].Description
	for _, want := range []string{"The servers and their tools:\n\ndeclare const everything: {\n", `  "get-sum"(input: {`, "declare const memory: {\n  /**\n   * Create multiple new entities in the knowledge graph\n   *\n   * @annotations readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false\n   */\n  create_entities(input: {",
		// An output schema is the tool's TypeScript return type.
		"  /**\n   * Delete multiple entities and their associated relations from the knowledge graph\n   *\n   * @annotations readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false\n   */\n  delete_entities(input: {\n    /** An array of entity names to delete */\n    entityNames: string[];\n  }): Promise<{ message: string; success: boolean }>;\n"} {
		if !strings.Contains(desc, want) {
			t.Errorf("execute's description lacks %q:\n%s", want, desc)
		}
	}

	var found struct {
		Matches []struct{ Server, Provider, Tool, Call string }
		Total   int
	}
	text, _ := callTool(t, cs, "search", map[string]any{"query": "sum of numbers"}, &found)
	if found.Matches[0].Call != `everything["get-sum"]` || !strings.Contains(text, `"get-sum"(input: {`) {
		t.Fatalf("search: %+v\n%s", found, text)
	}

	var out executeOut
	text, isErr := callTool(t, cs, "execute", map[string]any{"code": combined("ada")}, &out)
	if isErr || !sameJSON(out.Result, combinedResult("ada")) || len(out.Logs) != 1 || out.Logs[0] != "entities: 1" || out.Error != nil {
		t.Fatalf("execute: %s\n%+v", text, out)
	}
	if text != "Logs:\nentities: 1\n\nResult:\n"+combinedResult("ada") {
		t.Fatalf("execute text: %q", text)
	}

	out = executeOut{}
	text, isErr = callTool(t, cs, "execute", map[string]any{"code": `async () => { await everything.echo({ message: "x" }); throw new TypeError("nope") }`}, &out)
	if !isErr || text != "Error (thrown): TypeError: nope\n    at <anonymous> (<program>:1:75)" || out.Error.Kind != "thrown" || out.Result != nil {
		t.Fatalf("failed execute: %q %+v", text, out)
	}
	text, _ = callTool(t, cs, "execute", map[string]any{"code": `async () => { console.log(1) }`}, &out)
	if text != "Logs:\n1\n\nResult: undefined" {
		t.Fatalf("undefined result: %q", text)
	}
	text, isErr = callTool(t, cs, "execute", map[string]any{"program": "x"}, nil)
	if !isErr || text != `execute takes {"code": "async () => { ... }"} and an optional "timeoutMs" number.` {
		t.Fatalf("bad input: %q", text)
	}
}

// The gateway as a process, served over streamable HTTP, in front of
// server-everything over streamable HTTP (and the memory server over stdio),
// driven by the Go SDK's client over HTTP.
func TestGatewayProcessHTTP(t *testing.T) {
	t.Parallel()
	cfg := stdioServers(t)
	cfg.Servers["everything"] = mcpgw.ServerConfig{URL: startEverythingHTTP(t, "streamableHttp")}
	url := startGatewayHTTP(t, "--config", writeConfig(t, cfg), "--http", "127.0.0.1:0", "--quiet")
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: url}, nil)

	var out executeOut
	text, isErr := callTool(t, cs, "execute", map[string]any{"code": combined("grace")}, &out)
	if isErr || !sameJSON(out.Result, combinedResult("grace")) {
		t.Fatalf("execute: %s", text)
	}
	// Calls fan out concurrently over the HTTP session.
	start := time.Now()
	text, _ = callTool(t, cs, "execute", map[string]any{"code": `async () => {
	  const runs = await Promise.all([1, 2, 3, 4].map(() => everything["trigger-long-running-operation"]({ duration: 2, steps: 1 })))
	  return runs.length
	}`}, &out)
	if string(out.Result) != "4" || time.Since(start) > 6*time.Second { // one after the other would take 8s
		t.Fatalf("parallel calls: %s after %v", text, time.Since(start))
	}
}

// A streamable HTTP server that goes away mid-call, and comes back: the call
// reports it, and the next call opens a new session.
func TestHTTPUpstreamRestarted(t *testing.T) {
	t.Parallel()
	port := freePort(t)
	server := runEverythingHTTP(t, "streamableHttp", port)
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"everything": {URL: "http://127.0.0.1:" + port + "/mcp"},
	}}, mcpgw.Options{})
	go func() {
		time.Sleep(1500 * time.Millisecond) // the call below is in flight
		server.Process.Kill()
	}()
	res := gw.Execute(context.Background(), `async () => {
	  try { await everything["trigger-long-running-operation"]({ duration: 10, steps: 10 }) } catch (e) { return e.message }
	}`, codemode.Limits{})
	var msg string
	json.Unmarshal(res.Value, &msg)
	if !strings.HasPrefix(msg, `MCP server "everything" stopped during the call of everything["trigger-long-running-operation"]: `) {
		t.Fatalf("%+v %s", res.Error, res.Value)
	}
	res = gw.Execute(context.Background(), `async () => { try { return await everything.echo({ message: "x" }) } catch (e) { return e.message } }`, codemode.Limits{})
	json.Unmarshal(res.Value, &msg)
	if !strings.HasPrefix(msg, `MCP server "everything" failed to start: `) {
		t.Fatalf("while it is down: %s", res.Value)
	}
	runEverythingHTTP(t, "streamableHttp", port)
	time.Sleep(backoffWait)
	res = gw.Execute(context.Background(), `async () => everything.echo({ message: "back" })`, codemode.Limits{})
	if res.Error != nil || string(res.Value) != `"Echo: back"` {
		t.Fatalf("after the restart: %+v %s", res.Error, res.Value)
	}
}

// backoffWait outlasts the first backoff after a failed start.
const backoffWait = 600 * time.Millisecond

// The older HTTP+SSE transport upstream.
func TestSSEUpstream(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"legacy": {Type: "sse", URL: startEverythingHTTP(t, "sse")},
	}}, mcpgw.Options{})
	res := gw.Execute(context.Background(), `async () => legacy.echo({ message: "over sse" })`, codemode.Limits{})
	if res.Error != nil || string(res.Value) != `"Echo: over sse"` {
		t.Fatalf("%+v %s", res.Error, res.Value)
	}
}

// Upstream results arrive in the program as documented values.
func TestValueShapes(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, stdioServers(t), mcpgw.Options{})
	res := gw.Execute(context.Background(), `async () => {
	  const img = await everything["get-tiny-image"]()
	  const links = await everything["get-resource-links"]({ count: 2 })
	  const text = await everything["get-resource-reference"]({ resourceType: "Text", resourceId: 2 })
	  const blob = await everything["get-resource-reference"]({ resourceType: "Blob", resourceId: 2 })
	  const env = await everything["get-env"]()
	  const weather = await everything["get-structured-content"]({ location: "Los Angeles" })
	  const graph = await memory.read_graph()
	  return {
	    img: img.map((c) => c.type + ":" + (c.mimeType || "") + ":" + typeof (c.data || c.text)),
	    png: img[1].data.slice(0, 8),
	    links: links.slice(1).map((l) => [l.type, l.uri, l.mimeType]),
	    text: [text[1].type, text[1].uri, typeof text[1].text, "blob" in text[1]],
	    blob: [blob[1].type, blob[1].uri, typeof blob[1].blob, "text" in blob[1]],
	    envIsObject: typeof env === "object" && typeof env.PATH === "string",
	    weather,
	    graph,
	  }
	}`, codemode.Limits{})
	if res.Error != nil {
		t.Fatal(res.Error)
	}
	want := `{"img":["text::string","image:image/png:string","text::string"],"png":"iVBORw0K",` +
		`"links":[["resource_link","demo://resource/dynamic/blob/1","text/plain"],["resource_link","demo://resource/dynamic/text/2","text/plain"]],` +
		`"text":["resource","demo://resource/dynamic/text/2","string",false],"blob":["resource","demo://resource/dynamic/blob/2","string",false],` +
		`"envIsObject":true,"weather":{"conditions":"Sunny / Clear","humidity":48,"temperature":73},"graph":{"entities":[],"relations":[]}}`
	if string(res.Value) != want {
		t.Fatalf("got  %s\nwant %s", res.Value, want)
	}
}

// Arguments are checked against the upstream's input schema before the
// call, and unknown tools are refused, with texts a model can act on.
func TestArgumentErrors(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, stdioServers(t), mcpgw.Options{})
	res := gw.Execute(context.Background(), `async () => {
	  const out = []
	  for (const f of [
	    () => everything["get-sum"]({ a: "1" }),
	    () => everything["get-structured-content"]({ location: "Paris" }),
	    () => memory.create_entities({ entities: [{ name: "x", entityType: "y", observations: "z" }] }),
	    () => everything.echo("hi"),
	    () => everything.nope({}),
	  ]) {
	    try { await f(); out.push("no error") } catch (e) { out.push(e.message) }
	  }
	  return out
	}`, codemode.Limits{})
	if res.Error != nil {
		t.Fatal(res.Error)
	}
	var got []string
	json.Unmarshal(res.Value, &got)
	want := []string{
		`Invalid arguments for everything["get-sum"]: input.a: got string, want number; input: missing property 'b'. The input type is { a: number; b: number; }.`,
		`Invalid arguments for everything["get-structured-content"]: input.location: value must be one of 'New York', 'Chicago', 'Los Angeles'. The input type is { location: "New York" | "Chicago" | "Los Angeles"; }.`,
		`Invalid arguments for memory.create_entities: input.entities[0].observations: got string, want array. The input type is { entities: { entityType: string; name: string; observations: string[]; }[]; }.`,
		`Invalid arguments for everything.echo: pass one object, e.g. everything.echo({ ... }); got a string.`,
		`Tool "nope" not found`,
	}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			t.Errorf("error %d:\n got %q\nwant %q", i, got, want[i])
		}
	}
}

// A server killed in the middle of a call: the call reports it, the server
// is started again on the next call, and the gateway goes on.
func TestUpstreamKilledMidCall(t *testing.T) {
	t.Parallel()
	cfg := stdioServers(t)
	pidFile := filepath.Join(t.TempDir(), "pid")
	cfg.Servers["everything"] = mcpgw.ServerConfig{Command: "sh",
		Args: []string{"-c", `echo $$ > "$0"; exec "$1" "$2" stdio`, pidFile, nodeBin(t), everythingJS(t)}}
	gw := newGateway(t, cfg, mcpgw.Options{})
	pid := readPid(t, pidFile)

	// Driven by a real MCP client, over the gateway's streamable HTTP.
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil)

	go func() {
		time.Sleep(1500 * time.Millisecond) // the call below is in flight
		syscall.Kill(pid, syscall.SIGKILL)
	}()
	var out executeOut
	text, isErr := callTool(t, cs, "execute", map[string]any{"code": `async () => {
	  const [slow, graph] = await Promise.allSettled([
	    everything["trigger-long-running-operation"]({ duration: 10, steps: 10 }),
	    memory.read_graph(),
	  ])
	  return { slow: slow.reason.message, graph: graph.value.entities.length }
	}`}, &out)
	if isErr || out.Error != nil {
		t.Fatal(text)
	}
	var got struct {
		Slow  string
		Graph int
	}
	json.Unmarshal(out.Result, &got)
	want := `MCP server "everything" stopped during the call of everything["trigger-long-running-operation"]: its process exited`
	if !strings.HasPrefix(got.Slow, want) || !strings.HasSuffix(got.Slow, ". The gateway starts it again on the next call.") || got.Graph != 0 {
		t.Fatalf("got %+v", got)
	}
	if s := gw.Servers()[0]; s.Name != "everything" || s.Up || !strings.HasPrefix(s.Error, "its process exited") {
		t.Fatalf("status %+v", s)
	}

	out = executeOut{}
	text, isErr = callTool(t, cs, "execute", map[string]any{"code": `async () => everything.echo({ message: "back" })`}, &out)
	if isErr || out.Error != nil || string(out.Result) != `"Echo: back"` {
		t.Fatalf("after the restart: %s", text)
	}
	if readPid(t, pidFile) == pid || !gw.Servers()[0].Up {
		t.Fatal("the server was not started again")
	}
}

func readPid(t *testing.T, path string) int {
	t.Helper()
	for range 100 {
		b, _ := os.ReadFile(path)
		if pid, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil {
			return pid
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("no pid")
	return 0
}

// A slow tool hits the per-call timeout and the server stays in service; a
// server that stops answering altogether (SIGSTOP) is taken out of service
// and started again; an execution that times out cancels its calls.
func TestHangingUpstream(t *testing.T) {
	t.Parallel()
	cfg := stdioServers(t)
	pidFile := filepath.Join(t.TempDir(), "pid")
	cfg.Servers["everything"] = mcpgw.ServerConfig{Command: "sh",
		Args: []string{"-c", `echo $$ > "$0"; exec "$1" "$2" stdio`, pidFile, nodeBin(t), everythingJS(t)}}
	gw := newGateway(t, cfg, mcpgw.Options{CallTimeout: 2 * time.Second})
	ctx := context.Background()

	res := gw.Execute(ctx, `async () => {
	  try { await everything["trigger-long-running-operation"]({ duration: 6, steps: 1 }) } catch (e) { return e.message }
	}`, codemode.Limits{})
	if string(res.Value) != `"MCP server \"everything\" did not answer the call of everything[\"trigger-long-running-operation\"] within 2s."` {
		t.Fatalf("%+v %s", res.Error, res.Value)
	}
	time.Sleep(2500 * time.Millisecond) // the probe's ping is answered: still in service
	if !gw.Servers()[0].Up {
		t.Fatalf("a slow call took the server out of service: %+v", gw.Servers()[0])
	}

	// The execution's deadline ends the calls it is waiting for.
	start := time.Now()
	res = gw.Execute(ctx, `async () => everything["trigger-long-running-operation"]({ duration: 30, steps: 1 })`,
		codemode.Limits{Timeout: 300 * time.Millisecond})
	if res.Error == nil || res.Error.Kind != codemode.ErrTimeout || res.Error.Message != "Execution timed out after 300ms." || time.Since(start) > 2*time.Second {
		t.Fatalf("%+v after %v", res.Error, time.Since(start))
	}

	// Frozen: calls time out, the ping after one does too, and the
	// server is replaced.
	pid := readPid(t, pidFile)
	syscall.Kill(pid, syscall.SIGSTOP)
	t.Cleanup(func() { syscall.Kill(pid, syscall.SIGKILL) })
	res = gw.Execute(ctx, `async () => { try { await everything.echo({ message: "x" }) } catch (e) { return e.message } }`, codemode.Limits{})
	if string(res.Value) != `"MCP server \"everything\" did not answer the call of everything.echo within 2s."` {
		t.Fatalf("%+v %s", res.Error, res.Value)
	}
	deadline := time.Now().Add(10 * time.Second)
	for gw.Servers()[0].Up && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if s := gw.Servers()[0]; s.Up || s.Error != "it stopped answering: a ping after a timed-out call got no answer within 2s" {
		t.Fatalf("not taken out of service: %+v", s)
	}
	res = gw.Execute(ctx, `async () => everything.echo({ message: "again" })`, codemode.Limits{})
	if res.Error != nil || string(res.Value) != `"Echo: again"` || readPid(t, pidFile) == pid {
		t.Fatalf("after the restart: %+v %s", res.Error, res.Value)
	}
}

// Servers that cannot start do not take the gateway down: the others work,
// their calls say why, and starting them again waits for the backoff.
func TestUpstreamsFailingToStart(t *testing.T) {
	t.Parallel()
	cfg := stdioServers(t)
	delete(cfg.Servers, "everything")
	node := nodeBin(t)
	cfg.Servers["missing"] = mcpgw.ServerConfig{Command: "no-such-mcp-server-xyz"}
	cfg.Servers["crashy"] = mcpgw.ServerConfig{Command: node, Args: []string{"-e", `console.error("boom: MISSING_API_KEY is not set"); process.exit(1)`}}
	cfg.Servers["mute"] = mcpgw.ServerConfig{Command: node, Args: []string{"-e", `setInterval(() => {}, 1000)`}}
	start := time.Now()
	gw := newGateway(t, cfg, mcpgw.Options{StartTimeout: 8 * time.Second, Budget: 1 << 20})
	if d := time.Since(start); d > 30*time.Second {
		t.Fatalf("New took %v", d)
	}
	errs := map[string]string{}
	for _, s := range gw.Servers() {
		if s.Up != (s.Name == "memory") {
			t.Fatalf("status %+v", s)
		}
		errs[s.Name] = s.Error
	}
	if errs["missing"] != `command "no-such-mcp-server-xyz" not found` ||
		!strings.HasSuffix(errs["crashy"], "; its stderr ended with: boom: MISSING_API_KEY is not set") ||
		errs["mute"] != "it did not complete the MCP handshake within 8s; --start-timeout raises the limit (a first npx or uvx run downloads the server within it)" {
		t.Fatalf("errors %q", errs)
	}

	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil)
	if d := tool(t, cs, "execute").Description; !strings.Contains(d, `// MCP server "missing" (missing) is unavailable; its tools are not known yet.`) ||
		!strings.Contains(d, "declare const memory: {") {
		t.Fatalf("description:\n%s", d)
	}

	res := gw.Execute(context.Background(), `async () => {
	  const out = {}
	  for (const attempt of [1, 2]) {
	    try { await missing.anything({}) } catch (e) { out["missing" + attempt] = e.message }
	  }
	  try { await crashy.anything({}) } catch (e) { out.crashy = e.message }
	  out.memory = (await memory.read_graph()).entities.length
	  return out
	}`, codemode.Limits{})
	var got map[string]any
	json.Unmarshal(res.Value, &got)
	// The first attempt starts it again (or waits for the backoff), the
	// second one finds the backoff running.
	m1, _ := got["missing1"].(string)
	m2, _ := got["missing2"].(string)
	if !regexp.MustCompile(`^MCP server "missing" (failed to start|is unavailable): command "no-such-mcp-server-xyz" not found`).MatchString(m1) ||
		!regexp.MustCompile(`^MCP server "missing" is unavailable: command "no-such-mcp-server-xyz" not found\. The gateway tries to start it again in [0-9.]+m?s\.$`).MatchString(m2) ||
		!strings.Contains(got["crashy"].(string), "boom: MISSING_API_KEY is not set") || got["memory"] != float64(0) {
		t.Fatalf("%+v %s", res.Error, res.Value)
	}
}

// fixtureServer is an MCP server made with the Go SDK, served over HTTP on a
// real socket, whose tools the test changes while the gateway is connected.
func fixtureServer(t *testing.T) (*mcp.Server, string) {
	s := mcp.NewServer(&mcp.Implementation{Name: "fixture", Version: "1"}, &mcp.ServerOptions{
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: true}},
	})
	obj := json.RawMessage(`{"type":"object"}`)
	s.AddTool(&mcp.Tool{Name: "audio", Description: "A short sound.", InputSchema: obj}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.AudioContent{MIMEType: "audio/wav", Data: []byte("RIFF")}}}, nil
	})
	s.AddTool(&mcp.Tool{Name: "silent-failure", InputSchema: obj}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{IsError: true}, nil
	})
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	t.Cleanup(srv.Close)
	return s, srv.URL
}

// notifications/tools/list_changed upstream refreshes the catalog, and the
// gateway tells its own clients when its surface changed, and only then.
func TestToolListChanged(t *testing.T) {
	t.Parallel()
	fixture, url := fixtureServer(t)
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": {URL: url}}}, mcpgw.Options{Budget: 1 << 20}) // declarations inlined, so a new tool changes the description
	changed := make(chan struct{}, 10)
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
	})

	res := gw.Execute(context.Background(), `async () => {
	  let silent
	  try { await fixture["silent-failure"]() } catch (e) { silent = e.message }
	  return { audio: await fixture.audio(), silent }
	}`, codemode.Limits{})
	if string(res.Value) != `{"audio":{"type":"audio","mimeType":"audio/wav","data":"UklGRg=="},"silent":"Tool \"silent-failure\" of MCP server \"fixture\" failed without a message."}` {
		t.Fatalf("%+v %s", res.Error, res.Value)
	}
	if strings.Contains(tool(t, cs, "execute").Description, "added") {
		t.Fatal("too early")
	}

	added := &mcp.Tool{Name: "added", Description: "Added while connected.", InputSchema: json.RawMessage(`{"type":"object","properties":{"n":{"type":"number"}}}`)}
	fixture.AddTool(added, func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(req.Params.Arguments)}}}, nil
	})
	select {
	case <-changed:
	case <-time.After(10 * time.Second):
		t.Fatal("no notifications/tools/list_changed from the gateway")
	}
	if d := tool(t, cs, "execute").Description; !strings.Contains(d, "   * Added while connected.\n") || !strings.Contains(d, "  added(input?: { n?: number }): Promise<unknown>;\n") {
		t.Fatalf("description:\n%s", d)
	}
	var found struct{ Matches []struct{ Call string } }
	callTool(t, cs, "search", map[string]any{"query": "added"}, &found)
	if len(found.Matches) != 1 || found.Matches[0].Call != "fixture.added" {
		t.Fatalf("search: %+v", found)
	}
	res = gw.Execute(context.Background(), `async () => fixture.added({ n: 7 })`, codemode.Limits{})
	if string(res.Value) != `{"n":7}` {
		t.Fatalf("%+v %s", res.Error, res.Value)
	}

	// The same tool again: the upstream notifies, the surface is the same,
	// the gateway stays quiet.
	time.Sleep(300 * time.Millisecond)
	for len(changed) > 0 {
		<-changed
	}
	fixture.AddTool(added, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
	select {
	case <-changed:
		t.Fatal("list_changed for an unchanged surface")
	case <-time.After(700 * time.Millisecond):
	}
	// A removal is a change.
	fixture.RemoveTools("added")
	select {
	case <-changed:
	case <-time.After(10 * time.Second):
		t.Fatal("no list_changed after a removal")
	}
	res = gw.Execute(context.Background(), `async () => { try { await fixture.added({}) } catch (e) { return e.message } }`, codemode.Limits{})
	if string(res.Value) != `"Tool \"added\" not found"` {
		t.Fatalf("%s", res.Value)
	}
}

// Over the budget, execute's description says to search first.
func TestBudget(t *testing.T) {
	t.Parallel()
	gw := newGateway(t, stdioServers(t), mcpgw.Options{Budget: 1000})
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil)
	d := tool(t, cs, "execute").Description
	if strings.Contains(d, "declare const") || !strings.HasSuffix(d, "Call search first: it answers with the tools' TypeScript declarations. Servers: everything (12 tools), memory (9 tools).") {
		t.Fatalf("description:\n%s", d)
	}
	r := gw.Report()
	if r.Inlined || r.Gateway != r.SearchFirst || r.Native.Tools != 22 || r.Native.Bytes <= r.Gateway.Bytes {
		t.Fatalf("report %+v", r)
	}
	// Within a budget they are inlined; by default (no budget) they are not.
	for budget, inlined := range map[int]bool{1 << 20: true, 0: false} {
		gw := newGateway(t, stdioServers(t), mcpgw.Options{Budget: budget})
		d := tool(t, connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil), "execute").Description
		if r := gw.Report(); strings.Contains(d, "declare const memory: {") != inlined || r.Inlined != inlined || (r.SearchFirst.Bytes < r.Gateway.Bytes) != inlined {
			t.Errorf("budget %d: report %+v, description:\n%s", budget, r, d)
		}
	}
}

// `codemode run --mcp NAME=COMMAND…` runs a file against MCP servers.
func TestRunWithMCPFlag(t *testing.T) {
	t.Parallel()
	prog := filepath.Join(t.TempDir(), "prog.js")
	os.WriteFile(prog, []byte(`async () => {
	  const [sum, graph] = await Promise.all([ev["get-sum"]({ a: 20, b: 22 }), mem.read_graph()])
	  return { sum, entities: graph.entities.length }
	}`), 0o644)
	cmd := exec.Command(codemodeBinary(t), "run", "--json",
		"--mcp", "ev="+nodeBin(t)+" '"+everythingJS(t)+"' stdio",
		"--mcp", "mem="+nodeBin(t)+" "+memoryJS(t), prog)
	cmd.Env = append(os.Environ(), "MEMORY_FILE_PATH="+filepath.Join(t.TempDir(), "m.jsonl"))
	out, err := cmd.Output()
	if err != nil || strings.TrimSpace(string(out)) != `{"result":{"sum":"The sum of 20 and 22 is 42.","entities":0},"logs":[]}` {
		t.Fatalf("%v: %s", err, out)
	}
	out, err = exec.Command(codemodeBinary(t), "run", "--mcp", "nocommand", prog).CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), `--mcp "nocommand": want NAME=COMMAND`) {
		t.Fatalf("%v: %s", err, out)
	}
}

// The size report for the two npm servers, as docs/mcp-gateway.md quotes it.
func TestReportMatchesDocs(t *testing.T) {
	t.Parallel()
	fixtures(t)
	root, _ := filepath.Abs(filepath.Join("..")) // the module root
	cmd := exec.Command(codemodeBinary(t), "mcp", "--config", "mcpgw/testdata/report-config.json", "--report")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	doc, err := os.ReadFile(filepath.Join(root, "docs", "mcp-gateway.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)<!-- report -->\n```\n\\$ codemode mcp --config mcpgw/testdata/report-config.json --report\n(.*?)```").FindSubmatch(doc)
	if m == nil {
		t.Fatal("docs/mcp-gateway.md has no report block")
	}
	if string(m[1]) != string(out) {
		t.Fatalf("docs/mcp-gateway.md quotes a different report; the command now prints:\n%s", out)
	}
}

// The official TypeScript SDK's client drives the gateway over stdio and
// streamable HTTP (testdata/npm/gateway.test.mjs, run with node --test).
func TestTypeScriptClient(t *testing.T) {
	t.Parallel()
	dir := fixtures(t)
	cmd := exec.Command(nodeBin(t), "--test", "gateway.test.mjs")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"CODEMODE_BIN="+codemodeBinary(t),
		"MCPGW_CONFIG="+writeConfig(t, stdioServers(t)),
	)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test gateway.test.mjs: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "# pass 2") || !strings.Contains(string(out), "# fail 0") {
		t.Fatalf("unexpected node --test output:\n%s", out)
	}
}

// A client that offers more than the upstreams were offered has them started
// again with it, but a call already in flight on the old session finishes
// there: the old session closes after it, and new calls use the new one.
func TestRestartForCapabilitiesKeepsCallsInFlight(t *testing.T) {
	t.Parallel()
	inits := make(chan struct{}, 10)
	s := mcp.NewServer(&mcp.Implementation{Name: "fixture", Version: "1"}, &mcp.ServerOptions{
		InitializedHandler: func(context.Context, *mcp.InitializedRequest) { inits <- struct{}{} },
	})
	entered, release := make(chan struct{}, 1), make(chan struct{})
	s.AddTool(&mcp.Tool{Name: "slow", InputSchema: json.RawMessage(`{"type":"object"}`)}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		entered <- struct{}{}
		<-release
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil
	})
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	t.Cleanup(srv.Close)
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fixture": {URL: srv.URL}}}, mcpgw.Options{})
	wait := func(ch chan struct{}, what string) {
		t.Helper()
		select {
		case <-ch:
		case <-time.After(10 * time.Second):
			t.Fatal(what)
		}
	}
	wait(inits, "the gateway did not start the server")

	got := make(chan string, 1)
	go func() {
		res := gw.Execute(context.Background(), `async () => fixture.slow()`, codemode.Limits{Timeout: 30 * time.Second})
		got <- fmt.Sprintf("%s %v", res.Value, res.Error)
	}()
	wait(entered, "the call did not reach the server")
	// A client offering elicitation: the upstream is started again with it.
	connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, &mcp.ClientOptions{
		ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "decline"}, nil
		},
	})
	wait(inits, "the server was not started again for the new client's capabilities")
	close(release)
	if r := <-got; r != `"done" <nil>` {
		t.Fatalf("the call in flight during the restart: %s", r)
	}
	res := gw.Execute(context.Background(), `async () => fixture.slow()`, codemode.Limits{Timeout: 30 * time.Second})
	<-entered
	if string(res.Value) != `"done"` {
		t.Fatalf("a call after the restart: %s %v", res.Value, res.Error)
	}
}
