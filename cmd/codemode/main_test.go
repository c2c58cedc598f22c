package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
