package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/internal/eventq"
	"github.com/codemode/codemode/internal/execlink"
	"github.com/codemode/codemode/protocol"
)

// Options configure the in-process executor. The zero value is ready to use.
type Options struct {
	// Prepared is how many fresh sandboxes the executor keeps ready, created
	// in the background while it is idle, so that an execution does not
	// wait for one. Zero takes the default, 1. A negative count is refused:
	// every Execute then fails with a request error saying so.
	Prepared int
	// NoPrepare turns preparation off: each execution creates its sandbox
	// when it starts. It suits a process that runs one program and exits
	// (`codemode run`), which would otherwise prepare a sandbox it never
	// uses.
	NoPrepare bool
	// Grace is how long past an execution's deadline (or its context's
	// cancellation, or Close) Execute waits for the engine to stop. A
	// built-in that loops in the engine's C code without checking for a
	// stop can outlast any deadline; when the grace period is over,
	// Execute returns the failure the engine would have reported (the
	// timeout, the cancellation or the shutdown) without it, and the
	// engine is counted (see Stats), logged, and reclaimed if it ever
	// stops. Zero takes the default, DefaultGrace (1s); a negative value is
	// refused.
	Grace time.Duration
	// NoWatchdog makes Execute wait for the engine however long it takes,
	// instead of returning at the end of the grace period. A pool worker
	// sets it: its parent kills the whole process instead.
	NoWatchdog bool
	// Logger receives a warning for each engine that did not stop within
	// the grace period. Default slog.Default().
	Logger *slog.Logger
	// MaxRetained caps the executions with RetainHandles the executor holds
	// at once, running or retained: each keeps its sandbox's memory slot,
	// 32 MiB of address space (see executor.RetainedAddressSpace). A request past
	// it is refused before it runs, with kind overloaded and
	// TextRetainedFull. Zero takes the default, DefaultMaxRetained (44:
	// what a pool worker's 4 GiB address space holds with room for
	// ordinary executions); a negative value is refused.
	MaxRetained int
}

// validate reports why opts cannot be used, or nil.
func (o Options) validate() error {
	if o.Prepared < 0 {
		return limitError(optionsPreparedText(o.Prepared))
	}
	if o.Grace < 0 {
		return limitError(optionsGraceText(o.Grace))
	}
	if o.MaxRetained < 0 {
		return limitError(optionsMaxRetainedText(o.MaxRetained))
	}
	return nil
}

// InProcess runs each program in a fresh sandbox in the calling process. It
// is safe for concurrent use; executions share nothing.
//
// Each sandbox allocates from its own memory region, restored from an image
// for every execution, so executions on parallel goroutines do not contend
// and in-process throughput scales with cores. For isolation (a crash, a
// runaway built-in or an address-space blow-up contained and killed with its
// process), use the worker-process pool (package pool).
//
// Execute returns by the deadline plus the grace period whatever the engine
// does (see Options.Grace), but an engine that does not stop keeps its
// goroutine and its memory until it does: only a worker process (package
// pool) can be killed.
type InProcess struct {
	optsErr error // why the Options cannot be used; every Execute fails with it

	spare   chan *asyncrt.Sandbox
	stop    chan struct{}
	closing chan struct{} // closed by Close: running executions get the grace period
	wg      sync.WaitGroup
	grace   time.Duration // negative with NoWatchdog: wait for the engine
	log     *slog.Logger

	unstopped atomic.Int64
	stuck     atomic.Int64
	prepared  atomic.Int64 // sandboxes prepare has made, for tests

	maxRetained int // Options.MaxRetained with its default

	mu       sync.Mutex
	closed   bool
	running  map[*asyncrt.Sandbox]struct{}
	retained map[*asyncrt.Retained]struct{}
	// retaining counts the executions with RetainHandles running or
	// retained, against maxRetained.
	retaining int
}

var _ Executor = (*InProcess)(nil)

