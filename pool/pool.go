// Package pool runs programs in long-lived worker processes: a crash, a
// runaway built-in or an address-space blow-up is contained in its process,
// which is killed and replaced. A worker runs many executions at once (up to
// Options.Sandboxes, while its resident memory is below Options.WorkerMemory):
// an execution waiting for a tool call, a fetch or a timer holds no thread
// and a fraction of a MiB, exactly as in process, so waiting executions cost
// memory, not workers. Options.Sandboxes = 1 runs one execution per worker at
// a time, for hosts that want no co-tenants (docs/failures.md says what a
// co-tenant can and cannot do).
//
// A worker is this same executable started again with CODEMODE_WORKER=1 in its
// environment (or the program Options.Command names, e.g. `codemode worker`).
// Becoming a worker is automatic: when that variable is set, this package's
// init function serves the worker protocol and exits, so the host's main never
// runs in a worker. What is initialised before this package (the packages it
// imports, and possibly others of the binary that do not import it) is initialised in
// every worker too, so keep package initialisation free of side effects beyond
// the process. Output
// cannot corrupt the protocol: parent and worker speak the wire protocol
// (docs/protocol.md) on descriptors 3 and 4, never on stdin and stdout; the
// worker's stdout goes where its stderr goes (Options.Stderr). An executable
// that is a worker under another name calls [RunWorker] itself.
//
// The host's dispatch and outbound functions run in the parent. Each worker
// caps its own address space (RLIMIT_AS), prepares its next sandbox while
// idle. An execution that overruns its deadline is stopped by the engine's
// interrupt, without touching the others on its worker; the worker is killed
// only if an execution runs past its deadline (or its cancellation) plus a
// grace period — the last resort for an engine stuck in a built-in that never
// checks for a stop. That execution ends with the timeout (or cancelled)
// error, as if the engine had stopped; the others on the worker end with the
// worker error naming why. A worker that dies otherwise is replaced, and each
// of its executions ends with the worker error naming why. The pool implements codemode.Executor, and the
// executor suite runs against it. Workers need a Unix system (the pipes are
// passed as extra descriptors). On Linux the messages travel through memory
// each worker shares with the pool, given on descriptor 5, and the pipes only
// wake a reader that sleeps (Options.NoSharedMemory).
package pool

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/internal/wire"
)

// Options configure a pool. Zero fields take their defaults; New refuses
// negative ones.
type Options struct {
	// Workers is the number of worker processes. Default: one per CPU.
	Workers int
	// Queue bounds the executions waiting for a worker (every worker
	// is at its Sandboxes or its WorkerMemory); past it Execute fails at
	// once with the overloaded error. Default 256.
	Queue int
	// Sandboxes caps the executions one worker runs at once, those
	// waiting for a tool call, a fetch or a timer included: each holds a
	// sandbox. Default DefaultSandboxes (8192) — in practice WorkerMemory
	// is the bound; with AddressSpace set and Sandboxes not, what that
	// address space holds (executor.MaxRetainedFor(AddressSpace), at
	// least 1). 1 gives each execution a worker of its own, as in a pool
	// whose workers run one at a time.
	Sandboxes int
	// WorkerMemory is the resident memory of one worker, in bytes, from
	// which the pool sends it no new execution until it is below again
	// (executions go to another worker or wait in the queue). It is
	// measured from /proc every 25 ms, so it is a budget, not a hard
	// limit: each execution's own Limits.Memory bounds its heap, and
	// AddressSpace the whole process. Default: half the memory of the
	// machine (or of its container's cgroup limit, if lower) shared among
	// the workers; DefaultWorkerMemory (1 GiB) where neither can be read.
	// A worker below it, or running nothing, takes an execution: one
	// whose budget is below what it holds idle runs one at a time. Not
	// applied where /proc is missing.
	WorkerMemory int64
	// AddressSpace caps each worker's virtual memory (RLIMIT_AS), in bytes.
	// Each sandbox reserves 32 MiB of it (only the pages it touches cost
	// memory). Default 4 GiB plus executor.RetainedAddressSpace (33 MiB)
	// for each of the Sandboxes; it must leave room for Limits.Memory.
	AddressSpace int64
	// Grace is how long past an execution's deadline (or its context's
	// end) the parent waits before it kills the worker. Such an execution
	// ends with the error of what stopped it (timeout or cancelled), as if
	// the engine had stopped. Default 2s.
	Grace time.Duration
	// Command starts a worker: a program and its arguments. Default: this
	// executable, with CODEMODE_WORKER=1 in its environment.
	Command []string
	// Stderr receives the workers' standard error. Default os.Stderr.
	Stderr io.Writer
	// PollWindow is how long the reader of a worker's pipe, at either end,
	// may keep trying the empty pipe before it sleeps: only while an answer
	// is due and recent answers came within the window (see
	// wire.PollingReader). A tool call answered in microseconds then crosses
	// without waking a sleeping thread, at the price of up to PollWindow of
	// processor time for an answer that comes later. Default 100µs.
	PollWindow time.Duration
	// NoPoll turns the polling off: every read that finds its pipe empty
	// sleeps until the next message (for a machine with many more workers
	// than processors).
	NoPoll bool
	// NoSharedMemory carries the messages on the pipes themselves. By
	// default, on Linux, they travel through a pair of rings in memory the
	// worker shares with the pool (wire.Rings), and a pipe only wakes a
	// reader that sleeps: a message then costs no system call while its
	// reader polls. Elsewhere, or where the memory cannot be made, the
	// pipes carry the messages whatever this says.
	NoSharedMemory bool
	// RetainedPerWorker caps the executions with RetainHandles one worker
	// holds at once, running or retained. Each keeps its sandbox's memory
	// slot, 32 MiB of the worker's address space, while its resident size
	// grows by a fraction of a MiB: without a cap, a worker's address
	// space fills up (near 75 retained executions at 4 GiB) and it can
	// make no sandbox, and its Go runtime no more heap, for anything.
	// Executions go to a worker below its cap; a request with
	// RetainHandles when every worker is at its cap is refused before it
	// runs, with kind overloaded and TextRetainedFull. So the pool holds
	// at most Workers × RetainedPerWorker. Default
	// executor.MaxRetainedFor(AddressSpace) when AddressSpace is set,
	// else MaxRetainedFor(4 GiB): 44, leaving a worker at its cap about 1
	// GiB for ordinary executions besides its Sandboxes' share
	// (docs/handles.md has the arithmetic).
	RetainedPerWorker int
}

