package mcpgw

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestSplitCommand(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"npx -y @modelcontextprotocol/server-memory", []string{"npx", "-y", "@modelcontextprotocol/server-memory"}},
		{`  node  "my dir/server.js"   --flag='a b' `, []string{"node", "my dir/server.js", "--flag=a b"}},
		{`echo a\ b "x\"y" 'it''s' "\$HOME" ""`, []string{"echo", "a b", `x"y`, "its", "$HOME", ""}},
		{"", nil},
	} {
		got, err := SplitCommand(c.in)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("SplitCommand(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{`a "b`, `a 'b`} {
		if _, err := SplitCommand(bad); err == nil {
			t.Errorf("SplitCommand(%q) did not fail", bad)
		}
	}
}

func TestParseServerSpec(t *testing.T) {
	name, cfg, err := ParseServerSpec(`mem=npx -y "@modelcontextprotocol/server-memory"`)
	if err != nil || name != "mem" || cfg.Command != "npx" || !reflect.DeepEqual(cfg.Args, []string{"-y", "@modelcontextprotocol/server-memory"}) {
		t.Fatalf("got %q %+v %v", name, cfg, err)
	}
	name, cfg, err = ParseServerSpec("docs=https://example.com/mcp")
	if err != nil || name != "docs" || cfg.URL != "https://example.com/mcp" || cfg.transport() != transportHTTP {
		t.Fatalf("got %q %+v %v", name, cfg, err)
	}
	for _, bad := range []string{"mem", "=npx", "mem=", `mem=npx "x`} {
		if _, _, err := ParseServerSpec(bad); err == nil {
			t.Errorf("ParseServerSpec(%q) did not fail", bad)
		}
	}
}

func TestParseConfig(t *testing.T) {
	t.Setenv("MCPGW_TEST_TOKEN", "s3cret")
	c, err := ParseConfig([]byte(`{"mcpServers": {
		"a": {"command": "node", "args": ["x.js", "${MCPGW_TEST_UNSET:-fallback}"], "env": {"K": "${MCPGW_TEST_TOKEN}"}},
		"b": {"url": "https://h/mcp", "headers": {"Authorization": "Bearer ${MCPGW_TEST_TOKEN}"}},
		"c": {"type": "sse", "url": "http://h/sse"},
		"d": {"command": "off", "disabled": true}
	}, "other": 1}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := c.names(); !reflect.DeepEqual(got, []string{"a", "b", "c"}) {
		t.Fatalf("names %v", got)
	}
	a, b := c.Servers["a"], c.Servers["b"]
	if a.Args[1] != "fallback" || a.Env["K"] != "s3cret" || b.Headers["Authorization"] != "Bearer s3cret" {
		t.Fatalf("expansion: %+v %+v", a, b)
	}
	if c.Servers["c"].transport() != transportSSE || b.transport() != transportHTTP || a.transport() != transportStdio {
		t.Fatal("transports")
	}
	for in, want := range map[string]string{
		`{}`:                                    `the config has no "mcpServers" object`,
		`{"mcpServers": {"x": {}}}`:             `MCP server "x" has no "command" (or "url"); give it one`,
		`{"mcpServers": {"x": {"type": "ws"}}}`: `MCP server "x" has type "ws"; use "stdio", "http" or "sse"`,
		`{"mcpServers": {"x": {"url": "ftp://"}}}`: `MCP server "x": "url" "ftp://" is not an http:// or https:// URL`,
		`[`: `the config is not valid JSON`,
	} {
		_, err := ParseConfig([]byte(in))
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("ParseConfig(%s) = %v, want %q", in, err, want)
		}
	}
}

func TestProviderName(t *testing.T) {
	globals := []string{"JSON", "fetch"}
	for in, want := range map[string]string{
		"memory":      "memory",
		"my-server":   "my_server",
		"my.server":   "my_server",
		"123":         "_123",
		"class":       "class_",
		"async":       "async_",
		"console":     "console_",
		"globalThis":  "globalThis_",
		"JSON":        "JSON_",
		"fetch":       "fetch_",
		"mémoire":     "m_moire",
		"$ok":         "$ok",
		"__dispatch":  "__dispatch_",
		"server-ever": "server_ever",
	} {
		if got := ProviderName(in, globals); got != want {
			t.Errorf("ProviderName(%q) = %q, want %q", in, got, want)
		}
	}
	provs, renamed, err := providerNames([]string{"my-server", "my_server", "my.server"}, nil)
	want := []string{
		`MCP servers "my-server" and "my_server" would both be the provider "my_server" in programs; "my_server" is "my_server_2" instead (rename one of them in the config to choose)`,
		`MCP servers "my-server" and "my.server" would both be the provider "my_server" in programs; "my.server" is "my_server_3" instead (rename one of them in the config to choose)`,
	}
	if err != nil || !reflect.DeepEqual(renamed, want) || !reflect.DeepEqual(provs, map[string]string{"my-server": "my_server", "my_server": "my_server_2", "my.server": "my_server_3"}) {
		t.Fatalf("collision: %v %q %v", provs, renamed, err)
	}
	provs, _, err = providerNames([]string{"class", "class_"}, nil)
	if err != nil || provs["class"] != "class_" || provs["class_"] != "class__2" {
		t.Fatalf("suffix collision: %v %v", provs, err)
	}
}

