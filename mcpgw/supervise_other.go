//go:build !unix

package mcpgw

import (
	"os"
	"os/exec"
	"syscall"
)

// supervised returns the command that runs path with args. Outside Unix
// there are no process groups to end: the server is started directly and
// ended alone.
func supervised(path string, args []string) (cmd *exec.Cmd, life, lifeChild *os.File) {
	return exec.Command(path, args...), nil, nil
}

func supervisorEnv(env []string, _ *os.File) []string { return env }

// signalGroup signals the server's process.
func signalGroup(p *os.Process, _ bool, sig syscall.Signal) error {
	if sig == syscall.SIGKILL {
		return p.Kill()
	}
	return p.Signal(sig)
}