// DefaultSandboxes is Options.Sandboxes' default.
const DefaultSandboxes = 8192

// DefaultWorkerMemory is Options.WorkerMemory's default where the machine's
// memory cannot be read.
const DefaultWorkerMemory = 1 << 30

// defaultWorkerMemory is Options.WorkerMemory's default for a pool of n
// workers: half the memory there is, shared among them.
func defaultWorkerMemory(n int) int64 {
	total := memoryLimit()
	if total <= 0 {
		return DefaultWorkerMemory
	}
	return max(1, total/2/int64(n))
}

// baseAddressSpace is a worker's address space before its Sandboxes' share.
const baseAddressSpace = 4 << 30

// The environment a worker is started with.
const (
	workerEnv       = "CODEMODE_WORKER"
	addressSpaceEnv = "CODEMODE_WORKER_ADDRESS_SPACE"
	pollEnv         = "CODEMODE_WORKER_POLL"     // the worker's poll window, a duration; 0 for none
	ringsEnv        = "CODEMODE_WORKER_RINGS"    // the descriptor of the shared memory (wire.Rings), if any
	retainedEnv     = "CODEMODE_WORKER_RETAINED" // the worker's cap on retained executions (Options.RetainedPerWorker)
)

// workerRingsFD is the worker's descriptor of the shared memory, when the
// pool gives it one.
const workerRingsFD = 5

// DefaultPollWindow is Options.PollWindow's default.
const DefaultPollWindow = 100 * time.Microsecond

// Pool is a set of worker processes. It is safe for concurrent use.
type Pool struct {
	opts Options

	mu      sync.Mutex
	closed  bool
	workers map[*worker]struct{}
	// idle holds the workers waiting for an execution, last in first out
	// (see take); waiters the executions waiting for a worker, in order.
	idle    []*worker
	waiters []*waiter
	retired int // workers retired, still running for their retained or running executions

	queued       atomic.Int32
	busy         atomic.Int32
	overruns     atomic.Int64
	retiredTotal atomic.Int64
	wg           sync.WaitGroup
	stop         chan struct{}
}

var _ codemode.Executor = (*Pool)(nil)

