package codemode_test

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/sandbox"
)

// BenchmarkWaitingInProcess runs N executions at once on the in-process
// executor, each awaiting one tool call that the host answers after 500 ms
// without a goroutine waiting for it (as BenchmarkWaitingExecutions in
// cmd/codemode does for the daemon and the pool). Each run starts from a
// settled process (a collection, the Go heap's free pages returned, the peak
// resident set reset) and reports the wall time until the last execution
// ended, the peak resident set of the process during the run (VmHWM), the
// peak of the Go runtime's memory (heap, stacks and its own, less what it
// returned) and the most sandbox regions resident at once (mapped and not
// dormant), both sampled every 10 ms, the 50th, 90th and 99th percentiles of the
// executions' latencies, the processor time (user and system) per
// execution, and the executions that failed.
//
//	go test -run '^$' -bench WaitingInProcess -benchtime 1x -count 3 .
//
// It is a benchmark, not a test: nothing fails on its figures.
func BenchmarkWaitingInProcess(b *testing.B) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	if r := x.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); r.Error != nil {
		b.Fatalf("warm-up: %+v", r.Error)
	}
	for _, n := range []int{10, 100, 1000, 10000} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			for range b.N {
				r := runWaitingInProcess(x, n)
				b.ReportMetric(r.wall.Seconds(), "wall_s")
				b.ReportMetric(float64(r.peak)/(1<<20), "peak_MiB")
				b.ReportMetric(float64(r.goPeak)/(1<<20), "go_MiB")
				b.ReportMetric(float64(r.awake), "regions_awake")
				b.ReportMetric(r.p50.Seconds()*1e3, "p50_ms")
				b.ReportMetric(r.p90.Seconds()*1e3, "p90_ms")
				b.ReportMetric(r.p99.Seconds()*1e3, "p99_ms")
				b.ReportMetric(float64(r.cpu.Microseconds())/float64(n), "cpu_us/exec")
				b.ReportMetric(float64(r.failed), "failed")
				if r.firstFailure != "" {
					b.Logf("N=%d: first failure: %s", n, r.firstFailure)
				}
			}
		})
	}
}

// waitingInProcessRun is one run's figures.
type waitingInProcessRun struct {
	wall, p50, p90, p99, cpu time.Duration
	peak, goPeak             int64 // bytes
	awake                    int64 // regions mapped and not dormant, at most
	failed                   int
	firstFailure             string
}

func runWaitingInProcess(x codemode.Executor, n int) waitingInProcessRun {
	var r waitingInProcessRun
	runtime.GC()
	debug.FreeOSMemory()
	// Writing 5 to clear_refs resets the peak resident set (VmHWM) to the
	// resident set now.
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)

	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		t := time.NewTicker(10 * time.Millisecond)
		defer t.Stop()
		s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
		for {
			metrics.Read(s)
			r.goPeak = max(r.goPeak, int64(s[0].Value.Uint64()-s[1].Value.Uint64()))
			mapped, dormant := sandbox.SlotsMapped()
			r.awake = max(r.awake, mapped-dormant)
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()
	req := codemode.Request{
		Code:      `async () => await t.wait({})`,
		Providers: []codemode.Provider{{Name: "t"}},
		DispatchAsync: func(_ context.Context, _, _, _ string, reply func(string, error)) {
			time.AfterFunc(500*time.Millisecond, func() { reply(`{"ok":true,"result":1}`, nil) })
		},
	}
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		failed   atomic.Int64
		firstErr string
	)
	lat := make([]time.Duration, n)
	cpu0 := processorTime()
	start := time.Now()
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t0 := time.Now()
			res := x.Execute(context.Background(), req)
			lat[i] = time.Since(t0)
			if res.Error != nil {
				failed.Add(1)
				mu.Lock()
				if firstErr == "" {
					firstErr = string(res.Error.Kind) + ": " + res.Error.Message
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	r.wall = time.Since(start)
	r.cpu = processorTime() - cpu0
	close(stop)
	<-sampled
	r.peak, _ = peakRSS()
	slices.Sort(lat)
	at := func(p int) time.Duration { return lat[min(len(lat)-1, len(lat)*p/100)] }
	r.p50, r.p90, r.p99 = at(50), at(90), at(99)
	r.failed, r.firstFailure = int(failed.Load()), firstErr
	return r
}

// processorTime is the processor time this process has used, user and
// system.
func processorTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
