//go:build linux

package wire

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"testing"
	"time"
)

// ringPair maps one shared memory twice, as a pool and its worker do, with
// pipes as doorbells both ways.
func ringPair(t *testing.T, size int, window time.Duration) (parentR io.Reader, parentW io.Writer, workerR io.Reader, workerW io.Writer, parent, worker *Rings, toWorker, fromWorker *os.File) {
	t.Helper()
	parent, f, err := NewRings(size)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	worker, err = OpenRings(f)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW, _ := os.Pipe()   // parent -> worker doorbell
	outR, outW, _ := os.Pipe() // worker -> parent doorbell
	t.Cleanup(func() {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		parent.Close()
		worker.Close()
	})
	if parentR, err = parent.Reader(outR, window); err != nil {
		t.Fatal(err)
	}
	if parentW, err = parent.Writer(inW); err != nil {
		t.Fatal(err)
	}
	if workerR, err = worker.Reader(inR, window); err != nil {
		t.Fatal(err)
	}
	if workerW, err = worker.Writer(outW); err != nil {
		t.Fatal(err)
	}
	return parentR, parentW, workerR, workerW, parent, worker, inW, outW
}

// TestRingsCarryEveryLength streams writes of every length class — empty,
// one byte, around the ring's size and many times it — both ways at once, and
// requires every byte back in order.
func TestRingsCarryEveryLength(t *testing.T) {
	for _, window := range []time.Duration{0, 100 * time.Microsecond} {
		pr, pw, wr, ww, _, _, _, _ := ringPair(t, 4096, window)
		rng := rand.New(rand.NewPCG(1, 2))
		var want bytes.Buffer
		var writes [][]byte
		for _, n := range []int{0, 1, 7, 4095, 4096, 4097, 8191, 100000, 1, 3 << 20} {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(rng.IntN(256))
			}
			writes = append(writes, b)
			want.Write(b)
		}
		for _, dir := range []struct {
			w io.Writer
			r io.Reader
		}{{pw, wr}, {ww, pr}} {
			errc := make(chan error, 1)
			go func() {
				for _, b := range writes {
					if n, err := dir.w.Write(b); err != nil || n != len(b) {
						errc <- err
						return
					}
				}
				errc <- nil
			}()
			got := make([]byte, want.Len())
			if _, err := io.ReadFull(dir.r, got); err != nil {
				t.Fatalf("window %v: read: %v", window, err)
			}
			if err := <-errc; err != nil {
				t.Fatalf("window %v: write: %v", window, err)
			}
			if !bytes.Equal(got, want.Bytes()) {
				t.Fatalf("window %v: the bytes read differ from those written", window)
			}
		}
	}
}

// TestRingsRefuseCountsThatCannotBeTrue puts every impossible count a peer
// could write into the shared memory — more bytes put than the ring holds,
// fewer taken than none, taken beyond what was put — and requires the reader
// or the writer of the other side to fail with an error, never to index out
// of the ring or to wait.
func TestRingsRefuseCountsThatCannotBeTrue(t *testing.T) {
	for _, c := range []struct {
		name  string
		spoil func(parent, worker *Rings)
		read  bool // the parent's read fails (else its write)
	}{
		{"tail beyond the ring", func(p, w *Rings) { w.out.tail.Store(p.size + 1) }, true},
		{"tail far beyond", func(p, w *Rings) { w.out.tail.Store(1 << 62) }, true},
		{"tail behind the head", func(p, w *Rings) {
			w.out.tail.Store(3)
			p.read(make([]byte, 3), new(uint64))
			w.out.tail.Store(^uint64(0))
		}, true},
		{"head beyond the tail", func(p, w *Rings) { p.out.head.Store(10) }, false},
		{"head far behind", func(p, w *Rings) { p.tail = p.size + 5; p.out.head.Store(0) }, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			pr, pw, _, _, parent, worker, _, _ := ringPair(t, 4096, 0)
			c.spoil(parent, worker)
			done := make(chan error, 1)
			go func() {
				var err error
				if c.read {
					_, err = pr.Read(make([]byte, 100))
				} else {
					_, err = pw.Write([]byte("x"))
				}
				done <- err
			}()
			select {
			case err := <-done:
				if err != errRing {
					t.Fatalf("err = %v, want %v", err, errRing)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("the read or write still waits")
			}
		})
	}
}

// TestRingsDoorbellCannotHoldTheWriter: a reader that asks for the doorbell
// and never empties its pipe cannot make the writer block once the pipe is
// full.
func TestRingsDoorbellCannotHoldTheWriter(t *testing.T) {
	_, pw, _, _, parent, worker, _, _ := ringPair(t, 4096, 0)
	worker.in.sleep.Store(1) // and the worker never reads its pipe
	done := make(chan error, 1)
	go func() {
		for i := 0; i < 200_000; i++ { // far more bytes than a pipe holds
			if _, err := pw.Write([]byte{'x'}); err != nil {
				done <- err
				return
			}
			var head uint64 = parent.tail - 1 // the worker takes each byte
			worker.in.head.Store(head + 1)
		}
		done <- nil
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the writer blocked on the doorbell")
	}
}

// TestRingsEndWithThePeer: what the peer put before its end of the pipe
// closed is read, then io.EOF; a writer waiting for room in a full ring fails
// once the peer's end closes; and the memory cannot be shrunk under the
// other side's mapping.
func TestRingsEndWithThePeer(t *testing.T) {
	t.Run("reader", func(t *testing.T) {
		pr, _, _, ww, _, _, _, fromWorker := ringPair(t, 4096, 100*time.Microsecond)
		if _, err := ww.Write([]byte("last words\n")); err != nil {
			t.Fatal(err)
		}
		fromWorker.Close()
		got, err := io.ReadAll(pr)
		if err != nil || string(got) != "last words\n" {
			t.Fatalf("got %q, %v", got, err)
		}
	})
	t.Run("writer", func(t *testing.T) {
		parent, f, err := NewRings(4096)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		defer parent.Close()
		inR, inW, _ := os.Pipe()
		defer inW.Close()
		pw, err := parent.Writer(inW)
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { _, err := pw.Write(make([]byte, 1<<20)); done <- err }()
		time.Sleep(50 * time.Millisecond)
		inR.Close() // the worker is gone
		select {
		case err := <-done:
			if err == nil {
				t.Fatal("a write into a ring nobody reads any more succeeded")
			}
		case <-time.After(10 * time.Second):
			t.Fatal("the writer still waits for a reader that is gone")
		}
	})
	t.Run("sealed", func(t *testing.T) {
		_, f, err := NewRings(4096)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		for _, size := range []int64{0, 1 << 20} {
			if err := f.Truncate(size); err == nil {
				t.Fatalf("the shared memory was resized to %d", size)
			}
		}
	})
}

// TestRingsReadAfterClose: a read or a write after Close fails rather than
// touching memory that is no longer mapped.
func TestRingsReadAfterClose(t *testing.T) {
	pr, pw, _, _, parent, _, _, _ := ringPair(t, 4096, 0)
	parent.Close()
	if _, err := pr.Read(make([]byte, 10)); err == nil {
		t.Fatal("a read after Close succeeded")
	}
	if _, err := pw.Write([]byte("x")); err == nil {
		t.Fatal("a write after Close succeeded")
	}
}
