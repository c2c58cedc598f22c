//go:build linux

package wire

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Rings is a pair of byte rings in memory shared by a pool and one of its
// workers: the messages of the worker pipes travel through them, and each
// pipe only rings a doorbell when its reader sleeps. A message then crosses
// with a copy and an atomic store at one end and an atomic load and a copy at
// the other, where a pipe costs a write and a read system call (about a
// microsecond each on the machines measured, on every tool call's path
// twice in each process).
//
// The memory is a sealed memfd: the peer can neither shrink nor grow it, so
// no access to the mapping can fault. Either peer may write anything into it
// at any time; a reader copies bytes out before it parses them, and every
// count read from the other side is checked (a count that says more than the
// ring holds is an error, never an index). The flag that asks for the
// doorbell is a hint: a writer that finds it set writes one byte to the pipe
// without blocking, and ignores a full pipe.
type Rings struct {
	mem  []byte
	size uint64 // bytes of data in each ring

	mu     sync.RWMutex // read-held while the mapping is touched; Close unmaps under it
	closed bool
	in     ring   // the ring this side reads
	out    ring   // the ring this side writes
	tail   uint64 // bytes this side has put in out: its own count, never read back
}

// ring is one direction's shared state: the reader's count of bytes taken,
// the writer's count of bytes put (each on a cache line of its own), the
// reader's flag "asleep: ring the doorbell", and the data.
type ring struct {
	head  *atomic.Uint64
	tail  *atomic.Uint64
	sleep *atomic.Uint32
	data  []byte
}

// The layout of one ring in the shared memory; ringHalf rounds it to pages.
const (
	ringHead  = 0
	ringTail  = 64
	ringSleep = 128
	ringData  = 192
)

// RingSize is the bytes of data each direction's ring holds. A message
// larger than that crosses in parts, its writer waiting for the reader to
// take the first.
const RingSize = 64 << 10

func ringHalf(size int) int {
	page := os.Getpagesize()
	return (ringData + size + page - 1) / page * page
}

// NewRings makes the shared memory of a pair of rings of at least size bytes
// each (RingSize if size is 0; rounded up to whole pages), for the side that
// starts the worker: it writes the first ring and reads the second. The file is the memory to give to the
// worker (its OpenRings); the caller closes it once the worker has started.
func NewRings(size int) (*Rings, *os.File, error) {
	if size <= 0 {
		size = RingSize
	}
	half := ringHalf(size)
	fd, err := unix.MemfdCreate("codemode-rings", unix.MFD_CLOEXEC|unix.MFD_ALLOW_SEALING)
	if err != nil {
		return nil, nil, fmt.Errorf("shared memory for the worker: %w", err)
	}
	f := os.NewFile(uintptr(fd), "codemode-rings")
	if err := unix.Ftruncate(fd, int64(2*half)); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("shared memory for the worker: %w", err)
	}
	if _, err := unix.FcntlInt(uintptr(fd), unix.F_ADD_SEALS, unix.F_SEAL_SHRINK|unix.F_SEAL_GROW|unix.F_SEAL_SEAL); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("sealing the shared memory for the worker: %w", err)
	}
	// Each ring holds what its pages hold: the size OpenRings reads from
	// the memory's length.
	r, err := mapRings(fd, half, half-ringData, false)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return r, f, nil
}

// OpenRings maps the shared memory NewRings made, for the worker: it reads
// the first ring and writes the second. f may be closed once it returns.
func OpenRings(f *os.File) (*Rings, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("the shared memory: %w", err)
	}
	page := int64(os.Getpagesize())
	half := st.Size() / 2
	if st.Size() <= 0 || half%page != 0 || half <= ringData || 2*half != st.Size() {
		return nil, fmt.Errorf("the shared memory is %d bytes, not two page-aligned rings", st.Size())
	}
	seals, err := unix.FcntlInt(f.Fd(), unix.F_GET_SEALS, 0)
	if err != nil || seals&unix.F_SEAL_SHRINK == 0 {
		return nil, errors.New("the shared memory is not sealed against shrinking")
	}
	return mapRings(int(f.Fd()), int(half), int(half)-ringData, true)
}

func mapRings(fd, half, size int, worker bool) (*Rings, error) {
	mem, err := unix.Mmap(fd, 0, 2*half, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("mapping the shared memory: %w", err)
	}
	at := func(off int) ring {
		b := mem[off : off+half]
		return ring{
			head:  (*atomic.Uint64)(unsafe.Pointer(&b[ringHead])),
			tail:  (*atomic.Uint64)(unsafe.Pointer(&b[ringTail])),
			sleep: (*atomic.Uint32)(unsafe.Pointer(&b[ringSleep])),
			data:  b[ringData : ringData+size],
		}
	}
	r := &Rings{mem: mem, size: uint64(size), in: at(half), out: at(0)}
	if worker {
		r.in, r.out = r.out, r.in
	}
	return r, nil
}

// Close unmaps the memory, once no read or write is touching it; reads and
// writes after it fail with os.ErrClosed.
func (r *Rings) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil
	}
	r.closed = true
	return unix.Munmap(r.mem)
}

// errRing is what a count read from the peer that cannot be true makes of a
// read or a write: the connection is over.
var errRing = errors.New("the peer wrote counts into the shared ring that cannot be true")

// read copies what the incoming ring holds into b, up to len(b), from *head
// (this side's own count, never read back from the ring).
func (r *Rings) read(b []byte, head *uint64) (int, error) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if r.closed {
		return 0, os.ErrClosed
	}
	avail := r.in.tail.Load() - *head
	if avail > r.size {
		return 0, errRing
	}
	n := min(avail, uint64(len(b)))
	if n == 0 {
		return 0, nil
	}
	at := *head % r.size
	c := copy(b[:n], r.in.data[at:])
	copy(b[c:n], r.in.data)
	*head += n
	r.in.head.Store(*head)
	return int(n), nil
}