// New returns an in-process executor. Options that cannot be used do not make
// New fail: every Execute reports them instead, as a request error.
func New(opts Options) *InProcess {
	grace := opts.Grace
	if grace == 0 {
		grace = DefaultGrace
	}
	if opts.NoWatchdog {
		grace = -1
	}
	x := &InProcess{
		stop:     make(chan struct{}),
		closing:  make(chan struct{}),
		grace:    grace,
		log:      newLogger(opts.Logger),
		running:  make(map[*asyncrt.Sandbox]struct{}),
		retained: make(map[*asyncrt.Retained]struct{}),
	}
	x.optsErr = opts.validate()
	x.maxRetained = opts.MaxRetained
	if x.maxRetained == 0 {
		x.maxRetained = DefaultMaxRetained
	}
	n := opts.Prepared
	if n == 0 {
		n = 1
	}
	if x.optsErr == nil && !opts.NoPrepare {
		x.spare = make(chan *asyncrt.Sandbox, n)
		x.wg.Add(1)
		go x.prepare()
	}
	return x
}

// prepare keeps the spare channel full until the executor closes.
func (x *InProcess) prepare() {
	defer x.wg.Done()
	for {
		s, err := asyncrt.Prepare()
		x.prepared.Add(1)
		if err != nil {
			// Creation failed (no memory); the next Execute creates
			// its own sandbox and reports the error if it persists.
			select {
			case <-x.stop:
				return
			default:
				continue
			}
		}
		select {
		case x.spare <- s:
		case <-x.stop:
			s.Close()
			return
		}
	}
}

// sandbox takes a ready sandbox or makes one. A slot that an earlier
// execution left restored and idle comes first: taking it costs nothing
// more, while taking a prepared sandbox wakes the goroutine that replaces
// it. Executions one after another then run on the restored slots alone
// (each is restored as its execution ends), and the prepared ones are spent
// when more executions run at once than slots are idle.
func (x *InProcess) sandbox() (*asyncrt.Sandbox, error) {
	if s, ok := asyncrt.Idle(); ok {
		return s, nil
	}
	if x.spare != nil {
		select {
		case s := <-x.spare:
			return s, nil
		default:
		}
	}
	// Making a sandbox is processor work all the way (mapping its slot,
	// the engine's setup, the C library's one allocator lock): with
	// thousands of executions arriving at once, more makers than
	// processors only contend, and every one of them waits longer. So
	// they take turns, as many at once as there are processors; those
	// waiting their turn sleep.
	makers <- struct{}{}
	defer func() { <-makers }()
	if s, ok := asyncrt.Idle(); ok {
		return s, nil
	}
	return asyncrt.New()
}

// makers holds a place for each sandbox being made (see InProcess.sandbox).
var makers = make(chan struct{}, runtime.GOMAXPROCS(0))

// Execute runs one program. See [Executor].
func (x *InProcess) Execute(ctx context.Context, req Request) Result {
	if x.optsErr != nil {
		return failed(ErrRequest, x.optsErr.Error())
	}
	req, durable, fail := prepareDurable(req)
	if fail != nil {
		return *fail
	}
	sreq, fail := compile(req)
	if fail != nil {
		return *fail
	}
	if req.OnEvent != nil {
		events := eventq.New(req.OnEvent)
		defer events.Close()
		sreq.OnEvent = events.Push
	}
	x.mu.Lock()
	closed := x.closed
	full := req.RetainHandles && !closed && x.retaining >= x.maxRetained
	if req.RetainHandles && !closed && !full {
		x.retaining++ // given back below, or when the retained execution ends
	}
	x.mu.Unlock()
	if closed {
		return failed(ErrClosed, TextClosed)
	}
	if full {
		return failed(ErrOverloaded, fmt.Sprintf(TextRetainedFull, x.maxRetained))
	}
	unreserve := func() {
		if req.RetainHandles {
			x.mu.Lock()
			x.retaining--
			x.mu.Unlock()
		}
	}
	// The sandbox first: when none can be made, nothing of the execution
	// has happened (no journal entry either), so a pool can run it on
	// another worker.
	s, err := x.sandbox()
	if err != nil {
		unreserve()
		return failed(ErrInternal, TextNoSandbox+err.Error())
	}
	if durable != nil {
		sreq.Journal = durable.journal
		durable.emitStart(req)
	}
	x.mu.Lock()
	if x.closed {
		x.mu.Unlock()
		s.Close()
		unreserve()
		return failed(ErrClosed, TextClosed)
	}
	x.running[s] = struct{}{}
	x.mu.Unlock()
	var res asyncrt.Result
	if x.grace < 0 {
		res = s.Run(ctx, sreq)
	} else if r, stopped := x.watch(ctx, s, sreq); !stopped {
		// The engine is reclaimed if it stops (a retained execution
		// it makes then is shut down): it is not retained.
		unreserve()
		return fromSandbox(r)
	} else {
		res = r
	}
	x.mu.Lock()
	delete(x.running, s)
	r := res.Retained
	var ended chan struct{}
	if r != nil {
		if x.closed {
			r.Shutdown()
		} else {
			x.retained[r] = struct{}{}
		}
		// Done is closed once the place is given back, so that a host
		// that waited for it can retain another at once.
		ended = make(chan struct{})
		go func() {
			<-r.Done()
			x.mu.Lock()
			delete(x.retained, r)
			x.retaining--
			x.mu.Unlock()
			close(ended)
		}()
	}
	x.mu.Unlock()
	if r == nil {
		unreserve()
	}
	out := fromSandbox(res)
	if ended != nil {
		out.Retained = retainedAdapter{r, ended}
	}
	if durable != nil {
		durable.finish(&out, res)
	}
	return out
}

