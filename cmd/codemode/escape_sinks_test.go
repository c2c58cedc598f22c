package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/escape/escapetest"
)

// value is what a program or a server gives for a case: "a" + text + "b",
// with invalid UTF-8 as it arrives through JavaScript (U+FFFD).
func value(c escapetest.Case) string {
	if c.Invalid {
		return "a\uFFFDb"
	}
	return "a" + c.Raw + "b"
}

// TestRunEscapesEverySink drives `codemode run` with every class of hostile
// text (escapetest.Cases) through each of its sinks: the logs and the
// error on standard error, the result on standard output, the --json
// object, and the line that reports an MCP server that did not start. No
// sink lets a control character through raw; each shows its escape (or,
// in JSON, a \u escape that decodes to the same text); no log passes for
// two.
func TestRunEscapesEverySink(t *testing.T) {
	cases := escapetest.Cases()
	var prog strings.Builder
	prog.WriteString("async () => {\n  const out = {}\n")
	for _, c := range cases {
		prog.WriteString("  out." + c.ID + ` = "a" + ` + c.JS() + ` + "b"` + "\n")
		prog.WriteString(`  console.log("case ` + c.ID + `: " + out.` + c.ID + ")\n")
	}
	prog.WriteString("  return out\n}")
	checks := 0

	// Logs on standard error, the result on standard output.
	code, stdout, stderr := runCLI(t, prog.String(), "run", "-")
	if code != 0 {
		t.Fatalf("exit %d, stderr %.500s", code, stderr)
	}
	for name, out := range map[string]string{"logs": stderr, "result": stdout} {
		if err := escapetest.Clean(out, true); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := escapetest.Forged(stderr, ""); err != nil {
		t.Errorf("logs: %v", err)
	}
	for _, c := range cases {
		checks += 2
		if err := c.Shows(stderr, true); err != nil {
			t.Errorf("logs: %v", err)
		}
		if c.Long && !strings.Contains(stderr, "case long: a"+strings.Repeat("x", escapetest.LongBytes)+"b\n") {
			t.Errorf("logs: the long line is not whole")
		}
	}
	var result map[string]string
	if err := json.Unmarshal([]byte(stdout), &result); err != nil {
		t.Fatalf("result: not JSON: %v: %.300s", err, stdout)
	}
	for _, c := range cases {
		if result[c.ID] != value(c) {
			t.Errorf("result: case %s is %q, want %q", c.ID, result[c.ID], value(c))
		}
	}
	if !strings.Contains(stdout, `"u202e": "a\u202eb"`) || !strings.Contains(stdout, `"c1b": "a\u001bb"`) {
		t.Errorf("result: escapes not shown: %.300s", stdout)
	}

	// --json: the same strings whole, as JSON escapes, never twice.
	code, stdout, _ = runCLI(t, prog.String(), "run", "--json", "-")
	if code != 0 {
		t.Fatalf("--json: exit %d", code)
	}
	if err := escapetest.Clean(strings.TrimSuffix(stdout, "\n"), false); err != nil {
		t.Errorf("--json: %v", err)
	}
	var obj struct {
		Result map[string]string `json:"result"`
		Logs   []string          `json:"logs"`
	}
	if err := json.Unmarshal([]byte(stdout), &obj); err != nil || len(obj.Logs) != len(cases) {
		t.Fatalf("--json: %v, %d logs: %.300s", err, len(obj.Logs), stdout)
	}
	for i, c := range cases {
		checks++
		if want := "case " + c.ID + ": " + value(c); obj.Logs[i] != want || obj.Result[c.ID] != value(c) {
			t.Errorf("--json: case %s: log %q, result %q, want %q", c.ID, obj.Logs[i], obj.Result[c.ID], want)
		}
	}

	// The error: its message and a stack the program wrote, one run each.
	for _, c := range cases {
		checks++
		p := `async () => { const e = new Error("a" + ` + c.JS() + ` + "b"); e.stack = "a" + ` + c.JS() + ` + "b"; throw e }`
		code, _, stderr := runCLI(t, p, "run", "--in-process", "-")
		if code != 1 || !strings.HasPrefix(stderr, "error (thrown): Error: a") {
			t.Fatalf("case %s: exit %d, stderr %.300q", c.ID, code, stderr)
		}
		if err := escapetest.Clean(stderr, true); err != nil {
			t.Errorf("error: case %s: %v", c.ID, err)
		}
		if err := c.Shows(stderr, true); err != nil {
			t.Errorf("error: %v", err)
		}
		if err := escapetest.Forged(stderr, ""); err != nil {
			t.Errorf("error: %v", err)
		}
	}

	// An MCP server that fails to start: the end of its standard error is
	// quoted in the line that says so.
	dir := t.TempDir()
	for _, c := range cases {
		if c.Long {
			continue // only the end of the standard error is quoted
		}
		checks++
		payload := filepath.Join(dir, c.ID)
		os.WriteFile(payload, []byte("case "+c.ID+": a"+c.Raw+"b\n"), 0o644)
		script := filepath.Join(dir, c.ID+".sh")
		os.WriteFile(script, []byte("cat "+payload+" >&2\nexit 3\n"), 0o755)
		_, _, stderr := runCLI(t, `async () => 1`, "run", "--in-process", "--mcp", "bad=/bin/sh "+script, "-")
		line, _, _ := strings.Cut(stderr, "\n")
		if !strings.HasPrefix(line, `codemode: MCP server "bad" is unavailable:`) {
			t.Fatalf("case %s: stderr %q", c.ID, stderr)
		}
		if err := escapetest.Clean(stderr, true); err != nil {
			t.Errorf("--mcp: case %s: %v", c.ID, err)
		}
		want := c.Want
		if c.Forge {
			want = `| ` + escapetest.ForgedLine // the lines of its stderr, joined
		}
		if !strings.Contains(line, want) {
			t.Errorf("--mcp: case %s: %q not in %q", c.ID, want, line)
		}
	}
	t.Logf("%d cases; %d checks over the logs, result, --json, error and MCP-server sinks", len(cases), checks)
}