func TestResultValue(t *testing.T) {
	size := int64(3)
	for _, c := range []struct {
		name string
		in   *mcp.CallToolResult
		want string
	}{
		{"structured wins", &mcp.CallToolResult{StructuredContent: map[string]any{"a": 1}, Content: []mcp.Content{&mcp.TextContent{Text: "ignored"}}}, `{"a":1}`},
		{"JSON text", &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: ` {"x": [1, 2]} `}}}, `{"x": [1, 2]}`},
		{"plain text", &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Echo: <hi>"}}}, `"Echo: <hi>"`},
		{"texts joined", &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "a"}, &mcp.TextContent{Text: "b"}}}, `"a\nb"`},
		{"texts joined into JSON", &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "[1,"}, &mcp.TextContent{Text: "2]"}}}, "[1,\n2]"},
		{"number text", &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "42"}}}, `42`},
		{"nothing", &mcp.CallToolResult{}, `null`},
		{"one image", &mcp.CallToolResult{Content: []mcp.Content{&mcp.ImageContent{MIMEType: "image/png", Data: []byte{1, 2, 3}}}}, `{"type":"image","mimeType":"image/png","data":"AQID"}`},
		{"audio", &mcp.CallToolResult{Content: []mcp.Content{&mcp.AudioContent{MIMEType: "audio/wav", Data: []byte("RIFF")}}}, `{"type":"audio","mimeType":"audio/wav","data":"UklGRg=="}`},
		{"mixed", &mcp.CallToolResult{Content: []mcp.Content{
			&mcp.TextContent{Text: "see"},
			&mcp.ResourceLink{URI: "file:///a", Name: "a", MIMEType: "text/plain", Size: &size},
			&mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: "mem://t", MIMEType: "text/plain", Text: "hi"}},
			&mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: "mem://b", Blob: []byte{0xff}}},
		}}, `[{"type":"text","text":"see"},{"type":"resource_link","uri":"file:///a","name":"a","mimeType":"text/plain","size":3},` +
			`{"type":"resource","uri":"mem://t","mimeType":"text/plain","text":"hi"},{"type":"resource","uri":"mem://b","blob":"/w=="}]`},
	} {
		got, err := resultValue("s", "t", c.in)
		if err != nil || string(got) != c.want {
			t.Errorf("%s: got %s, %v; want %s", c.name, got, err, c.want)
		}
	}
	for _, c := range []struct {
		in   *mcp.CallToolResult
		want string
	}{
		{&mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "Entity with name x not found"}}}, "Entity with name x not found"},
		{&mcp.CallToolResult{IsError: true, StructuredContent: map[string]any{"code": 7}}, `{"code":7}`},
		{&mcp.CallToolResult{IsError: true}, `Tool "t" of MCP server "s" failed without a message.`},
	} {
		_, err := resultValue("s", "t", c.in)
		if err == nil || err.Error() != c.want {
			t.Errorf("isError: got %v, want %q", err, c.want)
		}
	}
}

