package mcpgw

import "syscall"

// serverProcAttr puts the supervisor's server in a process group of its
// own, and kills it if the supervisor dies first (the supervisor's thread
// that starts it is locked, so it lives as long as the supervisor).
func serverProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
