package mcpgw_test

import (
	"os/exec"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The gateway's execute ends by its deadline on a built-in that loops in the
// engine's C code (joining copies of the largest BigInt: seconds of decimal
// conversion apiece), in a worker process (the default) and in process; the
// next execute works. Through the built binary, over stdio, with the Go
// SDK's client.
func TestGatewayExecuteEndsInANativeLoop(t *testing.T) {
	t.Parallel()
	cfg := writeConfig(t, stdioServers(t))
	for _, mode := range [][]string{nil, {"--in-process"}} {
		args := append([]string{"mcp", "--config", cfg, "--quiet"}, mode...)
		cs := connect(t, &mcp.CommandTransport{Command: exec.Command(codemodeBinary(t), args...)}, nil)
		var out executeOut
		start := time.Now()
		text, _ := callTool(t, cs, "execute", map[string]any{
			"code":      `async () => { let b = 1n; for (let n = 1n << 20n; n >= 1n; n >>= 1n) { try { b = (b << n) | 1n; } catch {} } for (;;) Array(64).fill(b).join(); }`,
			"timeoutMs": 2000,
		}, &out)
		took := time.Since(start)
		if out.Error == nil || out.Error.Kind != "timeout" || out.Error.Message != "Execution timed out after 2s." {
			t.Fatalf("%v: execute: %s\n%+v", mode, text, out)
		}
		// Only a hang fails here; the figure is in the log.
		if took > 15*time.Second {
			t.Fatalf("%v: execute answered after %s", mode, took)
		}
		t.Logf("%v: execute answered the timeout after %s", mode, took.Round(time.Millisecond))
		text, isErr := callTool(t, cs, "execute", map[string]any{"code": `async () => (await everything["get-sum"]({ a: 2, b: 3 }))`}, &out)
		if isErr || out.Error != nil {
			t.Fatalf("%v: the next execute: %s\n%+v", mode, text, out)
		}
	}
}
