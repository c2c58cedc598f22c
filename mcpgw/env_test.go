package mcpgw_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"testing"

	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A stdio upstream gets the default safe environment, the names its
// inheritEnv (and --inherit-env) lists, and its env; a variable set only in
// the gateway's environment does not reach it.
func TestUpstreamEnvironment(t *testing.T) {
	t.Parallel()
	ev := func(inherit []string, env map[string]string) mcpgw.ServerConfig {
		return mcpgw.ServerConfig{Command: nodeBin(t), Args: []string{everythingJS(t), "stdio"}, InheritEnv: inherit, Env: env}
	}
	cfg := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"plain":    ev(nil, map[string]string{"GIVEN": "by env"}),
		"named":    ev([]string{"MCPGW_NAMED", "MCPGW_PREFIX_*"}, nil),
		"everyvar": ev([]string{"*"}, nil),
	}})
	cmd := exec.Command(codemodeBinary(t), "mcp", "--config", cfg, "--quiet", "--inherit-env", "MCPGW_FLAG")
	cmd.Env = append(os.Environ(), "MCPGW_SECRET=hunter2", "MCPGW_NAMED=n", "MCPGW_PREFIX_A=a", "MCPGW_FLAG=f",
		"BASH_FUNC_x%%=() { evil; }", "TERM=() { evil; }")
	cs := connect(t, &mcp.CommandTransport{Command: cmd}, nil)
	var out executeOut
	text, isErr := callTool(t, cs, "execute", map[string]any{"code": `async () => {
	  const pick = (env) => ({ secret: env.MCPGW_SECRET, named: env.MCPGW_NAMED, prefix: env.MCPGW_PREFIX_A,
	    flag: env.MCPGW_FLAG, given: env.GIVEN, path: typeof env.PATH, term: env.TERM, fn: env["BASH_FUNC_x%%"] })
	  return { plain: pick(await plain["get-env"]()), named: pick(await named["get-env"]()), every: pick(await everyvar["get-env"]()) }
	}`}, &out)
	if isErr {
		t.Fatal(text)
	}
	var got map[string]map[string]any
	if err := json.Unmarshal(out.Result, &got); err != nil {
		t.Fatal(err, text)
	}
	want := map[string]map[string]any{
		"plain": {"flag": "f", "given": "by env", "path": "string"},
		"named": {"named": "n", "prefix": "a", "flag": "f", "path": "string"},
		"every": {"secret": "hunter2", "named": "n", "prefix": "a", "flag": "f", "path": "string"},
	}
	for name, w := range want {
		g := got[name]
		if len(g) != len(w) {
			t.Errorf("%s: got %v, want %v", name, g, w)
			continue
		}
		for k, v := range w {
			if g[k] != v {
				t.Errorf("%s: %s = %v, want %v", name, k, g[k], v)
			}
		}
	}
}
