package codemode_test

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

type user struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// Every shape a tool function may have, called from a program: what the
// program receives.
func TestFuncsShapes(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	var sawCtx bool
	funcs := codemode.Funcs{
		"t": {
			"none":       func() {},
			"value":      func() int { return 7 },
			"err":        func() error { return errors.New("no such user") },
			"okErr":      func() error { return nil },
			"both":       func(id int) (user, error) { return user{ID: id, Name: "ada"}, nil },
			"bothErr":    func(id int) (user, error) { return user{}, fmt.Errorf("user %d is gone", id) },
			"ctx":        func(ctx context.Context, a, b string) string { sawCtx = ctx != nil; return a + b },
			"ctxOnly":    func(context.Context) bool { return true },
			"bytes":      func(n int) []byte { return make([]byte, n) },
			"takesBytes": func(b []byte) int { return len(b) },
			"structArg":  func(u user) string { return u.Name },
			"sliceArg": func(xs []float64) float64 {
				s := 0.0
				for _, x := range xs {
					s += x
				}
				return s
			},
			"mapArg": func(m map[string]any) int { return len(m) },
			"anyArg": func(v any) string { return fmt.Sprintf("%T", v) },
			"ptrArg": func(u *user) bool { return u == nil },
			"panics": func() int { panic("boom") },
		},
	}
	cases := []struct{ code, want string }{
		{`async () => await t.none()`, `null`},
		{`async () => await t.value()`, `7`},
		{`async () => { try { await t.err() } catch (e) { return e.message } }`, `"no such user"`},
		{`async () => await t.okErr()`, `null`},
		{`async () => await t.both(3)`, `{"id":3,"name":"ada"}`},
		{`async () => { try { await t.bothErr(3) } catch (e) { return e.message } }`, `"user 3 is gone"`},
		{`async () => await t.ctx("a", "b")`, `"ab"`},
		{`async () => await t.ctxOnly()`, `true`},
		{`async () => { const b = await t.bytes(3); return [b instanceof Uint8Array, b.length] }`, `[true,3]`},
		{`async () => await t.takesBytes(new Uint8Array(5))`, `5`},
		{`async () => await t.structArg({ id: 1, name: "lin" })`, `"lin"`},
		{`async () => await t.sliceArg([1, 2, 3.5])`, `6.5`},
		{`async () => await t.mapArg({ a: 1, b: 2 })`, `2`},
		{`async () => await t.anyArg({ a: 1 })`, `"map[string]interface {}"`},
		{`async () => await t.ptrArg()`, `true`},
		{`async () => await t.both()`, `{"id":0,"name":"ada"}`},
		{`async () => { try { await t.both(1, 2) } catch (e) { return e.message } }`, `"t.both: got 2 arguments, want at most 1"`},
		{`async () => { try { await t.both("x") } catch (e) { return e.message.startsWith("t.both: argument 1:") } }`, `true`},
		{`async () => { try { await t.panics() } catch (e) { return e.message } }`, `"tool panicked: boom"`},
		{`async () => { try { await t.missing() } catch (e) { return e.message } }`, strconv.Quote(protocol.ToolNotFoundText("missing"))},
	}
	for _, c := range cases {
		res := funcs.Execute(context.Background(), x, codemode.Request{Code: c.code})
		if err := res.Err(); err != nil {
			t.Errorf("%s: %v", c.code, err)
			continue
		}
		if got := string(res.Value); got != c.want {
			t.Errorf("%s = %s, want %s", c.code, got, c.want)
		}
	}
	if !sawCtx {
		t.Error("a function taking a context got nil")
	}
}

// Every shape Funcs cannot call is refused before anything runs, with a
// text that names the function and says what to do.
func TestFuncsRefusesShapes(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	var nilFunc func()
	cases := []struct {
		fn   any
		want string
	}{
		{nil, `Funcs["p"]["f"] is <nil>, not a function`},
		{42, `Funcs["p"]["f"] is int, not a function`},
		{nilFunc, `Funcs["p"]["f"] is func(), not a function`},
		{func(...int) {}, `Funcs["p"]["f"] is variadic (func(...int))`},
		{func(int, context.Context) {}, `takes a context.Context as argument 2`},
		{func(func()) {}, `takes a func as argument 1`},
		{func(chan int) {}, `takes a chan as argument 1`},
		{func() (int, int) { return 0, 0 }, `returns (int, int); the second result must be error.`},
		{func() (int, int, error) { return 0, 0, nil }, `returns 3 results`},
	}
	ran := false
	for _, c := range cases {
		res := codemode.Funcs{"p": {"f": c.fn, "ok": func() { ran = true }}}.Execute(context.Background(), x,
			codemode.Request{Code: `async () => await p.ok()`})
		if res.Error == nil || res.Error.Kind != codemode.ErrRequest || !strings.Contains(res.Error.Message, c.want) {
			t.Errorf("%T: got %+v, want kind request containing %q", c.fn, res.Error, c.want)
		}
	}
	if ran {
		t.Error("a request refused for a bad function still ran")
	}
	res := codemode.Funcs{"p": {}}.Execute(context.Background(), x, codemode.Request{Code: `1`})
	if res.Error == nil || res.Error.Message != `Funcs["p"] has no tools; give it at least one function or leave the provider out.` {
		t.Errorf("empty provider: %+v", res.Error)
	}
	res = codemode.Funcs{"p": {"ok": func() {}}}.Execute(context.Background(), x, codemode.Request{Code: `1`,
		Dispatch: func(context.Context, string, string, string) (string, error) { return `{"result":1}`, nil }})
	if res.Error == nil || !strings.HasPrefix(res.Error.Message, "Funcs.Execute sets the request's Dispatch") {
		t.Errorf("Dispatch set: %+v", res.Error)
	}
}

// A call the program left running reaches no function once Execute has
// returned: the latch is closed.
func TestFuncsLatchClosesAtReturn(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	release := make(chan struct{})
	calls := make(chan string, 4)
	funcs := codemode.Funcs{"p": {
		"slow": func() int { <-release; return 1 },
		"note": func(s string) { calls <- s },
	}}
	res := funcs.Execute(context.Background(), x, codemode.Request{
		Code: `async () => { p.slow().then(() => p.note("late")); return 1 }`,
	})
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	close(release)
	select {
	case s := <-calls:
		t.Fatalf("a function was called after Execute returned: %q", s)
	default:
	}
}

// Plain Go functions as tools: the common case, with no envelope, latch or
// not-found text to write.
func ExampleFuncs() {
	executor := codemode.New(codemode.Options{})
	defer executor.Close()

	users := map[int]string{1: "ada", 2: "lin"}
	tools := codemode.Funcs{
		"store": {
			"user": func(ctx context.Context, id int) (string, error) {
				name, ok := users[id]
				if !ok {
					return "", fmt.Errorf("no user %d", id)
				}
				return name, nil
			},
		},
	}
	res := tools.Execute(context.Background(), executor, codemode.Request{
		Code: `async () => (await Promise.all([1, 2].map((id) => store.user(id)))).join(" and ")`,
	})
	if err := res.Err(); err != nil {
		fmt.Println("failed:", err)
		return
	}
	fmt.Println(string(res.Value))
	// Output: "ada and lin"
}
