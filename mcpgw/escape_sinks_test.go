package mcpgw_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/escape/escapetest"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// lockedBuffer is a gateway's Stderr, read while servers write to it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// hostileServers is the config of testdata/npm/hostile-server.mjs serving
// every case (as "hostile") and failing to start after writing them to its
// standard error (as "broken").
func hostileServers(t *testing.T) mcpgw.Config {
	type wire struct {
		ID    string `json:"id"`
		Bytes string `json:"bytes"`
	}
	var cases []wire
	for _, c := range escapetest.Cases() {
		cases = append(cases, wire{c.ID, base64.StdEncoding.EncodeToString([]byte(c.Raw))})
	}
	b, _ := json.Marshal(cases)
	file := filepath.Join(t.TempDir(), "cases.json")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	js := filepath.Join(fixtures(t), "hostile-server.mjs")
	env := map[string]string{"HOSTILE_CASES": file}
	return mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"hostile": {Command: nodeBin(t), Args: []string{js}, Env: env},
		"broken":  {Command: nodeBin(t), Args: []string{js, "--fail"}, Env: env},
	}}
}

// sameValue reports whether got is a case's text after JavaScript or JSON,
// where invalid UTF-8 is one or more U+FFFD (Node.js and Go replace
// different spans).
func sameValue(c escapetest.Case, got string) bool {
	if c.Invalid {
		mid, ok := strings.CutPrefix(got, "a")
		mid, ok2 := strings.CutSuffix(mid, "b")
		return ok && ok2 && mid != "" && strings.Trim(mid, "\uFFFD") == ""
	}
	return got == "a"+c.Raw+"b"
}

