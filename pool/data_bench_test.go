package pool_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
)

// BenchmarkDataThroughCalls is the root package's benchmark of the same name
// through a worker: a tool's answer of n bytes of JSON read by the program
// (answer/), and a result of n bytes of JSON returned by it (result/), with
// the time per execution and the rate in MB/s:
//
//	go test -run '^$' -bench DataThroughCalls ./pool/
func BenchmarkDataThroughCalls(b *testing.B) {
	p, err := pool.New(pool.Options{Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()
	limits := codemode.Limits{Memory: 256 << 20, ResultBytes: 16 << 20, PayloadBytes: 16 << 20, ResponseBytes: 16 << 20}
	for _, s := range []struct {
		name string
		n    int
	}{{"1KB", 1 << 10}, {"64KB", 64 << 10}, {"1MB", 1 << 20}, {"16MB", 16 << 20}} {
		envelope := `{"result":"` + strings.Repeat("x", s.n-2) + `"}`
		b.Run("answer/"+s.name, func(b *testing.B) {
			benchData(b, p, s.n, codemode.Request{
				Code:      `async () => (await store.get()).length`,
				Providers: []codemode.Provider{{Name: "store", Tools: []string{"get"}}},
				Dispatch: func(context.Context, string, string, string) (string, error) {
					return envelope, nil
				},
				Limits: limits,
			}, strconv.Itoa(s.n-2))
		})
		b.Run("result/"+s.name, func(b *testing.B) {
			benchData(b, p, s.n, codemode.Request{Code: fmt.Sprintf(`async () => "x".repeat(%d)`, s.n-2), Limits: limits}, "")
		})
	}
}

func benchData(b *testing.B, x codemode.Executor, n int, req codemode.Request, want string) {
	b.Helper()
	check := func(r codemode.Result) {
		if err := r.Err(); err != nil {
			b.Fatal(err)
		}
		if want != "" && string(r.Value) != want || want == "" && len(r.Value) != n {
			b.Fatalf("value of %d bytes (%.40s), want %d bytes", len(r.Value), r.Value, n)
		}
	}
	check(x.Execute(context.Background(), req))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		check(x.Execute(context.Background(), req))
	}
	b.StopTimer()
	sec := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(sec*1e3, "ms/exec")
	b.ReportMetric(float64(n)/sec/1e6, "MB/s")
}
