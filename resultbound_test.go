package codemode_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// boundCases are results and tool-call arguments at, over and far over their
// bounds (Limits.ResultBytes and Limits.PayloadBytes, 4 MiB by default), with
// what the execution ends with. The size in a refusal is the exact size of the
// JSON text that was not built.
var boundCases = []struct{ name, code, want string }{
	{"AtTheBound", `async () => "x".repeat(4194302)`,
		`value 4194304`},
	{"JustOver", `async () => "x".repeat(4194303)`,
		`result_too_large: The result is 4194305 bytes of JSON, over the limit of 4194304 bytes.`},
	{"FarOver", `async () => "x".repeat(64e6)`,
		`result_too_large: The result is 64000002 bytes of JSON, over the limit of 4194304 bytes.`},
	{"ManyObjects", `async () => Array.from({ length: 200000 }, (_, i) => ({ i, s: "abcdefghijklmnopqrst", t: [true, null, 1.5] }))`,
		`result_too_large: The result is 11888891 bytes of JSON, over the limit of 4194304 bytes.`},
	{"Escapes", `async () => ({ nl: "\n".repeat(1e6), q: '"\\'.repeat(5e5), ctl: "\x01".repeat(3e5) })`,
		`result_too_large: The result is 5800025 bytes of JSON, over the limit of 4194304 bytes.`},
	{"Wide", `async () => ["é".repeat(1e6), "€".repeat(1e6), "😀".repeat(3e5), "\ud800x".repeat(2e5), "\udc00".repeat(10)]`,
		`result_too_large: The result is 7600076 bytes of JSON, over the limit of 4194304 bytes.`},
	{"Latin1", `async () => ({ "clé": "é".repeat(3e6) })`,
		`result_too_large: The result is 6000011 bytes of JSON, over the limit of 4194304 bytes.`},
	{"OverThenBigInt", `async () => ["x".repeat(5e6), 1n]`,
		`result_invalid: The result cannot be returned: it contains a BigInt, which JSON cannot represent. Convert it with String() or Number() first.`},
	{"OverThenCycle", `async () => { const o = { s: "x".repeat(5e6) }; o.self = o; return o; }`,
		`result_invalid: The result cannot be returned: it contains a cycle (an object that refers back to itself).`},
	{"OverThenUndefined", `async () => ["x".repeat(5e6), undefined, { u: undefined, v: 1 }]`,
		`result_too_large: The result is 5000017 bytes of JSON, over the limit of 4194304 bytes.`},
	{"OverThenPromise", `async () => ({ s: "x".repeat(5e6), p: Promise.resolve(1) })`,
		`result_invalid: The result cannot be returned: result.p is a Promise that was not awaited. Await it before returning it (for several, await Promise.all([...])).`},
	{"OverThenFunction", `async () => ({ s: "x".repeat(5e6), f() {} })`,
		`result_too_large: The result is 5000008 bytes of JSON, over the limit of 4194304 bytes.`},
	{"OverThenToJSON", `async () => ["x".repeat(5e6), { toJSON() { return "y".repeat(10) } }]`,
		`result_too_large: The result is 5000017 bytes of JSON, over the limit of 4194304 bytes.`},
	{"OverThenDeep", `async () => { let d = 1; for (let i = 0; i < 100; i++) d = [d]; return ["x".repeat(5e6), d]; }`,
		`result_too_large: The result is 5000206 bytes of JSON, over the limit of 4194304 bytes.`},
	{"ToJSONHuge", `async () => ({ toJSON() { return "x".repeat(5e6) } })`,
		`result_too_large: The result is 5000002 bytes of JSON, over the limit of 4194304 bytes.`},
	{"ClassInstance", `async () => new (class { constructor() { this.s = "x".repeat(5e6) } })()`,
		`result_too_large: The result is 5000008 bytes of JSON, over the limit of 4194304 bytes.`},
	{"Rope", `async () => { let s = ""; for (let i = 0; i < 50; i++) s += "x".repeat(1e5) + i; return s; }`,
		`result_too_large: The result is 5000092 bytes of JSON, over the limit of 4194304 bytes.`},
	{"Cycle", `async () => { const o = {}; o.o = o; return o; }`,
		`result_invalid: The result cannot be returned: it contains a cycle (an object that refers back to itself).`},
	{"BigInt", `async () => 1n`,
		`result_invalid: The result cannot be returned: it contains a BigInt, which JSON cannot represent. Convert it with String() or Number() first.`},
	{"Undefined", `async () => undefined`,
		`value`},
	{"ArgsOver", `async () => { try { await store.put("x".repeat(5e6)); return "sent"; } catch (e) { return e.message; } }`,
		`value "The call to store.put was not sent: it carries 5000012 bytes, over the limit of 4194304 bytes per call."`},
	{"ArgsOverOptions", `async () => { try { await opts.put({ s: "x".repeat(5e6), n: [1, 2] }); return "sent"; } catch (e) { return e.message; } }`,
		`value "The call to opts.put was not sent: it carries 5000025 bytes, over the limit of 4194304 bytes per call."`},
	{"ArgsOverThenFunction", `async () => { try { await store.put("x".repeat(5e6), () => 1); return "sent"; } catch (e) { return e.message; } }`,
		`value "The call to store.put was not sent: it carries 5000044 bytes, over the limit of 4194304 bytes per call."`},
	{"ArgsOverThenBigInt", `async () => { try { await store.put("x".repeat(5e6), 1n); return "sent"; } catch (e) { return e.message; } }`,
		`value "Do not know how to serialize a BigInt"`},
	{"ArgsAtTheBound", `async () => { try { await store.put("x".repeat(4194304 - 8 - 4 - 3 - 2)); return "sent"; } catch (e) { return e.message; } }`,
		`value "sent"`},
}