// New starts the workers and returns when they are ready.
func New(opts Options) (*Pool, error) {
	for _, c := range []struct {
		name string
		v    int64
		def  string
	}{
		{"Workers", int64(opts.Workers), "one per CPU"},
		{"Queue", int64(opts.Queue), "256"},
		{"Sandboxes", int64(opts.Sandboxes), "8192, or what AddressSpace holds"},
		{"WorkerMemory", opts.WorkerMemory, "half the memory, shared among the workers"},
		{"AddressSpace", opts.AddressSpace, "4 GiB and 33 MiB a sandbox"},
		{"Grace", int64(opts.Grace), "2s"},
		{"PollWindow", int64(opts.PollWindow), DefaultPollWindow.String()},
		{"RetainedPerWorker", int64(opts.RetainedPerWorker), "executor.MaxRetainedFor(AddressSpace), 44 at 4 GiB"},
	} {
		if c.v < 0 {
			v := strconv.FormatInt(c.v, 10)
			if c.name == "Grace" || c.name == "PollWindow" {
				v = time.Duration(c.v).String()
			}
			if c.name == "PollWindow" {
				return nil, fmt.Errorf("pool: Options.PollWindow is %s; use 0 for the default (%s), a positive value, or NoPoll to turn polling off", v, c.def)
			}
			return nil, fmt.Errorf("pool: Options.%s is %s; use 0 for the default (%s) or a positive value", c.name, v, c.def)
		}
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.NumCPU()
	}
	if opts.Queue <= 0 {
		opts.Queue = 256
	}
	if opts.RetainedPerWorker <= 0 {
		as := opts.AddressSpace
		if as <= 0 {
			as = baseAddressSpace
		}
		opts.RetainedPerWorker = executor.MaxRetainedFor(as)
	}
	if opts.Sandboxes <= 0 {
		opts.Sandboxes = DefaultSandboxes
		if opts.AddressSpace > 0 {
			opts.Sandboxes = max(1, executor.MaxRetainedFor(opts.AddressSpace))
		}
	}
	if opts.AddressSpace <= 0 {
		opts.AddressSpace = baseAddressSpace + int64(opts.Sandboxes)*executor.RetainedAddressSpace
	}
	if opts.WorkerMemory <= 0 {
		opts.WorkerMemory = defaultWorkerMemory(opts.Workers)
	}
	if opts.Grace <= 0 {
		opts.Grace = 2 * time.Second
	}
	if opts.PollWindow <= 0 {
		opts.PollWindow = DefaultPollWindow
	}
	if len(opts.Command) == 0 {
		exe, err := os.Executable()
		if err != nil {
			return nil, fmt.Errorf("pool: finding this executable to start workers: %w", err)
		}
		opts.Command = []string{exe}
	}
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	p := &Pool{opts: opts, workers: make(map[*worker]struct{}), stop: make(chan struct{})}
	errs := make(chan error, opts.Workers)
	for i := 0; i < opts.Workers; i++ {
		go func() {
			w, err := p.spawn()
			if err == nil {
				p.admit(w)
			}
			errs <- err
		}()
	}
	var first error
	for i := 0; i < opts.Workers; i++ {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	if first != nil {
		p.Close()
		return nil, first
	}
	if canMeasureRSS() && opts.Sandboxes > 1 {
		p.wg.Add(1)
		go p.measure()
	}
	return p, nil
}

// Stats is a snapshot of the pool.
type Stats struct {
	Workers int // worker processes running, retired ones included
	Busy    int // workers running at least one execution
	Running int // executions running on the workers
	Queued  int // executions waiting for a worker
	// Capacity is the most executions the workers in service run at
	// once by count (Workers × Options.Sandboxes); their WorkerMemory may
	// bound them sooner.
	Capacity int
	// Overruns counts, since New, the workers killed because their
	// execution ran past its deadline (or its cancellation) plus the
	// grace period: the engine was in a built-in that never checks for a
	// stop.
	Overruns int64
	// Retained counts the executions with RetainHandles the workers hold,
	// running or retained; RetainedCapacity is the most the workers in
	// service may hold (Workers × Options.RetainedPerWorker).
	Retained         int
	RetainedCapacity int
	// Retired counts the workers taken out of service because they could
	// make no sandbox, still running until their retained executions
	// end; RetiredTotal counts them since New. Each was replaced at once.
	Retired      int
	RetiredTotal int64
}

// Capacity is how many executions the workers in service run at once by
// count (Workers × Options.Sandboxes; their WorkerMemory may bound them
// sooner). A daemon (remote.NewServer) admits that many at once.
func (p *Pool) Capacity() int { return p.opts.Workers * p.opts.Sandboxes }

// Stats reports the pool's state.
func (p *Pool) Stats() Stats {
	p.mu.Lock()
	n := len(p.workers)
	held, busy := 0, 0
	for w := range p.workers {
		held += w.retained
		if w.running > 0 {
			busy++
		}
	}
	retired := p.retired
	p.mu.Unlock()
	return Stats{Workers: n, Busy: busy, Running: int(p.busy.Load()), Queued: int(p.queued.Load()), Capacity: p.Capacity(), Overruns: p.overruns.Load(),
		Retained: held, RetainedCapacity: p.opts.Workers * p.opts.RetainedPerWorker, Retired: retired, RetiredTotal: p.retiredTotal.Load()}
}

// Execute runs req on the next free worker. See codemode.Executor.
func (p *Pool) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	p.mu.Lock()
	closed := p.closed
	p.mu.Unlock()
	if closed {
		return failed(codemode.ErrClosed, codemode.TextClosed)
	}
	if err := req.Validate(); err != nil {
		return failed(codemode.ErrRequest, err.Error())
	}
	if ctx.Err() != nil {
		return failed(codemode.ErrCancelled, executor.TextCancelled)
	}
	if int(p.queued.Add(1)) > p.opts.Queue {
		p.queued.Add(-1)
		return failed(codemode.ErrOverloaded, fmt.Sprintf(executor.TextQueueFull, p.opts.Queue))
	}
	w, fail := p.take(ctx, req.RetainHandles)
	p.queued.Add(-1)
	for attempt := 1; ; attempt++ {
		if fail != nil {
			return *fail
		}
		res := p.run(ctx, w, req)
		if !noSandbox(res) {
			p.put(w)
			return res
		}
		// The worker could make no sandbox (its address space or its
		// memory is spent), so it would fail every execution it took:
		// it is retired and replaced. Nothing of this execution ran,
		// so it runs once more, on another worker.
		p.retire(w)
		p.put(w)
		if attempt == 2 {
			return res
		}
		w, fail = p.take(ctx, req.RetainHandles)
	}
}

