package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/pool"
	"github.com/codemode/codemode/remote"
)

// waitingToolLatency is how long the host takes to answer each execution's
// one tool call in BenchmarkWaitingExecutions.
const waitingToolLatency = 500 * time.Millisecond

// BenchmarkWaitingExecutions runs N executions at once, each awaiting one
// tool call that the host answers after 500 ms, through a real `codemode
// serve` with its default settings and one remote.Dial client ("daemon"),
// and through a pool with its default options in this process ("pool"); the
// client waits for the daemon's pongs as long as the daemon waits for its.
// Each N starts a fresh daemon (or pool). It reports the wall time until the
// last execution ended, the executions refused (kind overloaded) and those
// that failed otherwise, and the peak resident memory of the daemon (of this
// process, for the pool) and of its workers together, sampled every 50 ms;
// then the wall time of the same N once more on the same daemon (again_wall_s),
// whose workers have made their sandboxes and restore them instead.
//
//	go test -run '^$' -bench WaitingExecutions -benchtime 1x ./cmd/codemode
//
// It is a benchmark, not a test: nothing fails on its figures.
func BenchmarkWaitingExecutions(b *testing.B) {
	for _, arr := range []string{"daemon", "pool"} {
		for _, n := range []int{10, 100, 1000, 10000} {
			b.Run(fmt.Sprintf("%s/N=%d", arr, n), func(b *testing.B) {
				for range b.N {
					var r waitingRun
					if arr == "daemon" {
						r = waitDaemon(b, n)
					} else {
						r = waitPool(b, n)
					}
					b.ReportMetric(r.wall.Seconds(), "wall_s")
					b.ReportMetric(r.again.Seconds(), "again_wall_s")
					b.ReportMetric(r.cpu.Seconds(), "cpu_s")
					b.ReportMetric(float64(r.refused), "refused") // of both runs
					b.ReportMetric(float64(r.failed), "failed")
					b.ReportMetric(float64(r.hostRSS)/(1<<20), "daemon_MiB")
					b.ReportMetric(float64(r.workersRSS)/(1<<20), "workers_MiB")
					if r.firstFailure != "" {
						b.Logf("N=%d %s: first failure: %s", n, arr, r.firstFailure)
					}
				}
			})
		}
	}
}

// waitingRun is one run's figures.
type waitingRun struct {
	wall  time.Duration
	again time.Duration // the same N once more on the same executor, its sandboxes made
	cpu   time.Duration // processor time of the daemon and its workers in the first run

	refused, failed     int
	hostRSS, workersRSS int64 // peaks, bytes
	firstFailure        string
}

// waitingRequest is the request every execution makes: one tool call,
// answered after waitingToolLatency without a goroutine waiting for it.
func waitingRequest() codemode.Request {
	return codemode.Request{
		Code:      `async () => await t.wait({})`,
		Providers: []codemode.Provider{{Name: "t"}},
		DispatchAsync: func(_ context.Context, _, _, _ string, reply func(string, error)) {
			time.AfterFunc(waitingToolLatency, func() { reply(`{"ok":true,"result":1}`, nil) })
		},
	}
}

// runWaiting runs n waiting executions on x at once and counts the outcomes,
// sampling the memory of pid and its children meanwhile.
func runWaiting(x codemode.Executor, n, pid int) waitingRun {
	var r waitingRun
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		t := time.NewTicker(50 * time.Millisecond)
		defer t.Stop()
		for {
			h, w := processRSS(pid), childrenRSS(pid)
			r.hostRSS, r.workersRSS = max(r.hostRSS, h), max(r.workersRSS, w)
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()
	var (
		mu       sync.Mutex
		wg       sync.WaitGroup
		refused  atomic.Int64
		failedN  atomic.Int64
		firstErr string
	)
	req := waitingRequest()
	cpu0 := processCPU(pid) + childrenCPU(pid)
	start := time.Now()
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := x.Execute(context.Background(), req)
			switch {
			case res.Error == nil:
			case res.Error.Kind == codemode.ErrOverloaded:
				refused.Add(1)
			default:
				failedN.Add(1)
			}
			if res.Error != nil {
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
	r.cpu = processCPU(pid) + childrenCPU(pid) - cpu0
	close(stop)
	<-sampled
	r.refused, r.failed, r.firstFailure = int(refused.Load()), int(failedN.Load()), firstErr
	return r
}

func waitDaemon(b *testing.B, n int) waitingRun {
	bin := benchBinary(b)
	cmd := exec.Command(bin, "serve", "--listen", "127.0.0.1:0")
	cmd.Env = os.Environ()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	stderr := &syncBuffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "listening ")
	if err != nil || !ok {
		b.Fatalf("first line %q (%v); stderr:\n%s", line, err, stderr.String())
	}
	// The daemon's own ping timeout (20 s) rather than a client's 3 s: on
	// a shared machine a burst of 10,000 executions can hold the daemon's
	// one processor past 3 s, and the client would drop a daemon that is
	// only busy.
	c, err := remote.Dial(context.Background(), url, remote.DialOptions{PingTimeout: remote.DefaultServerPingTimeout})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	if r := c.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); r.Error != nil {
		b.Fatalf("warm-up: %+v", r.Error)
	}
	return runTwice(c, n, cmd.Process.Pid)
}

// runTwice is runWaiting, then the same once more for again_wall_s.
func runTwice(x codemode.Executor, n, pid int) waitingRun {
	r := runWaiting(x, n, pid)
	r2 := runWaiting(x, n, pid)
	r.again = r2.wall
	r.refused += r2.refused
	r.failed += r2.failed
	r.hostRSS, r.workersRSS = max(r.hostRSS, r2.hostRSS), max(r.workersRSS, r2.workersRSS)
	if r.firstFailure == "" {
		r.firstFailure = r2.firstFailure
	}
	return r
}

func waitPool(b *testing.B, n int) waitingRun {
	p, err := pool.New(pool.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()
	if r := p.Execute(context.Background(), codemode.Request{Code: `async () => 1`}); r.Error != nil {
		b.Fatalf("warm-up: %+v", r.Error)
	}
	return runTwice(p, n, os.Getpid())
}

// benchBinary builds this command once per run (as cliBinary does for
// tests).
func benchBinary(b *testing.B) string {
	path, err := buildCLI()
	if err != nil {
		b.Fatal(err)
	}
	return path
}

// processRSS is the resident memory of process pid, in bytes (0 if unknown).
func processRSS(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// processCPU is the processor time process pid has used, user and system.
func processCPU(pid int) time.Duration {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(stat)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(f) < 13 {
		return 0
	}
	// After the name: state ppid ... utime (the 12th) stime (the 13th), in
	// clock ticks of 1/100 s.
	u, _ := strconv.ParseInt(f[11], 10, 64)
	k, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(u+k) * 10 * time.Millisecond
}

// childrenCPU is processCPU of pid's child processes together.
func childrenCPU(pid int) time.Duration {
	var sum time.Duration
	for _, c := range children(pid) {
		sum += processCPU(c)
	}
	return sum
}

// childrenRSS is the resident memory of pid's child processes together.
func childrenRSS(pid int) int64 {
	var sum int64
	for _, c := range children(pid) {
		sum += processRSS(c)
	}
	return sum
}

// children lists the child processes of pid.
func children(pid int) []int {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var out []int
	for _, e := range ents {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", child))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so count from
		// its closing parenthesis.
		s := string(stat)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) > 2 && f[1] == strconv.Itoa(pid) {
			out = append(out, child)
		}
	}
	return out
}
