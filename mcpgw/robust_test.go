package mcpgw_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
)

func fixtureJS(t testing.TB) string {
	return filepath.Join(fixtures(t), "fixture-server.mjs")
}

// fixtureConfig runs testdata/npm/fixture-server.mjs with args.
func fixtureConfig(t testing.TB, args ...string) mcpgw.ServerConfig {
	return mcpgw.ServerConfig{Command: nodeBin(t), Args: append([]string{fixtureJS(t)}, args...)}
}

// A stdio server that writes a banner and other lines that are not MCP to
// its standard output works: the lines are logged and skipped.
func TestNoisyStdioUpstream(t *testing.T) {
	t.Parallel()
	var log syncBuffer
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"noisy": fixtureConfig(t, "--noisy")}},
		mcpgw.Options{Logger: slog.New(slog.NewTextHandler(&log, nil))})
	if s := gw.Servers()[0]; !s.Up || s.Tools == 0 {
		t.Fatalf("status %+v\n%s", s, log.String())
	}
	for range 3 { // every answer is preceded by a line of noise
		res := gw.Execute(context.Background(), `async () => noisy.sentence({ a: 2, b: 3 })`, codemode.Limits{})
		if res.Error != nil || string(res.Value) != `"The sum of 2 and 3 is 5."` {
			t.Fatalf("%+v %s\n%s", res.Error, res.Value, log.String())
		}
	}
	for _, want := range []string{`line="fixture server 1.0 starting"`, `line="[info] listening on stdio"`, `line="{not json either}"`, `line="handling sentence"`} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the log lacks %s:\n%s", want, log.String())
		}
	}
}

// A frozen server is out of service from the call that timed out on: the
// very next call, made at once, does not wait on it but reaches a new one.
func TestFrozenUpstreamReplacedAtOnce(t *testing.T) {
	t.Parallel()
	pidFile := filepath.Join(t.TempDir(), "pid")
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"fx": {Command: "sh",
		Args: []string{"-c", `echo $$ > "$0"; exec "$1" "$2"`, pidFile, nodeBin(t), fixtureJS(t)}}}},
		mcpgw.Options{CallTimeout: 3 * time.Second})
	pid := readPid(t, pidFile)
	syscall.Kill(pid, syscall.SIGSTOP)
	t.Cleanup(func() { syscall.Kill(pid, syscall.SIGKILL) })
	res := gw.Execute(context.Background(), `async () => {
	  const out = []
	  for (const n of [1, 2]) {
	    try { out.push(await fx.sentence({ a: n, b: n })) } catch (e) { out.push(e.message) }
	  }
	  return out
	}`, codemode.Limits{Timeout: time.Minute})
	want := `["MCP server \"fx\" did not answer the call of fx.sentence within 3s.","The sum of 2 and 2 is 4."]`
	if res.Error != nil || string(res.Value) != want {
		t.Fatalf("%+v %s", res.Error, res.Value)
	}
	if readPid(t, pidFile) == pid {
		t.Fatal("the frozen server was not replaced")
	}
}