// sleeping sets or clears this side's flag asking the peer to ring.
func (r *Rings) sleeping(on bool) {
	r.mu.RLock()
	if !r.closed {
		v := uint32(0)
		if on {
			v = 1
		}
		if r.in.sleep.Load() != v {
			r.in.sleep.Store(v)
		}
	}
	r.mu.RUnlock()
}

// woke, after a read that slept on the pipe, makes one system call, so that
// the Go runtime's monitor thread is awake while this process runs.
//
// The monitor (sysmon) is what preempts a goroutine that runs without
// yielding — a program spinning in JavaScript — so that the others get the
// processor: in a worker, which runs on one, the reader that must take the
// program's cancellation, or the end of its input. Once every processor of a
// process has gone idle, the monitor sleeps until a goroutine enters a system
// call (or the next timer); a goroutine made runnable by the poller does not
// wake it. Over pipes every message was a read and a write, so it never slept
// for long; through the rings a worker woken by the doorbell could receive
// an answer, resume a program that never yields, and make no system call at
// all: its reader then waited for the execution's deadline. A read that slept
// is a wake-up already (microseconds); the call costs a fraction of one.
func (r *Rings) woke() {
	syscall.Syscall(syscall.SYS_GETPID, 0, 0, 0)
}

// put copies as much of b as the outgoing ring has room for; it reports how
// much, and whether the reader asked for the doorbell.
func (r *Rings) put(b []byte) (int, bool, error) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if r.closed {
		return 0, false, os.ErrClosed
	}
	used := r.tail - r.out.head.Load()
	if used > r.size {
		return 0, false, errRing
	}
	n := min(r.size-used, uint64(len(b)))
	if n > 0 {
		at := r.tail % r.size
		c := copy(r.out.data[at:], b[:n])
		copy(r.out.data, b[c:n])
		r.tail += n
		r.out.tail.Store(r.tail)
	}
	return int(n), r.out.sleep.Load() != 0, nil
}

// Writer returns the writer of the outgoing ring; doorbell is the pipe to
// the peer, written one byte when the peer's reader sleeps. Writes are
// called one at a time (a StreamTransport's are).
func (r *Rings) Writer(doorbell *os.File) (io.Writer, error) {
	rc, err := doorbell.SyscallConn()
	if err != nil {
		return nil, err
	}
	var fd int
	if err := rc.Control(func(d uintptr) { fd = int(d) }); err != nil {
		return nil, err
	}
	if err := syscall.SetNonblock(fd, true); err != nil {
		return nil, err
	}
	return &ringWriter{r: r, doorbell: doorbell, rc: rc}, nil
}

// ringWriter is Rings.Writer's writer.
type ringWriter struct {
	r        *Rings
	doorbell *os.File
	rc       syscall.RawConn
	bell     func(fd uintptr) bool // one non-blocking write of a byte, bound once
	err      error
}

func (w *ringWriter) Write(b []byte) (int, error) {
	done, waits := 0, 0
	for done < len(b) {
		n, ring, err := w.r.put(b[done:])
		if err != nil {
			return done, err
		}
		done += n
		if ring {
			if err := w.ringDoorbell(); err != nil {
				return done, err
			}
		}
		if n > 0 {
			waits = 0
			continue
		}
		// Full: the reader takes what it holds in its own time.
		if err := w.waitForRoom(waits); err != nil {
			return done, err
		}
		waits++
	}
	return done, nil
}

// ringDoorbell writes one byte to the pipe, without blocking: a full pipe
// already holds bytes the reader has not taken, so it will wake anyway.
func (w *ringWriter) ringDoorbell() error {
	if w.bell == nil {
		w.bell = func(fd uintptr) bool {
			for {
				_, err := syscall.Write(int(fd), []byte{doorbell})
				if err == syscall.EINTR {
					continue
				}
				if err != nil && err != syscall.EAGAIN {
					w.err = err
				}
				return true
			}
		}
	}
	w.err = nil
	if err := w.rc.Write(w.bell); err != nil {
		return err
	}
	return w.err
}

// waitForRoom waits a little for the reader to take bytes from a full ring:
// yielding at first, then sleeping up to a millisecond at a time. The peer's
// end of the pipe closed (it exited, or was killed) ends the wait with
// EPIPE.
func (w *ringWriter) waitForRoom(waits int) error {
	if waits < 64 {
		runtime.Gosched()
		return nil
	}
	time.Sleep(min(time.Duration(waits-63)*10*time.Microsecond, time.Millisecond))
	var broken bool
	if err := w.rc.Control(func(fd uintptr) {
		p := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLOUT}}
		if n, err := unix.Poll(p, 0); err == nil && n > 0 {
			broken = p[0].Revents&(unix.POLLERR|unix.POLLHUP) != 0
		}
	}); err != nil {
		return err
	}
	if broken {
		return syscall.EPIPE
	}
	return nil
}

// Reader returns the reader of the incoming ring: a PollingReader whose
// bytes come from the ring, and whose pipe, doorbell, only wakes it. It
// polls the ring, on the same conditions, where a PollingReader polls its
// pipe; before it sleeps it asks the peer to ring, and it reads what the pipe
// holds only to empty it. The pipe's end (the peer exited) is the end of the
// ring once what the ring holds is read. doorbell must be pollable, as
// PollingReader's pipe.
func (r *Rings) Reader(doorbell *os.File, window time.Duration) (io.Reader, error) {
	pr := newPollingReader(doorbell, window)
	if pr == nil {
		return nil, errors.New("the doorbell pipe is not pollable")
	}
	pr.shared = r
	return pr, nil
}
