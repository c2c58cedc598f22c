// Package bench runs the shared benchmark workloads (workloads.json: the
// programs, the tool semantics behind them, and the metrics) on a
// codemode.Executor, checking every result against the workload's expected
// value. `codemode bench` and the Go benchmarks use it.
package bench

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"runtime"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// Workloads is workloads.json.
type Workloads struct {
	About     string              `json:"about"`
	Tools     map[string]string   `json:"tools"`
	Metrics   map[string]string   `json:"metrics"`
	Workloads map[string]Workload `json:"workloads"`
}

// Workload is one program and the value it must return.
type Workload struct {
	Code   string          `json:"code"`
	Expect json.RawMessage `json:"expect"`
}

// Load reads a workloads file and checks it has the workloads the metrics
// need.
func Load(path string) (*Workloads, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parse(path, b)
}

// Embedded is the benchmark workloads (workloads.json), kept in the
// repository so that `codemode bench` and the Go benchmarks run from a plain
// checkout. A test in cmd/codemode holds it to the definition the peer
// harness uses, where the project's workspace has one.
//
//go:embed workloads.json
var embedded []byte

// EmbeddedName names the embedded copy in messages.
const EmbeddedName = "the workloads.json built into codemode"

// EmbeddedBytes is the embedded copy of workloads.json, as a file's bytes.
func EmbeddedBytes() []byte { return append([]byte(nil), embedded...) }

// LoadEmbedded returns the embedded copy of the shared workloads.
func LoadEmbedded() *Workloads {
	w, err := parse(EmbeddedName, embedded)
	if err != nil {
		panic(err) // a test holds the copy to the shared file
	}
	return w
}

func parse(path string, b []byte) (*Workloads, error) {
	var w Workloads
	if err := json.Unmarshal(b, &w); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	for _, name := range []string{"trivial", "seq100", "par100", "orchestrate", "json10k", "fib27"} {
		if _, ok := w.Workloads[name]; !ok {
			return nil, fmt.Errorf("%s: no workload %q", path, name)
		}
	}
	return &w, nil
}

// users is what listUsers returns.
var users = func() []map[string]any {
	out := make([]map[string]any, 200)
	for i := range out {
		out[i] = map[string]any{"id": i, "name": fmt.Sprintf("user%d", i), "score": (i * 37) % 101}
	}
	return out
}()

var usersJSON = func() string {
	s, _ := protocol.ResultEnvelope(users)
	return s
}()

