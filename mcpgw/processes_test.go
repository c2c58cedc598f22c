//go:build linux

package mcpgw_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/doctest"
	"github.com/codemode/codemode/mcpgw"
)

// alive reports whether pid is a process that has not exited (a zombie,
// waiting for a parent to reap it, has exited).
func alive(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	// pid (comm) state ...: the state follows the last ')'.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i >= 0 && i+2 < len(s) && s[i+2] != 'Z'
}

// groupMembers lists the live processes of the process group pgid.
func groupMembers(pgid int) []int {
	entries, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if g, err := syscall.Getpgid(pid); err == nil && g == pgid && alive(pid) {
			out = append(out, pid)
		}
	}
	return out
}

// waitGone waits up to d for every process of pids to have exited.
func waitGone(d time.Duration, pids ...int) []int {
	deadline := time.Now().Add(d)
	for {
		var left []int
		for _, p := range pids {
			if alive(p) {
				left = append(left, p)
			}
		}
		if len(left) == 0 || time.Now().After(deadline) {
			return left
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Every process a stdio upstream starts ends with the gateway, however the
// gateway ends: by SIGTERM, by SIGKILL (the supervisor sees its pipe
// close), or by Close. The upstreams: `sh -c 'sleep 300 & wait'`, which
// never answers MCP (the gateway is still starting it), and a real MCP
// server started through sh with a sleep beside it (the gateway serves).
// The sleep, a grandchild of the gateway, writes its pid to a file; its
// whole process group is checked.
func TestUpstreamProcessesEndWithTheGateway(t *testing.T) {
	t.Parallel()
	bin := codemodeBinary(t)
	type upstream struct {
		name   string
		script string // $0 is the pid file, $1 node, $2 the server
		serves bool
	}
	ups := []upstream{
		{"sleep-and-wait", `sleep 300 & echo $! > "$0"; wait`, false},
		{"server-beside-sleep", `sleep 300 & echo $! > "$0"; exec "$1" "$2"`, true},
	}
	type ending struct {
		name string
		end  func(t *testing.T, gw *exec.Cmd)
	}
	endings := []ending{
		{"SIGTERM", func(t *testing.T, gw *exec.Cmd) { gw.Process.Signal(syscall.SIGTERM) }},
		{"SIGKILL", func(t *testing.T, gw *exec.Cmd) { gw.Process.Kill() }},
	}
	for _, up := range ups {
		for _, end := range endings {
			t.Run(up.name+"/"+end.name, func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				pidFile := filepath.Join(dir, "pid")
				cfg := writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
					"up": {Command: "sh", Args: []string{"-c", up.script, pidFile, nodeBin(t), memoryJS(t)},
						Env: map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "m.jsonl")}},
				}})
				gw := exec.Command(bin, "mcp", "--config", cfg, "--start-timeout", "5m", "--workspace", dir)
				gw.Env = append(os.Environ(), "XDG_CONFIG_HOME="+dir)
				stdin, _ := gw.StdinPipe() // open: the gateway serves until it is stopped
				defer stdin.Close()
				stderr, _ := gw.StderrPipe()
				if err := gw.Start(); err != nil {
					t.Fatal(err)
				}
				exited := make(chan struct{})
				started := make(chan struct{}, 1)
				go func() {
					sc := bufio.NewScanner(stderr)
					for sc.Scan() {
						if strings.Contains(sc.Text(), `msg="MCP server started" server=up`) {
							started <- struct{}{}
						}
					}
				}()
				go func() { gw.Wait(); close(exited) }()
				defer gw.Process.Kill()

				sleep := readPid(t, pidFile)
				pgid, err := syscall.Getpgid(sleep)
				if err != nil {
					t.Fatal(err)
				}
				if pgid == syscall.Getpgrp() {
					t.Fatal("the upstream runs in the test's own process group")
				}
				if up.serves {
					select {
					case <-started:
					case <-time.After(time.Minute):
						t.Fatal("the MCP server did not start")
					}
				}
				group := groupMembers(pgid)
				if len(group) < 2 {
					t.Fatalf("the upstream's group %d has %v", pgid, group)
				}
				end.end(t, gw)
				select {
				case <-exited:
				case <-time.After(30 * time.Second):
					t.Fatal("the gateway did not exit")
				}
				if left := waitGone(15*time.Second, append(group, sleep)...); len(left) > 0 {
					for _, p := range left {
						syscall.Kill(p, syscall.SIGKILL)
					}
					t.Fatalf("processes of the upstream's group outlived the gateway: %v", left)
				}
				if left := groupMembers(pgid); len(left) > 0 {
					t.Fatalf("the upstream's group still has %v", left)
				}
			})
		}
	}
}