// noSandbox reports whether res is the failure of an executor that could make
// no sandbox for the execution.
func noSandbox(res codemode.Result) bool {
	return res.Error != nil && res.Error.Kind == codemode.ErrInternal && strings.HasPrefix(res.Error.Message, codemode.TextNoSandbox)
}

// run runs req on w, which take gave it.
func (p *Pool) run(ctx context.Context, w *worker, req codemode.Request) codemode.Result {
	p.busy.Add(1)
	defer p.busy.Add(-1)
	res := w.execute(ctx, req, p.opts.Grace)
	if res.Error != nil && ctx.Err() == nil && p.closing() &&
		(res.Error.Kind == codemode.ErrCancelled || res.Error.Kind == codemode.ErrWorker || res.Error.Kind == codemode.ErrConnection) {
		// Whichever way the closing reached it first (the worker's
		// input ending, the connection closing, the worker killed), an
		// execution stopped by Close ends as the in-process one does.
		res.Error = &codemode.Error{Kind: codemode.ErrCancelled, Message: codemode.TextShutdown}
	}
	if req.RetainHandles {
		if r := res.Retained; r != nil {
			// The place take reserved is the retained execution's
			// until it ends (released, at its retention limit, or
			// with its worker). Its Done is closed once the place is
			// back, so that a host that waited for it can retain
			// another at once.
			c := &counted{Retained: r, done: make(chan struct{})}
			res.Retained = c
			go func() {
				<-r.Done()
				p.unreserve(w)
				close(c.done)
			}()
		} else {
			p.unreserve(w)
		}
	}
	return res
}

// counted is a retained execution whose Done is closed once its place is
// given back.
type counted struct {
	codemode.Retained
	done chan struct{}
}

func (c *counted) Done() <-chan struct{} { return c.done }

// ---- scheduling ----

// A waiter is an execution waiting for a worker.
type waiter struct {
	retain bool
	got    chan *worker // the worker handed to it (capacity 1), or nil: refused
	done   bool         // handed a worker, or refused; guarded by Pool.mu
}

// full reports whether w holds its limit of retained executions; p.mu is
// held.
func (p *Pool) full(w *worker) bool { return w.retained >= p.opts.RetainedPerWorker }

// seats is how many executions one worker runs at once (at least 1: a pool
// made without New's defaults runs one).
func (p *Pool) seats() int { return max(1, p.opts.Sandboxes) }

// hasSeat reports whether w takes another execution now: it is in service,
// below its Sandboxes and, once it runs any, below its WorkerMemory. p.mu is
// held.
func (p *Pool) hasSeat(w *worker) bool {
	if w.retiring || w.running >= p.seats() {
		return false
	}
	return w.running == 0 || p.opts.WorkerMemory <= 0 || w.rss.Load() < p.opts.WorkerMemory
}

// room reports whether a request with RetainHandles can get a worker below
// its cap without a retained execution ending: a worker in service is below
// it, or a replacement is on its way. p.mu is held.
func (p *Pool) room() bool {
	if p.opts.RetainedPerWorker == 0 {
		return false
	}
	inService := 0
	for w := range p.workers {
		if w.retiring {
			continue
		}
		inService++
		if !p.full(w) {
			return true
		}
	}
	return inService < p.opts.Workers
}

