package executortest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// reach covers what a program can reach beyond tool calls: timers, retained
// executions, handles and the network.
func (s *suite) reach(t *testing.T) {
	t.Run("Timers", s.timers)
	t.Run("Handles", s.handles)
	t.Run("Retained", s.retainedRuns)
	t.Run("Fetch", s.fetch)
	t.Run("ClosingEndsRetained", func(t *testing.T) {
		// Closing the executor ends everything it runs, so this needs an
		// executor of its own: the in-process one is made here; the pool
		// and the daemon call RunClosingEndsRetained with theirs.
		if _, ok := s.x.(*codemode.InProcess); !ok {
			t.Skip("needs a fresh executor: this arrangement runs RunClosingEndsRetained itself")
		}
		RunClosingEndsRetained(t, func(*testing.T) codemode.Executor { return codemode.New(codemode.Options{}) }, s.cfg)
	})
}

// RunClosingEndsRetained checks that a retained execution ends when its
// executor is closed. fresh returns an executor the test may close (and
// nothing else uses).
func RunClosingEndsRetained(t *testing.T, fresh func(*testing.T) codemode.Executor, cfg Config) {
	if cfg.Grace == 0 {
		cfg.Grace = 2 * time.Second
	}
	cfg.Grace = Scale(cfg.Grace)
	x := fresh(t)
	h := &handleHost{}
	r := x.Execute(context.Background(), codemode.Request{
		Code:          `async () => { let n = 0; setInterval(() => n++, 10); await store.keep(() => n); return 1 }`,
		Providers:     store("keep"),
		Dispatch:      h.dispatch,
		RetainHandles: true,
		Limits:        codemode.Limits{Timeout: time.Minute, Retention: time.Minute},
	})
	wantValue(t, r, `1`)
	if r.Retained == nil {
		t.Fatal("no Retained on a RetainHandles run")
	}
	defer r.Retained.Release()
	// Still alive before the close: its interval keeps firing.
	WaitFor(t, "the interval to fire in the retained execution", func() bool {
		out, err := r.Retained.Invoke(context.Background(), h.handle())
		if err != nil {
			t.Fatalf("invoke while retained: %v", err)
		}
		return string(out) != "0"
	})
	select {
	case <-r.Retained.Done():
		t.Fatal("the retained execution ended before its executor was closed")
	default:
	}
	closed := make(chan error, 1)
	go func() { closed <- x.Close() }()
	select {
	case <-r.Retained.Done():
	case <-time.After(cfg.Grace + Scale(5*time.Second)):
		t.Fatal("closing the executor did not end its retained execution")
	}
	want := cfg.ClosedRetained
	if want == nil {
		want = &codemode.Error{Kind: codemode.ErrCancelled, Message: codemode.TextShutdown}
	}
	wantEnded(t, r.Retained, want.Kind, want.Message)
	select {
	case <-closed:
	case <-time.After(cfg.Grace + Scale(5*time.Second)):
		t.Fatal("Close did not return")
	}
	if _, err := r.Retained.Invoke(context.Background(), h.handle()); err == nil {
		t.Fatal("a handle of a retained execution could be invoked after its executor closed")
	}
}