// A library gateway's Close ends the upstream's group too (the test binary
// is the supervisor here), and so does a server that exits on its own: what
// it started ends with it.
func TestUpstreamGroupEndsWithCloseAndWithTheServer(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pidFile, serverPid := filepath.Join(dir, "pid"), filepath.Join(dir, "server")
	gw := newGateway(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{
		"up": {Command: "sh", Args: []string{"-c", `sleep 300 & echo $! > "$0"; echo $$ > "$1"; exec "$2" "$3"`, pidFile, serverPid, nodeBin(t), memoryJS(t)},
			Env: map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "m.jsonl")}},
	}}, mcpgw.Options{})
	sleep, server := readPid(t, pidFile), readPid(t, serverPid)
	pgid, _ := syscall.Getpgid(sleep)
	if !gw.Servers()[0].Up || pgid != server {
		t.Fatalf("status %+v; the sleep's group %d, the server %d", gw.Servers()[0], pgid, server)
	}
	// The server dies: the sleep it left ends with it.
	syscall.Kill(server, syscall.SIGKILL)
	if left := waitGone(10*time.Second, sleep); len(left) > 0 {
		syscall.Kill(sleep, syscall.SIGKILL)
		t.Fatal("the sleep outlived its server")
	}
	for deadline := time.Now().Add(10 * time.Second); gw.Servers()[0].Up; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the gateway did not notice that the server exited")
		}
	}
	// Started again on the next call, then closed.
	res := gw.Execute(context.Background(), `async () => (await up.read_graph()).entities.length`, codemode.Limits{})
	if res.Error != nil || string(res.Value) != "0" {
		t.Fatalf("%s %v", res.Value, res.Error)
	}
	sleep = readPid(t, pidFile)
	pgid, _ = syscall.Getpgid(sleep)
	group := groupMembers(pgid)
	gw.Close()
	if left := waitGone(10*time.Second, append(group, sleep)...); len(left) > 0 {
		for _, p := range left {
			syscall.Kill(p, syscall.SIGKILL)
		}
		t.Fatalf("processes outlived Close: %v", left)
	}
}

// A config whose server starts the gateway again with the same config is
// refused by the gateway so started, with the text docs/mcp-gateway.md
// quotes, which the first gateway reports as the server's failure; and a
// chain of MaxGatewayDepth gateways is refused whatever the configs.
func TestGatewayThatStartsItselfIsRefused(t *testing.T) {
	t.Parallel()
	doc, err := doctest.TableCodeSpans("../docs/mcp-gateway.md", "#### A gateway that starts itself")
	if err != nil {
		t.Fatal(err)
	}
	loop := `MCP server "self" starts this gateway again with the same config, and that one would start another, without end; remove "self" from the config, or give the gateway it starts a config of its own`
	deep := `4 gateways already run inside one another, each started by a server of the one before (CODEMODE_MCP_GATEWAY counts them); the gateway refuses to be the next, which is how a config that starts itself again ends. Remove the server that starts a gateway from the config`
	for _, text := range []string{loop, deep} {
		if !doc[text] {
			t.Errorf("docs/mcp-gateway.md does not quote %q", text)
		}
	}

	bin := codemodeBinary(t)
	dir := t.TempDir()
	cfg := filepath.Join(dir, "self.json")
	os.WriteFile(cfg, []byte(`{"mcpServers": {"self": {"command": "`+bin+`", "args": ["mcp", "--config", "`+cfg+`"]}}}`), 0o644)
	cmd := exec.Command(bin, "mcp", "--config", cfg, "--report", "--workspace", dir)
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), `MCP server "self" is unavailable: `) ||
		!strings.Contains(string(out), "its stderr ended with: codemode: "+loop+"\n") {
		t.Fatalf("%v:\n%s", err, out)
	}

	// A gateway four deep, whatever its config, is refused on its own.
	cmd = exec.Command(bin, "mcp", "--config", cfg, "--workspace", dir)
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+dir, mcpgw.GatewayEnv+`=[["a","x"],["b","x"],["c","x"],["d","x"]]`)
	out, err = cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 || string(out) != "codemode: "+deep+"\n" {
		t.Errorf("four deep: %v:\n%s", err, out)
	}
	// Three before it are allowed.
	cmd = exec.Command(bin, "mcp", "--config", writeConfig(t, mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{"m": {Command: nodeBin(t), Args: []string{memoryJS(t)}}}}), "--report", "--workspace", dir)
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+dir, mcpgw.GatewayEnv+`=[["a","x"],["b","x"],["c","x"]]`)
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "native: m ") {
		t.Errorf("three gateways deep: %v:\n%s", err, out)
	}
}
