package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestRunPrintsResultAndLogs(t *testing.T) {
	code, out, errs := runCLI(t, `async () => { console.log('hello', { a: 1 }); return [1, 2] }`, "run", "-")
	if code != 0 {
		t.Fatalf("exit %d, stderr %s", code, errs)
	}
	if out != "[\n  1,\n  2\n]\n" || errs != "hello { a: 1 }\n" {
		t.Fatalf("stdout %q stderr %q", out, errs)
	}
}

func TestRunJSON(t *testing.T) {
	code, out, _ := runCLI(t, `async () => { console.warn('w'); throw new Error('<boom>') }`, "run", "--json", "-")
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not one JSON object: %q", out)
	}
	if got["error"] != "Error: <boom>" || got["errorKind"] != "thrown" || len(got["logs"].([]any)) != 1 {
		t.Fatalf("got %v", got)
	}
	if _, ok := got["result"]; ok {
		t.Fatal("a failed execution has no result key")
	}
	if !strings.Contains(out, "<boom>") {
		t.Fatalf("JSON escaped for HTML: %s", out)
	}
}

func TestRunFileWithFenceAndTypeScript(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "p.md")
	os.WriteFile(f, []byte("```ts\nconst n: number = 20\nn + 1\n```\n"), 0o644)
	code, out, errs := runCLI(t, "", "run", "--json", f)
	if code != 0 || strings.TrimSpace(out) != `{"result":21,"logs":[]}` {
		t.Fatalf("exit %d stdout %q stderr %q", code, out, errs)
	}
}

func TestRunLimitsFromFlags(t *testing.T) {
	code, out, _ := runCLI(t, `async () => { for (;;) {} }`, "run", "--json", "--timeout", "200ms", "-")
	if code != 1 || !strings.Contains(out, `"error":"Execution timed out after 200ms."`) {
		t.Fatalf("exit %d stdout %q", code, out)
	}
	code, out, _ = runCLI(t, `async () => { const a = []; for (;;) a.push([a.length]) }`, "run", "--json", "--memory", "4MiB", "-")
	if code != 1 || !strings.Contains(out, `"errorKind":"memory"`) {
		t.Fatalf("exit %d stdout %q", code, out)
	}

	// Each of the other flags, against the same program with and without it:
	// the flag must change what the run does.
	type want struct {
		code int
		out  string // the whole --json line
	}
	recurse := `async () => { let d = 0; function f() { d++; f() } try { f() } catch (e) { return d < 200 ? 'shallow' : 'deep' } }`
	// run declares no providers and has no dispatch: a call through
	// __dispatch answers with the not-found envelope unless a limit stops it
	// first, at the call site.
	send := `async (args) => { try { return JSON.parse(await __dispatch('s', 't', args)).error } catch (e) { return e.message } }`
	payload := `async () => await (` + send + `)(JSON.stringify(['x'.repeat(200)]))`
	calls := `async () => { const send = ` + send + `; const out = []; for (let i = 0; i < 3; i++) out.push(await send('[]')); return out }`
	notFound := `Tool \"t\" not found`
	for _, c := range []struct {
		name          string
		program       string
		flags         []string
		with, without want
	}{
		{"--stack-depth", recurse, []string{"--stack-depth", "100"},
			want{0, `{"result":"shallow","logs":[]}`}, want{0, `{"result":"deep","logs":[]}`}},
		{"--payload-bytes", payload, []string{"--payload-bytes", "100B"},
			want{0, `{"result":"The call to s.t was not sent: it carries 206 bytes, over the limit of 100 bytes per call.","logs":[]}`},
			want{0, `{"result":"` + notFound + `","logs":[]}`}},
		{"--result-bytes", `async () => 'x'.repeat(200)`, []string{"--result-bytes", "100"},
			want{1, `{"error":"The result is 202 bytes of JSON, over the limit of 100 bytes.","errorKind":"result_too_large","logs":[]}`},
			want{0, `{"result":"` + strings.Repeat("x", 200) + `","logs":[]}`}},
		{"--log-bytes", `async () => { for (let i = 0; i < 10; i++) console.log('line ' + i + ' ' + 'z'.repeat(20)); return 1 }`, []string{"--log-bytes", "60"},
			want{0, `{"result":1,"logs":["line 0 zzzzzzzzzzzzzzzzzzzz","line 1 zzzzzzzzzzzzzzzzzzzz","line 2","[logs truncated: the log limit of 60 bytes was reached]"]}`},
			want{0, `{"result":1,"logs":["line 0 zzzzzzzzzzzzzzzzzzzz","line 1 zzzzzzzzzzzzzzzzzzzz","line 2 zzzzzzzzzzzzzzzzzzzz","line 3 zzzzzzzzzzzzzzzzzzzz","line 4 zzzzzzzzzzzzzzzzzzzz","line 5 zzzzzzzzzzzzzzzzzzzz","line 6 zzzzzzzzzzzzzzzzzzzz","line 7 zzzzzzzzzzzzzzzzzzzz","line 8 zzzzzzzzzzzzzzzzzzzz","line 9 zzzzzzzzzzzzzzzzzzzz"]}`}},
		{"--tool-calls", calls, []string{"--tool-calls", "2"},
			want{0, `{"result":["` + notFound + `","` + notFound + `","The call to s.t was not sent: an execution may make at most 2 tool calls."],"logs":[]}`},
			want{0, `{"result":["` + notFound + `","` + notFound + `","` + notFound + `"],"logs":[]}`}},
	} {
		for _, run := range []struct {
			flags []string
			want  want
		}{{c.flags, c.with}, {nil, c.without}} {
			args := append(append([]string{"run", "--json"}, run.flags...), "-")
			code, out, errs := runCLI(t, c.program, args...)
			if code != run.want.code || strings.TrimSpace(out) != run.want.out {
				t.Errorf("%s: %q: exit %d, stdout %s (stderr %q)\nwant exit %d, stdout %s", c.name, args, code, out, errs, run.want.code, run.want.out)
			}
		}
	}
}

