package codemode_test

import (
	"context"
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// benchDispatch implements the workloads' echo tool: it returns its first
// argument unchanged.
func benchDispatch(_ context.Context, _, tool, args string) (string, error) {
	first := strings.TrimSuffix(strings.TrimPrefix(args, "["), "]")
	return `{"result":` + first + `}`, nil
}

func benchRun(b *testing.B, code, want string) {
	x := codemode.New(codemode.Options{Prepared: -1})
	defer x.Close()
	req := codemode.Request{Code: code, Providers: []codemode.Provider{{Name: "store"}}, Dispatch: benchDispatch}
	b.ReportAllocs()
	for b.Loop() {
		r := x.Execute(context.Background(), req)
		if r.Error != nil || string(r.Value) != want {
			b.Fatalf("got %s %v", r.Value, r.Error)
		}
	}
}

// BenchmarkTrivial is one whole execution of a trivial program in a fresh
// sandbox (workloads.json: trivial).
func BenchmarkTrivial(b *testing.B) { benchRun(b, `async () => 1 + 1`, `2`) }

// BenchmarkSeq100 is 100 awaited tool calls one after another (seq100).
func BenchmarkSeq100(b *testing.B) {
	benchRun(b, `async () => { let n = 0; for (let i = 0; i < 100; i++) { const r = await store.echo({ i }); if (r.i === i) n++ } return n }`, `100`)
}

// BenchmarkPar100 is 100 tool calls in one Promise.all (par100).
func BenchmarkPar100(b *testing.B) {
	benchRun(b, `async () => { const rs = await Promise.all(Array.from({ length: 100 }, (_, i) => store.echo({ i }))); return rs.filter((r, i) => r.i === i).length }`, `100`)
}
