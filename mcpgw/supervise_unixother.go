//go:build unix && !linux

package mcpgw

import "syscall"

// serverProcAttr puts the supervisor's server in a process group of its
// own.
func serverProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
