package codemode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/internal/doctest"
	"github.com/codemode/codemode/protocol"
)

// richProgram observes every kind of journaled event: calls (some in
// parallel), a handle the host invokes, timers, the clock, randomness, a fetch
// and logs; it suspends at its last call. Every call's arguments are unique,
// so the host knows which call each dispatch is.
const richProgram = `async () => {
	const seen = []
	console.log('start', Date.now() > 0)
	setTimeout(() => seen.push('t0'), 0)
	const [a, b] = await Promise.all([store.get('a'), store.get('b')])
	const doubled = await store.each('c', [1, 2], (x) => { seen.push('h' + x); return x * 2 })
	const r = Math.random(), u = crypto.randomUUID()
	await new Promise((res) => setTimeout(res, 1))
	const f = await (await fetch('https://example.test/x')).text()
	const d = new Date().getTime()
	console.log('before', seen.join())
	const ok = await store.approve('d')
	return { a, b, doubled, r, u, f, d, seen, ok }
}`

// richHost answers richProgram's calls and records what it dispatched.
type richHost struct {
	mu         sync.Mutex
	dispatched []string // the first argument of each dispatch
	fetches    int
}

func (h *richHost) dispatch(ctx context.Context, provider, tool, args string) (string, error) {
	var a []json.RawMessage
	_ = json.Unmarshal([]byte(args), &a)
	first := ""
	if len(a) > 0 {
		first = string(a[0])
	}
	h.mu.Lock()
	h.dispatched = append(h.dispatched, first)
	h.mu.Unlock()
	switch tool {
	case "approve":
		return "", codemode.Suspend("approval")
	case "each":
		inv := executor.InvokerFromContext(ctx)
		var out []json.RawMessage
		for _, x := range []string{"[1]", "[2]"} {
			v, err := inv.InvokeHandle(ctx, "h1", x)
			if err != nil {
				return "", err
			}
			out = append(out, json.RawMessage(v))
		}
		b, _ := json.Marshal(map[string]any{"result": out})
		return string(b), nil
	}
	return `{"result":` + first + `}`, nil
}

func (h *richHost) outbound(_ context.Context, req *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
	h.mu.Lock()
	h.fetches++
	h.mu.Unlock()
	return &codemode.OutboundResponse{Status: 200, URL: req.URL, Body: []byte("body")}, nil
}

func richCheckpoint(t *testing.T, x codemode.Executor) (*codemode.Checkpoint, codemode.Result) {
	t.Helper()
	h := &richHost{}
	r := x.Execute(context.Background(), codemode.Request{Code: richProgram, Providers: []codemode.Provider{{Name: "store"}}, Dispatch: h.dispatch, Outbound: h.outbound, Durable: &codemode.Durable{}})
	if r.Error == nil || r.Error.Kind != codemode.ErrSuspended {
		t.Fatalf("want suspended, got %s %+v logs %q", r.Value, r.Error, r.Logs)
	}
	cp, err := codemode.ParseCheckpoint(r.Suspended.Checkpoint)
	if err != nil {
		t.Fatal(err)
	}
	return cp, r
}

func TestDurableRichProgramResumes(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	cp, first := richCheckpoint(t, x)
	kinds := map[protocol.JournalKind]bool{}
	for _, e := range cp.Journal {
		kinds[e.Kind] = true
	}
	for _, k := range []protocol.JournalKind{protocol.JournalStart, protocol.JournalCall, protocol.JournalAnswer, protocol.JournalSuspend, protocol.JournalFetch, protocol.JournalFetched, protocol.JournalTimer, protocol.JournalClock, protocol.JournalRandom, protocol.JournalInvoke} {
		if !kinds[k] {
			t.Errorf("the journal has no %s entry", k)
		}
	}
	h := &richHost{}
	var streamed []string
	req := codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: first.Suspended.Checkpoint, Answers: []codemode.Answer{{Call: 5, Envelope: `{"result":true}`}}}},
		Dispatch: h.dispatch, Outbound: h.outbound, OnLog: func(l string) { streamed = append(streamed, l) }}
	r := x.Execute(context.Background(), req)
	if r.Error != nil {
		t.Fatalf("resume failed: %+v", r.Error)
	}
	var v struct {
		Seen []string `json:"seen"`
		OK   bool     `json:"ok"`
	}
	_ = json.Unmarshal(r.Value, &v)
	if strings.Join(v.Seen, ",") != "t0,h1,h2" || !v.OK {
		t.Fatalf("resumed value %s", r.Value)
	}
	if len(h.dispatched) != 0 || h.fetches != 0 {
		t.Fatalf("the resume dispatched %q and fetched %d times", h.dispatched, h.fetches)
	}
	// The result has every line; OnLog streamed none again.
	if len(r.Logs) != 2 || len(streamed) != 0 {
		t.Fatalf("logs %q, streamed again %q", r.Logs, streamed)
	}
}