// Close stops preparing sandboxes and ends running executions with a shutdown
// error. It waits for retained executions to end, within the grace period. It
// is safe to call more than once.
func (x *InProcess) Close() error {
	x.mu.Lock()
	if x.closed {
		x.mu.Unlock()
		return nil
	}
	x.closed = true
	close(x.closing)
	for s := range x.running {
		s.Shutdown()
	}
	retained := make([]*asyncrt.Retained, 0, len(x.retained))
	for r := range x.retained {
		r.Shutdown()
		retained = append(retained, r)
	}
	x.mu.Unlock()
	if left := x.waitRetained(retained); left > 0 {
		n := x.unstopped.Add(int64(left))
		x.log.Warn("codemode: retained executions did not stop within the grace period; Close returned without them",
			"count", left, "grace", x.grace, "unstopped_total", n)
	}
	close(x.stop)
	x.wg.Wait()
	if x.spare != nil {
		for {
			select {
			case s := <-x.spare:
				s.Close()
				continue
			default:
			}
			break
		}
	}
	return nil
}

// compile checks a request and turns it into the sandbox's form. A non-nil
// Result means the request is refused.
func compile(req Request) (*asyncrt.Request, *Result) {
	if err := req.Validate(); err != nil {
		r := failed(ErrRequest, err.Error())
		return nil, &r
	}
	providers, err := lastProviders.convert(req.Providers)
	if err != nil {
		r := failed(ErrProvider, err.Error())
		return nil, &r
	}
	l := req.Limits.WithDefaults()
	sreq := &asyncrt.Request{
		Code:          req.Code,
		Dispatch:      asyncrt.DispatchFunc(req.Dispatch),
		DispatchAsync: asyncrt.AsyncDispatchFunc(req.DispatchAsync),
		// Inline only for a Dispatch that says it does not block (and
		// is the one in use).
		DispatchInline: req.NonBlockingDispatch && req.DispatchAsync == nil && req.Dispatch != nil,
		Retain:         req.RetainHandles,
		OnLog:          req.OnLog,
		WrapContext:    wrapContext,
		Limits:         l.sandboxLimits(),
	}
	if req.Outbound != nil {
		sreq.Outbound = outboundAdapter(req.Outbound)
	}
	sreq.Providers = providers
	return sreq, nil
}

// lastProviders is the providers of the last request compiled, converted:
// hosts send the same providers with every request, and checking their
// names and converting them cost more than comparing them.
var lastProviders providerCache

// providerCache keeps one list of providers, validated and converted.
type providerCache struct {
	mu   sync.Mutex
	from []Provider         // the fields the conversion reads (not Tools)
	to   []asyncrt.Provider // never changed once made: requests share it
}