// --concurrent-calls bounds the calls in flight at once: the program's calls
// go to a real MCP server whose tool records how many overlap.
func TestRunConcurrentCallsFromFlag(t *testing.T) {
	var inflight, peak atomic.Int32
	server := mcp.NewServer(&mcp.Implementation{Name: "slow", Version: "1"}, nil)
	type none struct{}
	mcp.AddTool(server, &mcp.Tool{Name: "wait", Description: "Wait a little."}, func(context.Context, *mcp.CallToolRequest, none) (*mcp.CallToolResult, none, error) {
		n := inflight.Add(1)
		for p := peak.Load(); n > p && !peak.CompareAndSwap(p, n); p = peak.Load() {
		}
		time.Sleep(50 * time.Millisecond)
		inflight.Add(-1)
		return nil, none{}, nil
	})
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil))
	defer srv.Close()
	program := `async () => (await Promise.all(Array.from({ length: 8 }, () => slow.wait({})))).length`
	for _, c := range []struct {
		flags   []string
		atMost  int
		atLeast int
	}{
		{[]string{"--concurrent-calls", "2"}, 2, 1},
		{nil, 8, 3}, // the default (64) lets them overlap
	} {
		peak.Store(0)
		args := append(append([]string{"run", "--json", "--mcp", "slow=" + srv.URL}, c.flags...), "-")
		code, out, errs := runCLI(t, program, args...)
		if code != 0 || strings.TrimSpace(out) != `{"result":8,"logs":[]}` {
			t.Fatalf("%q: exit %d stdout %s stderr %s", args, code, out, errs)
		}
		if p := int(peak.Load()); p > c.atMost || p < c.atLeast {
			t.Fatalf("%q: %d calls were in flight at once, want %d to %d", args, p, c.atLeast, c.atMost)
		}
	}
}

func TestRunUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"run"},
		{"run", "a", "b"},
		{"run", "--bogus", "-"},
		{"run", "--memory", "lots", "-"},
		{"run", "--timeout", "-1s", "-"},
		{"run", "/no/such/file.js"},
		{"nonsense"},
	} {
		code, _, errs := runCLI(t, "", args...)
		if code != 2 {
			t.Errorf("%q: exit %d, want 2 (stderr %q)", args, code, errs)
		}
		if !strings.Contains(errs, "codemode: ") {
			t.Errorf("%q: stderr %q does not say what was wrong", args, errs)
		}
	}
}

func TestParseBytes(t *testing.T) {
	for in, want := range map[string]int64{"1048576": 1 << 20, "512KiB": 512 << 10, "64MiB": 64 << 20, "64M": 64 << 20, "1GiB": 1 << 30, "10MB": 10_000_000, "7B": 7} {
		if got, err := parseBytes(in); err != nil || got != want {
			t.Errorf("parseBytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-1", "x", "1.5MiB"} {
		if _, err := parseBytes(in); err == nil {
			t.Errorf("parseBytes(%q) accepted", in)
		}
	}
}