func TestResultAndArgumentBounds(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, c := range boundCases {
		t.Run(c.name, func(t *testing.T) {
			r := x.Execute(context.Background(), codemode.Request{
				Code: c.code,
				Providers: []codemode.Provider{
					{Name: "store", Tools: []string{"put"}},
					{Name: "opts", Tools: []string{"put"}, Args: codemode.OptionsObject},
				},
				Dispatch: func(_ context.Context, _, _, args string) (string, error) {
					return `{"result":` + strconv.Itoa(len(args)) + `}`, nil
				},
				Limits: codemode.Limits{Memory: 512 << 20},
			})
			got := ""
			switch {
			case r.Error != nil:
				got = string(r.Error.Kind) + ": " + r.Error.Message
			case c.name == "AtTheBound":
				got = "value " + strconv.Itoa(len(r.Value))
			default:
				got = strings.TrimSpace("value " + string(r.Value))
			}
			if got != c.want {
				t.Fatalf("got  %.200s\nwant %s", got, c.want)
			}
		})
	}
}

// TestLongLogLineIsCut holds a console line longer than Limits.LogBytes to
// the bound: its first bytes, cut at a character, then the marker line.
func TestLongLogLineIsCut(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, c := range []struct{ name, expr, line string }{
		{"ASCII", `"x".repeat(4e6)`, strings.Repeat("x", 4e6)},
		{"Wide", `"ab€😀\ud800".repeat(3e5)`, strings.Repeat("ab€😀\ufffd", 3e5)},
		{"Latin1", `"é".repeat(3e6)`, strings.Repeat("é", 3e6)},
	} {
		for _, level := range []string{"log", "warn"} {
			t.Run(c.name+"/"+level, func(t *testing.T) {
				r := x.Execute(context.Background(), codemode.Request{
					Code:   `async () => { console.` + level + `(` + c.expr + `); console.log("after"); return 1; }`,
					Limits: codemode.Limits{Memory: 512 << 20, LogBytes: 1000 + len(level)},
				})
				if err := r.Err(); err != nil {
					t.Fatal(err)
				}
				line := c.line
				if level == "warn" {
					line = "[warn] " + line
				}
				n := 1000 + len(level)
				for n > 0 && line[n]&0xc0 == 0x80 {
					n--
				}
				want := []string{line[:n], "[logs truncated: the log limit of " + strconv.Itoa(1000+len(level)) + " bytes was reached]"}
				if len(r.Logs) != 2 || r.Logs[0] != want[0] || r.Logs[1] != want[1] {
					t.Fatalf("logs %q", r.Logs)
				}
			})
		}
	}
}