func TestCheckArgs(t *testing.T) {
	schema := json.RawMessage(`{"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"},` +
		`"tags":{"type":"array","items":{"type":"string"}},"my-key":{"enum":["x","y"]}},"required":["a","b"],"additionalProperties":false}`)
	s, err := compileSchema(schema)
	if err != nil {
		t.Fatal(err)
	}
	call := callName("everything", "get-sum")
	for args, want := range map[string]string{
		`{"a":1,"b":2}`: "",
		`{"a":"1","b":2,"tags":["ok",3],"my-key":"z"}`: `Invalid arguments for everything["get-sum"]: input.a: got string, want number; input.tags[1]: got number, want string; input["my-key"]: value must be one of 'x', 'y'. The input type is T.`,
		`{"b":2,"c":1}`: `Invalid arguments for everything["get-sum"]: input: additional properties 'c' not allowed; input: missing property 'a'. The input type is T.`,
		`"x"`:           `Invalid arguments for everything["get-sum"]: pass one object, e.g. everything["get-sum"]({ ... }); got a string.`,
		`[1]`:           `Invalid arguments for everything["get-sum"]: pass one object, e.g. everything["get-sum"]({ ... }); got an array.`,
	} {
		err := checkArgs(context.Background(), call, json.RawMessage(args), s, nil, "T")
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != want {
			t.Errorf("checkArgs(%s):\n got %s\nwant %s", args, got, want)
		}
	}
	// A schema may not make the gateway read files.
	if _, err := compileSchema(json.RawMessage(`{"$ref":"file:///etc/passwd"}`)); err == nil {
		t.Fatal("a file $ref compiled")
	}
}

func TestCompactType(t *testing.T) {
	got := compactType("{\n  /** First number */\n  a: number;\n  /**\n   * Second\n   */\n  b: number;\n}")
	if got != "{ a: number; b: number; }" {
		t.Fatalf("got %q", got)
	}
}

func TestRank(t *testing.T) {
	mk := func(name, desc string) *toolEntry {
		return newToolEntry(&mcp.Tool{Name: name, Description: desc, InputSchema: map[string]any{"type": "object"}})
	}
	sts := []status{
		{name: "everything", provider: "everything", listed: true, tools: []*toolEntry{
			mk("echo", "Echoes back the input string"),
			mk("get-sum", "Returns the sum of two numbers"),
			mk("get-tiny-image", "Returns a tiny MCP logo image."),
		}},
		{name: "memory", provider: "memory", listed: true, tools: []*toolEntry{
			mk("create_entities", "Create multiple new entities in the knowledge graph"),
			mk("search_nodes", "Search for nodes in the knowledge graph based on a query"),
			mk("read_graph", "Read the entire knowledge graph"),
		}},
	}
	names := func(q string) []string {
		var out []string
		for _, h := range rank(sts, q) {
			out = append(out, h.e.tool.Name)
		}
		return out
	}
	for q, want := range map[string][]string{
		"sum":             {"get-sum"},
		"image":           {"get-tiny-image"},
		"graph":           {"read_graph", "create_entities", "search_nodes"}, // the name match first
		"search nodes":    {"search_nodes"},
		"searchNodes":     {"search_nodes"},
		"create entity":   {"create_entities"},
		"memory":          {"read_graph", "create_entities", "search_nodes"},                                      // BM25: the shortest document first
		"the of to":       {"echo", "get-sum", "get-tiny-image", "create_entities", "search_nodes", "read_graph"}, // only stopwords: like an empty query
		"":                {"echo", "get-sum", "get-tiny-image", "create_entities", "search_nodes", "read_graph"},
		"nothing-like-it": nil,
	} {
		if got := names(q); !reflect.DeepEqual(got, want) {
			t.Errorf("rank(%q) = %v, want %v", q, got, want)
		}
	}
	text, res := search(sts, "sum", 10, 1<<14, nil)
	if res.Total != 1 || res.Shown != 1 || res.Matches[0].Call != `everything["get-sum"]` ||
		!strings.HasPrefix(text, "// Tools matching \"sum\": 1 of 6, best first. Call them in execute as declared, e.g. everything[\"get-sum\"]({ ... }); a program reads @annotations with await everything.$annotations(\"get-sum\").\ndeclare const everything: {\n") {
		t.Fatalf("search: %+v\n%s", res, text)
	}
	text, res = search(sts, "", 0, 200, nil)
	if res.Shown >= res.Total || !strings.Contains(text, "more tools match (") {
		t.Fatalf("cap: %+v\n%s", res, text)
	}
	text, _ = search(sts, "zebra", 10, 1<<14, nil)
	if text != "No tool matches \"zebra\". Servers: everything (3 tools), memory (3 tools). Search with other words, or with an empty query to list every tool.\n" {
		t.Fatalf("no match: %q", text)
	}
}

func TestBackoffAndTexts(t *testing.T) {
	want := []time.Duration{0, 500 * time.Millisecond, time.Second, 2 * time.Second, 4 * time.Second}
	for i, w := range want {
		if got := backoff(i); got != w {
			t.Errorf("backoff(%d) = %v, want %v", i, got, w)
		}
	}
	if backoff(40) != 30*time.Second {
		t.Error("backoff is not capped")
	}
	if got := textUnavailable("x", "it exited.", 1500*time.Millisecond); got != `MCP server "x" is unavailable: it exited. The gateway tries to start it again in 1.5s.` {
		t.Error(got)
	}
	if got := callName("m", "read_graph") + " " + callName("m", "get-sum") + " " + jsPath([]string{"a", "0", "b-c"}); got != `m.read_graph m["get-sum"] input.a[0]["b-c"]` {
		t.Error(got)
	}
}

