//go:build unix

package wire

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

func pipe(t *testing.T) (r, w *os.File) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close(); w.Close() })
	return r, w
}

// Every byte written reaches the reader in order, whatever the sizes of the
// writes and the pauses between them, with and without answers awaited, and
// the end of the pipe is io.EOF.
func TestPollingReaderCarriesEveryByte(t *testing.T) {
	for _, window := range []time.Duration{time.Microsecond, 50 * time.Microsecond, 5 * time.Millisecond} {
		r, w := pipe(t)
		pr := PollingReader(r, window)
		sent, ok := pr.(interface{ Sent() })
		if !ok {
			t.Fatalf("window %v: the reader of a pipe is %T, not a polling reader", window, pr)
		}
		rng := rand.New(rand.NewPCG(uint64(window), 1))
		var want bytes.Buffer
		chunks := make([][]byte, 300)
		for i := range chunks {
			n := 1 + rng.IntN(4<<10)
			if i%50 == 0 {
				n = 200 << 10 // more than a pipe holds: a write in pieces
			}
			c := make([]byte, n)
			for j := range c {
				c[j] = byte(rng.Uint32())
			}
			chunks[i] = c
			want.Write(c)
		}
		pauses := make([]time.Duration, len(chunks))
		for i := range pauses {
			switch i % 3 {
			case 1:
				pauses[i] = 20 * time.Microsecond
			case 2:
				pauses[i] = time.Duration(rng.IntN(2000)) * time.Microsecond
			}
		}
		go func() {
			for i, c := range chunks {
				time.Sleep(pauses[i])
				w.Write(c)
			}
			w.Close()
		}()
		var got bytes.Buffer
		buf := make([]byte, 1+rng.IntN(64<<10))
		for i := 0; ; i++ {
			if i%2 == 0 {
				sent.Sent()
			}
			n, err := pr.Read(buf)
			got.Write(buf[:n])
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("window %v: read %d: %v", window, i, err)
			}
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Fatalf("window %v: read %d bytes, want the %d written", window, got.Len(), want.Len())
		}
	}
}

// A read polls only for an answer: after a message was sent, and while the
// recent answers came quickly. Otherwise it sleeps, and still gets the
// message.
func TestPollingReaderPollsOnlyForAnAnswer(t *testing.T) {
	// A quick answer comes a millisecond after the writer starts its
	// sleep, and a slow one a whole window after the read's own window
	// ends: on a loaded machine (a test run with other packages) the
	// writer's timer, its write and the reader's wake-up can each be late
	// by tens of milliseconds, and by more than 100 now and then (a
	// quick answer took 280 ms, and a probe's poll caught a slow answer
	// two 100 ms windows late, with four processes spinning on two
	// cores beside another package's tests).
	const window = 200 * time.Millisecond
	slow := 2 * window
	r, w := pipe(t)
	pr := PollingReader(r, window).(*pollingReader)
	buf := make([]byte, 16)
	read := func(after time.Duration, send bool) (caught bool) {
		t.Helper()
		if send {
			pr.Sent()
		}
		before := polled.Load()
		go func() { time.Sleep(after); w.Write([]byte("x")) }()
		n, err := pr.Read(buf)
		if err != nil || n != 1 {
			t.Fatalf("read: %d bytes, %v", n, err)
		}
		return polled.Load() > before
	}
	// The first waits count as short: a read after a message sent polls,
	// and catches the message written a millisecond later.
	if !read(time.Millisecond, true) {
		t.Fatal("a read awaiting an answer did not poll for it")
	}
	// Nothing sent since the last message read: the peer's own next move,
	// slept for.
	if read(time.Millisecond, false) {
		t.Fatal("a read with no message sent since the last one polled")
	}
	// Long waits for the peer's own moves (an idle connection between
	// executions) say nothing of how quickly answers come: counted as
	// answers, these would put the next read to sleep.
	for range 8 {
		read(slow, false)
	}
	if !read(time.Millisecond, true) {
		t.Fatal("a read awaiting an answer did not poll after long waits for no answer")
	}
	// Answers that took longer than the window: after enough of them, a
	// read sleeps even when it awaits an answer (a slow tool)...
	for range 8 {
		read(slow, true)
	}
	// ...but one in probeEvery of the reads the slow answers put to sleep
	// polls all the same, to find out whether the answers have become
	// quick (a peer that slept because this reader did).
	before := probed.Load()
	for range 2 * probeEvery {
		if read(slow, true) {
			t.Fatal("a read caught an answer that came after the window")
		}
	}
	if n := probed.Load() - before; n != 2 {
		t.Fatalf("%d of %d reads after slow answers polled, want 2 (one in %d)", n, 2*probeEvery, probeEvery)
	}
	// Quick answers again: once three of the last eight were quick, every
	// read polls.
	for range 3 {
		read(time.Millisecond, true)
	}
	for range 4 {
		if !read(time.Millisecond, true) {
			t.Fatal("a read did not poll again once the answers were quick")
		}
	}
}

