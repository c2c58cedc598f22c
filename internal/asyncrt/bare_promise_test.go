package asyncrt

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/sandbox"
)

// bareSettlePrograms are programs whose tool calls are settled every way a
// settlement can go: plain answers of every JSON kind, errors, refusals made
// before the host is asked (rejected), answers that are thenables (through a
// then on a prototype: a function, one that throws, a getter that throws, a
// getter that counts its reads), rejections handled late or never, and
// settlements interleaved with the program's own promise jobs.
var bareSettlePrograms = []string{
	`async () => [await store.echo(null), await store.echo(3), await store.echo('s'), await store.echo([1, [2]]), await store.echo(true), await store.echo({ a: { b: 1 } })]`,
	`async () => {
		const log = [];
		const a = store.echo(1).then((v) => log.push('a' + v));
		Promise.resolve().then(() => log.push('m1')).then(() => log.push('m2')).then(() => log.push('m3'));
		const b = store.echo(2).then((v) => log.push('b' + v));
		queueMicrotask(() => log.push('q'));
		await Promise.all([a, b]);
		log.push('end');
		return log;
	}`,
	`async () => {
		const log = [];
		const ps = [];
		for (let i = 0; i < 6; i++) ps.push((i % 3 === 1 ? store.fail(i) : store.echo(i)).then((v) => log.push('ok ' + v), (e) => log.push('err ' + e.message)));
		Promise.resolve().then(() => log.push('tick'));
		await Promise.allSettled(ps);
		return log;
	}`,
	`async () => [await Promise.race([store.echo('r1'), store.echo('r2')]), await Promise.any([store.fail(1), store.echo('any')]), await Promise.all([store.echo(1), store.echo(2)])]`,
	`async () => {
		const log = [];
		Object.prototype.then = function (res) { log.push('then of ' + JSON.stringify(this)); delete Object.prototype.then; res('replaced'); };
		const v = await store.echo({ x: 1 });
		return [v, log];
	}`,
	`async () => {
		Array.prototype.then = function (res, rej) { delete Array.prototype.then; rej(new RangeError('from then')); };
		try { await store.echo([1, 2]); return 'fulfilled' } catch (e) { return e.name + ': ' + e.message + ' | ' + e.stack }
	}`,
	`async () => {
		Object.prototype.then = function () { delete Object.prototype.then; throw new TypeError('then threw'); };
		try { await store.echo({ y: 1 }); return 'fulfilled' } catch (e) { return e.name + ': ' + e.message + ' | ' + e.stack }
	}`,
	`async () => {
		Object.defineProperty(Object.prototype, 'then', { get() { delete Object.prototype.then; throw new Error('getter threw') }, configurable: true });
		try { await store.echo({}); return 'fulfilled' } catch (e) { return 'caught ' + e.message + ' | ' + e.stack }
	}`,
	`async () => {
		let reads = 0;
		Object.defineProperty(Object.prototype, 'then', { get() { reads++; return undefined }, configurable: true });
		const v = await store.echo({ z: 2 });
		const w = await store.echo([3]);
		delete Object.prototype.then;
		return [v, w, reads];
	}`,
	`async () => {
		Object.prototype.then = function (res) { delete Object.prototype.then; store.echo('inner').then(res); };
		return await store.echo({ outer: true });
	}`,
	`async () => { store.fail(1); await store.echo(0); await store.echo(0); return 'done' }`,
	`async () => { const p = store.fail(2); await store.echo(0); await store.echo(0); try { await p } catch (e) { return 'late ' + e.message } }`,
	`async () => { store.fail(3).catch(() => {}); const r = await store.fail(4).catch((e) => e.constructor.name + ' ' + e.message); return r }`,
	`async () => { const r = []; for (let i = 0; i < 15; i++) r.push(await store.echo(i).catch((e) => e.message)); return r }`,
	`async () => { try { await fetch('https://example.com/') } catch (e) { return e.name + ': ' + e.message } }`,
	`async () => { const v = await store.fail(5); return v }`,
	`async () => { store.echo(1); store.fail(6); return 'unawaited' }`,
}

// settleDispatch answers echo with its argument and fail with an error.
func settleDispatch(ctx context.Context, p, tool, args string) (string, error) {
	if tool == "fail" {
		return `{"error":"failed ` + args + `"}`, nil
	}
	return echoDispatch(ctx, p, tool, args)
}

// settleLater answers as settleDispatch does, asynchronously but in the
// order of the calls: each reply goes through the loop's task queue.
func settleLater(ctx context.Context, p, tool, args string, reply func(string, error)) {
	reply(settleDispatch(ctx, p, tool, args))
}

// A tool call's promise made without resolving functions and settled
// directly (the patched engine's XJS_CodemodeSettlePromise) settles exactly
// as the same promise settled through its resolving functions: the same
// values, failures, stacks, logs, unhandled rejections and order of every
// job, with the host answering at the call (inline) or later from the loop,
// in the calls' order.
func TestBarePromisesSettleAsResolvingFunctions(t *testing.T) {
	if s, err := New(); err == nil { // asks the engine for its extensions
		s.Close()
	}
	if !sandbox.BarePromises() {
		t.Skip("the upstream engine: every promise has resolving functions")
	}
	lim := phaseLimits
	lim.ToolCalls = 12
	run := func(code string, inline, bare bool) Result {
		if !bare {
			defer sandbox.WithoutBarePromises()()
		}
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		req := &Request{Code: code, Providers: storeProvider, Limits: lim}
		if inline {
			req.Dispatch, req.DispatchInline = settleDispatch, true
		} else {
			req.DispatchAsync = settleLater
		}
		return s.Run(context.Background(), req)
	}
	for i, code := range bareSettlePrograms {
		for _, inline := range []bool{true, false} {
			t.Run(fmt.Sprintf("%d/inline=%v", i, inline), func(t *testing.T) {
				want := run(code, inline, false)
				got := run(code, inline, true)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("settled directly:\n%s\nthrough resolving functions:\n%s", describeSettled(got), describeSettled(want))
				}
				if want.Failure == nil && want.Value == "" {
					t.Fatalf("no value: %s", describeSettled(want))
				}
			})
		}
	}
	// The refusal made before the host is asked (the call limit) is among
	// the cases.
	limited := run(bareSettlePrograms[13], true, true)
	if !strings.Contains(limited.Value, tooManyCallsText("store", "echo", lim.ToolCalls)) {
		t.Fatalf("the call limit did not refuse a call: %s", describeSettled(limited))
	}
}

func describeSettled(r Result) string {
	return fmt.Sprintf("value %s, failure %+v, logs %q, unhandled %d", r.Value, r.Failure, r.Logs, r.UnhandledRejections)
}
