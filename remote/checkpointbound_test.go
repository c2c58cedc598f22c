package remote_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/protocol"
	"github.com/codemode/codemode/remote"
)

// A checkpoint past the journal's bounds is refused with kind
// journal_too_large and the pinned text, before it is parsed and before
// anything runs, by every reader and in every arrangement.

// oversized is a checkpoint past the bounds, and the text it is refused with.
type oversized struct {
	name string
	b    []byte
	text string
}

// startEntryJSON is a well-formed start entry of a program with one provider.
const startEntryJSON = `{"seq":1,"kind":"start","start":{"code":"async () => 1","providers":[{"name":"store"}]}}`

// oversizedShapes are the checkpoints past the bounds: too many bytes in
// entries of ordinary size, too many entries each small, one entry larger
// than the bound, and a start entry nested deeper than any reader would go.
func oversizedShapes() []oversized {
	var shapes []oversized
	add := func(name string, b []byte) {
		text := executor.CheckpointTooLargeText(len(b))
		if len(b) <= codemode.MaxCheckpointBytes {
			text = executor.TextCheckpointTooManyEntries
		}
		shapes = append(shapes, oversized{name, b, text})
	}
	head := func(size int) *bytes.Buffer {
		b := bytes.NewBuffer(make([]byte, 0, size))
		b.WriteString(`{"checkpoint":1,"journal":[` + startEntryJSON)
		return b
	}

	// 250 MiB in calls and answers of about 1.5 KiB: 170,000 entries, fewer
	// than the bound.
	b := head(251 << 20)
	payload := strings.Repeat("p", 1500)
	seq := 2
	for call := 1; b.Len() < 250<<20; call++ {
		n := strconv.Itoa(call)
		b.WriteString(`,{"seq":` + strconv.Itoa(seq) + `,"kind":"call","call":` + n + `,"provider":"store","tool":"echo","args":"[\"` + payload + `\"]"}`)
		b.WriteString(`,{"seq":` + strconv.Itoa(seq+1) + `,"kind":"answer","call":` + n + `,"envelope":"{\"result\":\"` + payload + `\"}"}`)
		seq += 2
	}
	b.WriteString(`]}`)
	if seq-1 > codemode.MaxJournalEntries {
		panic("the 250 MiB checkpoint has too many entries to test the bound of bytes")
	}
	add("250 MiB", b.Bytes())

	// MaxJournalEntries+1 clock readings: 9 MiB.
	b = head(10 << 20)
	for seq := 2; seq <= codemode.MaxJournalEntries+1; seq++ {
		b.WriteString(`,{"seq":` + strconv.Itoa(seq) + `,"kind":"clock","clock":1}`)
	}
	b.WriteString(`]}`)
	add("MaxJournalEntries+1 entries", b.Bytes())

	// One call whose arguments are 70 MiB.
	b = head(71 << 20)
	b.WriteString(`,{"seq":2,"kind":"call","call":1,"provider":"store","tool":"echo","args":"[\"` + strings.Repeat("h", 70<<20) + `\"]"}]}`)
	add("one 70 MiB entry", b.Bytes())

	// A start entry whose program's limits are 35 million arrays deep.
	b = bytes.NewBuffer(make([]byte, 0, 71<<20))
	b.WriteString(`{"checkpoint":1,"journal":[{"seq":1,"kind":"start","start":{"code":"async () => 1","limits":`)
	b.WriteString(strings.Repeat("[", 35<<20))
	b.WriteString(strings.Repeat("]", 35<<20))
	b.WriteString(`}}]}`)
	add("nested 35 million deep", b.Bytes())
	return shapes
}

// resumeWith resumes checkpoint cp in x, counting dispatched calls.
func resumeWith(x codemode.Executor, cp []byte, dispatched *atomic.Int64) codemode.Result {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	return x.Execute(ctx, codemode.Request{
		Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp, Answers: []codemode.Answer{{Call: 1, Envelope: `{"result":1}`}}}},
		Dispatch: func(context.Context, string, string, string) (string, error) {
			dispatched.Add(1)
			return `{"result":1}`, nil
		},
	})
}

// arrangement resumes a checkpoint and returns how it ended.
type arrangement struct {
	name   string
	resume func(t *testing.T, cp []byte) *codemode.Error
}

