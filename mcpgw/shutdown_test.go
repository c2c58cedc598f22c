//go:build unix

package mcpgw_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode/mcpgw"
)

// alarming returns the lines of a gateway's standard error that warn or
// report an error.
func alarming(stderr string) []string {
	var out []string
	for _, line := range strings.Split(stderr, "\n") {
		if strings.Contains(line, "level=WARN") || strings.Contains(line, "level=ERROR") || strings.HasPrefix(line, "codemode: ") {
			out = append(out, line)
		}
	}
	return out
}

// A clean shutdown logs nothing alarming, however it comes: the official
// TypeScript client, offering sampling, elicitation and roots (so the
// gateway starts its servers again with them and lists the client's roots),
// searches and closes at once (testdata/npm/shutdown.mjs), three times; and
// SIGTERM or SIGINT while a server is still starting, and once all have
// started. Each time the gateway exits with status 0.
func TestCleanShutdown(t *testing.T) {
	t.Parallel()
	fixtures(t)
	root, _ := filepath.Abs("..")
	bin := codemodeBinary(t)
	xdg := t.TempDir()
	for i := range 3 {
		node := exec.Command(nodeBin(t), filepath.Join("mcpgw", "testdata", "npm", "shutdown.mjs"), bin, "mcpgw/testdata/report-config.json")
		node.Dir, node.Env = root, append(os.Environ(), "XDG_CONFIG_HOME="+xdg)
		out, err := node.Output()
		var got struct {
			End struct {
				Code   *int    `json:"code"`
				Signal *string `json:"signal"`
			} `json:"end"`
			Stderr string `json:"stderr"`
		}
		if err != nil || json.Unmarshal(out, &got) != nil {
			t.Fatalf("run %d: shutdown.mjs: %v: %s", i, err, out)
		}
		if got.End.Code == nil || *got.End.Code != 0 || len(alarming(got.Stderr)) > 0 {
			t.Errorf("run %d: the gateway ended %+v and logged:\n%s", i, got.End, strings.Join(alarming(got.Stderr), "\n"))
		}
	}

	dir := t.TempDir()
	slow := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"memory": {Command: nodeBin(t), Args: []string{memoryJS(t)}, Env: map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "m.jsonl")}},
		"mute":   {Command: "sh", Args: []string{"-c", "sleep 300"}},
	}})
	ready := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"memory": {Command: nodeBin(t), Args: []string{memoryJS(t)}, Env: map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "m.jsonl")}},
	}})
	for _, c := range []struct {
		name   string
		config string
		sig    syscall.Signal
	}{
		{"SIGTERM while starting", slow, syscall.SIGTERM},
		{"SIGINT while starting", slow, syscall.SIGINT},
		{"SIGTERM once started", ready, syscall.SIGTERM},
		{"SIGINT once started", ready, syscall.SIGINT},
	} {
		var stderr lockedBuffer
		gw := exec.Command(bin, "mcp", "--config", c.config, "--start-timeout", "5m", "--workspace", dir)
		gw.Env = append(os.Environ(), "XDG_CONFIG_HOME="+xdg)
		gw.Stderr = &stderr
		stdin, _ := gw.StdinPipe()
		if err := gw.Start(); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(time.Minute); !strings.Contains(stderr.String(), `msg="MCP server started" server=memory`); time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				gw.Process.Kill()
				t.Fatalf("%s: the memory server did not start:\n%s", c.name, stderr.String())
			}
		}
		if c.config == ready {
			time.Sleep(500 * time.Millisecond) // serving: the workspace tools are built
		}
		gw.Process.Signal(c.sig)
		done := make(chan error, 1)
		go func() { done <- gw.Wait() }()
		select {
		case err := <-done:
			if err != nil || len(alarming(stderr.String())) > 0 {
				t.Errorf("%s: %v; the gateway logged:\n%s", c.name, err, strings.Join(alarming(stderr.String()), "\n"))
			}
		case <-time.After(30 * time.Second):
			gw.Process.Kill()
			t.Errorf("%s: the gateway did not exit", c.name)
		}
		stdin.Close()
	}
}
