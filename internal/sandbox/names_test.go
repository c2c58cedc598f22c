//go:build !(386 || arm)

package sandbox

import (
	"context"
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
