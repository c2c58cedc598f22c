package mcpgw_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode/codemode/mcpgw"
)

// The official TypeScript SDK's client uses the gateway as an agent does
// (testdata/npm/agent.test.mjs, run with node --test): long calls kept
// alive by progress, cancellation reaching the upstream, sampling,
// elicitation and roots relayed from server-everything to the client.
func TestTypeScriptAgent(t *testing.T) {
	t.Parallel()
	dir := fixtures(t)
	logFile := filepath.Join(t.TempDir(), "fixture.log")
	os.WriteFile(logFile, nil, 0o644)
	fx := fixtureConfig(t)
	fx.Env = map[string]string{"FIXTURE_LOG": logFile}
	cfg := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"everything": {Command: nodeBin(t), Args: []string{everythingJS(t), "stdio"}},
		"fixture":    fx,
	}})
	cmd := exec.Command(nodeBin(t), "--test", "--test-concurrency=1", "agent.test.mjs")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CODEMODE_BIN="+codemodeBinary(t), "MCPGW_CONFIG="+cfg, "FIXTURE_LOG="+logFile)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test agent.test.mjs: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "# fail 0") {
		t.Fatalf("unexpected node --test output:\n%s", out)
	}
}