// take gives an execution a worker: an idle one at once, else a busy one with
// a seat, else the next one that fits, in the order the executions came. An
// idle worker comes before a busy one, so that executions spread over the
// processors; among the idle ones, the worker that finished last comes
// first (its threads ran last and its caches are warm, where the one that
// has slept longest has gone cold), but a worker below its cap on retained
// executions before one at it: a worker at its cap still has room for
// ordinary executions, and takes one only when no other is idle. Among the
// busy ones, the one running the fewest executions comes first. A request
// with RetainHandles only goes to a worker below its cap, and reserves its
// place there (run gives it back); when every worker is at its cap, it is
// refused at once.
func (p *Pool) take(ctx context.Context, retain bool) (*worker, *codemode.Result) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		r := failed(codemode.ErrClosed, codemode.TextClosed)
		return nil, &r
	}
	if w := p.pick(retain); w != nil {
		p.mu.Unlock()
		return w, nil
	}
	if retain && !p.room() {
		p.mu.Unlock()
		r := p.refusal()
		return nil, &r
	}
	wt := &waiter{retain: retain, got: make(chan *worker, 1)}
	p.waiters = append(p.waiters, wt)
	p.mu.Unlock()
	var why codemode.Result
	select {
	case w := <-wt.got:
		if w == nil {
			r := p.refusal()
			return nil, &r
		}
		return w, nil
	case <-ctx.Done():
		why = failed(codemode.ErrCancelled, executor.TextCancelled)
	case <-p.stop:
		why = failed(codemode.ErrClosed, codemode.TextClosed)
	}
	p.mu.Lock()
	if !wt.done {
		wt.done = true
		p.dropWaiter(wt)
		p.mu.Unlock()
		return nil, &why
	}
	p.mu.Unlock()
	// Handed a worker (or refused) as it gave up: pass the seat on.
	if w := <-wt.got; w != nil {
		if retain {
			p.unreserve(w)
		}
		p.put(w)
	}
	return nil, &why
}

// refusal is the failure of a request with RetainHandles when every worker
// holds its limit.
func (p *Pool) refusal() codemode.Result {
	return failed(codemode.ErrOverloaded, fmt.Sprintf(TextRetainedFull, p.opts.RetainedPerWorker))
}

// pick takes a seat on the worker that fits best (see take), reserving a
// place for a request with RetainHandles; nil when none fits. p.mu is held.
func (p *Pool) pick(retain bool) *worker {
	if w := p.pickIdle(retain); w != nil {
		return w
	}
	if p.seats() == 1 {
		return nil
	}
	var best *worker
	for w := range p.workers {
		if w.running == 0 || !p.hasSeat(w) || (retain && p.full(w)) {
			continue
		}
		if best == nil || w.running < best.running {
			best = w
		}
	}
	if best != nil {
		p.seat(best, retain)
	}
	return best
}

// seat gives one execution a seat on w; p.mu is held.
func (p *Pool) seat(w *worker, retain bool) {
	w.running++
	if retain {
		w.retained++
		p.refuseHopeless()
	}
}

// pickIdle takes the idle worker put last that fits — for an ordinary
// execution, the last one below its cap if any — reserving its place for a
// request with RetainHandles; nil when none fits. p.mu is held.
func (p *Pool) pickIdle(retain bool) *worker {
	at := -1
	for i := len(p.idle) - 1; i >= 0; i-- {
		if !p.full(p.idle[i]) {
			at = i
			break
		}
	}
	if at < 0 && !retain && len(p.idle) > 0 {
		at = len(p.idle) - 1
	}
	if at < 0 {
		return nil
	}
	w := p.idle[at]
	p.idle = append(p.idle[:at], p.idle[at+1:]...)
	p.seat(w, retain)
	return w
}

// dropWaiter takes wt out of the line; p.mu is held.
func (p *Pool) dropWaiter(wt *waiter) {
	for i, o := range p.waiters {
		if o == wt {
			p.waiters = append(p.waiters[:i], p.waiters[i+1:]...)
			return
		}
	}
}

// admit puts a new worker in service.
func (p *Pool) admit(w *worker) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.offer(w)
}

// put gives back the seat an execution had on w: to the first waiting
// executions that fit, else w becomes idle once it runs nothing. A retired
// worker whose last execution ended is shut down.
func (p *Pool) put(w *worker) {
	p.mu.Lock()
	w.running--
	if w.retiring {
		last := w.running == 0 && w.retained == 0
		p.mu.Unlock()
		if last {
			go w.shutdown()
		}
		return
	}
	if w.client != nil && !w.alive() {
		// Dead: watch takes it out of the pool and replaces it.
		p.mu.Unlock()
		return
	}
	p.offer(w)
	p.mu.Unlock()
}

