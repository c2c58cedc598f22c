package codeactrt

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/internal/sandbox"
)

// Every outcome of sandbox.SerializeValue, reached through both runtimes: the value
// an asynchronous program returns and the value a synchronous main returns
// go through the same decision, and each runtime names it in its own
// vocabulary. The table must name every sandbox.SerialProblem.
func TestSerializeOutcomesInBothRuntimes(t *testing.T) {
	cases := []struct {
		problem sandbox.SerialProblem
		// value is an expression; asyncOnly is one only the asynchronous
		// runtime serialises with this outcome: a promise it did not
		// await, and nesting that overflows the codec's recursion (the
		// engine's JSON.stringify, which the synchronous runtime uses,
		// walks nesting without recursing, and its deadline bounds it).
		value     string
		asyncOnly bool
		// The answers: a value, or a failure's kind and message (prefix,
		// with a trailing "…").
		asyncValue, syncValue string
		asyncKind             asyncrt.Kind
		asyncMsg              string
		syncKind              SyncKind
		syncMsg               string
	}{
		{problem: sandbox.SerialOK, value: `{a: [1, "x", null]}`, asyncValue: `{"a":[1,"x",null]}`, syncValue: `{"a":[1,"x",null]}`},
		// An object with toJSON is not plain data: the codec (or
		// JSON.stringify) serialises it.
		{problem: sandbox.SerialOK, value: `({toJSON() { return 7; }})`, asyncValue: `7`, syncValue: `7`},
		{problem: sandbox.SerialUndefined, value: `undefined`, asyncValue: ``, syncValue: `null`},
		{problem: sandbox.SerialUndefined, value: `({toJSON() { return undefined; }})`, asyncValue: ``, syncValue: `null`},
		{problem: sandbox.SerialSymbol, value: `Symbol("s")`, asyncKind: asyncrt.KindResultInvalid, asyncMsg: asyncrt.TextResultSymbol, syncKind: SyncOutputInvalid, syncMsg: TextSyncOutputSymbol},
		{problem: sandbox.SerialFunction, value: `(() => 1)`, asyncKind: asyncrt.KindResultInvalid, asyncMsg: asyncrt.TextResultFunction, syncKind: SyncOutputInvalid, syncMsg: TextSyncOutputFunction},
		{problem: sandbox.SerialCycle, value: `(() => { const o = {}; o.o = o; return o; })()`, asyncKind: asyncrt.KindResultInvalid, asyncMsg: asyncrt.TextResultCycle, syncKind: SyncOutputInvalid, syncMsg: TextSyncOutputCycle},
		{problem: sandbox.SerialBigInt, value: `({n: 1n})`, asyncKind: asyncrt.KindResultInvalid, asyncMsg: asyncrt.TextResultBigInt, syncKind: SyncOutputInvalid, syncMsg: TextSyncOutputBigInt},
		{problem: sandbox.SerialTooDeep, value: `(() => { let o = {}; for (let i = 0; i < 100000; i++) o = {o}; return o; })()`, asyncOnly: true, asyncKind: asyncrt.KindResultInvalid, asyncMsg: asyncrt.TextResultTooDeep},
		{problem: sandbox.SerialThrew, value: `({toJSON() { throw new Error("boom"); }})`, asyncKind: asyncrt.KindResultInvalid, asyncMsg: "The result cannot be returned: serialising it threw Error: boom", syncKind: SyncThrown, syncMsg: "Error: boom"},
		{problem: sandbox.SerialStopped, value: `({toJSON() { for (;;) {} }})`, asyncKind: asyncrt.KindTimeout, asyncMsg: "…", syncKind: SyncTimeout, syncMsg: "…"},
		{problem: sandbox.SerialTooLarge, value: `"x".repeat(70000)`, asyncKind: asyncrt.KindResultTooLarge, asyncMsg: "The result is 70002 bytes of JSON, over the limit of 65536 bytes…", syncKind: SyncOutputTooLarge, syncMsg: TextSyncOutputTooLarge(70002, 65536)},
		{problem: sandbox.SerialObject, value: `({p: new Promise(() => {})})`, asyncOnly: true, asyncKind: asyncrt.KindResultInvalid, asyncMsg: "The result cannot be returned: result.p is a Promise that was not awaited…"},
	}
	covered := map[sandbox.SerialProblem]bool{}
	for _, c := range cases {
		covered[c.problem] = true
	}
	for p := sandbox.SerialOK; p < sandbox.SerialProblems; p++ {
		if !covered[p] {
			t.Errorf("no case reaches sandbox.SerialProblem %d", p)
		}
	}
	lim := asyncrt.Limits{Timeout: 2 * time.Second, Memory: 64 << 20, StackDepth: 5000, PayloadBytes: 1 << 20, ResultBytes: 65536, LogBytes: 1 << 20, ToolCalls: 10, ConcurrentCalls: 10}
	slim := syncLimits()
	slim.ResultBytes = 65536
	slim.Timeout = 500 * time.Millisecond
	matches := func(got, want string) bool {
		if p, ok := strings.CutSuffix(want, "…"); ok {
			return strings.HasPrefix(got, p)
		}
		return got == want
	}
	for _, c := range cases {
		s, err := asyncrt.New()
		if err != nil {
			t.Fatal(err)
		}
		r := s.Run(context.Background(), &asyncrt.Request{Code: "async () => (" + c.value + ")", Limits: lim})
		switch {
		case c.asyncKind == "" && (r.Failure != nil || r.Value != c.asyncValue):
			t.Errorf("async %s: got %q %+v, want value %q", c.value, r.Value, r.Failure, c.asyncValue)
		case c.asyncKind != "" && (r.Failure == nil || r.Failure.Kind != c.asyncKind || !matches(r.Failure.Message, c.asyncMsg)):
			t.Errorf("async %s: got %q %+v, want %s %q", c.value, r.Value, r.Failure, c.asyncKind, c.asyncMsg)
		}
		if c.asyncOnly {
			continue
		}
		sr := RunSync(context.Background(), SyncOptions{Source: "function main() { return " + c.value + "; }", Limits: slim, Call: echo})
		switch {
		case c.syncKind == "" && (sr.Failure != nil || sr.Value != c.syncValue):
			t.Errorf("sync %s: got %q %+v, want value %q", c.value, sr.Value, sr.Failure, c.syncValue)
		case c.syncKind != "" && (sr.Failure == nil || sr.Failure.Kind != c.syncKind || !matches(sr.Failure.Message, c.syncMsg)):
			t.Errorf("sync %s: got %q %+v, want %s %q", c.value, sr.Value, sr.Failure, c.syncKind, c.syncMsg)
		}
	}
}
