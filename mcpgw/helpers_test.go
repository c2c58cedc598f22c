package mcpgw_test

// Helpers of the end-to-end tests: the npm fixtures (real MCP servers and
// the TypeScript SDK, installed with npm ci on first use), the codemode
// binary (built once), gateways and clients.

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var tmpDir string // removed after the tests

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "mcpgw-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	tmpDir = dir
	// The go build of codemodeBinary keeps the user's build cache, which
	// is under XDG_CACHE_HOME unless GOCACHE says where (a fresh one costs
	// minutes of compiling).
	if os.Getenv("GOCACHE") == "" {
		if out, err := exec.Command("go", "env", "GOCACHE").Output(); err == nil {
			os.Setenv("GOCACHE", strings.TrimSpace(string(out)))
		}
	}
	// The codemode processes the tests start keep their per-user cache
	// (observed result types) here, not in the user's.
	os.Setenv("XDG_CACHE_HOME", filepath.Join(dir, "cache"))
	os.Setenv("XDG_STATE_HOME", filepath.Join(dir, "state")) // and their durable state
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

var (
	npmOnce sync.Once
	npmDir  string
	npmErr  error
)

// fixtures returns the absolute path of testdata/npm with its node_modules
// installed: when a pinned package is missing or at another version it runs
// `npm ci` there (the registry is needed once). A missing node or npm, or a
// failing install, fails the test: these tests do not skip.
func fixtures(t testing.TB) string {
	t.Helper()
	npmOnce.Do(func() {
		npmDir, npmErr = filepath.Abs(filepath.Join("testdata", "npm"))
		if npmErr != nil {
			return
		}
		if _, err := exec.LookPath("node"); err != nil {
			npmErr = fmt.Errorf("the MCP gateway's end-to-end tests need Node.js (node on PATH) to run real MCP servers: %v", err)
			return
		}
		if installed(npmDir) {
			return
		}
		npm, err := exec.LookPath("npm")
		if err != nil {
			npmErr = fmt.Errorf("the MCP gateway's end-to-end tests need npm to install their fixtures: %v", err)
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, npm, "ci", "--no-audit", "--no-fund")
		cmd.Dir = npmDir
		out, err := cmd.CombinedOutput()
		if err != nil {
			npmErr = fmt.Errorf("npm ci in %s failed (the fixtures come from the npm registry): %v\n%s", npmDir, err, out)
			return
		}
		if !installed(npmDir) {
			npmErr = fmt.Errorf("npm ci in %s did not install the pinned packages", npmDir)
		}
	})
	if npmErr != nil {
		t.Fatal(npmErr)
	}
	return npmDir
}

// installed reports whether every dependency of package.json is installed
// at its pinned version.
func installed(dir string) bool {
	var pkg struct{ Dependencies map[string]string }
	b, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil || json.Unmarshal(b, &pkg) != nil {
		return false
	}
	for name, version := range pkg.Dependencies {
		var got struct{ Version string }
		b, err := os.ReadFile(filepath.Join(dir, "node_modules", name, "package.json"))
		if err != nil || json.Unmarshal(b, &got) != nil || got.Version != version {
			return false
		}
	}
	return true
}

func nodeBin(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("node")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func everythingJS(t testing.TB) string {
	return filepath.Join(fixtures(t), "node_modules", "@modelcontextprotocol", "server-everything", "dist", "index.js")
}

func memoryJS(t testing.TB) string {
	return filepath.Join(fixtures(t), "node_modules", "@modelcontextprotocol", "server-memory", "dist", "index.js")
}

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// codemodeBinary builds cmd/codemode once per test run.
func codemodeBinary(t testing.TB) string {
	t.Helper()
	binOnce.Do(func() {
		binPath = filepath.Join(tmpDir, "codemode")
		out, err := exec.Command("go", "build", "-o", binPath, "github.com/codemode/codemode/cmd/codemode").CombinedOutput()
		if err != nil {
			binErr = fmt.Errorf("building codemode: %v\n%s", err, out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

// stdioServers is the usual pair of upstreams over stdio, the memory
// server's graph in a fresh file.
func stdioServers(t testing.TB) mcpgw.Config {
	return mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"everything": {Command: nodeBin(t), Args: []string{everythingJS(t), "stdio"}},
		"memory": {Command: nodeBin(t), Args: []string{memoryJS(t)},
			Env: map[string]string{"MEMORY_FILE_PATH": filepath.Join(t.TempDir(), "memory.jsonl")}},
	}}
}

// writeConfig writes cfg as a config file and returns its path.
func writeConfig(t testing.TB, cfg mcpgw.Config) string {
	t.Helper()
	b, err := json.MarshalIndent(cfg, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "mcp.json")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// newGateway starts a gateway in the test process.
func newGateway(t testing.TB, cfg mcpgw.Config, opts mcpgw.Options) *mcpgw.Gateway {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	gw, err := mcpgw.New(ctx, cfg, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { gw.Close() })
	return gw
}

// serveHTTP serves a gateway on a real socket and returns its endpoint.
func serveHTTP(t testing.TB, gw *mcpgw.Gateway) string {
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return gw.Server() }, nil))
	t.Cleanup(srv.Close)
	return srv.URL
}

// connect connects the Go SDK's client. Nil opts offer no capabilities
// (the SDK's default offers roots, and a client that offers more than the
// upstreams were offered makes the gateway start them again).
func connect(t testing.TB, transport mcp.Transport, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	if opts == nil {
		opts = &mcp.ClientOptions{Capabilities: &mcp.ClientCapabilities{}}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "mcpgw-test", Version: "1"}, opts).Connect(ctx, transport, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// executeOut is execute's structured content.
type executeOut struct {
	Result json.RawMessage `json:"result"`
	Logs   []string        `json:"logs"`
	Error  *struct {
		Kind    string `json:"kind"`
		Message string `json:"message"`
	} `json:"error"`
}

// callTool calls one of the gateway's tools and returns its text and
// structured content.
func callTool(t testing.TB, cs *mcp.ClientSession, name string, args map[string]any, out any) (string, bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if out != nil {
		b, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s: structured content %s: %v", name, b, err)
		}
	}
	var text strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text.WriteString(tc.Text)
		}
	}
	return text.String(), res.IsError
}

