//go:build unix

package pool

import (
	"os"
	"syscall"
)

// pollable returns a copy of the inherited pipe f that the runtime's poller
// can wait on (a descriptor in non-blocking mode; os.NewFile makes such a
// file pollable), and closes f; if that fails, f itself.
func pollable(f *os.File) *os.File {
	fd, err := syscall.Dup(int(f.Fd()))
	if err != nil {
		return f
	}
	if err := syscall.SetNonblock(fd, true); err != nil {
		syscall.Close(fd)
		return f
	}
	syscall.CloseOnExec(fd)
	p := os.NewFile(uintptr(fd), f.Name())
	f.Close()
	return p
}
