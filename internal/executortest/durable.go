package executortest

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// ---- durable executions (docs/durable.md) ----

// host is a durable execution's host for the tests: it counts every dispatch,
// answers calls by tool, and suspends at the tools named in suspend (once per
// call: a call it has suspended is answered by Resume, never dispatched
// again).
type host struct {
	mu         sync.Mutex
	dispatches int
	byTool     map[string]int
	suspend    map[string]bool
	answer     func(tool, args string) (string, error)
	journal    []protocol.JournalEntry
}

func newHost(suspend ...string) *host {
	h := &host{byTool: map[string]int{}, suspend: map[string]bool{}}
	for _, t := range suspend {
		h.suspend[t] = true
	}
	return h
}

func (h *host) dispatch(_ context.Context, provider, tool, args string) (string, error) {
	h.mu.Lock()
	h.dispatches++
	h.byTool[tool]++
	susp := h.suspend[tool]
	answer := h.answer
	h.mu.Unlock()
	if susp {
		return "", codemode.Suspend("waiting for " + tool)
	}
	if answer != nil {
		return answer(tool, args)
	}
	return `{"result":` + fmt.Sprintf("%q", tool+":"+args) + `}`, nil
}

func (h *host) onJournal(e protocol.JournalEntry) {
	h.mu.Lock()
	h.journal = append(h.journal, e)
	h.mu.Unlock()
}

func (h *host) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.dispatches
}

// wantSuspended asserts that r suspended waiting on exactly the calls want
// (by number) and returns its checkpoint.
func wantSuspended(t *testing.T, r codemode.Result, want ...int) []byte {
	t.Helper()
	if r.Error == nil || r.Error.Kind != codemode.ErrSuspended || r.Suspended == nil {
		t.Fatalf("want a suspended execution, got value %s error %+v", r.Value, r.Error)
	}
	var got []int
	for _, p := range r.Suspended.Pending {
		got = append(got, p.Call)
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("pending calls = %v, want %v (%+v)", got, want, r.Suspended.Pending)
	}
	if r.Value != nil {
		t.Fatalf("a suspended execution carries a value %s", r.Value)
	}
	return r.Suspended.Checkpoint
}

func resume(cp []byte, h *host, answers ...codemode.Answer) codemode.Request {
	return codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp, Answers: answers}}, Dispatch: h.dispatch}
}

func answer(call int, value string) codemode.Answer {
	return codemode.Answer{Call: call, Envelope: `{"result":` + value + `}`}
}

