package asyncrt

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"
)

// contractGlobals are the executor's globals a program may use: the names the
// protocol lists as contract (the dispatch entry point and the codec), the
// timers, console, the web APIs and fetch.
const contractGlobals = `__dispatch __stringifyForDispatch __parseForDispatch __encodeBinary __decodeBinary
console setTimeout clearTimeout setInterval clearInterval queueMicrotask
atob btoa TextEncoder TextDecoder URL URLSearchParams structuredClone crypto
fetch Request Response Headers AbortController AbortSignal`

// ecmaGlobals are the engine's standard global names.
const ecmaGlobals = `Object Function Error EvalError RangeError ReferenceError SyntaxError TypeError URIError InternalError
AggregateError SuppressedError Iterator Array parseInt parseFloat isNaN isFinite decodeURI decodeURIComponent encodeURI
encodeURIComponent escape unescape Infinity NaN undefined Number Boolean String Math Reflect Symbol eval globalThis
Date RegExp JSON Proxy Map Set WeakMap WeakSet ArrayBuffer SharedArrayBuffer Uint8ClampedArray Int8Array Uint8Array
Int16Array Uint16Array Int32Array Uint32Array BigInt64Array BigUint64Array Float16Array Float32Array Float64Array
DataView Atomics Promise BigInt WeakRef FinalizationRegistry DisposableStack AsyncDisposableStack Symbol(Symbol.toStringTag)`

// TestNothingInternalIsAGlobal enumerates the global object's own names,
// non-enumerable and symbols included, before and after a program with a
// provider has started, and refuses any name that is neither standard nor
// contract: no helper of the executor is reachable from a program. It does so
// for both ways a program starts (entry.go): as a script of its own, where
// the program's top level binds no arguments (as a module's does not), and
// through the factory, where the arguments a top-level arrow sees are the
// thunk's, empty, never the factory's.
func TestNothingInternalIsAGlobal(t *testing.T) {
	for _, c := range []struct {
		entry    string
		provider Provider
		args     int
	}{
		{"script", Provider{Name: "tools"}, -1},
		{"factory", Provider{Name: "tools", Prelude: "const helper = 1"}, 0},
	} {
		t.Run(c.entry, func(t *testing.T) {
			s, err := New()
			if err != nil {
				t.Fatal(err)
			}
			res := s.Run(context.Background(), &Request{
				Code: `async () => {
  const names = (o) => Reflect.ownKeys(o).map((k) => typeof k === 'symbol' ? k.toString() : k);
  const before = names(globalThis);
  await tools.ping({});
  for (const n of before) { try { globalThis[n]; } catch {} }
  return { before, after: names(globalThis), args: typeof arguments === 'object' ? arguments.length : -1, tools: 'tools' in globalThis };
}`,
				Providers: []Provider{c.provider},
				Dispatch: func(context.Context, string, string, string) (string, error) {
					return `{"result":1}`, nil
				},
				Limits: Limits{Timeout: 10 * time.Second, Memory: 64 << 20, StackDepth: 5000, PayloadBytes: 1 << 20,
					ResultBytes: 1 << 20, LogBytes: 1 << 20, ToolCalls: 10, ConcurrentCalls: 10, Timers: 10, ResponseBytes: 1 << 20, Retention: time.Second},
			})
			if res.Failure != nil {
				t.Fatalf("%s: %s", res.Failure.Kind, res.Failure.Message)
			}
			var got struct {
				Before, After []string
				Args          int
				Tools         bool
			}
			if err := json.Unmarshal([]byte(res.Value), &got); err != nil {
				t.Fatal(err)
			}
			allowed := strings.Fields(contractGlobals + " " + ecmaGlobals)
			for _, names := range [][]string{got.Before, got.After} {
				for _, n := range names {
					if !slices.Contains(allowed, n) {
						t.Errorf("the global object has %q, which is neither standard nor contract", n)
					}
				}
			}
			if len(got.Before) < 60 {
				t.Errorf("only %d globals: %q", len(got.Before), got.Before)
			}
			if got.Args != c.args {
				t.Errorf("the program sees arguments of length %d; want %d", got.Args, c.args)
			}
			if got.Tools {
				t.Error("the provider is a property of globalThis; want a binding of the program's scope only")
			}
		})
	}
}
