package asyncrt

import (
	"context"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/sandbox"
	"github.com/codemode/codemode/internal/webstd"
)

// harnessGrace is how much later than its deadline an execution may end: the
// longest native step the engine does not interrupt (memory-linear work on
// the largest inputs, one arithmetic operation on the largest BigInts: well
// under a second) plus the setup and teardown of memory-sized inputs, on a
// core contended by the rest of the test run, scaled for the race detector.
// An engine that did not poll would overrun it by minutes to hours.
// CODEMODE_HARNESS_GRACE (a duration) sets another, to see how tight it is;
// with CODEMODE_HARNESS_STREAM set the harness prints each failure, and each
// execution slower than 600 ms, to standard error as it happens.
func harnessGrace() time.Duration {
	if g := os.Getenv("CODEMODE_HARNESS_GRACE"); g != "" {
		d, _ := time.ParseDuration(g)
		return d
	}
	return 3 * time.Second * time.Duration(raceScale)
}

func containedLimits(timeout time.Duration) Limits {
	return Limits{Timeout: timeout, Memory: 64 << 20, StackDepth: 5000, PayloadBytes: 4 << 20, ResultBytes: 4 << 20,
		LogBytes: 1 << 20, ToolCalls: 100, ConcurrentCalls: 10, Timers: 100, ResponseBytes: 4 << 20, Retention: time.Second}
}

// A program that is an expression but not a function is evaluated once as
// an expression and run again as a body: both share one deadline. The
// expression spins for most of the timeout, so a second, fresh deadline
// would let the body finish.
//
// The program measures its spin with Date.now, the wall clock, while the
// deadline runs on a monotonic clock. A run during which the machine's wall
// clock was stepped (by its time service) proves nothing either way and is
// repeated, up to three times.
func TestExpressionAndBodyShareOneDeadline(t *testing.T) {
	spin := 600 * time.Millisecond * time.Duration(raceScale)
	for try := 1; ; try++ {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		t0 := time.Now()
		res := s.Run(context.Background(), &Request{
			Code:   `(() => { const t = Date.now(); while (Date.now() - t < ` + itoa(int(spin.Milliseconds())) + `) {} return 'finished' })()`,
			Limits: containedLimits(spin * 3 / 2),
		})
		t1 := time.Now()
		took := t1.Sub(t0)
		if step := t1.Round(0).Sub(t0.Round(0)) - took; (step > 100*time.Millisecond || step < -100*time.Millisecond) && try < 3 {
			t.Logf("the wall clock was stepped by %v during the run; again", step)
			continue
		}
		if res.Failure == nil || res.Failure.Kind != KindTimeout {
			t.Fatalf("got %+v value %s after %v; want a timeout (the body must not get a deadline of its own)", res.Failure, res.Value, took)
		}
		if res.Failure.Message != timeoutText(spin*3/2) {
			t.Fatalf("message %q", res.Failure.Message)
		}
		return
	}
}

// A host label that needs Punycode is bounded, so a long host is refused at
// once instead of costing the square of its length (a label of 120,000
// characters took 90 seconds), and so is a URL's length; within the bounds
// both still work.
func TestURLLabelsAndLengthsAreBounded(t *testing.T) {
	got := runWebValue(t, `async () => {
  const out = [];
  for (const host of ['xn--' + 'a'.repeat(60000) + 'b' + 'a'.repeat(60000), 'é'.repeat(300), ('é'.repeat(60) + '.').repeat(1500) + 'com']) {
    try { out.push(new URL('http://' + host + '/').host.length); } catch (e) { out.push(e.name + ': ' + e.message); }
  }
  out.push(new URL('http://' + 'é'.repeat(200) + '.com/').host.length);
  try { new URL('http://x/' + 'a'.repeat(2 * 1024 * 1024)); out.push('parsed'); } catch (e) { out.push(e.message); }
  out.push(new URL('http://x/' + 'a'.repeat(2 * 1024 * 1024 - 9)).pathname.length);
  out.push(new URL('http://bücher.de/').host);
  return out;
}`)
	want := `["TypeError: Invalid URL","TypeError: Invalid URL",` + itoa(1500*(len("xn--")+len(webstd.PunycodeEncode([]rune(strings.Repeat("é", 60))))+1)+3) + `,` +
		itoa(len("xn--")+len(webstd.PunycodeEncode([]rune(strings.Repeat("é", 200))))+4) + `,"Invalid URL",` + itoa(2*1024*1024-8) + `,"xn--bcher-kva.de"]`
	if got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
}