// boundArrangements are every reader of a checkpoint: the two functions
// that read one, and the executors of every arrangement. The daemon is
// reached twice: through the Go client, which checks the checkpoint before
// it sends it, and with the protocol's messages written by hand to a daemon
// whose frames may be larger than a checkpoint, which checks it itself.
func boundArrangements(t *testing.T) []arrangement {
	var dispatched atomic.Int64
	t.Cleanup(func() {
		if n := dispatched.Load(); n != 0 {
			t.Errorf("%d calls were dispatched for refused checkpoints", n)
		}
	})
	through := func(x codemode.Executor) func(*testing.T, []byte) *codemode.Error {
		return func(t *testing.T, cp []byte) *codemode.Error {
			r := resumeWith(x, cp, &dispatched)
			if r.Error == nil {
				t.Errorf("the resume ran: %s", r.Value)
			}
			return r.Error
		}
	}
	inproc := codemode.New(codemode.Options{})
	t.Cleanup(func() { inproc.Close() })
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	d := startDaemon(t, remote.ServerOptions{})
	client := dial(t, d.url, remote.DialOptions{})
	rawURL, _ := serveBounded(t, remote.ServerOptions{MaxFrameBytes: 512 << 20, MaxBufferedBytes: 1 << 30})
	fleet := dialFleet(t, []string{startFleetDaemon(t, nil, pool.Options{Workers: 1}).url}, remote.FleetOptions{})
	waitFor(t, "the fleet's daemon connected", func() bool { return connected(fleet) == 1 })

	asError := func(err error) *codemode.Error {
		if err == nil {
			return nil
		}
		e, ok := err.(*codemode.Error)
		if !ok {
			return &codemode.Error{Kind: "not a *codemode.Error", Message: err.Error()}
		}
		return e
	}
	return []arrangement{
		{"ParseCheckpoint", func(t *testing.T, cp []byte) *codemode.Error {
			_, err := codemode.ParseCheckpoint(cp)
			return asError(err)
		}},
		{"CheckCheckpoint", func(t *testing.T, cp []byte) *codemode.Error {
			_, _, err := executor.CheckCheckpoint(cp)
			return asError(err)
		}},
		{"in-process", through(inproc)},
		{"pool", through(p)},
		{"daemon", through(client)},
		{"daemon, raw messages", func(t *testing.T, cp []byte) *codemode.Error {
			return rawResume(t, rawURL, cp)
		}},
		{"fleet", through(fleet)},
	}
}

// rawResume sends a resume of cp to the daemon at url as the protocol's
// messages, and returns the error its done message carries.
func rawResume(t *testing.T, url string, cp []byte) *codemode.Error {
	conn := rawDial(t, url, nil)
	conn.SetReadLimit(16 << 20)
	if err := sendRaw(t, conn, map[string]any{"type": "hello", "version": 1}); err != nil {
		t.Fatal(err)
	}
	// The checkpoint's bytes are sent as they are.
	msg := append(append([]byte(`{"type":"execute","id":"r","checkpoint":`), cp...), `,"answers":[{"call":1,"envelope":"{\"result\":1}"}]}`...)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := conn.Write(ctx, websocket.MessageText, msg); err != nil {
		t.Fatal(err)
	}
	for {
		_, b, err := conn.Read(ctx)
		if err != nil {
			t.Fatalf("no done message: %v", err)
		}
		var m struct {
			Type    string          `json:"type"`
			Error   *codemode.Error `json:"error"`
			Code    string          `json:"code"`
			Message string          `json:"message"`
		}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		switch m.Type {
		case "done":
			if m.Error == nil {
				t.Errorf("the resume ran: %s", b)
			}
			return m.Error
		case "error":
			// A protocol error: the message itself was refused.
			return &codemode.Error{Kind: codemode.ErrorKind("protocol " + m.Code), Message: m.Message}
		case "call":
			t.Fatalf("the daemon sent %s", b)
		}
	}
}

func TestCheckpointBoundsEveryArrangement(t *testing.T) {
	if testing.Short() {
		t.Skip("makes checkpoints of up to 250 MiB")
	}
	shapes := oversizedShapes()
	arrangements := boundArrangements(t)
	cases := 0
	for _, a := range arrangements {
		for _, s := range shapes {
			t.Run(a.name+"/"+s.name, func(t *testing.T) {
				kind, text, exact := codemode.ErrJournalTooLarge, s.text, true
				if a.name == "daemon, raw messages" && strings.HasPrefix(s.name, "nested") {
					// The daemon reads a message's JSON, the checkpoint
					// in it, to a depth of 10000 at most: a deeper one
					// is refused as a message before its checkpoint
					// is looked at.
					kind, text, exact = "protocol bad_message", "the message is not a JSON object with the members of its type: jsontext: exceeded max depth", false
				}
				e := a.resume(t, s.b)
				if e == nil || e.Kind != kind || (exact && e.Message != text) || !strings.HasPrefix(e.Message, text) {
					t.Fatalf("got %+v, want kind %s and %q", e, kind, text)
				}
			})
			cases++
		}
	}
	t.Logf("%d arrangements × %d shapes = %d cases", len(arrangements), len(shapes), cases)
}