func (s *suite) timers(t *testing.T) {
	t.Run("OrderAndClearing", func(t *testing.T) {
		// Deadlines are the time of the call plus the delay, so a timer set
		// later with a shorter delay fires first only when the calls between
		// them take less than the difference. The unit keeps that difference
		// (half a unit, between the interval's first tick and 't20') far above
		// any pause a loaded machine puts between two statements.
		u := Scale(20 * time.Millisecond).Milliseconds()
		code := fmt.Sprintf(`async () => {
  const u = %d
  const out = []
  setTimeout(() => out.push('t30'), 3 * u)
  setTimeout(() => out.push('t10'), u)
  const cleared = setTimeout(() => out.push('cleared'), u / 2)
  setTimeout((a, b) => out.push('t20:' + a + b), 2 * u, 'x', 'y')
  setTimeout(() => out.push('t0'))
  queueMicrotask(() => out.push('micro'))
  Promise.resolve().then(() => out.push('then'))
  clearTimeout(cleared)
  let ticks = 0
  await new Promise((resolve) => {
    const iv = setInterval(() => { out.push('tick' + ++ticks); if (ticks === 3) { clearInterval(iv); resolve() } }, 1.5 * u)
  })
  await new Promise((resolve) => setTimeout(resolve, 2 * u))
  out.push('sync-end')
  return out
}`, u)
		r := s.exec(t, codemode.Request{Code: code})
		wantValue(t, r, `["micro","then","t0","t10","tick1","t20:xy","t30","tick2","tick3","sync-end"]`)
	})

	t.Run("Events", func(t *testing.T) {
		// Every timer set, fired and cleared reaches OnEvent, in order,
		// before Execute returns, with the delay as the loop bounds it;
		// an interval sets itself again as it fires.
		var mu sync.Mutex
		var got []protocol.Event
		r := s.exec(t, codemode.Request{Code: `async () => {
  const a = setTimeout(() => {}, 1)
  const b = setTimeout(() => {}, 5000)
  clearTimeout(b)
  clearTimeout(b)
  await new Promise((r) => setTimeout(r, 10))
  let n = 0
  await new Promise((r) => { const iv = setInterval(() => { if (++n === 2) { clearInterval(iv); r() } }, -3) })
  return [a, b]
}`, OnEvent: func(e protocol.Event) {
			mu.Lock()
			got = append(got, e)
			mu.Unlock()
		}})
		wantValue(t, r, `[1,2]`)
		mu.Lock()
		defer mu.Unlock()
		type ev struct {
			kind  protocol.EventKind
			timer int64
			delay float64
		}
		set, fired, cleared := protocol.EventTimerSet, protocol.EventTimerFired, protocol.EventTimerCleared
		want := []ev{{set, 1, 1}, {set, 2, 5000}, {cleared, 2, 0}, {set, 3, 10}, {fired, 1, 0}, {fired, 3, 0},
			{set, 4, 0}, {fired, 4, 0}, {set, 4, 0}, {fired, 4, 0}, {set, 4, 0}, {cleared, 4, 0}}
		var have []ev
		for i, e := range got {
			have = append(have, ev{e.Kind, e.Timer, e.DelayMs})
			if e.Dropped != 0 || e.Time.IsZero() || i > 0 && e.Time.Before(got[i-1].Time) {
				t.Errorf("event %d: %+v (after %+v)", i, e, got[max(i-1, 0)])
			}
		}
		if !reflect.DeepEqual(have, want) {
			t.Fatalf("events\n%v, want\n%v", have, want)
		}
	})

	t.Run("TimerAfterTheRunNeverFires", func(t *testing.T) {
		var late atomic.Int32
		r := s.exec(t, codemode.Request{
			Code:      `async () => { setTimeout(() => store.late(), 30); return 'returned' }`,
			Providers: store("late"),
			Dispatch: func(context.Context, string, string, string) (string, error) {
				late.Add(1)
				return `{"result":1}`, nil
			},
		})
		wantValue(t, r, `"returned"`)
		time.Sleep(150 * time.Millisecond)
		if late.Load() != 0 {
			t.Fatal("a timer set for after the run fired and reached dispatch")
		}
	})

	t.Run("AwaitingATimer", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { const t0 = Date.now(); await new Promise((r) => setTimeout(r, 50)); return Date.now() - t0 >= 45 }`})
		wantValue(t, r, `true`)
	})

	t.Run("TooManyTimers", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:   `async () => { try { for (let i = 0; i < 100; i++) setTimeout(() => {}, 1e6) } catch (e) { return e.message } }`,
			Limits: codemode.Limits{Timers: 10},
		})
		wantValue(t, r, `"Too many timers: an execution may have at most 10 pending."`)
	})

	t.Run("UncaughtErrorInATimerEndsTheRun", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { setTimeout(() => { throw new RangeError('in timer') }, 5); await new Promise((r) => setTimeout(r, 100)); return 'not reached' }`})
		wantError(t, r, codemode.ErrThrown, "RangeError: in timer")
	})

	t.Run("IntervalFloodEndsAtTheDeadline", func(t *testing.T) {
		start := time.Now()
		r := s.exec(t, codemode.Request{
			Code:   `async () => { setInterval(() => {}, 0); for (let i = 0; i < 500; i++) setTimeout(() => { for (let j = 0; j < 1e4; j++); }, 0); await new Promise(() => {}) }`,
			Limits: codemode.Limits{Timeout: 500 * time.Millisecond},
		})
		wantError(t, r, codemode.ErrTimeout, "Execution timed out after 500ms.")
		if took := time.Since(start); took > 500*time.Millisecond+s.cfg.Grace {
			t.Fatalf("took %s", took)
		}
	})

	t.Run("QueueMicrotaskFloodEndsAtTheDeadline", func(t *testing.T) {
		start := time.Now()
		r := s.exec(t, codemode.Request{
			Code:   `async () => { const f = () => queueMicrotask(f); f(); await new Promise(() => {}) }`,
			Limits: codemode.Limits{Timeout: 500 * time.Millisecond},
		})
		wantError(t, r, codemode.ErrTimeout, "Execution timed out after 500ms.")
		if took := time.Since(start); took > 500*time.Millisecond+s.cfg.Grace {
			t.Fatalf("took %s", took)
		}
	})

	t.Run("PendingTimerIsNotNeverSettled", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => new Promise((r) => setTimeout(() => r('late'), 20))`})
		wantValue(t, r, `"late"`)
	})
}

// handleDispatch answers "apply" by invoking its handle argument with the rest,
// "store" by keeping the handle for later, and "add" by adding its arguments.
type handleHost struct {
	mu    sync.Mutex
	saved protocol.Handle
	ctx   context.Context // the dispatch context of the "keep" call
	calls atomic.Int32
}

func (h *handleHost) dispatch(ctx context.Context, _, tool, args string) (string, error) {
	h.calls.Add(1)
	parsed, err := protocol.ParseArguments(args)
	if err != nil {
		return "", err
	}
	switch tool {
	case "apply":
		fn, ok := parsed[0].(protocol.Handle)
		if !ok {
			return "", fmt.Errorf("apply wants a function, got %T", parsed[0])
		}
		out, err := codemode.Invoke(ctx, fn, parsed[1:]...)
		if err != nil {
			return protocol.ErrorEnvelope("the callback failed: " + err.Error()), nil
		}
		return `{"result":` + orNull(out) + `}`, nil
	case "keep":
		h.mu.Lock()
		h.saved = parsed[0].(protocol.Handle)
		h.ctx = ctx
		h.mu.Unlock()
		return `{"result":"kept"}`, nil
	case "giveBack":
		return protocol.ResultEnvelope(parsed[0])
	case "add":
		return fmt.Sprintf(`{"result":%v}`, parsed[0].(float64)+parsed[1].(float64)), nil
	case "late":
		return `{"result":"late call reached the host"}`, nil
	}
	return protocol.ErrorEnvelope(protocol.ToolNotFoundText(tool)), nil
}

func (h *handleHost) handle() protocol.Handle {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.saved
}

func orNull(b json.RawMessage) string {
	if b == nil {
		return "null"
	}
	return string(b)
}

func (s *suite) handles(t *testing.T) {
	t.Run("InvokedFromATool", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{
			Code:      `async () => [await store.apply((a, b) => a * b, 6, 7), await store.apply(async (x) => (await store.add(x, 1)) * 10, 4)]`,
			Providers: store("apply", "add"),
			Dispatch:  h.dispatch,
		})
		wantValue(t, r, `[42,50]`)
	})

	t.Run("ThrowingHandle", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{
			Code:      `async () => { try { await store.apply(() => { throw new TypeError('nope') }) } catch (e) { return e.message } }`,
			Providers: store("apply"),
			Dispatch:  h.dispatch,
		})
		wantValue(t, r, `"the callback failed: TypeError: nope"`)
	})

	t.Run("HandleComesBackAsTheSameFunction", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{
			Code:      `async () => { const f = () => 1; const back = await store.giveBack(f); return [back === f, typeof back] }`,
			Providers: store("giveBack"),
			Dispatch:  h.dispatch,
		})
		wantValue(t, r, `[true,"function"]`)
	})

	t.Run("AfterTheRunTheHandleIsGone", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{Code: `async () => store.keep(() => 'still here')`, Providers: store("keep"), Dispatch: h.dispatch})
		wantValue(t, r, `"kept"`)
		_, err := invokeSaved(h)
		var he *codemode.HandleError
		if !errors.As(err, &he) || he.Message != `Handle "h1" cannot be invoked: its execution has ended.` {
			t.Fatalf("invoking after the run: %v", err)
		}
	})

	t.Run("ValueThatCannotBeReturned", func(t *testing.T) {
		var mu sync.Mutex
		var got []error
		r := s.exec(t, codemode.Request{
			Code:      `async () => { await store.poke(() => { const o = { a: 1 }; o.self = o; return o }); await store.poke(() => 10n); return 'done' }`,
			Providers: store("poke"),
			Dispatch: func(ctx context.Context, _, _, args string) (string, error) {
				parsed, err := protocol.ParseArguments(args)
				if err != nil {
					return "", err
				}
				_, err = codemode.Invoke(ctx, parsed[0].(protocol.Handle))
				mu.Lock()
				got = append(got, err)
				mu.Unlock()
				return `{"result":null}`, nil
			},
		})
		wantValue(t, r, `"done"`)
		want := []string{
			"The value cannot be returned: TypeError: circular reference",
			"The value cannot be returned: TypeError: Do not know how to serialize a BigInt",
		}
		if len(got) != len(want) {
			t.Fatalf("got %d errors, want %d", len(got), len(want))
		}
		for i, err := range got {
			// The function returned: Thrown is false (docs/handles.md).
			var he *codemode.HandleError
			if !errors.As(err, &he) || he.Message != want[i] || he.Thrown {
				t.Errorf("invoke %d: %#v, want a HandleError %q", i, err, want[i])
			}
		}
	})

	t.Run("InvokeNeedsADispatchContext", func(t *testing.T) {
		_, err := codemode.Invoke(context.Background(), protocol.Handle{ID: "h1"})
		if !errors.Is(err, codemode.ErrNoInvoker) {
			t.Fatalf("err = %v, want ErrNoInvoker", err)
		}
	})

	t.Run("UnknownHandle", func(t *testing.T) {
		var got error
		r := s.exec(t, codemode.Request{
			Code:      `async () => store.poke()`,
			Providers: store("poke"),
			Dispatch: func(ctx context.Context, _, _, _ string) (string, error) {
				_, got = codemode.Invoke(ctx, protocol.Handle{ID: "h99"})
				return `{"result":1}`, nil
			},
		})
		wantValue(t, r, `1`)
		if got == nil || got.Error() != `Handle "h99" is not known to this execution.` {
			t.Fatalf("err = %v", got)
		}
	})
}

// invokeSaved invokes the handle the host kept, through the context of the
// dispatch that received it, long finished.
func invokeSaved(h *handleHost) (json.RawMessage, error) {
	h.mu.Lock()
	ctx, id := h.ctx, h.saved
	h.mu.Unlock()
	return codemode.Invoke(ctx, id)
}

// wantEnded checks why an ended retained execution ended: Err is nil when
// kind is "" (released, nothing left to run), else that kind and text.
func wantEnded(t *testing.T, r codemode.Retained, kind codemode.ErrorKind, message string) {
	t.Helper()
	var e *codemode.Error
	err := r.Err()
	if err != nil && !errors.As(err, &e) {
		t.Fatalf("Err of the ended retained execution = %T %v, want a *codemode.Error", err, err)
	}
	if e != nil && !errors.Is(err, e.Kind) {
		t.Fatalf("errors.Is(Err(), %s) = false for the retained execution's own kind", e.Kind)
	}
	switch {
	case kind == "" && e != nil:
		t.Fatalf("Err of the ended retained execution = %s: %q, want nil", e.Kind, e.Message)
	case kind != "" && e == nil:
		t.Fatalf("Err of the ended retained execution = nil, want %s: %q", kind, message)
	case kind != "" && (e.Kind != kind || e.Message != message):
		t.Fatalf("Err of the ended retained execution = %s: %q, want %s: %q", e.Kind, e.Message, kind, message)
	}
}

func (s *suite) retainedRuns(t *testing.T) {
	t.Run("LateCallMeetsTheCompletionText", func(t *testing.T) {
		h := &handleHost{}
		// The timer must fire after the program has settled: the handle
		// the host first invokes after the result arms it, so no delay a
		// slow round trip of store.keep could outlast decides the order.
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  let late = 'pending', armed = false
  const arm = () => setTimeout(async () => { try { late = await store.late() } catch (e) { late = e.message } }, 0)
  await store.keep(() => { if (!armed) { armed = true; arm() } return late })
  return 'settled'
}`,
			Providers:     store("keep", "late"),
			Dispatch:      h.dispatch,
			RetainHandles: true,
		})
		wantValue(t, r, `"settled"`)
		if r.Retained == nil {
			t.Fatal("no Retained on a RetainHandles run")
		}
		defer r.Retained.Release()
		callsAtReturn := h.calls.Load()
		var got json.RawMessage
		WaitFor(t, "the timer to run in the retained sandbox", func() bool {
			out, err := r.Retained.Invoke(context.Background(), h.handle())
			if err != nil {
				t.Fatalf("invoke: %v", err)
			}
			got = out
			return string(out) != `"pending"`
		})
		if string(got) != `"Execution has already completed."` {
			t.Fatalf("late call got %s", got)
		}
		if h.calls.Load() != callsAtReturn {
			t.Fatal("the late call entered dispatch")
		}
	})

	t.Run("ReleaseEndsIt", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{
			Code:          `async () => { let n = 0; setInterval(() => n++, 10); await store.keep(() => n); return 1 }`,
			Providers:     store("keep"),
			Dispatch:      h.dispatch,
			RetainHandles: true,
		})
		wantValue(t, r, `1`)
		// The interval keeps firing while retained: polled for, since a
		// loaded machine may not run the executor for a while.
		WaitFor(t, "the interval to fire in the retained execution", func() bool {
			out, err := r.Retained.Invoke(context.Background(), h.handle())
			if err != nil {
				t.Fatalf("invoke while retained: %v", err)
			}
			return string(out) != "0"
		})
		if err := r.Retained.Err(); err != nil {
			t.Fatalf("Err of a live retained execution = %v, want nil", err)
		}
		r.Retained.Release()
		select {
		case <-r.Retained.Done():
		case <-time.After(Scale(5 * time.Second)):
			t.Fatal("Release did not end the retained execution")
		}
		wantEnded(t, r.Retained, "", "")
		_, err := r.Retained.Invoke(context.Background(), h.handle())
		want := fmt.Sprintf("Handle %q cannot be invoked: its execution has ended.", h.handle().ID)
		var he *codemode.HandleError
		if !errors.As(err, &he) || he.Message != want || he.Thrown {
			t.Fatalf("invoke after release: %#v, want a HandleError %q", err, want)
		}
	})

	t.Run("RetentionLimit", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{
			Code:          `async () => { setInterval(() => {}, 10); await store.keep(() => 1); return 1 }`,
			Providers:     store("keep"),
			Dispatch:      h.dispatch,
			RetainHandles: true,
			Limits:        codemode.Limits{Retention: 200 * time.Millisecond},
		})
		wantValue(t, r, `1`)
		select {
		case <-r.Retained.Done():
		case <-time.After(200*time.Millisecond + s.cfg.Grace):
			t.Fatal("the retained execution outlived its retention limit")
		}
		wantEnded(t, r.Retained, codemode.ErrTimeout, "The retained execution reached its retention limit of 200ms.")
	})

	t.Run("NothingLeftToRunEndsIt", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => 1`, RetainHandles: true})
		wantValue(t, r, `1`)
		select {
		case <-r.Retained.Done():
		case <-time.After(s.cfg.Grace):
			t.Fatal("a retained execution with no timer and no handle should end by itself")
		}
		wantEnded(t, r.Retained, "", "")
	})

	t.Run("BusyTimerIsStoppedByTheTimeLimit", func(t *testing.T) {
		h := &handleHost{}
		// The looping timer is armed by a handle the host invokes after the
		// result, so a slow machine cannot let it fire before the program returns.
		r := s.exec(t, codemode.Request{
			Code:          `async () => { await store.keep(() => { setTimeout(() => { for (;;) {} }, 10); return 2 }); return 1 }`,
			Providers:     store("keep"),
			Dispatch:      h.dispatch,
			RetainHandles: true,
			Limits:        codemode.Limits{Timeout: time.Second},
		})
		wantValue(t, r, `1`)
		if out, err := r.Retained.Invoke(context.Background(), h.handle()); err != nil || string(out) != "2" {
			t.Fatalf("invoking the handle = %q, %v; want 2", out, err)
		}
		select {
		case <-r.Retained.Done():
		case <-time.After(time.Second + s.cfg.Grace):
			t.Fatal("a timer looping forever in a retained execution was not stopped")
		}
		wantEnded(t, r.Retained, codemode.ErrTimeout, "Execution timed out after 1s.")
	})

	t.Run("MemoryLimitHolds", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{
			Code:          `async () => { await store.keep(() => { setTimeout(() => { const a = []; for (;;) a.push(new Array(1000).fill(0)) }, 10); return 2 }); return 1 }`,
			Providers:     store("keep"),
			Dispatch:      h.dispatch,
			RetainHandles: true,
			Limits:        codemode.Limits{Memory: 8 << 20},
		})
		wantValue(t, r, `1`)
		if out, err := r.Retained.Invoke(context.Background(), h.handle()); err != nil || string(out) != "2" {
			t.Fatalf("invoking the handle = %q, %v; want 2", out, err)
		}
		select {
		case <-r.Retained.Done():
		case <-time.After(Scale(10 * time.Second)):
			t.Fatal("a memory bomb in a retained execution was not stopped")
		}
		wantEnded(t, r.Retained, codemode.ErrMemory, "Execution ran out of memory: it reached its limit of 8 MiB.")
	})

	t.Run("TimedOutRunIsNotRetained", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { for (;;) {} }`, RetainHandles: true, Limits: codemode.Limits{Timeout: 100 * time.Millisecond}})
		wantError(t, r, codemode.ErrTimeout, "Execution timed out after 100ms.")
		if r.Retained != nil {
			t.Fatal("a timed-out execution was retained")
		}
	})
}

