package asyncrt

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/codemode/codemode/internal/sandbox"
)

// providerPrograms read a provider's keys every way a program can, before
// and after tool functions of those names were made, and after the program
// defined, set or deleted properties on the provider itself.
var providerPrograms = []string{
	`async () => { const a = store.echo; const b = store.echo; return [a === b, typeof a, a.name, a.length, await a(1), await store.echo(2)] }`,
	`async () => { await store.echo(1); Object.defineProperty(store, 'echo', { value: 5, configurable: true }); const v = store.echo; delete store.echo; return [v, typeof store.echo, await store.echo(3)] }`,
	`async () => { await store.echo(1); store.echo = 7; return [store.echo, Object.keys(store), 'echo' in store] }`,
	`async () => { await store.other(1); Object.defineProperty(store, 'x', { get() { return 'got' } }); return [typeof store.other, store.x, typeof store.y] }`,
	`async () => { await store.toJSON(1); return [typeof store.toJSON, JSON.stringify({ s: store }), typeof store.toJSON] }`,
	`async () => { await store.echo(1); return [typeof store.then, typeof (await store), typeof store.echo] }`,
	`async () => { const k = Symbol('k'); store[k]; return [typeof store[Symbol.iterator], typeof store[k], typeof store[0], typeof store['0'], await store[1](2)] }`,
	`async () => { await store.constructor(1); await store.__proto__(2); return [typeof store.constructor, typeof store.__proto__, typeof store.toString, Object.getPrototypeOf(store) === Object.prototype] }`,
	`async () => { await store.echo(1); return [Reflect.get(store, 'echo', {}) === store.echo, typeof Reflect.get(store, 'nope'), store.echo === other.echo] }`,
	`async () => { await store['é'](1); await store['\u{1F600}'](2); return [typeof store['é'], store['é'] === store['é'], typeof store['e\u0301']] }`,
	`async () => { await store.echo(1); Object.preventExtensions(store); return [typeof store.echo, Object.isExtensible(store)] }`,
	`async () => { const names = []; for (let i = 0; i < 40; i++) names.push(await store['t' + i](i)); return [names.length, store.t3 === store.t3, typeof store.t40] }`,
}

// A provider's get trap answers in Go where it can (providerget.go): every
// program above gets the same values, failures, logs and calls as with every
// read going to the JavaScript trap.
func TestProviderGetIsTheTrap(t *testing.T) {
	run := func(code string, slowOnly bool) (Result, []string) {
		if slowOnly {
			defer sandbox.WithProviderGetSlowOnly()()
		}
		var calls []string
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		r := s.Run(context.Background(), &Request{
			Code: code, Providers: []Provider{{Name: "store", Positional: true}, {Name: "other", Positional: true}}, Limits: phaseLimits,
			Dispatch: func(ctx context.Context, p, tool, args string) (string, error) {
				calls = append(calls, p+"/"+tool+" "+args)
				return echoDispatch(ctx, p, tool, args)
			},
			DispatchInline: true,
		})
		return r, calls
	}
	for i, code := range providerPrograms {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			want, wantCalls := run(code, true)
			got, gotCalls := run(code, false)
			if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gotCalls, wantCalls) {
				t.Fatalf("answered in Go:\n%s\n%q\nby the trap:\n%s\n%q", describeSettled(got), gotCalls, describeSettled(want), wantCalls)
			}
			if want.Failure != nil {
				t.Fatalf("the program failed: %s", describeSettled(want))
			}
		})
	}
}
