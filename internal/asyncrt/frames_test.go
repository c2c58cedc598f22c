package asyncrt

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// A JavaScript call's frame counts against the memory limit while the call
// runs, and stops counting when it returns. The function below has 1,000
// variables, so each level of its recursion holds a frame of at least 16 KB:
// 400 levels (6.4 MB) fit under a 16 MiB limit and 1,200 levels (19 MB) do
// not. Twenty recursions of 400 levels one after another fit only if every
// frame's charge is given back on return, by a normal return and by a throw.
func TestFramesCountWhileTheCallRuns(t *testing.T) {
	var locals strings.Builder
	for i := range 1000 {
		if i > 0 {
			locals.WriteString(", ")
		}
		fmt.Fprintf(&locals, "v%d = n", i)
	}
	fn := `function f(n, stop) { let ` + locals.String() + `; if (n === stop) { if (n % 2) throw new Error('up'); return v999 } return f(n + 1, stop) }`
	cases := []struct {
		name, body string
		want       string // the value, or "" for the memory failure
	}{
		{"fits", `return f(0, 400)`, "400"},
		{"too deep", `return f(0, 1200)`, ""},
		{"fits again and again", `let s = 0; for (let i = 0; i < 20; i++) { try { s += f(0, 400 + (i % 2)) } catch (e) { s += 1 } } return s`, "4010"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := New()
			if err != nil {
				t.Fatal(err)
			}
			lim := containedLimits(20 * time.Second * time.Duration(raceScale))
			lim.Memory = 16 << 20
			r := s.Run(context.Background(), &Request{Code: `async () => { ` + fn + `; ` + c.body + ` }`, Limits: lim})
			if c.want == "" {
				if r.Failure == nil || r.Failure.Kind != KindMemory {
					t.Fatalf("got %+v %s, want the memory failure", r.Failure, r.Value)
				}
				return
			}
			if r.Failure != nil || r.Value != c.want {
				t.Fatalf("got %+v %s, want %s", r.Failure, r.Value, c.want)
			}
		})
	}
}
