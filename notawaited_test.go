package codemode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// A promise (or thenable) anywhere in a result is found and named by its path,
// however it is nested: random structures of objects and arrays, with
// identifier and non-identifier keys, hold one at a random place among plain
// values, and the failure names exactly that place.
func TestNotAwaitedPathsEnumerated(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	rng := rand.New(rand.NewPCG(13, 13))
	keys := []string{"users", "a", "$x", "_y", "not an identifier", "1st", "é", "with\"quote"}
	leaves := []string{"Promise.resolve(1)", "store.listUsers()", "{ then() {} }", "new Promise(() => {})", "(async () => 1)()"}
	for i := 0; i < 200; i++ {
		depth := 1 + rng.IntN(5)
		path := "result"
		js := leaves[rng.IntN(len(leaves))]
		for d := 0; d < depth; d++ {
			filler := fmt.Sprintf("%d", rng.IntN(100))
			if rng.IntN(2) == 0 {
				idx := rng.IntN(3)
				elems := []string{filler, `"s"`, "null"}[:idx]
				elems = append(elems, js)
				js = "[" + strings.Join(elems, ", ") + ", true]"
				path = fmt.Sprintf("[%d]", idx) + path[len("result"):]
				path = "result" + path
			} else {
				k := keys[rng.IntN(len(keys))]
				kj, _ := json.Marshal(k)
				seg := "." + k
				if !isIdent(k) {
					seg = "[" + string(kj) + "]"
				}
				js = fmt.Sprintf("{ other: %s, %s: %s, last: [] }", filler, kj, js)
				path = "result" + seg + path[len("result"):]
			}
		}
		code := "async () => (" + js + ")"
		r := x.Execute(context.Background(), codemode.Request{Code: code, Providers: []codemode.Provider{{Name: "store"}}})
		want := "The result cannot be returned: " + path + " is a Promise that was not awaited. Await it before returning it (for several, await Promise.all([...]))."
		if r.Error == nil || r.Error.Kind != codemode.ErrResultInvalid || r.Error.Message != want {
			t.Fatalf("%s:\n got %+v\nwant %q", code, r.Error, want)
		}
	}
}

func isIdent(s string) bool {
	for i, c := range s {
		if !(c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}