// tool returns one tool of the session's list.
func tool(t testing.TB, cs *mcp.ClientSession, name string) *mcp.Tool {
	t.Helper()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range res.Tools {
		if tl.Name == name {
			return tl
		}
	}
	t.Fatalf("no tool %q", name)
	return nil
}

// freePort returns a port nothing listens on (for a server that takes its
// port from the environment).
func freePort(t testing.TB) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return fmt.Sprint(ln.Addr().(*net.TCPAddr).Port)
}

// startEverythingHTTP runs server-everything with its streamableHttp (or
// sse) transport and returns its endpoint.
func startEverythingHTTP(t testing.TB, mode string) string {
	t.Helper()
	port := freePort(t)
	runEverythingHTTP(t, mode, port)
	if mode == "sse" {
		return "http://127.0.0.1:" + port + "/sse"
	}
	return "http://127.0.0.1:" + port + "/mcp"
}

// runEverythingHTTP starts server-everything on port and returns its
// process once it listens.
func runEverythingHTTP(t testing.TB, mode, port string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(nodeBin(t), everythingJS(t), mode)
	cmd.Env = append(os.Environ(), "PORT="+port)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if strings.Contains(sc.Text(), port) {
				close(ready)
				break
			}
		}
		io.Copy(io.Discard, stderr)
	}()
	select {
	case <-ready:
	case <-time.After(time.Minute):
		t.Fatalf("server-everything %s did not start on port %s", mode, port)
	}
	return cmd
}

// startGatewayHTTP runs `codemode mcp` with args, which serve HTTP, and
// returns the endpoint it prints.
func startGatewayHTTP(t testing.TB, args ...string) string {
	t.Helper()
	cmd := exec.Command(codemodeBinary(t), append([]string{"mcp"}, args...)...)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Signal(os.Interrupt); cmd.Wait() })
	addr := make(chan string, 1)
	var log strings.Builder
	var mu sync.Mutex
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			mu.Lock()
			log.WriteString(line + "\n")
			mu.Unlock()
			if u, ok := strings.CutPrefix(line, "codemode mcp: serving MCP over streamable HTTP at "); ok {
				addr <- u
			}
		}
	}()
	select {
	case u := <-addr:
		return u
	case <-time.After(time.Minute):
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("the gateway did not start serving HTTP; its stderr:\n%s", log.String())
	}
	return ""
}

// combined is a program that calls several upstream tools of both servers
// in parallel, combines their results and catches an upstream error.
func combined(who string) string {
	return `async () => {
  const [echo, sum, weather, created] = await Promise.all([
    everything.echo({ message: "hello" }),
    everything["get-sum"]({ a: 2, b: 40 }),
    everything["get-structured-content"]({ location: "Chicago" }),
    memory.create_entities({ entities: [{ name: "` + who + `", entityType: "person", observations: ["wrote a program"] }] }),
  ])
  let missing
  try {
    await memory.add_observations({ observations: [{ entityName: "nobody", contents: ["x"] }] })
  } catch (e) {
    missing = e.message
  }
  const graph = await memory.read_graph()
  console.log("entities:", graph.entities.length)
  return { echo, sum, temperature: weather.temperature, created: created.entities.map((e) => e.name), missing }
}`
}

// combinedResult is what combined returns.
func combinedResult(who string) string {
	return `{"echo":"Echo: hello","sum":"The sum of 2 and 40 is 42.","temperature":36,"created":["` + who + `"],"missing":"Entity with name nobody not found"}`
}

// sameJSON reports whether two JSON texts hold the same value.
func sameJSON(a json.RawMessage, b string) bool {
	var x, y any
	return json.Unmarshal(a, &x) == nil && json.Unmarshal([]byte(b), &y) == nil && reflect.DeepEqual(x, y)
}
