package asyncrt

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// Every call reaches the dispatcher with its provider's and tool's names as
// the program wrote them, whatever names came before: more distinct names
// than the sandbox keeps converted, names that are prefixes of others, and
// names outside ASCII whose UTF-8 bytes equal another name's Latin-1
// characters ("é" is C3 A9 in UTF-8, "Ã©" is C3 A9 in Latin-1).
func TestToolNamesReachTheDispatcherExactly(t *testing.T) {
	tools := []string{"a", "ab", "abc", "b", "c", "d", "e", "a", "é", "Ã©", "é", "Ã©", "ab", "日本", "a", "", "A"}
	var want []string
	var calls strings.Builder
	for round := 0; round < 3; round++ {
		for _, name := range tools {
			q := strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(name)
			calls.WriteString(`await store["` + q + `"]({}); await other["` + q + `"]({}); `)
			want = append(want, "store/"+name, "other/"+name)
		}
	}
	var mu sync.Mutex
	var got []string
	for _, inline := range []bool{false, true} {
		got = nil
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		lim := containedLimits(20 * time.Second * time.Duration(raceScale))
		lim.ToolCalls = 1000
		r := s.Run(context.Background(), &Request{
			Code:      `async () => { ` + calls.String() + ` return 1 }`,
			Providers: []Provider{{Name: "store"}, {Name: "other"}},
			Limits:    lim,
			Dispatch: func(_ context.Context, provider, tool, _ string) (string, error) {
				mu.Lock()
				got = append(got, provider+"/"+tool)
				mu.Unlock()
				return `{"result":null}`, nil
			},
			DispatchInline: inline,
		})
		if r.Failure != nil || r.Value != "1" {
			t.Fatalf("inline %v: %+v %s", inline, r.Failure, r.Value)
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("inline %v: the dispatcher saw\n%q\nwant\n%q", inline, got, want)
		}
	}
}

// A provider's special keys mean the same whether or not a tool function of
// that name was made before: 'then' is never a tool (a provider is not a
// thenable), 'toJSON' is not one while the executor serialises the provider
// (as a result, or inside a call's arguments), symbols are never tools; any
// other name is a tool function, the same one each time — toJSON too when the
// program's own JSON.stringify asks for it (it then calls that tool).
func TestProviderKeysAfterToolFunctionsWereMade(t *testing.T) {
	const program = `async () => {
		const out = {};
		const use = async (when) => {
			out[when + ' then'] = typeof store.then;
			out[when + ' symbol'] = typeof store[Symbol.iterator];
			out[when + ' same'] = store.toJSON === store.toJSON && store.x === store.x;
			out[when + ' awaited'] = typeof (await store);
			out[when + ' in args'] = (await other.echo({ s: store })).s;
			out[when + ' stringify'] = JSON.stringify({ s: store });
		};
		await use('before');
		await store.toJSON({});
		await store.x({});
		await use('after');
		out.result = store;
		return out;
	}`
	for _, inline := range []bool{false, true} {
		var mu sync.Mutex
		var got []string
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		r := s.Run(context.Background(), &Request{
			Code:      program,
			Providers: []Provider{{Name: "store"}, {Name: "other"}},
			Limits:    containedLimits(20 * time.Second * time.Duration(raceScale)),
			Dispatch: func(_ context.Context, provider, tool, args string) (string, error) {
				mu.Lock()
				got = append(got, provider+"/"+tool+" "+args)
				mu.Unlock()
				return `{"result":` + args + `}`, nil
			},
			DispatchInline: inline,
		})
		want := `{"before then":"undefined","before symbol":"undefined","before same":true,"before awaited":"object","before in args":{},"before stringify":"{\"s\":{}}",` +
			`"after then":"undefined","after symbol":"undefined","after same":true,"after awaited":"object","after in args":{},"after stringify":"{\"s\":{}}","result":{}}`
		if r.Failure != nil || r.Value != want {
			t.Fatalf("inline %v: %+v\n%s\nwant\n%s", inline, r.Failure, r.Value, want)
		}
		// The program's own JSON.stringify calls the toJSON tool without
		// awaiting it: on goroutines, such a call may or may not reach the
		// dispatcher before the execution ends, so those are not counted.
		wantCalls := `other/echo {"s":{}}|other/echo {"s":{}}|store/toJSON {}|store/x {}`
		got = slices.DeleteFunc(got, func(c string) bool { return c == `store/toJSON "s"` })
		slices.Sort(got) // calls on goroutines reach the dispatcher in any order
		if strings.Join(got, "|") != wantCalls {
			t.Fatalf("inline %v: the dispatcher saw %q, want %q", inline, strings.Join(got, "|"), wantCalls)
		}
	}
}
