//go:build unix

package proctest

import "syscall"

// pause stops (SIGSTOP) or resumes (SIGCONT) the process pid.
func pause(pid int, stop bool) error {
	if stop {
		return syscall.Kill(pid, syscall.SIGSTOP)
	}
	return syscall.Kill(pid, syscall.SIGCONT)
}