// convert checks the names of ps and returns them in the sandbox's form,
// the cached list when ps is the same as the last list converted.
func (c *providerCache) convert(ps []Provider) ([]asyncrt.Provider, error) {
	if len(ps) == 0 {
		return nil, nil
	}
	c.mu.Lock()
	if c.same(ps) {
		to := c.to
		c.mu.Unlock()
		return to, nil
	}
	c.mu.Unlock()
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	if err := protocol.ValidateProviderNames(names); err != nil {
		return nil, err
	}
	from := make([]Provider, len(ps))
	to := make([]asyncrt.Provider, len(ps))
	for i, p := range ps {
		from[i] = Provider{Name: p.Name, Args: p.Args, Prelude: p.Prelude, ProxySource: p.ProxySource}
		to[i] = asyncrt.Provider{
			Name:        p.Name,
			Positional:  p.Args != OptionsObject,
			Prelude:     p.Prelude,
			ProxySource: p.ProxySource,
		}
	}
	c.mu.Lock()
	c.from, c.to = from, to
	c.mu.Unlock()
	return to, nil
}

// same reports whether ps converts to c.to; c.mu is held.
func (c *providerCache) same(ps []Provider) bool {
	if len(ps) != len(c.from) {
		return false
	}
	for i := range ps {
		p, q := &ps[i], &c.from[i]
		if p.Name != q.Name || p.Args != q.Args || p.Prelude != q.Prelude || p.ProxySource != q.ProxySource {
			return false
		}
	}
	return true
}

func fromSandbox(r asyncrt.Result) Result {
	out := Result{Logs: r.Logs}
	if out.Logs == nil {
		out.Logs = []string{}
	}
	if r.Failure != nil {
		f := r.Failure
		out.Error = &Error{Kind: ErrorKind(f.Kind), Message: f.Message, Line: f.Line, Column: f.Column, Stack: f.Stack}
		return out
	}
	if r.Value != "" {
		out.Value = []byte(r.Value)
	}
	out.UnhandledRejections = r.UnhandledRejections
	if r.Retained != nil {
		out.Retained = retainedAdapter{r.Retained, nil}
	}
	return out
}

// wrapContext puts the sandbox's invoker into the context of its calls.
func wrapContext(ctx context.Context, inv asyncrt.Invoker) context.Context {
	return execlink.WithInvoker(ctx, invokerAdapter{inv})
}

// invokerAdapter translates the sandbox's handle errors.
type invokerAdapter struct{ inv asyncrt.Invoker }

func (a invokerAdapter) InvokeHandle(ctx context.Context, id, argsJSON string) (string, error) {
	out, err := a.inv.InvokeHandle(ctx, id, argsJSON)
	return out, handleError(err)
}

func handleError(err error) error {
	var he *asyncrt.HandleError
	if errors.As(err, &he) {
		return &HandleError{Thrown: he.Thrown, Message: he.Message}
	}
	return err
}

// retainedAdapter is the Retained of an in-process execution; done, if not
// nil, is closed after the sandbox's Done, once the executor has given back
// its place.
type retainedAdapter struct {
	r    *asyncrt.Retained
	done chan struct{}
}

func (a retainedAdapter) Invoke(ctx context.Context, h protocol.Handle, args ...any) (json.RawMessage, error) {
	return invokeWith(ctx, a, h.ID, args)
}

func (a retainedAdapter) InvokeHandle(ctx context.Context, id, argsJSON string) (string, error) {
	out, err := a.r.Invoke(ctx.Done(), id, argsJSON)
	return out, handleError(err)
}

func (a retainedAdapter) Release() { a.r.Release() }
func (a retainedAdapter) Done() <-chan struct{} {
	if a.done != nil {
		return a.done
	}
	return a.r.Done()
}

func (a retainedAdapter) Err() error {
	f := a.r.Err()
	if f == nil {
		return nil
	}
	return &Error{Kind: ErrorKind(f.Kind), Message: f.Message, Line: f.Line, Column: f.Column, Stack: f.Stack}
}

// outboundAdapter converts between the public and the sandbox's request types.
func outboundAdapter(f OutboundFunc) asyncrt.OutboundFunc {
	return func(ctx context.Context, r *asyncrt.OutboundRequest) (*asyncrt.OutboundResponse, error) {
		resp, err := f(ctx, &OutboundRequest{Method: r.Method, URL: r.URL, Header: r.Header, Body: r.Body, MaxResponseBytes: r.MaxResponseBytes, Redirect: r.Redirect})
		if err != nil || resp == nil {
			return nil, err
		}
		return &asyncrt.OutboundResponse{Status: resp.Status, StatusText: resp.StatusText, Header: resp.Header, Body: resp.Body, URL: resp.URL}, nil
	}
}