// Dispatch implements the workloads' tools under the provider store:
// echo returns its first argument; listUsers the 200 users; ordersFor(id)
// five orders.
func Dispatch(_ context.Context, provider, tool, args string) (string, error) {
	if provider != "store" {
		return protocol.ErrorEnvelope(protocol.ToolNotFoundText(tool)), nil
	}
	switch tool {
	case "echo":
		first, ok := firstElement(args)
		if !ok {
			return `{"result":null}`, nil
		}
		return `{"result":` + first + `}`, nil
	case "listUsers":
		return usersJSON, nil
	case "ordersFor":
		var a []int
		if err := json.Unmarshal([]byte(args), &a); err != nil || len(a) == 0 {
			return protocol.ErrorEnvelope("ordersFor takes an id"), nil
		}
		// Built by hand: the host's cost is not the executor's, and a
		// reflective encoder would be most of this call's time.
		id := a[0]
		b := make([]byte, 0, 160)
		b = append(b, `{"result":[`...)
		for k := 0; k < 5; k++ {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"id":`...)
			b = strconv.AppendInt(b, int64(id*10+k), 10)
			b = append(b, `,"total":`...)
			b = strconv.AppendInt(b, int64((id*13+k*7)%50+1), 10)
			b = append(b, '}')
		}
		return string(append(b, "]}"...)), nil
	}
	return protocol.ErrorEnvelope(protocol.ToolNotFoundText(tool)), nil
}

// firstElement returns the first element of a JSON array, as JSON text.
func firstElement(args string) (string, bool) {
	// The common case, one argument, without decoding it.
	if len(args) >= 2 && args[0] == '[' && args[len(args)-1] == ']' && json.Valid([]byte(args[1:len(args)-1])) {
		return args[1 : len(args)-1], true
	}
	var a []json.RawMessage
	if err := json.Unmarshal([]byte(args), &a); err != nil || len(a) == 0 {
		return "", false
	}
	return string(a[0]), true
}

// Request is the request that runs workload w. Dispatch answers from memory,
// without blocking, and says so (NonBlockingDispatch), as a host whose tools
// are in-process functions would.
func Request(w Workload) codemode.Request {
	return codemode.Request{
		Code:                w.Code,
		Providers:           []codemode.Provider{{Name: "store", Tools: []string{"echo", "listUsers", "ordersFor"}}},
		Dispatch:            Dispatch,
		NonBlockingDispatch: true,
		Limits:              codemode.Limits{Timeout: time.Minute},
	}
}

// Check reports whether a result is the workload's expected value.
func Check(name string, w Workload, r codemode.Result) error {
	if r.Error != nil {
		return fmt.Errorf("%s failed: %s (%s)", name, r.Error.Message, r.Error.Kind)
	}
	var got, want any
	if err := json.Unmarshal(r.Value, &got); err != nil {
		return fmt.Errorf("%s returned %s", name, r.Value)
	}
	_ = json.Unmarshal(w.Expect, &want)
	if !reflect.DeepEqual(got, want) {
		return fmt.Errorf("%s returned %s, want %s", name, r.Value, w.Expect)
	}
	return nil
}

// Metrics are the figures workloads.json defines.
type Metrics struct {
	TrivialUs       float64 `json:"trivial_us"`
	Seq100PerCallUs float64 `json:"seq100_per_call_us"`
	Par100PerCallUs float64 `json:"par100_per_call_us"`
	OrchestrateUs   float64 `json:"orchestrate_us"`
	JSON10kMs       float64 `json:"json10k_ms"`
	Fib27Ms         float64 `json:"fib27_ms"`
	OrchestratePerS float64 `json:"orchestrate_per_s"`
	// TrivialWarmUs is trivial_us with the same program text every time,
	// the figure a compile cache would serve; TrivialUs always runs a
	// text the executor has never seen.
	TrivialWarmUs    float64 `json:"trivial_warm_us,omitempty"`
	SandboxIdleBytes int64   `json:"sandbox_idle_bytes,omitempty"`
	SandboxRunBytes  int64   `json:"sandbox_trivial_bytes,omitempty"`
	// Durable holds the durable executions' figures (durable.go).
	*DurableMetrics `json:",omitempty"`
}

// Line is one engine's output line, the shape the peer harness prints.
type Line struct {
	Engine      string `json:"engine"`
	Concurrency int    `json:"concurrency"`
	// Procs is the GOMAXPROCS codemode's arrangement was measured with
	// (for the daemon, the daemon's process as `codemode serve` runs it
	// on this machine); zero on a peer's line.
	Procs   int     `json:"gomaxprocs,omitempty"`
	Metrics Metrics `json:"metrics"`
	// BatchMeans, from the peer harness's remote engines, are the same
	// runs timed as one batch (mean per execution), finer than their
	// 1 ms clock.
	BatchMeans *Metrics `json:"batch_means,omitempty"`
	// Round is the round of `codemode bench --rounds N` the line was
	// measured in, from 1; zero on a line of medians across the rounds
	// (Combine) and when there is one round.
	Round int `json:"round,omitempty"`
}

// Config scales a run.
type Config struct {
	// Throughput is how long orchestrate_per_s runs; default 3s.
	Throughput time.Duration
	// Concurrency is how many executions run at once for
	// orchestrate_per_s.
	Concurrency int
	// Scale multiplies the run counts (1 is the peer harness's counts:
	// 300 trivial, 100 seq100 and par100, 200 orchestrate, 15 json10k, 7
	// fib27); tests use less.
	Scale float64
}

// Run measures every metric on x, checking every result.
func Run(ctx context.Context, x codemode.Executor, w *Workloads, cfg Config) (Metrics, error) {
	if cfg.Throughput == 0 {
		cfg.Throughput = 3 * time.Second
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 1
	}
	if cfg.Scale == 0 {
		cfg.Scale = 1
	}
	n := func(k int) int { return max(1, int(float64(k)*cfg.Scale)) }
	var m Metrics
	// Warm up: the peer harness's 20 executions, and on for warmUpTime,
	// so that what an executor does once after it starts is over before
	// anything is timed (the first collections of a growing heap; the
	// in-process executor's second idle slot and the prepared sandbox made
	// again after the first executions that found none idle: a slot set up
	// takes a processor for a millisecond or more, and executions one
	// after another on the other then run at their one-processor speed).
	if err := warmUp(ctx, x, w, n(20), time.Duration(float64(warmUpTime)*min(cfg.Scale, 1))); err != nil {
		return m, err
	}
	trivial, err := median(ctx, x, w, "trivial", n(300), true)
	if err != nil {
		return m, err
	}
	seq, err := median(ctx, x, w, "seq100", n(100), true)
	if err != nil {
		return m, err
	}
	par, err := median(ctx, x, w, "par100", n(100), true)
	if err != nil {
		return m, err
	}
	orch, err := median(ctx, x, w, "orchestrate", n(200), true)
	if err != nil {
		return m, err
	}
	js, err := median(ctx, x, w, "json10k", n(15), true)
	if err != nil {
		return m, err
	}
	fib, err := median(ctx, x, w, "fib27", n(7), true)
	if err != nil {
		return m, err
	}
	warm, err := median(ctx, x, w, "trivial", n(300), false)
	if err != nil {
		return m, err
	}
	tput, err := throughput(ctx, x, w, "orchestrate", cfg.Concurrency, cfg.Throughput)
	if err != nil {
		return m, err
	}
	us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
	m.TrivialUs = round(us(trivial), 1)
	m.TrivialWarmUs = round(us(warm), 1)
	m.Seq100PerCallUs = round((us(seq)-us(trivial))/100, 2)
	m.Par100PerCallUs = round((us(par)-us(trivial))/100, 2)
	m.OrchestrateUs = round(us(orch), 1)
	m.JSON10kMs = round(us(js)/1e3, 2)
	m.Fib27Ms = round(us(fib)/1e3, 2)
	m.OrchestratePerS = round(tput, 0)
	d, err := MeasureDurable(ctx, x, w, n(100), m.TrivialUs)
	if err != nil {
		return m, err
	}
	m.DurableMetrics = &d
	return m, nil
}

func round(f float64, digits int) float64 {
	p := 1.0
	for i := 0; i < digits; i++ {
		p *= 10
	}
	if f < 0 {
		return -float64(int64(-f*p+0.5)) / p
	}
	return float64(int64(f*p+0.5)) / p
}

// fresh numbers program texts: every text Unseen makes is one no executor
// has run before (the nonce tells this process's texts from another's).
var (
	fresh      atomic.Int64
	freshNonce = strconv.FormatInt(time.Now().UnixNano(), 36)
)

// Unseen returns code with a comment that makes its text one the executor
// has never seen, so that no cache of compiled programs can serve it: every
// peer parses each execution's text, and so must the figures compared with
// theirs.
func Unseen(code string) string {
	return code + "\n/* run " + freshNonce + "." + strconv.FormatInt(fresh.Add(1), 10) + " */"
}

// warmUpTime is how long Run warms an executor up at least.
const warmUpTime = 100 * time.Millisecond

// warmUp runs trivial executions, each with a text never seen, at least n
// times and for at least d.
func warmUp(ctx context.Context, x codemode.Executor, w *Workloads, n int, d time.Duration) error {
	wl := w.Workloads["trivial"]
	req := Request(wl)
	for i, end := 0, time.Now().Add(d); i < n || time.Now().Before(end); i++ {
		req.Code = Unseen(wl.Code)
		if err := Check("trivial", wl, x.Execute(ctx, req)); err != nil {
			return err
		}
	}
	return nil
}

// median runs a workload n times, one after another, and returns the median
// wall time of one execution. With unseen, every execution's text is new.
// It collects this process's garbage first, as a Go benchmark does, so
// that a collection the workload before left due does not fall on this
// one's executions.
func median(ctx context.Context, x codemode.Executor, w *Workloads, name string, n int, unseen bool) (time.Duration, error) {
	wl := w.Workloads[name]
	req := Request(wl)
	d := make([]time.Duration, n)
	runtime.GC()
	for i := range d {
		if unseen {
			req.Code = Unseen(wl.Code)
		}
		t := time.Now()
		r := x.Execute(ctx, req)
		d[i] = time.Since(t)
		if err := Check(name, wl, r); err != nil {
			return 0, err
		}
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[len(d)/2], nil
}

// throughput runs a workload on c goroutines for d and returns executions per
// second.
func throughput(ctx context.Context, x codemode.Executor, w *Workloads, name string, c int, d time.Duration) (float64, error) {
	wl := w.Workloads[name]
	req := Request(wl)
	var done atomic.Int64
	var stop atomic.Bool
	var firstErr error
	var once sync.Once
	var wg sync.WaitGroup
	start := time.Now()
	time.AfterFunc(d, func() { stop.Store(true) })
	for i := 0; i < c; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req := req
			for !stop.Load() {
				req.Code = Unseen(wl.Code)
				r := x.Execute(ctx, req)
				if err := Check(name, wl, r); err != nil {
					once.Do(func() { firstErr = err })
					stop.Store(true)
					return
				}
				done.Add(1)
			}
		}()
	}
	wg.Wait()
	return float64(done.Load()) / time.Since(start).Seconds(), firstErr
}
