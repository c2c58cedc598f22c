//go:build unix

package wire

import (
	"errors"
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
// thread on another processor, which costs more than the message (10–50 µs
// each way on the virtual machines measured, the most when they are otherwise
// idle, against about 2 µs to a reader that was polling). So a conversation of quick messages — a program's tool
// calls, answered in microseconds — crosses without wake-ups.
//
// A read polls only when all of these hold, so that polling spends processor
// time only where it is likely to pay:
//   - a message was sent on the connection since the last one was read (see
//     Sent): the reader awaits an answer, rather than the peer's own next move;
//   - the answers awaited lately mostly came within the window (the third
//     shortest of the last eight waits for one): a tool that takes
//     milliseconds is slept for; but every eighth read that this rule would
//     put to sleep polls all the same (probeEvery). A wait that slept
//     includes the wake-ups it paid for — this reader's, and the peer's when
//     the peer slept too — which cost more than the answer on a virtual
//     machine; two ends that each sleep because the other does would
//     otherwise never learn that, both polling, their answers come quickly;
//   - fewer than half of GOMAXPROCS readers of the process (at least one) are
//     polling already.
//
// A read that began before the message it awaits the answer to was sent (a
// relay's reader, which hands each message on and reads again while the
// answer is sent on this connection later, by another goroutine) sleeps in
// the poller, and Sent wakes it to poll.
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
	if r := newPollingReader(f, window); r != nil {
		return r
	}
	return f
}

// newPollingReader is PollingReader's reader of f, or nil if f is not
// pollable (os.NewFile of a blocking descriptor).
func newPollingReader(f *os.File, window time.Duration) *pollingReader {
	rc, err := f.SyscallConn()
	if err != nil {
		return nil
	}
	nonBlocking := false
	_ = rc.Control(func(fd uintptr) {
		fl, err := unix.FcntlInt(fd, unix.F_GETFL, 0)
		nonBlocking = err == nil && fl&unix.O_NONBLOCK != 0
	})
	if !nonBlocking {
		return nil
	}
	r := &pollingReader{f: f, rc: rc, window: max(window, 0), maxPollers: int32(max(1, runtime.GOMAXPROCS(0)/2))}
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
	probes     int // reads the waits would have put to sleep

	// One read's state, for fn (r.try, bound once so that a read
	// allocates nothing). Reads are called from one goroutine.
	fn     func(fd uintptr) bool
	b      []byte
	n      int
	err    error
	start  time.Time
	waited bool
	at     uint64 // sends when the read began
	woken  bool   // Sent woke this read to poll (see asleep)

	// asleep is set while a read sleeps in the poller only because nothing
	// had been sent when it began (the other conditions holding): Sent
	// then wakes it, by a read deadline in the past (the poller's own way
	// of waking a reader; this reader sets no other deadline).
	asleep atomic.Bool
	// sentAt is when the last message was sent, in nanoseconds since
	// epoch: a wait for an answer is counted from it, not from the read's
	// beginning when the read began first.
	sentAt atomic.Int64

	// shared, when not nil, is where the bytes are (Rings.Reader): f then
	// only wakes the reader. head is the count of bytes taken from it.
	shared  sharedSource
	head    uint64
	scratch [64]byte // what the doorbell pipe holds, read to empty it
	slept   bool     // this read slept on the pipe (see sharedSource.woke)
}

// doorbell is the byte a writer to shared memory writes on the pipe to wake
// its reader.
const doorbell = 1

// ErrNotShared is what a reader of shared memory (Rings.Reader) returns when
// its pipe carries anything but the doorbell's byte: the peer writes its
// messages on the pipe, so it does not share the memory.
var ErrNotShared = errors.New("the peer writes its messages on the pipe instead of the shared memory: it is not of this build (start it from the same binary, or turn the shared memory off)")

// sharedSource is memory a reader takes its bytes from, with a flag asking
// the writer to write to the pipe (Rings).
type sharedSource interface {
	// read copies up to len(b) bytes from *head on, and moves *head.
	read(b []byte, head *uint64) (int, error)
	// sleeping sets or clears the flag asking the writer to ring.
	sleeping(on bool)
	// woke is called after a read that slept on the pipe.
	woke()
}

// epoch is the origin of pollingReader.sentAt.
var epoch = time.Now()

// Sent tells the reader that a message was sent on its connection: the next
// read awaits an answer, and may poll for it; a read asleep only because
// nothing had been sent is woken to poll. It is safe to call from any
// goroutine.
func (r *pollingReader) Sent() {
	r.sentAt.Store(int64(time.Since(epoch)))
	r.sends.Add(1)
	if r.asleep.CompareAndSwap(true, false) {
		_ = r.f.SetReadDeadline(time.Now())
	}
}

// pollers counts the readers of this process polling now; polled counts the
// polls that found a message, and probed the reads that polled as probes (for
// tests).
var pollers, polled, probed atomic.Int32

