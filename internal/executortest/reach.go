package executortest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// reach covers what a program can reach beyond tool calls: timers, retained
// executions, handles and the network (issue 4).
func (s *suite) reach(t *testing.T) {
	t.Run("Timers", s.timers)
	t.Run("Handles", s.handles)
	t.Run("Retained", s.retainedRuns)
	t.Run("Fetch", s.fetch)
}

func (s *suite) timers(t *testing.T) {
	t.Run("OrderAndClearing", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => {
  const out = []
  setTimeout(() => out.push('t30'), 30)
  setTimeout(() => out.push('t10'), 10)
  const cleared = setTimeout(() => out.push('cleared'), 5)
  setTimeout((a, b) => out.push('t20:' + a + b), 20, 'x', 'y')
  setTimeout(() => out.push('t0'))
  queueMicrotask(() => out.push('micro'))
  Promise.resolve().then(() => out.push('then'))
  clearTimeout(cleared)
  let ticks = 0
  await new Promise((resolve) => {
    const iv = setInterval(() => { out.push('tick' + ++ticks); if (ticks === 3) { clearInterval(iv); resolve() } }, 15)
  })
  await new Promise((resolve) => setTimeout(resolve, 40))
  out.push('sync-end')
  return out
}`})
		wantValue(t, r, `["micro","then","t0","t10","tick1","t20:xy","t30","tick2","tick3","sync-end"]`)
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

func (s *suite) retainedRuns(t *testing.T) {
	t.Run("LateCallMeetsTheCompletionText", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{
			Code: `async () => {
  let late = 'pending'
  setTimeout(async () => { try { late = await store.late() } catch (e) { late = e.message } }, 20)
  await store.keep(() => late)
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
		waitFor(t, "the timer to run in the retained sandbox", func() bool {
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
		time.Sleep(60 * time.Millisecond)
		out, err := r.Retained.Invoke(context.Background(), h.handle())
		if err != nil || string(out) == "0" {
			t.Fatalf("the interval should keep firing while retained: %s %v", out, err)
		}
		r.Retained.Release()
		select {
		case <-r.Retained.Done():
		case <-time.After(5 * time.Second):
			t.Fatal("Release did not end the retained execution")
		}
		_, err = r.Retained.Invoke(context.Background(), h.handle())
		if err == nil || !strings.Contains(err.Error(), "its execution has ended") {
			t.Fatalf("invoke after release: %v", err)
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
	})

	t.Run("NothingLeftToRunEndsIt", func(t *testing.T) {
		r := s.exec(t, codemode.Request{Code: `async () => 1`, RetainHandles: true})
		wantValue(t, r, `1`)
		select {
		case <-r.Retained.Done():
		case <-time.After(s.cfg.Grace):
			t.Fatal("a retained execution with no timer and no handle should end by itself")
		}
	})

	t.Run("BusyTimerIsStoppedByTheTimeLimit", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{
			Code:          `async () => { setTimeout(() => { for (;;) {} }, 10); await store.keep(() => 1); return 1 }`,
			Providers:     store("keep"),
			Dispatch:      h.dispatch,
			RetainHandles: true,
			Limits:        codemode.Limits{Timeout: 300 * time.Millisecond},
		})
		wantValue(t, r, `1`)
		select {
		case <-r.Retained.Done():
		case <-time.After(300*time.Millisecond + s.cfg.Grace):
			t.Fatal("a timer looping forever in a retained execution was not stopped")
		}
	})

	t.Run("MemoryLimitHolds", func(t *testing.T) {
		h := &handleHost{}
		r := s.exec(t, codemode.Request{
			Code:          `async () => { setTimeout(() => { const a = []; for (;;) a.push(new Array(1000).fill(0)) }, 10); await store.keep(() => 1); return 1 }`,
			Providers:     store("keep"),
			Dispatch:      h.dispatch,
			RetainHandles: true,
			Limits:        codemode.Limits{Memory: 8 << 20},
		})
		wantValue(t, r, `1`)
		select {
		case <-r.Retained.Done():
		case <-time.After(10 * time.Second):
			t.Fatal("a memory bomb in a retained execution was not stopped")
		}
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
		case "/slow":
			select {
			case <-r.Context().Done():
			case <-time.After(10 * time.Second):
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
		waitFor(t, "the outbound request to be cancelled", cancelled.Load)
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
