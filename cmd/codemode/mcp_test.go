package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The gateway's end-to-end tests, with real MCP servers, are in package
// mcpgw; these are the command line's own refusals.
func TestMCPUsageErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(content), 0o644)
		return p
	}
	empty := write("empty.json", `{"mcpServers": {}}`)
	bad := write("bad.json", `{"mcpServers": {"x": {"args": ["a"]}}}`)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"mcp"}, 2, `mcp needs --config FILE`},
		{[]string{"mcp", "extra"}, 2, `mcp takes no arguments`},
		{[]string{"mcp", "--config", filepath.Join(dir, "none.json")}, 2, `no such file`},
		{[]string{"mcp", "--config", bad}, 2, `MCP server "x" has no "command" (or "url"); give it one`},
		{[]string{"mcp", "--config", empty}, 2, `the config names no MCP servers`},
		{[]string{"mcp", "--config", empty, "--budget", "lots"}, 2, `--budget "lots"`},
		{[]string{"mcp", "--config", empty, "--timeout", "-1s"}, 2, `Limits.Timeout is -1s`},
		{[]string{"run", "--mcp", "novalue", "-"}, 2, `--mcp "novalue": want NAME=COMMAND`},
		{[]string{"run", "--mcp", `x=node "unterminated`, "-"}, 2, `unterminated double quote`},
		{[]string{"run", "--mcp", "a=x", "--mcp", "a=y", "-"}, 2, `--mcp names the server "a" twice`},
	} {
		code, _, errs := runCLI(t, "async () => 1", c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d, stderr %q; want %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
}

// A server that cannot start is reported, and the program still runs.
func TestRunMCPServerThatCannotStart(t *testing.T) {
	code, out, errs := runCLI(t, `async () => { try { await gone.tool({}) } catch (e) { return e.message } }`,
		"run", "--json", "--mcp", "gone=no-such-mcp-server-xyz --flag", "-")
	if code != 0 || !strings.Contains(errs, `codemode: MCP server "gone" is unavailable: command "no-such-mcp-server-xyz" not found`) ||
		!strings.Contains(out, `MCP server \"gone\"`) {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", code, out, errs)
	}
}