// The texts of docs/mcp-gateway.md's table of errors a tool call can throw,
// byte for byte.
func TestCallErrorTexts(t *testing.T) {
	call := callName("everything", "get-sum")
	for _, c := range []struct{ got, want string }{
		{textCallCancelled(call), `The call of everything["get-sum"] was cancelled: the execution ended.`},
		{textRefused("everything", call, "Invalid params: a is required"), `MCP server "everything" refused the call of everything["get-sum"]: Invalid params: a is required`},
		{textCallFailed("everything", call, "HTTP 502 Bad Gateway"), `MCP server "everything" failed the call of everything["get-sum"]: HTTP 502 Bad Gateway`},
		{textStopped("memory", "memory.read_graph", "its process exited (signal: killed)."), `MCP server "memory" stopped during the call of memory.read_graph: its process exited (signal: killed). The gateway starts it again on the next call.`},
		{textCallTimeout("memory", "memory.read_graph", 2*time.Second), `MCP server "memory" did not answer the call of memory.read_graph within 2s.`},
	} {
		if c.got != c.want {
			t.Errorf("got  %q\nwant %q", c.got, c.want)
		}
	}
}

// The texts whose parts depend on the case, and the others no test of a
// whole gateway meets, byte for byte in each case.
func TestTextsWithParts(t *testing.T) {
	long := "{ a: " + strings.Repeat("x", 600) + "; }"
	for _, c := range []struct{ got, want string }{
		{textInvalidArgs("m.f", []string{"input.a: got string, want number", "input: missing property 'b'"}, 3, "{ a: number; }"),
			`Invalid arguments for m.f: input.a: got string, want number; input: missing property 'b' (and 3 more). The input type is { a: number; }.`},
		{textInvalidArgs("m.f", []string{"input.a: got string, want number"}, 0, long),
			`Invalid arguments for m.f: input.a: got string, want number.`},
		{textInvalidArgs("m.f", []string{"input: want object"}, 0, ""), `Invalid arguments for m.f: input: want object.`},
		{textStartTimeout(30*time.Second, true),
			"it did not complete the MCP handshake within 30s; --start-timeout raises the limit (a first npx or uvx run downloads the server within it)"},
		{textStartTimeout(1500*time.Millisecond, false), "it did not complete the MCP handshake within 1.5s; --start-timeout raises the limit"},
		{textRunCodeNoTools(), "Now it can call none: the catalog of the tools is over CodeAct's bound of 32 KiB, so it fails closed; use execute."},
		{textTimeoutCapped(600000, 5*time.Minute), "Note: timeoutMs asked for 600000 ms; the gateway allows at most 5m0s, so the program ran with 5m0s."},
		{textTooDeep(4), "4 gateways already run inside one another, each started by a server of the one before (CODEMODE_MCP_GATEWAY counts them); " +
			"the gateway refuses to be the next, which is how a config that starts itself again ends. Remove the server that starts a gateway from the config"},
		{textArgsTooCostly("m.f", 100000), "Invalid arguments for m.f: checking them against the tool's input schema would take more than 100000 steps; pass a smaller input."},
		{textCannotAsk("m", "m.f", "destructive", "the MCP client does not support elicitation"),
			`The call of m.f needs the user's approval (approve: destructive), but the MCP client does not support elicitation. To allow such calls without asking, set "approve": "none" for MCP server "m" or run the gateway with --approve none.`},
		{textUnknownArgument("search", "qeury", "search takes ..."), `search has no argument "qeury"; search takes ...`},
		{textAnnotationsUsage("m", status{}), `m.$annotations takes a tool's name, e.g. m.$annotations("name"), or nothing for every tool's.`},
		{textLimitTooLarge(), `search's "limit" must be at most 100.`},
		{textCodeActDisabled("run_code"), "run_code is not available: CodeAct and recipes are disabled ([codeact] enabled = false)."},
		{textRecipeGone("sum_echo"), "The recipe sum_echo is no longer available: its files changed or were removed; list the tools again."},
		{textStoreFailure("e1", errors.New("disk full")), "Execution e1 could not go on: disk full"},
	} {
		if c.got != c.want {
			t.Errorf("got  %q\nwant %q", c.got, c.want)
		}
	}
}
