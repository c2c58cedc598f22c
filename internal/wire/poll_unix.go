//go:build unix

package wire

import (
	"io"
	"os"
	"runtime"
	"slices"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// PollingReader returns a reader of the pipe f that, when the pipe is empty,
// may keep trying it for up to window before it sleeps in the runtime's
// poller until f is readable. A pipe's two ends are different processes, and
// a reader put to sleep is woken by the writer's kernel call: a wake-up of a
// thread on another processor, which costs more than the message (10–15 µs
// each way on the virtual machines measured, against about 2 µs to a reader
// that was polling). So a conversation of quick messages — a program's tool
// calls, answered in microseconds — crosses without wake-ups.
//
// A read polls only when all of these hold, so that polling spends processor
// time only where it is likely to pay:
//   - a message was sent on the connection since the last one was read (see
//     Sent): the reader awaits an answer, rather than the peer's own next move;
//   - the reads that had to wait lately mostly waited less than half the
//     window (the third shortest of the last eight): an answer relayed through
//     another connection, or a tool that takes milliseconds, is slept for;
//   - fewer than half of GOMAXPROCS readers of the process (at least one) are
//     polling already.
//
// While it polls, the reader yields to the goroutines waiting for its
// processor, so in a process with one processor (a pool's worker) the program
// it has just handed an answer to runs first. A window of zero or less returns
// f itself. f must be pollable (a pipe from os.Pipe, or a descriptor in
// non-blocking mode given to os.NewFile); otherwise PollingReader returns f.
//
// A StreamTransport made with the reader tells it of every message it sends.
func PollingReader(f *os.File, window time.Duration) io.Reader {
	if window <= 0 {
		return f
	}
	rc, err := f.SyscallConn()
	if err != nil {
		return f
	}
	nonBlocking := false
	_ = rc.Control(func(fd uintptr) {
		fl, err := unix.FcntlInt(fd, unix.F_GETFL, 0)
		nonBlocking = err == nil && fl&unix.O_NONBLOCK != 0
	})
	if !nonBlocking {
		return f // os.NewFile of a blocking descriptor: not pollable
	}
	r := &pollingReader{f: f, rc: rc, window: window, maxPollers: int32(max(1, runtime.GOMAXPROCS(0)/2))}
	r.fn = r.try
	return r
}

// pollingReader is PollingReader's reader.
type pollingReader struct {
	f      *os.File
	rc     syscall.RawConn
	window time.Duration
	// maxPollers is how many readers of the process may poll at once: half
	// of GOMAXPROCS when the reader was made, at least one.
	maxPollers int32
	sends      atomic.Uint64 // messages sent on the connection
	seen       uint64        // sends when the last message was read
	waits      [8]time.Duration
	next       int // the slot of waits the next wait goes in

	// One read's state, for fn (r.try, bound once so that a read
	// allocates nothing). Reads are called from one goroutine.
	fn     func(fd uintptr) bool
	b      []byte
	n      int
	err    error
	start  time.Time
	waited bool
	at     uint64 // sends when the read began
}

// Sent tells the reader that a message was sent on its connection: the next
// read awaits an answer, and may poll for it.
func (r *pollingReader) Sent() { r.sends.Add(1) }

// pollers counts the readers of this process polling now; polled counts the
// polls that found a message (for tests).
var pollers, polled atomic.Int32

func (r *pollingReader) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	r.b, r.n, r.err, r.waited = b, 0, nil, false
	r.at = r.sends.Load()
	rerr := r.rc.Read(r.fn)
	r.b = nil
	if rerr != nil {
		return 0, rerr
	}
	if r.waited {
		r.waits[r.next] = time.Since(r.start)
		r.next = (r.next + 1) % len(r.waits)
	}
	r.seen = r.sends.Load()
	return r.n, r.err
}

// try is one attempt of rc.Read: it reports whether the read is done, or
// whether the runtime's poller should wait for the pipe.
func (r *pollingReader) try(fd uintptr) bool {
	if r.once(fd) {
		return true
	}
	if r.waited {
		return false // woken by the poller for nothing: wait again
	}
	r.waited, r.start = true, time.Now()
	if !r.shouldPoll() {
		return false
	}
	if pollers.Add(1) > r.maxPollers {
		pollers.Add(-1)
		return false
	}
	defer pollers.Add(-1)
	for time.Since(r.start) < r.window {
		// Let what waits for this processor run: in a worker, the
		// program this reader handed an answer to, which is about to
		// send the next call.
		runtime.Gosched()
		if r.once(fd) {
			polled.Add(1)
			return true
		}
	}
	return false
}

// shouldPoll applies the first two conditions of PollingReader.
func (r *pollingReader) shouldPoll() bool {
	if r.at == r.seen {
		return false
	}
	w := r.waits
	slices.Sort(w[:])
	return w[2] <= r.window/2
}

// once is one non-blocking read into r.b; it reports whether the read is done
// (with a message, the end of the pipe or an error), not just empty.
func (r *pollingReader) once(fd uintptr) bool {
	for {
		n, err := syscall.Read(int(fd), r.b)
		switch {
		case err == syscall.EINTR:
			continue
		case err == syscall.EAGAIN:
			return false
		case err != nil:
			r.err = err
		case n == 0:
			r.err = io.EOF
		}
		r.n = max(n, 0)
		return true
	}
}