// atBound runs, in process, a program whose journal, once resumed with the
// answer resumeAnswer to its last call, is exactly at one of the journal's
// bounds, and returns the checkpoint of its suspension at that call. The
// program calls store.put with a string of the length each answer gives,
// and returns when an answer is 0.
//
// byBytes: the entries' size (asyncrt.EntrySize) is MaxJournalBytes, in
// calls of at most 1 MiB. Otherwise: MaxJournalEntries entries, in calls of
// one byte.
func atBound(t *testing.T, byBytes bool) []byte {
	t.Helper()
	const program = `async () => { let n = 1; for (;;) { n = await store.put("x".repeat(n)); if (n === 0) return "at the bound" } }`
	var used int // the size of the entries so far
	var entries int
	suspendEntry := func(seq, call int) int {
		return asyncrt.EntrySize(&protocol.JournalEntry{Seq: seq, Kind: protocol.JournalSuspend, Call: call, Reason: "at the bound"})
	}
	answerEntry := func(seq, call int, n int) int {
		return asyncrt.EntrySize(&protocol.JournalEntry{Seq: seq, Kind: protocol.JournalAnswer, Call: call, Envelope: `{"result":` + strconv.Itoa(n) + `}`})
	}
	callEntry := func(seq, call, n int) int {
		args, _ := json.Marshal([]string{strings.Repeat("x", n)})
		return asyncrt.EntrySize(&protocol.JournalEntry{Seq: seq, Kind: protocol.JournalCall, Call: call, Provider: "store", Tool: "put", Args: string(args)})
	}
	var last bool // the call being dispatched is the one to suspend
	calls := 0
	onJournal := func(e protocol.JournalEntry) {
		used += asyncrt.EntrySize(&e)
		entries++
	}
	dispatch := func(_ context.Context, _, _, args string) (string, error) {
		calls++
		if last {
			return "", codemode.Suspend("at the bound")
		}
		if !byBytes {
			// After this call: its answer, the next call, its
			// suspension, and the answer the resume gives.
			if entries+4 >= codemode.MaxJournalEntries {
				last = true
			}
			return `{"result":1}`, nil
		}
		// The next call is the last when the rest fits in 1 MiB: its
		// answer now, the next call, its suspension and the answer the
		// resume gives.
		seq := entries + 1
		rest := func(n int) int {
			return used + answerEntry(seq, calls, n) + callEntry(seq+1, calls+1, n) + suspendEntry(seq+2, calls+1) + answerEntry(seq+3, calls+1, 0)
		}
		if free := codemode.MaxJournalBytes - rest(0); free <= 1<<20 {
			n := free
			for n > 0 && rest(n) > codemode.MaxJournalBytes {
				n--
			}
			last = true
			return `{"result":` + strconv.Itoa(n) + `}`, nil
		}
		return `{"result":1048576}`, nil
	}
	x := codemode.New(codemode.Options{})
	defer x.Close()
	r := x.Execute(context.Background(), codemode.Request{Code: program, Providers: []codemode.Provider{{Name: "store"}}, Dispatch: dispatch, Durable: &codemode.Durable{OnJournal: onJournal},
		Limits: codemode.Limits{Timeout: 2 * time.Minute, ToolCalls: 1 << 20, Memory: 512 << 20, PayloadBytes: 2 << 20}})
	if r.Suspended == nil {
		t.Fatalf("the program did not suspend: %+v", r.Error)
	}
	return r.Suspended.Checkpoint
}

// Checkpoints the executor wrote are accepted back in every arrangement,
// and resumed to a journal exactly at its bound of bytes, or of entries.
func TestCheckpointAtTheBoundResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("makes checkpoints of 64 MiB")
	}
	for _, byBytes := range []bool{true, false} {
		cp := atBound(t, byBytes)
		pc, err := codemode.ParseCheckpoint(cp)
		if err != nil {
			t.Fatalf("ParseCheckpoint refused the executor's checkpoint: %v", err)
		}
		n, size := len(pc.Journal), 0
		for i := range pc.Journal {
			size += asyncrt.EntrySize(&pc.Journal[i])
		}
		last := pc.Pending()[0].Call
		t.Logf("checkpoint: %d bytes, %d entries of %d bytes, suspended at call %d", len(cp), n, size, last)
		if len(cp) > codemode.MaxCheckpointBytes {
			t.Fatalf("the executor wrote a checkpoint of %d bytes, past MaxCheckpointBytes", len(cp))
		}
		var dispatched atomic.Int64
		for _, x := range []struct {
			name string
			x    codemode.Executor
		}{
			{"in-process", codemode.New(codemode.Options{})},
			{"pool", must(pool.New(pool.Options{Workers: 1}))},
			{"daemon", dial(t, startDaemon(t, remote.ServerOptions{MaxLimits: codemode.Limits{ToolCalls: 1 << 20, PayloadBytes: 2 << 20, Timeout: 2 * time.Minute, Memory: 512 << 20}}).url, remote.DialOptions{})},
		} {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			r := x.x.Execute(ctx, codemode.Request{
				Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp, Answers: []codemode.Answer{{Call: last, Envelope: `{"result":0}`}}}},
				Dispatch: func(context.Context, string, string, string) (string, error) {
					dispatched.Add(1)
					return `{"result":0}`, nil
				},
			})
			cancel()
			x.x.Close()
			if r.Error != nil || string(r.Value) != `"at the bound"` {
				t.Errorf("%s, bound of bytes %v: the resume gave %s %+v", x.name, byBytes, r.Value, r.Error)
			}
		}
		if dispatched.Load() != 0 {
			t.Errorf("the resumes dispatched %d calls", dispatched.Load())
		}
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