// offer hands w's free seats to the waiting executions that fit, in order;
// w joins the idle ones if it then runs nothing. p.mu is held. A retired
// worker takes nothing more.
func (p *Pool) offer(w *worker) {
	if w.retiring || p.closed {
		return
	}
	for i := 0; i < len(p.waiters) && p.hasSeat(w); {
		wt := p.waiters[i]
		if wt.retain && p.full(w) {
			i++
			continue
		}
		p.waiters = append(p.waiters[:i], p.waiters[i+1:]...)
		wt.done = true
		wt.got <- w
		n := len(p.waiters)
		p.seat(w, wt.retain)
		if len(p.waiters) != n {
			i = 0 // refuseHopeless took some out
		}
	}
	if w.running == 0 && !slices.Contains(p.idle, w) {
		p.idle = append(p.idle, w)
	}
}

// refuseHopeless refuses the waiting requests with RetainHandles once no
// worker has room for them; p.mu is held.
func (p *Pool) refuseHopeless() {
	if p.room() {
		return
	}
	kept := p.waiters[:0]
	for _, wt := range p.waiters {
		if wt.retain {
			wt.done = true
			wt.got <- nil
			continue
		}
		kept = append(kept, wt)
	}
	clear(p.waiters[len(kept):])
	p.waiters = kept
}

// unreserve gives back a place on w that run or take reserved for a
// request with RetainHandles; a request waiting for such a place may have
// it. A retired worker whose last execution ended is shut down.
func (p *Pool) unreserve(w *worker) {
	p.mu.Lock()
	w.retained--
	if w.retiring {
		last := w.retained == 0 && w.running == 0
		p.mu.Unlock()
		if last {
			go w.shutdown()
		}
		return
	}
	if i := slices.Index(p.idle, w); i >= 0 {
		p.idle = append(p.idle[:i], p.idle[i+1:]...)
	}
	if w.client == nil || w.alive() {
		p.offer(w)
	}
	p.mu.Unlock()
}

// retire takes w out of service: it could make no sandbox, so it would fail
// every execution it took. A replacement starts at once; w runs on until its
// running and retained executions have ended (their handles may still be
// invoked), then it is shut down.
func (p *Pool) retire(w *worker) {
	p.mu.Lock()
	if w.retiring || p.closed {
		p.mu.Unlock()
		return
	}
	w.retiring = true
	p.retired++
	p.retiredTotal.Add(1)
	held := w.retained
	if i := slices.Index(p.idle, w); i >= 0 {
		p.idle = append(p.idle[:i], p.idle[i+1:]...)
	}
	last := held == 0 && w.running == 0
	p.mu.Unlock()
	fmt.Fprintf(p.opts.Stderr, "codemode pool: a worker could make no sandbox; it is retired and replaced (it keeps running for the %d retained executions it holds)\n", held)
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		p.replace()
	}()
	if last {
		go w.shutdown()
	}
}

// measure keeps each worker's resident memory (Options.WorkerMemory) up to
// date while the pool is open, and offers the seats of a worker that came
// back below it to the waiting executions.
func (p *Pool) measure() {
	defer p.wg.Done()
	t := time.NewTicker(measureEvery)
	defer t.Stop()
	var ws []*worker
	for {
		select {
		case <-p.stop:
			return
		case <-t.C:
		}
		p.mu.Lock()
		ws = ws[:0]
		for w := range p.workers {
			if w.running > 0 {
				ws = append(ws, w)
			}
		}
		p.mu.Unlock()
		for _, w := range ws {
			before := w.rss.Load()
			now := residentBytes(w.cmd.Process.Pid)
			w.rss.Store(now)
			if before >= p.opts.WorkerMemory && now < p.opts.WorkerMemory {
				p.mu.Lock()
				if len(p.waiters) > 0 && (w.client == nil || w.alive()) {
					p.offer(w)
				}
				p.mu.Unlock()
			}
		}
	}
}

// measureEvery is how often the workers' resident memory is read.
const measureEvery = 25 * time.Millisecond

// replace starts a worker in place of one that left service; if the new one
// cannot start, it tries again a little later, until the pool closes.
func (p *Pool) replace() {
	for delay := 50 * time.Millisecond; ; delay = min(2*delay, 5*time.Second) {
		nw, err := p.spawn()
		if err == nil {
			p.admit(nw)
			return
		}
		select {
		case <-p.stop:
			return
		case <-time.After(delay):
		}
	}
}

// closing reports whether Close has begun.
func (p *Pool) closing() bool {
	select {
	case <-p.stop:
		return true
	default:
		return false
	}
}