// A read that began before the message it awaits the answer to was sent —
// a relay's reader, which reads again as soon as it has handed a message
// on, while the answer is sent by another goroutine — is woken by Sent and
// polls; a read that nothing was sent for sleeps. A wake-up leaves no
// deadline behind: later reads wait as long as their messages take.
func TestPollingReaderWokenBySent(t *testing.T) {
	const window = 100 * time.Millisecond
	r, w := pipe(t)
	pr := PollingReader(r, window).(*pollingReader)
	buf := make([]byte, 16)
	read := func(send func()) (caught bool) {
		t.Helper()
		before := polled.Load()
		go func() {
			time.Sleep(5 * time.Millisecond) // the read is asleep by now
			if send != nil {
				send()
			}
			time.Sleep(time.Millisecond)
			w.Write([]byte("x"))
		}()
		n, err := pr.Read(buf)
		if err != nil || n != 1 {
			t.Fatalf("read: %d bytes, %v", n, err)
		}
		return polled.Load() > before
	}
	if read(nil) {
		t.Fatal("a read that nothing was sent for polled")
	}
	for i := range 20 {
		if !read(pr.Sent) {
			t.Fatalf("read %d: a read asleep when a message was sent was not woken to poll", i)
		}
	}
	// No deadline is left: a read with nothing to come for longer than
	// the window waits for it, whether or not it polled first.
	for _, send := range []func(){nil, pr.Sent} {
		if send != nil {
			send()
		}
		go func() { time.Sleep(3 * window); w.Write([]byte("y")) }()
		n, err := pr.Read(buf)
		if err != nil || n != 1 || buf[0] != 'y' {
			t.Fatalf("a slow message: %d bytes (%q), %v", n, buf[:max(n, 0)], err)
		}
	}
}

// Messages sent from other goroutines at any moment, while reads begin,
// sleep, poll and end, lose and duplicate no byte, and no read fails.
func TestPollingReaderWithConcurrentSends(t *testing.T) {
	for _, window := range []time.Duration{time.Microsecond, 50 * time.Microsecond, time.Millisecond} {
		r, w := pipe(t)
		pr := PollingReader(r, window)
		sent := pr.(interface{ Sent() })
		rng := rand.New(rand.NewPCG(uint64(window), 2))
		var want bytes.Buffer
		chunks := make([][]byte, 2000)
		for i := range chunks {
			c := make([]byte, 1+rng.IntN(64))
			for j := range c {
				c[j] = byte(rng.Uint32())
			}
			chunks[i] = c
			want.Write(c)
		}
		stop := make(chan struct{})
		senders := make(chan struct{}, 2)
		for k := range 2 {
			rng := rand.New(rand.NewPCG(uint64(window), uint64(10+k)))
			go func() {
				defer func() { senders <- struct{}{} }()
				for {
					select {
					case <-stop:
						return
					default:
					}
					sent.Sent()
					time.Sleep(time.Duration(rng.IntN(30)) * time.Microsecond)
				}
			}()
		}
		go func() {
			for i, c := range chunks {
				if i%7 == 0 {
					time.Sleep(time.Duration(i%5) * 40 * time.Microsecond)
				}
				w.Write(c)
			}
			w.Close()
		}()
		var got bytes.Buffer
		buf := make([]byte, 37)
		for {
			n, err := pr.Read(buf)
			got.Write(buf[:n])
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("window %v: %v", window, err)
			}
		}
		close(stop)
		<-senders
		<-senders
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Fatalf("window %v: read %d bytes, want the %d written", window, got.Len(), want.Len())
		}
	}
}

