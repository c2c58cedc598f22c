package codemode_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode"
)

// dataSizes are the sizes of the data benchmarks: a tool's answer going into
// the program, or the program's result coming out, as bytes of JSON.
var dataSizes = []struct {
	name string
	n    int
}{{"1KB", 1 << 10}, {"64KB", 64 << 10}, {"1MB", 1 << 20}, {"16MB", 16 << 20}}

// dataLimits allow 16 MiB answers and results.
var dataLimits = codemode.Limits{
	Memory:        256 << 20,
	ResultBytes:   16 << 20,
	PayloadBytes:  16 << 20,
	ResponseBytes: 16 << 20,
}

// BenchmarkDataThroughCalls moves data through an execution in process: a
// tool's answer of n bytes of JSON (a string) read by the program (answer/),
// and a result of n bytes of JSON returned by it (result/). It reports the
// time per execution (elapsed, and the process's CPU time) and the rate in
// MB/s of the data moved:
//
//	go test -run '^$' -bench DataThroughCalls .
func BenchmarkDataThroughCalls(b *testing.B) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, s := range dataSizes {
		envelope := `{"result":"` + strings.Repeat("x", s.n-2) + `"}`
		b.Run("answer/"+s.name, func(b *testing.B) {
			benchData(b, x, s.n, codemode.Request{
				Code:      `async () => (await store.get()).length`,
				Providers: []codemode.Provider{{Name: "store", Tools: []string{"get"}}},
				Dispatch: func(context.Context, string, string, string) (string, error) {
					return envelope, nil
				},
				NonBlockingDispatch: true,
				Limits:              dataLimits,
			}, strconv.Itoa(s.n-2))
		})
		b.Run("result/"+s.name, func(b *testing.B) {
			benchData(b, x, s.n, codemode.Request{
				Code:   fmt.Sprintf(`async () => "x".repeat(%d)`, s.n-2),
				Limits: dataLimits,
			}, "")
		})
	}
}

func benchData(b *testing.B, x codemode.Executor, n int, req codemode.Request, want string) {
	b.Helper()
	check := func(r codemode.Result) {
		if err := r.Err(); err != nil {
			b.Fatal(err)
		}
		if want != "" && string(r.Value) != want {
			b.Fatalf("value %.40s, want %s", r.Value, want)
		}
		if want == "" && len(r.Value) != n {
			b.Fatalf("value of %d bytes, want %d", len(r.Value), n)
		}
	}
	check(x.Execute(context.Background(), req))
	b.ResetTimer()
	cpu := processCPU()
	for i := 0; i < b.N; i++ {
		check(x.Execute(context.Background(), req))
	}
	b.StopTimer()
	b.ReportMetric((processCPU()-cpu).Seconds()*1e3/float64(b.N), "cpu-ms/exec")
	sec := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(sec*1e3, "ms/exec")
	b.ReportMetric(float64(n)/sec/1e6, "MB/s")
}

// processCPU is the CPU time (user and system) the process has used: on a
// machine shared with other work it moves less than the elapsed time.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkResultOverBound times the refusal of a result over the default
// bound of 4 MiB: a string of 4.3 MB and one of 64 MB, with a 4 MB result
// that fits for comparison:
//
//	go test -run '^$' -bench ResultOverBound .
func BenchmarkResultOverBound(b *testing.B) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, s := range []struct {
		name string
		n    int
		fits bool
	}{{"4.0MB-fits", 4_000_000, true}, {"4.3MB", 4_300_000, false}, {"64MB", 64_000_000, false}} {
		b.Run(s.name, func(b *testing.B) {
			req := codemode.Request{
				Code:   fmt.Sprintf(`async () => "x".repeat(%d)`, s.n-2),
				Limits: codemode.Limits{Memory: 512 << 20},
			}
			cpu := processCPU()
			for i := 0; i < b.N; i++ {
				r := x.Execute(context.Background(), req)
				if err := r.Err(); (err == nil) != s.fits {
					b.Fatalf("fits %v: %v", s.fits, err)
				}
			}
			b.ReportMetric((processCPU()-cpu).Seconds()*1e3/float64(b.N), "cpu-ms/exec")
			b.ReportMetric(b.Elapsed().Seconds()*1e3/float64(b.N), "ms/exec")
		})
	}
}