func (s *suite) fetch(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		switch r.URL.Path {
		case "/json":
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("X-Trace", "abc")
			fmt.Fprint(w, `{"users":[{"id":1,"name":"ada"}]}`)
		case "/echo":
			b, _ := io.ReadAll(r.Body)
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"method": r.Method, "body": string(b), "auth": r.Header.Get("Authorization"), "type": r.Header.Get("Content-Type")})
		case "/bytes":
			w.Write([]byte{0, 1, 2, 255})
		case "/big":
			w.Write([]byte(strings.Repeat("z", 4096)))
		case "/missing":
			http.Error(w, "no such thing", http.StatusNotFound)
		case "/url":
			fmt.Fprintf(w, "%s %s", r.Host, r.URL.RequestURI())
		case "/redirect":
			http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
		case "/slow":
			select {
			case <-r.Context().Done():
			case <-time.After(Scale(10 * time.Second)):
			}
		}
	}))
	defer srv.Close()
	allow := codemode.AllowHosts(srv.Client(), strings.TrimPrefix(srv.URL, "http://"))

	t.Run("NoOutboundMeansNoNetwork", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => { try { await fetch('https://example.com') } catch (e) { return [e.name, e.message] } }`})
		wantValue(t, r, `["TypeError","fetch is not available: this execution has no network access."]`)
	})

	t.Run("ThroughAnAllowlist", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const base = ` + fmt.Sprintf("%q", srv.URL) + `
  const j = await fetch(base + '/json')
  const data = await j.json()
  const post = await fetch(new Request(base + '/echo', { method: 'post', body: JSON.stringify({ a: 1 }), headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' } }))
  const bytes = new Uint8Array(await (await fetch(base + '/bytes')).arrayBuffer())
  const missing = await fetch(base + '/missing')
  return { status: j.status, ok: j.ok, trace: j.headers.get('x-trace'), name: data.users[0].name, echo: await post.json(),
           bytes: [...bytes], missing: [missing.status, missing.ok, (await missing.text()).trim()] }
}`,
			Outbound: allow,
		})
		wantValue(t, r, `{"status":200,"ok":true,"trace":"abc","name":"ada","echo":{"auth":"Bearer t","body":"{\"a\":1}","method":"POST","type":"application/json"},"bytes":[0,1,2,255],"missing":[404,false,"no such thing"]}`)
	})

	t.Run("OffTheAllowlist", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code:     `async () => { try { await fetch('http://example.com/') } catch (e) { return e.message } }`,
			Outbound: allow,
		})
		wantValue(t, r, `"fetch failed: example.com is not on this execution's allowlist"`)
	})

	t.Run("OnlyHTTPReachesTheHost", func(t *testing.T) {
		var called atomic.Int32
		outbound := func(context.Context, *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
			called.Add(1)
			return &codemode.OutboundResponse{Status: 200}, nil
		}
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const out = []
  for (const u of ['file:///etc/hosts', 'data:text/plain,hi', 'ftp://example.com/x', 'javascript:alert(1)']) {
    try { await fetch(u); out.push('fetched') } catch (e) { out.push(e.message) }
  }
  return out
}`,
			Outbound: outbound,
		})
		wantValue(t, r, `["fetch refused: only http: and https: URLs can be fetched, not \"file:\".","fetch refused: only http: and https: URLs can be fetched, not \"data:\".","fetch refused: only http: and https: URLs can be fetched, not \"ftp:\".","fetch refused: only http: and https: URLs can be fetched, not \"javascript:\"."]`)
		if called.Load() != 0 {
			t.Fatal("a non-http URL reached the outbound function")
		}
	})

	t.Run("BodyLimits", func(t *testing.T) {
		before := hits.Load()
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const base = ` + fmt.Sprintf("%q", srv.URL) + `
  const out = []
  try { await fetch(base + '/echo', { method: 'POST', body: 'x'.repeat(5000) }) } catch (e) { out.push(e.message) }
  try { await fetch(base + '/big') } catch (e) { out.push(e.message) }
  return out
}`,
			Outbound: allow,
			Limits:   codemode.Limits{PayloadBytes: 1000, ResponseBytes: 1000},
		})
		wantValue(t, r, fmt.Sprintf(`["fetch refused: the request carries %d bytes, over the limit of 1000 bytes per call.","fetch failed: the response body of %s/big is larger than the limit of 1000 bytes."]`, 4+len(srv.URL)+5+5000+len("content-type")+len("text/plain;charset=UTF-8"), srv.URL))
		if hits.Load()-before != 1 {
			t.Fatalf("the server saw %d requests, want 1 (the oversized request must not be sent)", hits.Load()-before)
		}
	})

	t.Run("DeadlineCancelsTheRequest", func(t *testing.T) {
		var cancelled atomic.Bool
		r := s.exec(t, codemode.Request{
			Code: `async () => (await fetch(` + fmt.Sprintf("%q", srv.URL+"/slow") + `)).status`,
			Outbound: func(ctx context.Context, req *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
				resp, err := allow(ctx, req)
				if ctx.Err() != nil {
					cancelled.Store(true)
				}
				return resp, err
			},
			Limits: codemode.Limits{Timeout: 300 * time.Millisecond},
		})
		wantError(t, r, codemode.ErrTimeout, "Execution timed out after 300ms.")
		WaitFor(t, "the outbound request to be cancelled", cancelled.Load)
	})

	// countingAllow is allow, counting the requests that reach it.
	countingAllow := func(n *atomic.Int32) codemode.OutboundFunc {
		return func(ctx context.Context, req *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
			n.Add(1)
			return allow(ctx, req)
		}
	}
	base := fmt.Sprintf("%q", srv.URL)

	t.Run("RelativeURLIsRefused", func(t *testing.T) {
		var called atomic.Int32
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const out = []
  for (const u of ['/json', 'json', '//example.com/x']) {
    try { await fetch(u); out.push('fetched') } catch (e) { out.push([e.name, e.message]) }
  }
  return out
}`,
			Outbound: countingAllow(&called),
		})
		wantValue(t, r, `[["TypeError","Failed to parse URL from /json: fetch needs an absolute URL."],["TypeError","Failed to parse URL from json: fetch needs an absolute URL."],["TypeError","Failed to parse URL from //example.com/x: fetch needs an absolute URL."]]`)
		if called.Load() != 0 {
			t.Fatal("a relative URL reached the outbound function")
		}
	})

	t.Run("FetchCountLimit", func(t *testing.T) {
		var called atomic.Int32
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const out = []
  for (let i = 0; i < 4; i++) {
    try { out.push((await fetch(` + base + ` + '/json')).status) } catch (e) { out.push([e.name, e.message]) }
  }
  return out
}`,
			Outbound: countingAllow(&called),
			Limits:   codemode.Limits{ToolCalls: 2},
		})
		wantValue(t, r, `[200,200,["TypeError","fetch refused: an execution may make at most 2 fetches."],["TypeError","fetch refused: an execution may make at most 2 fetches."]]`)
		if called.Load() != 2 {
			t.Fatalf("%d fetches reached the outbound function, want 2", called.Load())
		}
	})

	t.Run("BodiesAndURLInput", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const base = ` + base + `
  const echo = (init) => fetch(base + '/echo', init).then((r) => r.json())
  const bytes = await echo({ method: 'PUT', body: new Uint8Array([104, 105, 0, 255]) })
  const buffer = await echo({ method: 'POST', body: new Uint8Array([111, 107]).buffer })
  const form = await echo({ method: 'POST', body: new URLSearchParams({ q: 'a b&c', n: '1' }) })
  const u = new URL('/url?x=1', base)
  u.searchParams.append('y', 'z w')
  const viaURL = await (await fetch(u)).text()
  return { bytes: [bytes.method, [...bytes.body].map((c) => c.charCodeAt(0)), bytes.type], buffer: [buffer.body, buffer.type], form: [form.body, form.type], viaURL }
}`,
			Outbound: allow,
		})
		host := strings.TrimPrefix(srv.URL, "http://")
		// The Go server reads the body as bytes; 0xff is not UTF-8, so it
		// comes back as U+FFFD.
		wantValue(t, r, `{"bytes":["PUT",[104,105,0,65533],""],"buffer":["ok",""],"form":["q=a+b%26c&n=1","application/x-www-form-urlencoded;charset=UTF-8"],"viaURL":"`+host+` /url?x=1&y=z+w"}`)
	})

	t.Run("HeadersCloneBytesAndResponseJSON", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const base = ` + base + `
  const h = new Headers({ 'X-B': '1' })
  h.append('x-b', '2')
  h.set('Authorization', 'Bearer h')
  h.append('Content-Type', 'application/json')
  const headers = { b: h.get('X-b'), has: h.has('authorization'), missing: h.get('nope'), entries: [...h] }
  h.delete('x-b')
  headers.afterDelete = [...h.keys()]
  const echoed = await (await fetch(base + '/echo', { method: 'POST', headers: h, body: '{}' })).json()
  const res = await fetch(base + '/json')
  const copy = res.clone()
  const first = await res.json()
  const used = [res.bodyUsed, copy.bodyUsed]
  const second = await copy.text()
  let again
  try { await res.text(); again = 'read twice' } catch (e) { again = e.message }
  const b = await (await fetch(base + '/bytes')).bytes()
  const made = Response.json({ ok: [1, 'x'] }, { status: 201, headers: { 'X-Made': 'yes' } })
  return { headers, echoed: [echoed.auth, echoed.type], first: first.users[0].id, used, second, again, trace: copy.headers.get('X-Trace'),
           bytes: [b instanceof Uint8Array, [...b]],
           made: [made.status, made.ok, made.headers.get('content-type'), made.headers.get('x-made'), await made.json()] }
}`,
			Outbound: allow,
		})
		wantValue(t, r, `{"headers":{"b":"1, 2","has":true,"missing":null,"entries":[["authorization","Bearer h"],["content-type","application/json"],["x-b","1, 2"]],"afterDelete":["authorization","content-type"]},`+
			`"echoed":["Bearer h","application/json"],"first":1,"used":[true,false],"second":"{\"users\":[{\"id\":1,\"name\":\"ada\"}]}","again":"Body has already been used.","trace":"abc",`+
			`"bytes":[true,[0,1,2,255]],"made":[201,true,"application/json","yes",{"ok":[1,"x"]}]}`)
	})

	t.Run("AbortSignalTimeoutAndAny", func(t *testing.T) {
		var cancelled atomic.Int32
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const slow = ` + fmt.Sprintf("%q", srv.URL+"/slow") + `
  const out = []
  try { await fetch(slow, { signal: AbortSignal.timeout(50) }); out.push('fetched') } catch (e) { out.push([e.name, e.message]) }
  const c = new AbortController()
  const any = AbortSignal.any([AbortSignal.timeout(60000), c.signal])
  setTimeout(() => c.abort('stopped by the program'), 30)
  try { await fetch(slow, { signal: any }); out.push('fetched') } catch (e) { out.push(e) }
  out.push(any.aborted, any.reason)
  const already = new AbortController()
  already.abort()
  const pre = AbortSignal.any([already.signal])
  out.push(pre.aborted, pre.reason.name)
  return out
}`,
			Outbound: func(ctx context.Context, req *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
				resp, err := allow(ctx, req)
				if ctx.Err() != nil {
					cancelled.Add(1)
				}
				return resp, err
			},
		})
		wantValue(t, r, `[["TimeoutError","The operation timed out."],"stopped by the program",true,"stopped by the program",true,"AbortError"]`)
		WaitFor(t, "both aborted requests to be cancelled in the host", func() bool { return cancelled.Load() == 2 })
	})

	t.Run("RetainedFetchAfterCompletion", func(t *testing.T) {
		var called atomic.Int32
		h := &handleHost{}
		// As in LateCallMeetsTheCompletionText, the host's first invocation
		// after the result arms the timer, so the fetch is made after the
		// program has settled however slowly the machine runs.
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  let late = 'pending', armed = false
  const arm = () => setTimeout(async () => { try { late = (await fetch(` + base + ` + '/json')).status } catch (e) { late = [e.name, e.message] } }, 0)
  await store.keep(() => { if (!armed) { armed = true; arm() } return late })
  return 'settled'
}`,
			Providers:     store("keep"),
			Dispatch:      h.dispatch,
			RetainHandles: true,
			Outbound:      countingAllow(&called),
		})
		wantValue(t, r, `"settled"`)
		if r.Retained == nil {
			t.Fatal("no Retained on a RetainHandles run")
		}
		defer r.Retained.Release()
		var got json.RawMessage
		WaitFor(t, "the timer's fetch to settle in the retained sandbox", func() bool {
			out, err := r.Retained.Invoke(context.Background(), h.handle())
			if err != nil {
				t.Fatalf("invoke: %v", err)
			}
			got = out
			return string(out) != `"pending"`
		})
		if !jsonEqual(string(got), `["TypeError","Execution has already completed."]`) {
			t.Fatalf("late fetch got %s", got)
		}
		if called.Load() != 0 {
			t.Fatal("a fetch made after completion reached the outbound function")
		}
	})

	t.Run("AllowlistRefusesARedirectOffTheList", func(t *testing.T) {
		var offHits atomic.Int32
		off := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			offHits.Add(1)
			fmt.Fprint(w, "off the list")
		}))
		defer off.Close()
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const base = ` + base + `
  const out = []
  try { await fetch(base + '/redirect?to=' + encodeURIComponent(` + fmt.Sprintf("%q", off.URL+"/x") + `)); out.push('fetched') } catch (e) { out.push([e.name, e.message]) }
  const on = await fetch(base + '/redirect?to=' + encodeURIComponent(base + '/url'))
  out.push([on.status, on.redirected, on.url, await on.text()])
  return out
}`,
			Outbound: allow,
		})
		host := strings.TrimPrefix(srv.URL, "http://")
		offHost := strings.TrimPrefix(off.URL, "http://")
		wantValue(t, r, fmt.Sprintf(`[["TypeError","fetch failed: Get \"%s/x\": redirect to %s refused: the host is not on this execution's allowlist"],[200,true,"%s/url","%s /url"]]`, off.URL, offHost, srv.URL, host))
		if offHits.Load() != 0 {
			t.Fatalf("the host off the list saw %d requests", offHits.Load())
		}
	})

	t.Run("AllowlistWildcard", func(t *testing.T) {
		// Every name resolves to the test server; the allowlist decides by
		// the name alone.
		addr := strings.TrimPrefix(srv.URL, "http://")
		tr := &http.Transport{DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, network, addr)
		}}
		defer tr.CloseIdleConnections()
		var seen sync.Map
		wild := codemode.AllowHosts(&http.Client{Transport: tr}, "*.example.test")
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const out = []
  const get = async (u) => { try { const r = await fetch(u); out.push([r.status, await r.text()]) } catch (e) { out.push(e.message) } }
  await get('http://api.example.test/url')
  await get('http://deep.api.example.test/url')
  await get('http://example.test/url')
  await get('http://evilexample.test/url')
  await get('http://api.example.test/redirect?to=' + encodeURIComponent('http://other.example.test/url'))
  await get('http://api.example.test/redirect?to=' + encodeURIComponent('http://example.test.evil/url'))
  return out
}`,
			Outbound: func(ctx context.Context, req *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
				seen.Store(req.URL, true)
				return wild(ctx, req)
			},
		})
		wantValue(t, r, `[[200,"api.example.test /url"],[200,"deep.api.example.test /url"],`+
			`"fetch failed: example.test is not on this execution's allowlist",`+
			`"fetch failed: evilexample.test is not on this execution's allowlist",`+
			`[200,"other.example.test /url"],`+
			`"fetch failed: Get \"http://example.test.evil/url\": redirect to example.test.evil refused: the host is not on this execution's allowlist"]`)
	})

	t.Run("AbortController", func(t *testing.T) {
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  const c = new AbortController()
  setTimeout(() => c.abort(), 30)
  try { await fetch(` + fmt.Sprintf("%q", srv.URL+"/slow") + `, { signal: c.signal }); return 'fetched' } catch (e) { return [e.name, c.signal.aborted] }
}`,
			Outbound: allow,
		})
		wantValue(t, r, `["AbortError",true]`)
	})
}