// Every mutation of a real journal (cut short at each entry, each entry
// dropped, each pair swapped, each entry's kind changed to every other kind)
// resumes to an ordinary outcome: never a panic or an internal error, and
// never a dispatch of a call the mutated journal records an answer for.
func TestDurableMutatedJournals(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	cp, _ := richCheckpoint(t, x)
	base := cp.Journal
	kinds := []protocol.JournalKind{protocol.JournalCall, protocol.JournalAnswer, protocol.JournalSuspend, protocol.JournalFetch, protocol.JournalFetched, protocol.JournalTimer, protocol.JournalClock, protocol.JournalRandom, protocol.JournalInvoke}
	var cases [][]protocol.JournalEntry
	clone := func() []protocol.JournalEntry { return append([]protocol.JournalEntry(nil), base...) }
	for k := 1; k <= len(base); k++ {
		cases = append(cases, clone()[:k])
	}
	for i := 1; i < len(base); i++ {
		j := clone()
		cases = append(cases, append(j[:i], j[i+1:]...))
		if i+1 < len(base) {
			j := clone()
			j[i], j[i+1] = j[i+1], j[i]
			cases = append(cases, j)
		}
		for _, kind := range kinds {
			if kind == base[i].Kind {
				continue
			}
			j := clone()
			j[i].Kind = kind
			cases = append(cases, j)
		}
	}
	allowed := map[codemode.ErrorKind]bool{"": true, codemode.ErrDivergence: true, codemode.ErrCheckpoint: true, codemode.ErrAmbiguous: true,
		codemode.ErrRequest: true, codemode.ErrSuspended: true, codemode.ErrThrown: true}
	for n, journal := range cases {
		for i := range journal {
			journal[i].Seq = i + 1
		}
		b, err := codemode.CheckpointFromJournal(journal)
		if err != nil {
			continue // refused when it is made: fine
		}
		parsed, _ := codemode.ParseCheckpoint(b)
		answered := map[string]bool{}
		var answers []codemode.Answer
		for _, e := range journal {
			if e.Kind == protocol.JournalAnswer {
				for _, c := range journal {
					if c.Kind == protocol.JournalCall && c.Call == e.Call {
						var a []json.RawMessage
						_ = json.Unmarshal([]byte(c.Args), &a)
						if len(a) > 0 {
							answered[string(a[0])] = true
						}
					}
				}
			}
		}
		for _, p := range parsed.Pending() {
			answers = append(answers, codemode.Answer{Call: p.Call, Envelope: `{"result":null}`})
		}
		h := &richHost{}
		r := x.Execute(context.Background(), codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: b, Answers: answers}}, Dispatch: h.dispatch, Outbound: h.outbound})
		kind := codemode.ErrorKind("")
		if r.Error != nil {
			kind = r.Error.Kind
		}
		if !allowed[kind] {
			t.Fatalf("case %d: outcome %s: %s", n, kind, r.Error.Message)
		}
		for _, d := range h.dispatched {
			if answered[d] {
				t.Fatalf("case %d: call %s was dispatched again though the journal has its answer (outcome %+v)", n, d, r.Error)
			}
		}
	}
	t.Logf("%d mutated journals", len(cases))
}

func TestDurableJournalBound(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	r := x.Execute(context.Background(), codemode.Request{Code: `async () => { for (;;) crypto.getRandomValues(new Uint8Array(65536)) }`, Durable: &codemode.Durable{}})
	if r.Error == nil || r.Error.Kind != codemode.ErrJournalTooLarge {
		t.Fatalf("want the journal bound, got %+v", r.Error)
	}
	// The clock, read in a loop, makes one entry per millisecond.
	r = x.Execute(context.Background(), codemode.Request{Code: `async () => { let n = 0; const end = Date.now() + 20; while (Date.now() < end) n++; return n > 100 }`, Durable: &codemode.Durable{},
		Dispatch: func(context.Context, string, string, string) (string, error) { return "", codemode.Suspend("x") }})
	if r.Error != nil || string(r.Value) != "true" {
		t.Fatalf("clock loop: %s %+v", r.Value, r.Error)
	}
}