// A read waiting on a pipe ends with an error when the file is closed, and a
// pipe that does not poll (a blocking descriptor, or no window) is returned
// as it is.
func TestPollingReaderEnds(t *testing.T) {
	r, _ := pipe(t)
	pr := PollingReader(r, 50*time.Microsecond)
	done := make(chan error, 1)
	go func() { _, err := pr.Read(make([]byte, 8)); done <- err }()
	time.Sleep(20 * time.Millisecond)
	r.Close()
	select {
	case err := <-done:
		if err == nil || err == io.EOF {
			t.Fatalf("read after close: %v, want an error", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a read waiting on a closed pipe did not end")
	}

	r2, _ := pipe(t)
	if got := PollingReader(r2, 0); got != io.Reader(r2) {
		t.Fatalf("window 0: %T, want the file itself", got)
	}
	fd, err := syscall.Dup(int(r2.Fd())) // Fd puts r2 in blocking mode; the copy is too
	if err != nil {
		t.Fatal(err)
	}
	blocking := os.NewFile(uintptr(fd), "blocking")
	defer blocking.Close()
	if got := PollingReader(blocking, time.Millisecond); got != io.Reader(blocking) {
		t.Fatalf("a blocking descriptor: %T, want the file itself", got)
	}
}

// Messages framed by a StreamTransport cross a pair of pipes read by polling
// readers, lines longer than the transport's buffer among them, and the
// transport tells its reader of every message it sends.
func TestStreamTransportOverPollingReaders(t *testing.T) {
	ar, bw := pipe(t)
	br, aw := pipe(t)
	a := NewStreamTransport(PollingReader(ar, 50*time.Microsecond), aw, nil, 0)
	b := NewStreamTransport(PollingReader(br, 50*time.Microsecond), bw, nil, 0)
	ctx := context.Background()
	echoed := make(chan error, 1)
	go func() {
		defer bw.Close() // a's reads end if this side does
		for {
			m, err := b.Recv(ctx)
			if err != nil {
				echoed <- err
				return
			}
			m.Type = TypeAnswer
			if err := b.Send(ctx, m); err != nil {
				echoed <- err
				return
			}
		}
	}()
	for i := 1; i <= 200; i++ {
		args := `{"i":` + strings.Repeat("1", i*i*3) + `}`
		if err := a.Send(ctx, &Message{Type: TypeCall, ID: "x", Call: uint32(i), Provider: "p", Tool: "t", Args: args}); err != nil {
			t.Fatal(err)
		}
		m, err := a.Recv(ctx)
		if err != nil {
			select {
			case e := <-echoed:
				t.Fatalf("call %d: %v (the echoing side: %v)", i, err, e)
			default:
				t.Fatalf("call %d: %v", i, err)
			}
		}
		if m.Type != TypeAnswer || m.Call != uint32(i) || m.Args != args {
			t.Fatalf("call %d: got %s %d with %d bytes of arguments", i, m.Type, m.Call, len(m.Args))
		}
	}
	if got := a.r.Size(); got != 64<<10 {
		t.Fatalf("buffer %d", got)
	}
	if n := a.sent.(*pollingReader).sends.Load(); n != 200 {
		t.Fatalf("the reader was told of %d messages sent, want 200", n)
	}
}