func (s *suite) durable(t *testing.T) {
	ctx := context.Background()
	// The executors a checkpoint is resumed in: this one, then each other
	// arrangement given, and back.
	others := append([]codemode.Executor{s.x}, s.cfg.ResumeIn...)

	t.Run("EventsAreNotReplayed", func(t *testing.T) {
		// A resumed execution reports only the timers it runs anew: those
		// its journal replays were reported when they first ran.
		for i, other := range others {
			t.Run(fmt.Sprint(i), func(t *testing.T) {
				h := newHost("approve")
				var mu sync.Mutex
				var got []string
				onEvent := func(e protocol.Event) {
					mu.Lock()
					got = append(got, fmt.Sprintf("%s %d", e.Kind, e.Timer))
					mu.Unlock()
				}
				code := `async () => {
					await new Promise((r) => setTimeout(r, 1))
					const ok = await store.approve()
					await new Promise((r) => setTimeout(r, 1))
					return ok
				}`
				r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{}, OnEvent: onEvent})
				cp := wantSuspended(t, r, 1)
				mu.Lock()
				first := fmt.Sprint(got)
				got = nil
				mu.Unlock()
				if first != "[timer-set 1 timer-fired 1]" {
					t.Fatalf("the first run's events: %s", first)
				}
				req := resume(cp, h, answer(1, "true"))
				req.OnEvent = onEvent
				wantValue(t, other.Execute(ctx, req), `true`)
				mu.Lock()
				defer mu.Unlock()
				if fmt.Sprint(got) != "[timer-set 2 timer-fired 2]" {
					t.Fatalf("the resumed run's events: %v", got)
				}
			})
		}
	})

	t.Run("SuspendAndResume", func(t *testing.T) {
		for i, other := range others {
			t.Run(fmt.Sprint(i), func(t *testing.T) {
				h := newHost("approve")
				code := `async () => {
					console.log('before')
					const a = await store.get(1)
					const ok = await store.approve(a)
					console.log('after')
					return [a, ok, await store.get(2)]
				}`
				r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{}})
				cp := wantSuspended(t, r, 2)
				if want := "The execution suspended at call 2 (store.approve): waiting for approve."; r.Error.Message != want {
					t.Fatalf("suspended text = %q, want %q", r.Error.Message, want)
				}
				p := r.Suspended.Pending[0]
				if p.Provider != "store" || p.Tool != "approve" || p.Args != `["get:[1]"]` || p.Reason != "waiting for approve" || p.Ambiguous {
					t.Fatalf("pending call = %+v", p)
				}
				if fmt.Sprint(r.Logs) != "[before]" {
					t.Fatalf("suspended logs %q", r.Logs)
				}
				var streamed []string
				req := resume(cp, h, answer(2, "true"))
				req.OnLog = func(l string) { streamed = append(streamed, l) }
				r = other.Execute(ctx, req)
				wantValue(t, r, `["get:[1]", true, "get:[2]"]`)
				// The result has every line; OnLog streams only the new.
				if fmt.Sprint(r.Logs) != "[before after]" || fmt.Sprint(streamed) != "[after]" {
					t.Fatalf("resumed logs %q, streamed %q", r.Logs, streamed)
				}
				if n := h.count(); n != 3 {
					t.Fatalf("the host saw %d dispatches for 3 calls and 1 suspension", n)
				}
			})
		}
	})

	t.Run("PromiseAllInFlight", func(t *testing.T) {
		// Two calls are in flight when the third suspends; they answer
		// into the journal and are never dispatched again.
		h := newHost("approve")
		release := make(chan struct{})
		var slow atomic.Int32
		h.answer = func(tool, args string) (string, error) {
			slow.Add(1)
			<-release
			return `{"result":` + fmt.Sprintf("%q", tool+args) + `}`, nil
		}
		go func() {
			for slow.Load() < 2 {
				time.Sleep(time.Millisecond)
			}
			close(release)
		}()
		code := `async () => {
			const [a, b, c] = await Promise.all([store.slow(1), store.approve('x'), store.slow(3)])
			return { a, b, c, after: await store.last() }
		}`
		r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{}})
		cp := wantSuspended(t, r, 2)
		for _, other := range others {
			r = other.Execute(ctx, resume(cp, h, answer(2, `"yes"`)))
			wantValue(t, r, `{"a":"slow[1]","b":"yes","c":"slow[3]","after":"last[]"}`)
		}
		// 3 calls before the suspension, then last once per resume.
		if n, want := h.count(), 3+len(others); n != want {
			t.Fatalf("the host saw %d dispatches, want %d", n, want)
		}
	})

	t.Run("SeveralSuspensions", func(t *testing.T) {
		// N tool calls and K suspensions: exactly N dispatches, whichever
		// executor each resume runs in.
		h := newHost("approve")
		code := `async () => {
			const out = []
			for (let i = 0; i < 4; i++) {
				out.push(await store.step(i))
				out.push(await store.approve(i))
			}
			return out
		}`
		r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{}})
		for k := 0; k < 4; k++ {
			cp := wantSuspended(t, r, 2*k+2)
			r = others[k%len(others)].Execute(ctx, resume(cp, h, answer(2*k+2, fmt.Sprintf(`"ok%d"`, k))))
		}
		wantValue(t, r, `["step:[0]","ok0","step:[1]","ok1","step:[2]","ok2","step:[3]","ok3"]`)
		if n := h.count(); n != 8 {
			t.Fatalf("the host saw %d dispatches for 8 calls and 4 suspensions", n)
		}
	})

	t.Run("Deterministic", func(t *testing.T) {
		// What the program read before the suspension it reads the same
		// after: the clock, Math.random, crypto, timers in their order.
		h := newHost("approve")
		var seen string
		h.answer = func(tool, args string) (string, error) {
			if tool == "record" {
				seen = args
			}
			return `{"result":null}`, nil
		}
		code := `async () => {
			const order = []
			setTimeout(() => order.push('timer0'), 0)
			const t0 = Date.now()
			const d = new Date().toISOString()
			const r = [Math.random(), Math.random()]
			const u = crypto.randomUUID()
			const b = Array.from(crypto.getRandomValues(new Uint8Array(8)))
			await store.tick()
			order.push('tick')
			await new Promise((res) => setTimeout(res, 5))
			order.push('timer5')
			const v = { t0, d, r, u, b, order: order.slice() }
			await store.record(v)
			await store.approve()
			return v
		}`
		r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{}})
		cp := wantSuspended(t, r, 3)
		var before []json.RawMessage
		if err := json.Unmarshal([]byte(seen), &before); err != nil || len(before) != 1 {
			t.Fatalf("recorded %q", seen)
		}
		for _, other := range others {
			r = other.Execute(ctx, resume(cp, h, answer(3, "null")))
			wantValue(t, r, string(before[0]))
		}
		if !strings.Contains(seen, `"order":["timer0","tick","timer5"]`) {
			t.Fatalf("timers fired out of order: %s", seen)
		}
	})

	t.Run("Divergence", func(t *testing.T) {
		h := newHost("approve")
		code := `async () => { const a = await store.get(1); await store.approve(); return a }`
		r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{}})
		cp := wantSuspended(t, r, 2)
		for _, other := range others {
			// The program edited between suspend and resume.
			req := resume(cp, h, answer(2, "true"))
			req.Code = `async () => { const a = await store.get(2); await store.approve(); return a }`
			r = other.Execute(ctx, req)
			wantError(t, r, codemode.ErrDivergence, `Replay diverged at journal entry 2: the journal has call 1, store.get([1]), but the program made call 1, store.get([2]).`)
			req.Code = `async () => { const a = await store.get(1); const t = Date.now(); await store.approve(); return a }`
			r = other.Execute(ctx, req)
			wantError(t, r, codemode.ErrDivergence, `Replay diverged at journal entry 4: the journal has call 2, store.approve([]), but the program read the clock.`)
			req.Code = `async () => { const a = await store.get(1); await store.confirm(); return a }`
			r = other.Execute(ctx, req)
			wantError(t, r, codemode.ErrDivergence, `Replay diverged at journal entry 4: the journal has call 2, store.approve([]), but the program made call 2, store.confirm([]).`)
			req.Code = `async () => { const a = await store.get(1); return a }`
			r = other.Execute(ctx, req)
			wantError(t, r, codemode.ErrDivergence, `Replay diverged at journal entry 4: the journal has call 2, store.approve([]), but the program ended.`)
		}
		if n := h.count(); n != 2 {
			t.Fatalf("a diverged replay dispatched: %d dispatches", n)
		}
	})

	t.Run("Checkpoint", func(t *testing.T) {
		h := newHost("approve")
		r := s.x.Execute(ctx, codemode.Request{Code: `async () => store.approve()`, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{}})
		cp := wantSuspended(t, r, 1)
		v2 := strings.Replace(string(cp), `{"checkpoint":1,`, `{"checkpoint":2,`, 1)
		if v2 == string(cp) {
			t.Fatalf("checkpoint does not start with its version: %.80s", cp)
		}
		for _, other := range others {
			wantError(t, other.Execute(ctx, resume([]byte(v2), h, answer(1, "1"))), codemode.ErrCheckpoint, "The checkpoint is version 2; this executor reads version 1.")
			r := other.Execute(ctx, resume([]byte("not a checkpoint"), h))
			if r.Error == nil || r.Error.Kind != codemode.ErrCheckpoint || !strings.HasPrefix(r.Error.Message, "The checkpoint cannot be read: ") {
				t.Fatalf("garbage checkpoint: %+v", r.Error)
			}
			wantError(t, other.Execute(ctx, resume(cp, h)), codemode.ErrRequest, "Call 1 (store.approve) is waiting for an answer (waiting for approve): give one in Resume.Answers.")
			wantError(t, other.Execute(ctx, resume(cp, h, answer(1, "1"), answer(7, "1"))), codemode.ErrRequest, "Call 7 is not waiting for an answer in this checkpoint.")
		}
	})

	t.Run("AmbiguousAfterCrash", func(t *testing.T) {
		// The host keeps the streamed journal; it "dies" while call 2 is
		// being dispatched: the journal it kept has call 2's intent and no
		// answer.
		h := newHost()
		var kept []protocol.JournalEntry
		charged := 0
		h.answer = func(tool, args string) (string, error) {
			if tool == "charge" {
				charged++
				h.mu.Lock()
				kept = append([]protocol.JournalEntry(nil), h.journal...)
				h.mu.Unlock()
				return `{"result":"receipt"}`, nil
			}
			return `{"result":1}`, nil
		}
		code := `async () => { const a = await store.get(); const r = await store.charge(5); return [a, r, await store.after()] }`
		r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{OnJournal: h.onJournal}})
		wantValue(t, r, `[1, "receipt", 1]`)
		if last := kept[len(kept)-1]; last.Kind != protocol.JournalCall || last.Call != 2 {
			t.Fatalf("the intent of call 2 was not streamed before its dispatch: last entry %+v", last)
		}
		cp, err := codemode.CheckpointFromJournal(kept)
		if err != nil {
			t.Fatal(err)
		}
		for _, other := range others {
			r = other.Execute(ctx, resume(cp, h))
			wantError(t, r, codemode.ErrAmbiguous, "Call 2 (store.charge) was dispatched, but the journal has no answer for it: it may or may not have happened. Resume with its answer, or with Redispatch to dispatch it again.")
			if r.Suspended == nil || len(r.Suspended.Pending) != 1 || !r.Suspended.Pending[0].Ambiguous {
				t.Fatalf("the ambiguous call is not reported: %+v", r.Suspended)
			}
			// The host looked it up: it happened.
			r = other.Execute(ctx, resume(cp, h, answer(2, `"receipt"`)))
			wantValue(t, r, `[1, "receipt", 1]`)
		}
		if charged != 1 {
			t.Fatalf("charge ran %d times; an ambiguous call must never be re-run silently", charged)
		}
		// The host chooses to dispatch it again.
		r = s.x.Execute(ctx, resume(cp, h, codemode.Answer{Call: 2, Redispatch: true}))
		wantValue(t, r, `[1, "receipt", 1]`)
		if charged != 2 {
			t.Fatalf("Redispatch ran charge %d times in all, want 2", charged)
		}
	})

	t.Run("StreamedJournal", func(t *testing.T) {
		// The streamed journal is the checkpoint's: a host that kept it
		// resumes from it as from the checkpoint.
		h := newHost("approve")
		code := `async () => { const n = Math.random(); await store.get(); return [n === n, await store.approve()] }`
		r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{OnJournal: h.onJournal}})
		cp := wantSuspended(t, r, 2)
		parsed, err := codemode.ParseCheckpoint(cp)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(parsed.Journal)
		b, _ := json.Marshal(h.journal)
		if string(a) != string(b) {
			t.Fatalf("streamed journal differs from the checkpoint's:\n%s\n%s", b, a)
		}
		kinds := []string{}
		for _, e := range h.journal {
			kinds = append(kinds, string(e.Kind))
		}
		if got := strings.Join(kinds, " "); got != "start random call answer call suspend" {
			t.Fatalf("journal kinds = %s", got)
		}
		fromStream, err := codemode.CheckpointFromJournal(h.journal)
		if err != nil {
			t.Fatal(err)
		}
		wantValue(t, s.x.Execute(ctx, resume(fromStream, h, answer(2, "7"))), `[true, 7]`)
	})

	t.Run("DeadlineWhileSuspending", func(t *testing.T) {
		// A call still in flight when the deadline passes is left
		// ambiguous, its context cancelled; the execution still suspends.
		h := newHost("approve")
		h.answer = func(tool, args string) (string, error) { return `{"result":1}`, nil }
		hang := func(ctx context.Context, provider, tool, args string) (string, error) {
			if tool == "hang" {
				<-ctx.Done()
				return `{"result":"late"}`, nil
			}
			return h.dispatch(ctx, provider, tool, args)
		}
		code := `async () => Promise.all([store.hang(), store.approve()])`
		r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: hang, Durable: &codemode.Durable{}, Limits: codemode.Limits{Timeout: 300 * time.Millisecond}})
		wantSuspended(t, r, 1, 2)
		if p := r.Suspended.Pending; !p[0].Ambiguous || p[1].Ambiguous {
			t.Fatalf("pending %+v: call 1 is ambiguous, call 2 suspended", p)
		}
	})

	t.Run("HostSuspends", func(t *testing.T) {
		// The host asks the execution to suspend (no call asks to): it
		// suspends at its next wait, with nothing pending.
		for _, other := range others {
			h := newHost()
			ask := make(chan struct{})
			h.answer = func(tool, args string) (string, error) {
				if args == "[1]" {
					close(ask)
				}
				return `{"result":` + fmt.Sprintf("%q", tool+args) + `}`, nil
			}
			code := `async () => {
				const a = await store.get(1)
				await new Promise((res) => setTimeout(res, 100))
				return [a, await store.get(2)]
			}`
			r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{SuspendOn: ask}})
			cp := wantSuspended(t, r)
			if r.Error.Message != codemode.TextHostSuspended {
				t.Fatalf("text %q", r.Error.Message)
			}
			wantValue(t, other.Execute(ctx, resume(cp, h)), `["get[1]", "get[2]"]`)
			if n := h.count(); n != 2 {
				t.Fatalf("the host saw %d dispatches for 2 calls", n)
			}
		}
	})

	t.Run("NotDurable", func(t *testing.T) {
		h := newHost("approve")
		r := s.x.Execute(ctx, codemode.Request{Code: `async () => { try { await store.approve() } catch (e) { return e.message } }`, Providers: store(), Dispatch: h.dispatch})
		wantValue(t, r, `"The call asked to suspend the execution (waiting for approve), but the execution is not durable."`)
	})

	t.Run("Fetch", func(t *testing.T) {
		h := newHost("approve")
		var fetches atomic.Int32
		out := func(_ context.Context, req *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
			fetches.Add(1)
			return &codemode.OutboundResponse{Status: 200, StatusText: "OK", URL: req.URL, Body: []byte(`{"n":42}`)}, nil
		}
		code := `async () => {
			const r = await fetch('https://example.test/n')
			const j = await r.json()
			await store.approve()
			return [r.status, j.n]
		}`
		r := s.x.Execute(ctx, codemode.Request{Code: code, Providers: store(), Dispatch: h.dispatch, Outbound: out, Durable: &codemode.Durable{}})
		cp := wantSuspended(t, r, 2)
		for _, other := range others {
			req := resume(cp, h, answer(2, "null"))
			req.Outbound = out
			wantValue(t, other.Execute(ctx, req), `[200, 42]`)
		}
		if n := fetches.Load(); n != 1 {
			t.Fatalf("the fetch went out %d times", n)
		}
	})

	t.Run("RedispatchThenCrash", s.durableRedispatchCrash)

	t.Run("Timers", s.durableTimers)
	t.Run("Waits", s.durableWaits)

	t.Run("RetainRefused", func(t *testing.T) {
		wantError(t, s.x.Execute(ctx, codemode.Request{Code: `async () => 1`, Durable: &codemode.Durable{}, RetainHandles: true}), codemode.ErrRequest, codemode.TextDurableRetain)
	})
}