// Close stops the workers: executions still running end with kind cancelled
// and codemode.TextShutdown. Use Drain first for a graceful stop. It returns
// nil, also when called again.
func (p *Pool) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	p.closed = true
	close(p.stop)
	ws := make([]*worker, 0, len(p.workers))
	for w := range p.workers {
		ws = append(ws, w)
	}
	p.mu.Unlock()
	for _, w := range ws {
		w.shutdown()
	}
	p.wg.Wait()
	return nil
}

// Drain waits until no execution is running or queued, or ctx is done.
func (p *Pool) Drain(ctx context.Context) error {
	t := time.NewTicker(10 * time.Millisecond)
	defer t.Stop()
	for p.busy.Load() > 0 || p.queued.Load() > 0 {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
	return nil
}

func failed(kind codemode.ErrorKind, msg string) codemode.Result {
	return codemode.Result{Error: &codemode.Error{Kind: kind, Message: msg}, Logs: []string{}}
}

// ---- workers ----

type worker struct {
	p      *Pool
	cmd    *exec.Cmd
	client *wire.Client
	exited chan struct{}

	pipes []*os.File  // the parent's ends of the protocol's pipes, closed when it exits
	rings *wire.Rings // the memory shared with it, if any, unmapped when it exits

	mu     sync.Mutex // guards client while the worker starts, reason and exit
	reason string     // why it was killed, when the parent killed it
	exit   error

	// Guarded by the pool's mu: the executions it runs, the executions
	// with RetainHandles it holds (running or retained), and whether it
	// was retired.
	running  int
	retained int
	retiring bool

	rss atomic.Int64 // its resident memory, in bytes, as last measured
}

// pollWindow is the poll window of both ends of a worker's pipes (0: none).
func (p *Pool) pollWindow() time.Duration {
	if p.opts.NoPoll {
		return 0
	}
	return p.opts.PollWindow
}

// spawn starts one worker and waits for its welcome.
func (p *Pool) spawn() (*worker, error) {
	cmd := exec.Command(p.opts.Command[0], p.opts.Command[1:]...)
	cmd.Env = append(os.Environ(), workerEnv+"=1", addressSpaceEnv+"="+strconv.FormatInt(p.opts.AddressSpace, 10), pollEnv+"="+p.pollWindow().String(),
		retainedEnv+"="+strconv.Itoa(p.opts.RetainedPerWorker))
	cmd.Stderr = p.opts.Stderr
	// The protocol runs on descriptors 3 and 4 (see worker.go); what the
	// worker prints on stdout is diagnostics, and goes where its stderr
	// does.
	cmd.Stdout = p.opts.Stderr
	stdin, stdout, childEnds, err := workerPipes()
	if err != nil {
		return nil, fmt.Errorf("pool: starting a worker: %w", err)
	}
	// The shared memory, where it can be made: the worker maps it from
	// descriptor 5 (see Options.NoSharedMemory).
	var rings *wire.Rings
	if !p.opts.NoSharedMemory {
		if r, f, err := wire.NewRings(0); err == nil {
			rings = r
			childEnds = append(childEnds, f)
			cmd.Env = append(cmd.Env, ringsEnv+"="+strconv.Itoa(workerRingsFD))
		}
	}
	cmd.ExtraFiles = childEnds
	err = cmd.Start()
	for _, f := range childEnds {
		f.Close()
	}
	if err != nil {
		stdin.Close()
		stdout.Close()
		if rings != nil {
			rings.Close()
		}
		return nil, fmt.Errorf("pool: starting a worker: %w", err)
	}
	w := &worker{p: p, cmd: cmd, exited: make(chan struct{}), pipes: []*os.File{stdin, stdout}, rings: rings}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		cmd.Process.Kill()
		cmd.Wait()
		w.closePipes()
		return nil, errors.New("pool: closed")
	}
	p.workers[w] = struct{}{}
	p.mu.Unlock()
	p.wg.Add(1)
	go w.watch()
	var r io.Reader
	var wr io.Writer = stdin
	if rings == nil {
		r = wire.PollingReader(stdout, p.pollWindow())
	} else if r, err = rings.Reader(stdout, p.pollWindow()); err == nil {
		wr, err = rings.Writer(stdin)
	}
	if err != nil {
		w.kill("its shared memory could not be used")
		return nil, fmt.Errorf("pool: starting a worker: %w", err)
	}
	t := wire.NewStreamTransport(r, wr, func() error { stdin.Close(); return nil }, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := wire.NewClient(ctx, t, wire.ClientOptions{Lost: w.lost})
	if err != nil {
		w.kill("it did not start")
		return nil, fmt.Errorf("pool: a worker did not start: %w", err)
	}
	w.mu.Lock() // Close may be shutting this worker down already
	w.client = c
	w.mu.Unlock()
	return w, nil
}

// closePipes closes the parent's ends of the pipes and unmaps the shared
// memory, once the worker has exited.
func (w *worker) closePipes() {
	for _, f := range w.pipes {
		f.Close()
	}
	if w.rings != nil {
		w.rings.Close()
	}
}

// watch waits for the worker to exit and replaces it unless the pool closed.
func (w *worker) watch() {
	defer w.p.wg.Done()
	err := w.cmd.Wait()
	w.closePipes()
	w.mu.Lock()
	w.exit = err
	w.mu.Unlock()
	close(w.exited)
	p := w.p
	p.mu.Lock()
	delete(p.workers, w)
	for i, o := range p.idle {
		if o == w {
			p.idle = append(p.idle[:i], p.idle[i+1:]...)
			break
		}
	}
	closed := p.closed
	retired := w.retiring
	if retired {
		p.retired--
	}
	p.mu.Unlock()
	if closed || retired {
		// A retired worker was replaced when it was retired.
		return
	}
	p.replace()
}

func (w *worker) alive() bool {
	select {
	case <-w.exited:
		return false
	case <-w.client.Done():
		return false
	default:
		return true
	}
}

// kill ends the worker process, recording why.
func (w *worker) kill(reason string) {
	w.mu.Lock()
	if w.reason == "" {
		w.reason = reason
	}
	w.mu.Unlock()
	w.cmd.Process.Kill()
}

// shutdown closes the worker's stdin (it exits when its input ends) and kills
// it if it has not exited soon after.
func (w *worker) shutdown() {
	w.mu.Lock()
	c := w.client // nil while the worker is still starting
	w.mu.Unlock()
	if c != nil {
		// Close ends the worker's input, then waits for its reader to
		// end, which takes the worker's exit: the wait below bounds it.
		go c.Close()
	}
	select {
	case <-w.exited:
	case <-time.After(2 * time.Second):
		w.kill("the pool closed")
	}
}

// lost is the failure an execution ends with when its worker dies, or its
// connection closes because the pool is closing (then the shutdown error, as
// in-process: Execute maps a running execution's failure likewise, and this
// gives it to a retained execution's Err).
func (w *worker) lost() *codemode.Error {
	if w.p.closing() {
		return &codemode.Error{Kind: codemode.ErrCancelled, Message: codemode.TextShutdown}
	}
	select {
	case <-w.exited:
	case <-time.After(2 * time.Second):
		// Its connection ended and it still runs: its messages, or the
		// memory it shares with the pool, broke the protocol. It would
		// hold its place in the pool for nothing.
		w.kill("killed: its connection to the pool broke while it ran")
		select {
		case <-w.exited:
		case <-time.After(2 * time.Second):
		}
	}
	w.mu.Lock()
	reason := w.reason
	if reason == "" && w.exit != nil {
		reason = w.exit.Error()
	}
	if reason == "" {
		reason = "it exited"
	}
	w.mu.Unlock()
	return &codemode.Error{Kind: codemode.ErrWorker, Message: workerDiedText(reason)}
}

// execute runs one execution on the worker, killing it if the execution runs
// past its deadline plus grace, or past grace after ctx is done: the engine
// may be in a built-in that never checks for a stop. An execution ended so
// reports what stopped it (the timeout, or the cancellation), as it would
// have had the engine stopped in time, not the worker's death.
func (w *worker) execute(ctx context.Context, req codemode.Request, grace time.Duration) codemode.Result {
	timeout := req.Limits.WithDefaults().Timeout
	var (
		mu     sync.Mutex
		ending *codemode.Error // what the kill stands for, once armed by the context
		killed bool
	)
	overrun := func() {
		mu.Lock()
		killed = true
		mu.Unlock()
		w.p.overruns.Add(1)
		w.kill(killedReason(grace))
	}
	start := time.Now()
	watchdog := time.AfterFunc(timeout+grace, overrun)
	defer watchdog.Stop()
	stopAfter := context.AfterFunc(ctx, func() {
		mu.Lock()
		defer mu.Unlock()
		if !killed && time.Until(start.Add(timeout+grace)) > grace && watchdog.Stop() {
			ending = &codemode.Error{Kind: codemode.ErrCancelled, Message: executor.TextCancelled}
			watchdog.Reset(grace)
		}
	})
	defer stopAfter()
	res := w.client.Execute(ctx, req)
	mu.Lock()
	defer mu.Unlock()
	if killed && res.Error != nil && res.Error.Kind == codemode.ErrWorker {
		if ending != nil {
			res.Error = ending
		} else {
			res.Error = &codemode.Error{Kind: codemode.ErrTimeout, Message: executor.TimeoutText(timeout)}
		}
	}
	return res
}
