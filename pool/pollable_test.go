//go:build unix

package pool

import (
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/wire"
	"golang.org/x/sys/unix"
)

// A worker's inherited pipe is blocking, so the runtime's poller cannot wait
// on it, and a polling reader of it would be the file itself: pollable gives
// the worker a non-blocking copy that polls, carries the pipe's bytes, and
// sees its end; the inherited descriptor is closed.
func TestPollableInheritedPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	fd, err := syscall.Dup(int(r.Fd())) // Fd leaves r, and so the copy, blocking
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	inherited := os.NewFile(uintptr(fd), "inherited")
	if got := wire.PollingReader(inherited, time.Millisecond); got != any(inherited) {
		t.Fatalf("a blocking pipe's reader is %T: the premise does not hold", got)
	}
	p := pollable(inherited)
	defer p.Close()
	if p == inherited {
		t.Fatal("pollable returned the blocking file")
	}
	if _, err := unix.FcntlInt(uintptr(fd), unix.F_GETFD, 0); err == nil {
		t.Fatal("the inherited descriptor is still open")
	}
	rd := wire.PollingReader(p, time.Millisecond)
	if rd == any(p) {
		t.Fatal("the copy is not read by polling")
	}
	go func() { w.Write([]byte("message\n")); w.Close() }()
	buf := make([]byte, 64)
	n, err := rd.Read(buf)
	if err != nil || string(buf[:n]) != "message\n" {
		t.Fatalf("read %q, %v", buf[:n], err)
	}
	if n, err := rd.Read(buf); n != 0 || err == nil {
		t.Fatalf("after the writer closed: %d bytes, %v; want the end", n, err)
	}
}