// The argument writer checks the payload bound inside a string: a string
// that escapes to six times its length is refused with the payload text,
// and the writer never holds more than the bound.
func TestArgumentWriterBoundsInsideStrings(t *testing.T) {
	e, err := sandbox.NewEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	e.SetMemoryLimit(64 << 20)
	for _, src := range []string{`({ s: '\x01'.repeat(1 << 20) })`, `['\ud800'.repeat(1 << 19)]`, `'x'.repeat(1 << 20)`} {
		v := e.Eval(src, "<test>")
		if sandbox.IsException(v) {
			t.Fatal(e.TakeException())
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		out, ok := e.WriteJSON(v, 1<<20)
		runtime.ReadMemStats(&after)
		if ok {
			t.Errorf("%s: written (%d bytes) past a bound of %d", src, len(out), 1<<20)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 5<<20 {
			t.Errorf("%s: the writer allocated %d MiB for a bound of 1 MiB", src, grew>>20)
		}
		if out, ok := e.WriteJSON(v, 8<<20); !ok || len(out) < 1<<20 {
			t.Errorf("%s: not written within a bound of 8 MiB", src)
		}
		e.Free(v)
	}
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	res := s.Run(context.Background(), &Request{
		Code: `async () => {
  try { await tools.send({ s: '\x01'.repeat(3 << 20) }); return 'sent'; } catch (e) { return e.message; }
}`,
		Providers: []Provider{{Name: "tools"}},
		Dispatch: func(context.Context, string, string, string) (string, error) {
			return `{"result":1}`, nil
		},
		Limits: containedLimits(10 * time.Second * time.Duration(raceScale)),
	})
	n := len("tools") + len("send") + len(`{"s":""}`) + 6*(3<<20)
	if want := `"` + payloadText("tools", "send", n, 4<<20) + `"`; res.Failure != nil || res.Value != want {
		t.Fatalf("got %+v %s; want %s", res.Failure, res.Value, want)
	}
}

// TextDecoder gives up on a text that cannot fit in the engine as soon as
// that is certain: the execution ends with the memory failure, and the
// decoder never held much more than the engine had left (before, it built
// three bytes per invalid byte and then copied them).
func TestTextDecoderStaysWithinTheEngine(t *testing.T) {
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	lim := containedLimits(20 * time.Second)
	lim.Memory = 32 << 20
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	res := s.Run(context.Background(), &Request{
		Code:   `async () => { const b = new Uint8Array(12e6).fill(255); try { return new TextDecoder().decode(b).length; } catch (e) { return String(e); } }`,
		Limits: lim,
	})
	runtime.ReadMemStats(&after)
	if res.Failure == nil || res.Failure.Kind != KindMemory {
		t.Fatalf("got %+v %s; want the memory failure", res.Failure, res.Value)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 48<<20 {
		t.Fatalf("the host allocated %d MiB decoding 12 MB for an engine with less than 20 MiB left", grew>>20)
	}
}

// Converting the engine's largest BigInt to decimal is quadratic: seconds
// of the engine's C code. The engine asks its interrupt handler at every
// step of the conversion, so a loop of conversions, or one conversion of 64
// copies joined, ends by the deadline like any program.
func TestBigIntConversionStops(t *testing.T) {
	for _, code := range []string{
		`async () => { const b = (1n << 1048574n) - 1n; for (;;) String(b); }`,
		`async () => { const b = (1n << 1048574n) - 1n; for (;;) Array(64).fill(b).join(); }`,
		`async () => { const b = (1n << 1048574n) - 1n; return b.toString(7).length }`,
	} {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		deadline := 250 * time.Millisecond
		began := time.Now()
		res := s.Run(context.Background(), &Request{Code: code, Limits: containedLimits(deadline)})
		took := time.Since(began)
		if res.Failure == nil || res.Failure.Kind != KindTimeout {
			t.Fatalf("%s: got %+v; want the timeout", code, res.Failure)
		}
		t.Logf("%s: ended %v after its %v deadline", code, took-deadline, deadline)
		if took > deadline+harnessGrace() {
			t.Errorf("%s: ended %v after its deadline, over %v", code, took-deadline, harnessGrace())
		}
	}
}

// utf8Length measures an engine string in place exactly as converting it
// would: the result bound is checked without copying the result out.
func TestUTF8LengthMatchesTheConversion(t *testing.T) {
	e, err := sandbox.NewEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, src := range []string{`'abc'`, `'é€😀'`, `'\xff'.repeat(3)`, `'\ud800x\udc00'`, `'\ud83d\ude00\ud83d'`, `JSON.stringify({ a: 'é'.repeat(1000) })`, `''`} {
		v := e.Eval(src, "<test>")
		if sandbox.IsException(v) {
			t.Fatal(e.TakeException())
		}
		n, ok := sandbox.UTF8Length(v)
		str, _ := e.ToString(v)
		if ok && n != len(str) {
			t.Errorf("%s: utf8Length %d, converted %d bytes", src, n, len(str))
		}
		e.Free(v)
	}
}