func ExampleSuspend() {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	dispatch := func(_ context.Context, provider, tool, args string) (string, error) {
		if tool == "transfer" {
			return "", codemode.Suspend("needs approval")
		}
		return `{"result":100}`, nil
	}
	req := codemode.Request{
		Code:      `async () => { const b = await bank.balance(); return await bank.transfer(b / 2) }`,
		Providers: []codemode.Provider{{Name: "bank"}},
		Dispatch:  dispatch,
		Durable:   &codemode.Durable{},
	}
	r := x.Execute(context.Background(), req)
	fmt.Println(r.Error.Message)
	p := r.Suspended.Pending[0]
	fmt.Println(p.Call, p.Tool, p.Args)

	// Later, anywhere: resume with the decision.
	r = x.Execute(context.Background(), codemode.Request{
		Durable:  &codemode.Durable{Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint, Answers: []codemode.Answer{{Call: p.Call, Envelope: `{"result":"sent"}`}}}},
		Dispatch: dispatch,
	})
	fmt.Println(string(r.Value))
	// Output:
	// The execution suspended at call 2 (bank.transfer): needs approval.
	// 2 transfer [50]
	// "sent"
}

// docs/durable.md quotes the texts the code produces.
func TestDurableDocsQuoteTheTexts(t *testing.T) {
	spans, err := doctest.TableCodeSpans("docs/durable.md", "## Outcomes and texts")
	if err != nil {
		t.Fatal(err)
	}
	p := codemode.PendingCall{Call: -1, Provider: "<provider>", Tool: "<tool>", Reason: "<reason>"}
	for _, want := range []string{
		codemode.TextHostSuspended,
		codemode.TextDurableRetain,
		asyncrt.JournalFullText(),
		executor.CheckpointTooLargeText(-1),
		executor.TextCheckpointTooManyEntries,
		asyncrt.SuspendedText(-1, "<provider>", "<tool>", "<reason>"),
		asyncrt.DivergenceText(-2, "<what the journal has>", "<what the program did>"),
		`Replay diverged at journal entry 2: the journal has call 1, store.get([1]), but the program made call 1, store.get([2]).`,
		executor.AmbiguousText(p),
		executor.UnansweredText(p),
		executor.NotPendingText(-1),
		"The checkpoint is version <v>; this executor reads version 1.",
		"The checkpoint cannot be read: <why>.",
	} {
		want = strings.NewReplacer("-1", "<n>", "-2", "<seq>").Replace(want)
		if !spans[want] {
			t.Errorf("docs/durable.md does not quote %q", want)
		}
	}
}

// A program that is a bare body (run as a function after a first attempt) and
// TypeScript suspend and resume like a function expression.
func TestDurableNormalizedPrograms(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	dispatch := func(_ context.Context, provider, tool, args string) (string, error) {
		if tool == "approve" {
			return "", codemode.Suspend("approval")
		}
		return `{"result":` + args + `}`, nil
	}
	for _, code := range []string{
		"const a = await store.get(Date.now() > 0)\nconst ok = await store.approve(a)\nreturn [a, ok]",
		"async (): Promise<unknown> => { const a: unknown = await store.get(Date.now() > 0); return [a, await store.approve(a)] }",
		"```js\nasync () => [await store.get(Date.now() > 0), await store.approve()]\n```",
	} {
		var entries []protocol.JournalEntry
		r := x.Execute(context.Background(), codemode.Request{Code: code, Providers: []codemode.Provider{{Name: "store"}}, Dispatch: dispatch, Durable: &codemode.Durable{OnJournal: func(e protocol.JournalEntry) { entries = append(entries, e) }}})
		if r.Suspended == nil {
			t.Fatalf("%q: %+v", code, r.Error)
		}
		kinds := ""
		for _, e := range entries {
			kinds += string(e.Kind) + " "
		}
		if kinds != "start clock call answer call suspend " {
			t.Fatalf("%q: journal %s", code, kinds)
		}
		r = x.Execute(context.Background(), codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: r.Suspended.Checkpoint, Answers: []codemode.Answer{{Call: 2, Envelope: `{"result":"yes"}`}}}}, Dispatch: dispatch})
		if r.Error != nil || !strings.Contains(string(r.Value), `"yes"`) {
			t.Fatalf("%q resumed: %s %+v", code, r.Value, r.Error)
		}
	}
}