func (r *pollingReader) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	r.b, r.n, r.err, r.waited, r.woken = b, 0, nil, false, false
	r.at = r.sends.Load()
	rerr := r.rc.Read(r.fn)
	for errors.Is(rerr, os.ErrDeadlineExceeded) {
		// Sent's wake-up: clear the deadline, and poll for the answer.
		// (A wake-up that comes late, once this read has begun without
		// sleeping, finds nothing sent since: the read goes on as if
		// it had just begun.)
		r.asleep.Store(false)
		_ = r.f.SetReadDeadline(time.Time{})
		r.woken = r.sends.Load() != r.seen
		r.waited = false
		rerr = r.rc.Read(r.fn)
	}
	r.asleep.Store(false)
	r.b = nil
	if r.slept {
		r.slept = false
		r.shared.woke()
	}
	if rerr != nil {
		return 0, rerr
	}
	if r.waited && r.sends.Load() != r.seen {
		// A wait for an answer: from the message sent last, or from the
		// read's beginning if that was later.
		from := max(r.start.Sub(epoch), time.Duration(r.sentAt.Load()))
		r.waits[r.next] = time.Since(epoch) - from
		r.next = (r.next + 1) % len(r.waits)
	}
	r.seen = r.sends.Load()
	return r.n, r.err
}

// try is one attempt of rc.Read: it reports whether the read is done, or
// whether the runtime's poller should wait for the pipe.
func (r *pollingReader) try(fd uintptr) bool {
	if r.shared == nil {
		return r.attempt(fd)
	}
	r.shared.sleeping(false)
	return r.attempt(fd) || r.sleep(fd)
}

// sleep, for a reader of shared memory about to sleep on its pipe, asks the
// writer to ring and empties the pipe; it reports whether the read is done
// after all (bytes came meanwhile, or the pipe ended). The flag is set
// before the memory is looked at again, and the writer looks at the flag
// after it puts bytes, so one of the two sees the other.
func (r *pollingReader) sleep(fd uintptr) bool {
	r.shared.sleeping(true)
	for {
		if r.once(fd) {
			r.shared.sleeping(false)
			return true
		}
		n, err := syscall.Read(int(fd), r.scratch[:])
		for _, c := range r.scratch[:max(n, 0)] {
			if c != doorbell {
				// A peer that writes its messages on the pipe: not
				// one that shares the memory (another version's
				// worker, say).
				r.shared.sleeping(false)
				r.err = ErrNotShared
				return true
			}
		}
		switch {
		case err == syscall.EINTR || (err == nil && n > 0):
			continue
		case err == syscall.EAGAIN:
			r.slept = true
			return false
		}
		// The pipe ended or failed: what the memory holds was put before
		// that, and is read first.
		r.shared.sleeping(false)
		if !r.once(fd) {
			r.err = err
			if err == nil {
				r.err = io.EOF
			}
		}
		return true
	}
}

// attempt is try's work for a pipe, or for shared memory short of sleeping.
func (r *pollingReader) attempt(fd uintptr) bool {
	if r.once(fd) {
		return true
	}
	if r.woken {
		// The wait for the answer begins with the message just sent.
		r.woken, r.waited, r.start = false, true, time.Now()
		return r.poll(fd)
	}
	if r.waited {
		return false // woken by the poller for nothing: wait again
	}
	r.waited, r.start = true, time.Now()
	if !r.shortWaits() {
		r.probes++
		if r.probes%probeEvery != 0 {
			return false
		}
		probed.Add(1)
	}
	if r.at == r.seen {
		// Nothing sent since the last message read: sleep, to be woken
		// by Sent if a message is sent meanwhile. One sent between the
		// check above and this one is polled for now.
		r.asleep.Store(true)
		if r.sends.Load() == r.at || !r.asleep.CompareAndSwap(true, false) {
			return false
		}
	}
	return r.poll(fd)
}

// poll keeps trying the pipe for up to the window from r.start, if the
// process's readers that poll are fewer than maxPollers; it reports whether
// the read is done.
func (r *pollingReader) poll(fd uintptr) bool {
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

// shortWaits reports whether the answers awaited lately mostly came within
// the window: the third shortest of the last eight waits for one.
func (r *pollingReader) shortWaits() bool {
	w := r.waits
	slices.Sort(w[:])
	return w[2] <= r.window
}

// probeEvery is how often a read that awaits an answer polls although the
// recent answers came slowly: one in probeEvery. It costs at most one window
// of processor time in probeEvery waits for a slow peer (a tenth of a
// millisecond in eight waits of milliseconds each, by default).
const probeEvery = 8

// once is one non-blocking read into r.b; it reports whether the read is done
// (with a message, the end of the pipe or an error), not just empty. A reader
// of shared memory reads the memory.
func (r *pollingReader) once(fd uintptr) bool {
	if r.shared != nil {
		n, err := r.shared.read(r.b, &r.head)
		r.n, r.err = n, err
		return n > 0 || err != nil
	}
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