// TestGatewayEscapesEverySink drives the gateway, with a real upstream MCP
// server whose standard error, tool descriptions, tool names and answers
// hold every class of hostile text (escapetest.Cases), through each sink
// of upstream or program text: the relay of the servers' standard error,
// execute's description (and run_code's, which quotes no upstream text), search's answer, execute's answer
// (logs, result, error; text and structured content), run_code's answer
// and error, and the report. No sink lets a control character through raw;
// each shows its escape, or in JSON a \u escape that decodes to the same
// text; no line passes for another.
func TestGatewayEscapesEverySink(t *testing.T) {
	cases := escapetest.Cases()
	stderr := &lockedBuffer{}
	project := t.TempDir()
	gw := newGateway(t, hostileServers(t), mcpgw.Options{
		Stderr: stderr, Budget: 8 << 20, SearchBytes: 8 << 20, MaxAnswer: 8 << 20,
		Workspace: mcpgw.WorkspaceOptions{Project: project, GlobalConfig: filepath.Join(project, "none.toml")},
	})
	cs := connect(t, &mcp.StreamableClientTransport{Endpoint: serveHTTP(t, gw)}, nil)
	checks := map[string]int{}
	check := func(sink string, err error) {
		t.Helper()
		checks[sink]++
		if err != nil {
			t.Errorf("%s: %v", sink, err)
		}
	}

	// The relay of standard error: every line prefixed and escaped, a long
	// line cut.
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(stderr.String(), "[broken] case long") || !strings.Contains(stderr.String(), "[hostile] case long") {
		if time.Now().After(deadline) {
			t.Fatalf("the servers' standard error was not relayed: %.2000q", stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	relayed := stderr.String()
	check("stderr", escapetest.Clean(relayed, true))
	check("stderr", escapetest.Forged(relayed, ""))
	for _, l := range strings.Split(strings.TrimSuffix(relayed, "\n"), "\n") {
		if !strings.HasPrefix(l, "[hostile] ") && !strings.HasPrefix(l, "[broken] ") {
			t.Errorf("stderr: a line without its server's prefix: %.200q", l)
		}
		if len(l) > 4200 {
			t.Errorf("stderr: a line of %d bytes", len(l))
		}
	}
	long := fmt.Sprintf("[hostile] case long: a%s… (%d more bytes)\n", strings.Repeat("x", 4096-len("case long: a")), escapetest.LongBytes+len("case long: ab")-4096)
	check("stderr", nil)
	if !strings.Contains(relayed, long) {
		t.Errorf("stderr: the long line is not cut to 4 KiB with its count")
	}
	for _, c := range cases {
		switch {
		case c.Forge:
			check("stderr", nil)
			if !strings.Contains(relayed, "[hostile] "+escapetest.ForgedLine+" b\n") {
				t.Errorf("stderr: the forged line is not prefixed")
			}
		case !c.Long:
			check("stderr", nil)
			if want := "[hostile] case " + c.ID + ": " + c.Want + "\n"; !strings.Contains(relayed, want) {
				t.Errorf("stderr: %q not relayed", want)
			}
		}
	}

	// The tools' descriptions: execute's (declarations inlined), run_code's
	// (which names no upstream tool: search shows them).
	for _, name := range []string{"execute", "run_code"} {
		desc := tool(t, cs, name).Description
		check(name+" description", escapetest.Clean(desc, true))
		for _, c := range cases {
			if c.Long || c.Forge || strings.Contains(c.Raw, "\r") {
				continue // a CR in a description is a line break of its comment
			}
			if name == "execute" {
				check(name+" description", c.Shows(desc, true))
			}
		}
		if name == "execute" && !strings.Contains(desc, `"evil\u001b[2J\u202ename"`) {
			t.Errorf("execute description: the hostile tool name is not escaped")
		}
	}

	// search: text and structured matches; the text also notes that
	// "broken" is down, quoting its standard error.
	var found struct {
		Matches []struct{ Tool, Call, Description string }
	}
	text, _ := callTool(t, cs, "search", map[string]any{"query": "case", "limit": 100}, &found)
	check("search", escapetest.Clean(text, true))
	for _, c := range cases {
		if !c.Long && !c.Forge && !strings.Contains(c.Raw, "\r") {
			check("search", c.Shows(text, true))
		}
	}
	if !strings.Contains(text, `MCP server "broken" is unavailable`) {
		t.Errorf("search: broken is not noted: %.300s", text)
	}
	if len(found.Matches) < len(cases)-1 {
		t.Errorf("search: %d matches", len(found.Matches))
	}
	for _, m := range found.Matches {
		check("search matches", escapetest.Clean(m.Tool+m.Call+m.Description, true))
	}

	// execute: logs and result of every case in one program, the error of
	// each in one program each.
	var prog strings.Builder
	prog.WriteString("async () => {\n  const out = {}\n")
	for _, c := range cases {
		fmt.Fprintf(&prog, "  out.%s = await hostile.payload({ id: %q })\n  console.log(\"case %s: \" + out.%s)\n", c.ID, c.ID, c.ID, c.ID)
	}
	prog.WriteString("  return out\n}")
	var out struct {
		Result map[string]string `json:"result"`
		Logs   []string          `json:"logs"`
	}
	text, isErr := callTool(t, cs, "execute", map[string]any{"code": prog.String()}, &out)
	if isErr || len(out.Logs) != len(cases) {
		t.Fatalf("execute: error %v, %d logs: %.500s", isErr, len(out.Logs), text)
	}
	check("execute text", escapetest.Clean(text, true))
	check("execute text", escapetest.Forged(text, ""))
	logs, result, ok := strings.Cut(text, "\n\nResult:\n")
	if !ok {
		t.Fatalf("execute: no result in %.300s", text)
	}
	var shown map[string]string
	if err := json.Unmarshal([]byte(result), &shown); err != nil {
		t.Fatalf("execute: the result is not JSON: %v", err)
	}
	for i, c := range cases {
		check("execute logs", c.Shows(logs, true))
		check("execute result", nil)
		if !sameValue(c, shown[c.ID]) {
			t.Errorf("execute result: case %s shows %q", c.ID, shown[c.ID])
		}
		check("execute structured", escapetest.Clean(out.Logs[i], true))
		if !sameValue(c, out.Result[c.ID]) {
			t.Errorf("execute structured result: case %s is %q", c.ID, out.Result[c.ID])
		}
	}
	for _, c := range cases {
		var failed struct {
			Error struct{ Message string } `json:"error"`
		}
		text, isErr := callTool(t, cs, "execute", map[string]any{"code": fmt.Sprintf("async () => hostile.fail({ id: %q })", c.ID)}, &failed)
		if !isErr || !strings.HasPrefix(text, "Error (") {
			t.Fatalf("execute error: case %s: %v %.300q", c.ID, isErr, text)
		}
		check("execute error", escapetest.Clean(text, true))
		check("execute error", escapetest.Forged(text, ""))
		check("execute error", c.Shows(text, true))
		check("execute structured error", escapetest.Clean(failed.Error.Message, true))
	}

	// run_code: its answer, and its error for each case.
	ids := make([]string, len(cases))
	for i, c := range cases {
		ids[i] = c.ID
	}
	text, isErr = callTool(t, cs, "run_code", map[string]any{
		"source": `function main(ids) { const o = {}; for (const id of ids) o[id] = tools.call("payload", { id }); return o }`, "input": ids}, nil)
	if isErr {
		t.Fatalf("run_code: %.300s", text)
	}
	check("run_code answer", escapetest.Clean(text, true))
	shown = nil
	if err := json.Unmarshal([]byte(text), &shown); err != nil {
		t.Fatalf("run_code: not JSON: %v", err)
	}
	for _, c := range cases {
		check("run_code answer", nil)
		if !sameValue(c, shown[c.ID]) {
			t.Errorf("run_code answer: case %s is %q", c.ID, shown[c.ID])
		}
		text, isErr := callTool(t, cs, "run_code", map[string]any{
			"source": `function main(id) { return tools.call("fail", { id }) }`, "input": c.ID}, nil)
		if !isErr {
			t.Fatalf("run_code error: case %s: %.300s", c.ID, text)
		}
		check("run_code error", escapetest.Clean(text, true))
		check("run_code error", escapetest.Forged(text, ""))
		if !c.Long && !c.Forge {
			check("run_code error", c.Shows(text, true))
		}
	}

	// The report, which says why broken is down.
	report := gw.Report().String()
	check("report", escapetest.Clean(report, true))
	if !strings.Contains(report, `MCP server "broken" is unavailable`) {
		t.Errorf("report: %s", report)
	}

	total := 0
	for _, n := range checks {
		total += n
	}
	t.Logf("%d cases; %d checks: %v", len(cases), total, checks)
}