// A call redispatched on resume whose host then dies before the answer is
// ambiguous again in the journal the host kept, not still "suspended".
func (s *suite) durableRedispatchCrash(t *testing.T) {
	ctx := context.Background()
	h := newHost("approve")
	r := s.x.Execute(ctx, codemode.Request{Code: `async () => [await store.get(), await store.approve()]`, Providers: store(), Dispatch: h.dispatch, Durable: &codemode.Durable{OnJournal: h.onJournal}})
	wantSuspended(t, r, 2)
	var kept []protocol.JournalEntry
	approve := func(_ context.Context, provider, tool, args string) (string, error) {
		h.mu.Lock()
		kept = append([]protocol.JournalEntry(nil), h.journal...)
		h.mu.Unlock()
		return `{"result":"approved"}`, nil
	}
	r = s.x.Execute(ctx, codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint, Answers: []codemode.Answer{{Call: 2, Redispatch: true}}}, OnJournal: h.onJournal}, Dispatch: approve})
	wantValue(t, r, `["get:[]", "approved"]`)
	cp, err := codemode.CheckpointFromJournal(kept)
	if err != nil {
		t.Fatal(err)
	}
	parsed, _ := codemode.ParseCheckpoint(cp)
	if p := parsed.Pending(); len(p) != 1 || p[0].Call != 2 || !p[0].Ambiguous || p[0].Reason != "" {
		t.Fatalf("pending after a redispatch = %+v, want call 2 ambiguous", p)
	}
	wantError(t, s.x.Execute(ctx, resume(cp, h)), codemode.ErrAmbiguous, "Call 2 (store.approve) was dispatched, but the journal has no answer for it: it may or may not have happened. Resume with its answer, or with Redispatch to dispatch it again.")
}
