package codemode_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
)

// syncBuffer is a log destination safe for the executor's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// stuckLog makes an engine that cannot stop: console.log of "stuck" blocks
// in the host's OnLog, inside the engine's call, until release is closed. No
// check for a stop can happen there, just as in a built-in looping in C.
func stuckLog(release <-chan struct{}) func(string) {
	return func(line string) {
		if line == "stuck" {
			<-release
		}
	}
}

// within waits for a result, failing the test past a generous bound (the
// bound only catches a hang; the figures come from benchmarks and the CLI
// tests).
func within(t *testing.T, what string, done <-chan codemode.Result) codemode.Result {
	t.Helper()
	select {
	case r := <-done:
		return r
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: Execute did not return", what)
		return codemode.Result{}
	}
}

func eventually(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); !ok(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("%s did not happen", what)
		}
	}
}

// Execute returns by the deadline, its cancellation or Close (plus the grace
// period) with that ending's error even when the engine cannot be stopped;
// the engine is counted, logged, and reclaimed once it stops; the next
// execution works meanwhile.
func TestWatchdogReturnsWithoutAnUnstoppableEngine(t *testing.T) {
	for _, c := range []struct {
		name      string
		end       func(cancel func(), x *codemode.InProcess)
		kind      codemode.ErrorKind
		message   string
		timeout   time.Duration
		afterwork bool
	}{
		{"deadline", nil, codemode.ErrTimeout, "Execution timed out after 200ms.", 200 * time.Millisecond, true},
		{"cancel", func(cancel func(), _ *codemode.InProcess) { cancel() }, codemode.ErrCancelled, "Execution was cancelled.", time.Minute, true},
		{"close", func(_ func(), x *codemode.InProcess) { go x.Close() }, codemode.ErrCancelled, codemode.TextShutdown, time.Minute, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			logs := &syncBuffer{}
			x := codemode.New(codemode.Options{Grace: 200 * time.Millisecond, Logger: slog.New(slog.NewTextHandler(logs, nil))})
			defer x.Close()
			release := make(chan struct{})
			defer func() {
				select {
				case <-release:
				default:
					close(release)
				}
			}()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			logged := make(chan struct{})
			done := make(chan codemode.Result, 1)
			go func() {
				done <- x.Execute(ctx, codemode.Request{
					Code:   `async () => { console.log("stuck"); return "went on" }`,
					Limits: codemode.Limits{Timeout: c.timeout},
					OnLog: func(line string) {
						if line == "stuck" {
							close(logged) // inside the engine's call, past any check for a stop
						}
						stuckLog(release)(line)
					},
				})
			}()
			<-logged
			if c.end != nil {
				c.end(cancel, x)
			}
			r := within(t, c.name, done)
			if r.Error == nil || r.Error.Kind != c.kind || r.Error.Message != c.message {
				t.Fatalf("got %s %+v; want %s %q", r.Value, r.Error, c.kind, c.message)
			}
			st := x.Stats()
			if st.Unstopped != 1 || st.Stuck != 1 || st.Running != 1 {
				t.Fatalf("stats %+v; want one unstopped engine, stuck and still running", st)
			}
			if !strings.Contains(logs.String(), "did not stop within the grace period") {
				t.Fatalf("no warning was logged: %q", logs.String())
			}
			if c.afterwork {
				next := x.Execute(context.Background(), codemode.Request{Code: `async () => 6 * 7`})
				if next.Error != nil || string(next.Value) != "42" {
					t.Fatalf("the next execution: %s %+v", next.Value, next.Error)
				}
			}
			close(release)
			eventually(t, "reclaiming the engine once it stopped", func() bool {
				st := x.Stats()
				return st.Stuck == 0 && st.Running == 0 && strings.Contains(logs.String(), "sandbox is reclaimed")
			})
			if st := x.Stats(); st.Unstopped != 1 {
				t.Fatalf("stats %+v after reclaiming", st)
			}
		})
	}
}

// Close returns within the grace period even when a retained execution's
// engine cannot stop.
func TestCloseDoesNotHangOnAnUnstoppableRetainedExecution(t *testing.T) {
	x := codemode.New(codemode.Options{Grace: 200 * time.Millisecond, Logger: slog.New(slog.NewTextHandler(&syncBuffer{}, nil))})
	release := make(chan struct{})
	defer close(release)
	stuck := make(chan struct{})
	var once sync.Once
	r := x.Execute(context.Background(), codemode.Request{
		Code:          `async () => { await store.keep(() => 1); setTimeout(() => console.log("stuck"), 20); return 1 }`,
		Providers:     []codemode.Provider{{Name: "store"}},
		Dispatch:      func(context.Context, string, string, string) (string, error) { return `{"result":null}`, nil },
		RetainHandles: true,
		Limits:        codemode.Limits{Timeout: time.Minute, Retention: time.Minute},
		OnLog: func(line string) {
			if line == "stuck" {
				once.Do(func() { close(stuck) })
			}
			stuckLog(release)(line)
		},
	})
	if r.Error != nil || r.Retained == nil {
		t.Fatalf("got %s %+v, retained %v", r.Value, r.Error, r.Retained != nil)
	}
	<-stuck
	closed := make(chan struct{})
	go func() { x.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(20 * time.Second):
		t.Fatal("Close hung on a retained execution whose engine cannot stop")
	}
	if st := x.Stats(); st.Unstopped != 1 {
		t.Fatalf("stats %+v", st)
	}
}
