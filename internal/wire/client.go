package wire

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/protocol"
)

// ClientOptions configure a Client.
type ClientOptions struct {
	// Handshake sends hello and waits for welcome (the daemon); without it
	// the client waits for the welcome the server sends first (a worker).
	Handshake bool
	// Token is sent in hello.
	Token string
	// Name is sent in hello.
	Name string
	// Lost, if set, gives the failure live executions end with when the
	// connection ends (the pool reports the worker's death this way); the
	// default is the connection-lost error.
	Lost func() *codemode.Error
	// OnDrain, if set, is called once when the server says it is draining
	// (a drain message, with the grace it states, 0 if none); hello then
	// lists FeatureDrain.
	OnDrain func(grace time.Duration)
}

// Client owns the tools: it sends programs to a Server and answers their tool
// calls, fetches and logs with the Request's functions. Many executions share
// its one connection.
type Client struct {
	t    Transport
	opts ClientOptions

	// Welcome is the server's welcome message.
	Welcome *Message

	mu     sync.Mutex
	execs  map[string]*clientExec
	aborts map[uint32]context.CancelFunc // fetches in flight, by connection-wide call
	next   uint64
	ended  bool
	lost   *codemode.Error
	closed chan struct{}

	draining atomic.Bool // the server sent drain

	// The reader role: one goroutine at a time reads and routes the
	// server's messages. It runs a call's Dispatch itself (see callInline),
	// and inline then holds the number of that dispatch; whoever swaps it
	// back to zero decides who reads next: the dispatch's own goroutine when
	// it returns (it goes on reading), or the watchdog, or a goroutine about
	// to wait for a message (they start a new reader).
	inline    atomic.Uint64
	inlineSeq uint64      // owned by the reader
	slow      atomic.Bool // the last dispatch was slow: run calls on goroutines of their own
	watchdog  *time.Timer
	watching  atomic.Bool   // the watchdog is armed
	watchSeen atomic.Uint64 // the inline dispatch the watchdog saw last
}

// How long a dispatch may hold the reader. A Dispatch that runs longer than
// slowDispatch sends the next calls to goroutines of their own (until one of
// them is fast again); one that holds the reader for a whole watchdog period
// (between handoffCheck and twice that) has reading handed to a new goroutine,
// so that other calls, logs and results are not held up behind it and a
// dispatch that waits for the connection cannot deadlock it.
const (
	slowDispatch = 200 * time.Microsecond
	handoffCheck = 500 * time.Microsecond
)

// NewClient performs the handshake on t and starts reading. ctx bounds the
// handshake only.
func NewClient(ctx context.Context, t Transport, opts ClientOptions) (*Client, error) {
	c := &Client{t: t, opts: opts, execs: make(map[string]*clientExec), aborts: make(map[uint32]context.CancelFunc), closed: make(chan struct{})}
	if opts.Handshake {
		hello := &Message{Type: TypeHello, Version: Version, Token: opts.Token, Client: opts.Name}
		if opts.OnDrain != nil {
			hello.Features = []string{FeatureDrain}
		}
		if err := t.Send(ctx, hello); err != nil {
			t.Close()
			return nil, err
		}
	}
	m, err := t.Recv(ctx)
	if err != nil {
		t.Close()
		return nil, err
	}
	switch m.Type {
	case TypeWelcome:
		c.Welcome = m
	case TypeError:
		t.Close()
		return nil, &ProtocolError{Code: m.Code, Message: m.Message}
	default:
		t.Close()
		return nil, fmt.Errorf("the server sent %s instead of welcome", m.Type)
	}
	c.watchdog = time.AfterFunc(time.Hour, c.watch)
	c.watchdog.Stop()
	go c.read()
	return c, nil
}

// Done is closed when the connection has ended.
func (c *Client) Done() <-chan struct{} { return c.closed }

// Live reports how many executions (retained ones included) are live.
func (c *Client) Live() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.execs)
}

// Close ends the connection; live executions end with the connection error.
func (c *Client) Close() error {
	err := c.t.Close()
	c.yield()
	<-c.closed
	return err
}

type clientExec struct {
	c   *Client
	id  string
	req codemode.Request

	mu      sync.Mutex
	logs    []string
	done    chan codemode.Result
	dctx    context.Context
	dcancel context.CancelFunc
	invokes map[uint32]chan *Message
	nextInv uint32
	ended   chan struct{}   // closed when a retained execution ends
	endErr  *codemode.Error // why it ended (ended.error, or the connection's loss); set before ended closes
	entered sync.WaitGroup  // calls received but not yet inside Dispatch
	over    bool            // done or lost
	refused bool            // the server refused it: it is shutting down
}

// Execute runs req on the server. See codemode.Executor.
func (c *Client) Execute(ctx context.Context, req codemode.Request) codemode.Result {
	res, _ := c.execute(ctx, req)
	return res
}

// execute is Execute and Try.
func (c *Client) execute(ctx context.Context, req codemode.Request) (codemode.Result, bool) {
	if ctx.Err() != nil {
		return codemode.Result{Error: &codemode.Error{Kind: codemode.ErrCancelled, Message: "Execution was cancelled."}, Logs: []string{}}, false
	}
	if err := req.Validate(); err != nil {
		return codemode.Result{Error: &codemode.Error{Kind: codemode.ErrRequest, Message: err.Error()}, Logs: []string{}}, false
	}
	c.mu.Lock()
	if c.ended {
		lost := c.lost
		c.mu.Unlock()
		return codemode.Result{Error: lost, Logs: []string{}}, false
	}
	c.next++
	id := "e" + strconv.FormatUint(c.next, 10)
	x := &clientExec{c: c, id: id, req: req, done: make(chan codemode.Result, 1), invokes: make(map[uint32]chan *Message), ended: make(chan struct{})}
	x.dctx, x.dcancel = context.WithCancel(context.WithoutCancel(ctx))
	x.dctx = executor.ContextWithInvoker(x.dctx, x)
	c.execs[id] = x
	c.mu.Unlock()

	m := &Message{Type: TypeExecute, ID: id, Code: req.Code, Providers: WireProviders(req.Providers), Limits: WireLimits(req.Limits),
		Outbound: req.Outbound != nil, RetainHandles: req.RetainHandles}
	if fail := durableExecute(m, req); fail != nil {
		c.drop(x)
		x.dcancel()
		return *fail, false
	}
	// Writes never use the request's context: cancelling a write midway
	// may close the connection every execution shares.
	if err := c.t.Send(context.Background(), m); err != nil {
		c.drop(x)
		x.dcancel()
		return codemode.Result{Error: &codemode.Error{Kind: codemode.ErrConnection, Message: TextConnectionLost}, Logs: []string{}}, false
	}
	if req.SuspendOn != nil && m.Durable {
		go func() {
			select {
			case <-req.SuspendOn:
				_ = c.t.Send(context.Background(), &Message{Type: TypeSuspend, ID: id})
			case <-x.ended:
			}
		}()
	}
	// The caller may be a Dispatch running on the reader (a tool that runs
	// a program of its own): only the reader delivers done.
	c.yield()
	var res codemode.Result
	select {
	case res = <-x.done:
	case <-ctx.Done():
		_ = c.t.Send(context.Background(), &Message{Type: TypeCancel, ID: id})
		res = <-x.done
	}
	x.mu.Lock()
	refused := x.refused
	x.mu.Unlock()
	overloaded := res.Error != nil && res.Error.Kind == codemode.ErrOverloaded
	return res, !refused && !overloaded
}

func (c *Client) drop(x *clientExec) {
	c.mu.Lock()
	if c.execs[x.id] == x {
		delete(c.execs, x.id)
	}
	c.mu.Unlock()
}

// read routes the server's messages until the connection ends, or until
// another goroutine takes over reading.
func (c *Client) read() {
	for {
		m, err := c.t.Recv(context.Background())
		if err != nil {
			c.shutdown()
			return
		}
		if m.Type == TypeError && m.ID == "" {
			c.shutdown()
			return // a connection-level error: the server closes
		}
		if !c.route(m) {
			return
		}
	}
}

// route handles one message from the server. It reports whether this
// goroutine is still the reader.
func (c *Client) route(m *Message) bool {
	if m.Type == TypeDrain {
		c.drainReceived(m)
		return true
	}
	if m.Type == TypeAbort {
		// Routed by call alone: it may come after the execution's done.
		c.mu.Lock()
		cancel := c.aborts[m.Call]
		c.mu.Unlock()
		if cancel != nil {
			cancel()
		}
		return true
	}
	c.mu.Lock()
	x := c.execs[m.ID]
	c.mu.Unlock()
	if x == nil {
		return true
	}
	switch m.Type {
	case TypeLog:
		x.mu.Lock()
		x.logs = append(x.logs, *m.Line)
		x.mu.Unlock()
		if x.req.OnLog != nil {
			x.req.OnLog(*m.Line)
		}
	case TypeCall:
		if x.req.DispatchAsync != nil {
			x.callAsync(m)
			return true
		}
		x.entered.Add(1)
		if c.slow.Load() {
			go x.call(m)
			return true
		}
		return c.callInline(x, m)
	case TypeFetch:
		ctx, cancel := context.WithCancel(x.dctx)
		c.mu.Lock()
		c.aborts[m.Call] = cancel
		c.mu.Unlock()
		go func() {
			defer cancel()
			x.fetch(ctx, m)
			c.mu.Lock()
			delete(c.aborts, m.Call)
			c.mu.Unlock()
		}()
	case TypeJournal:
		if x.req.OnJournal != nil {
			x.req.OnJournal(*m.Entry)
		}
	case TypeDone:
		x.finish(m)
		// finish has woken the goroutine waiting in Execute: let it run
		// on this thread now, rather than wait for another thread to be
		// woken for it if this one's next read blocks it.
		runtime.Gosched()
	case TypeInvoked:
		x.mu.Lock()
		ch := x.invokes[m.Invoke]
		delete(x.invokes, m.Invoke)
		x.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	case TypeEnded:
		x.end(endedError(m))
	case TypeError:
		switch m.Code {
		case CodeUnknownExecution:
			x.end(nil)
		case CodeShuttingDown:
			x.mu.Lock()
			x.refused = true
			x.mu.Unlock()
		}
	}
	return true
}

// callInline answers a call with the Request's Dispatch on the reader itself:
// a typical tool answers in microseconds, and handing each call to a goroutine
// of its own costs a goroutine, a thread wake-up and a stack to grow per call,
// as much as the rest of the parent's work. It reports whether this goroutine
// is still the reader: if the dispatch held it too long, another goroutine
// reads now, and this one ends after sending its answer.
func (c *Client) callInline(x *clientExec, m *Message) (reading bool) {
	c.inlineSeq++
	seq := c.inlineSeq
	c.inline.Store(seq)
	if !c.watching.Load() && c.watching.CompareAndSwap(false, true) {
		c.watchdog.Reset(handoffCheck)
	}
	returned := false
	defer func() {
		if !returned {
			// The dispatch called runtime.Goexit: someone else reads.
			c.handOff(seq, false)
		}
	}()
	x.entered.Done()
	start := time.Now()
	env, suspend := callDispatch(x.dctx, x.req.Dispatch, m.Provider, m.Tool, m.Args)
	returned = true
	c.slow.Store(time.Since(start) > slowDispatch)
	reading = c.inline.CompareAndSwap(seq, 0)
	am := getOutgoing()
	am.Type, am.ID, am.Call, am.Envelope, am.Suspend = TypeAnswer, x.id, m.Call, env, suspend
	_ = c.t.Send(context.Background(), am)
	putOutgoing(am)
	return reading
}

// handOff starts a new reader if inline dispatch seq still holds the reader.
func (c *Client) handOff(seq uint64, slow bool) bool {
	if seq == 0 || !c.inline.CompareAndSwap(seq, 0) {
		return false
	}
	if slow {
		c.slow.Store(true)
	}
	go c.read()
	return true
}

// yield hands reading to a new goroutine if the reader is running a dispatch:
// the caller, which is about to wait for a message only the reader delivers,
// may be that dispatch.
func (c *Client) yield() {
	c.handOff(c.inline.Load(), false)
}

// watch is the watchdog: it hands reading on when one inline dispatch has held
// the reader since its previous look, and looks again while dispatches run
// inline. It is armed by callInline, not per call but once per period, so an
// idle or fast connection costs it nothing per call.
func (c *Client) watch() {
	c.watching.Store(false)
	s := c.inline.Load()
	if s == 0 {
		return
	}
	if c.watchSeen.Swap(s) == s {
		c.handOff(s, true)
		return
	}
	if c.watching.CompareAndSwap(false, true) {
		c.watchdog.Reset(handoffCheck)
	}
}

// shutdown ends every live execution with the connection error.
func (c *Client) shutdown() {
	lost := &codemode.Error{Kind: codemode.ErrConnection, Message: TextConnectionLost}
	if c.opts.Lost != nil {
		lost = c.opts.Lost()
	}
	c.mu.Lock()
	c.ended = true
	c.lost = lost
	execs := make([]*clientExec, 0, len(c.execs))
	for _, x := range c.execs {
		execs = append(execs, x)
	}
	c.execs = map[string]*clientExec{}
	c.mu.Unlock()
	for _, x := range execs {
		x.mu.Lock()
		over := x.over
		x.over = true
		logs := x.logs
		x.mu.Unlock()
		if !over {
			x.dcancel()
			x.done <- codemode.Result{Error: lost, Logs: orEmpty(logs)}
		}
		x.end(lost)
	}
	c.t.Close()
	c.watchdog.Stop()
	close(c.closed)
}

func orEmpty(l []string) []string {
	if l == nil {
		return []string{}
	}
	return l
}

// failure reads done.error or ended.error.
func failure(v jsontext.Value) *codemode.Error {
	var f FailureInfo
	if json.Unmarshal(v, &f) != nil || f.Kind == "" {
		f = FailureInfo{Kind: codemode.ErrInternal, Message: "The executor sent an error the client cannot read: " + string(v)}
	}
	return &codemode.Error{Kind: f.Kind, Message: f.Message, Line: f.Line, Column: f.Column, Stack: f.Stack}
}

// endedError is why ended says a retained execution ended: nil when it was
// released or had nothing left to run.
func endedError(m *Message) *codemode.Error {
	if len(m.Error) == 0 {
		return nil
	}
	return failure(m.Error)
}

// finish delivers done.
func (x *clientExec) finish(m *Message) {
	res := codemode.Result{Value: json.RawMessage(m.Result), UnhandledRejections: m.UnhandledRejections}
	if len(m.Checkpoint) > 0 {
		res.Suspended = suspension(m.Checkpoint)
	}
	if len(m.Error) > 0 {
		res.Value = nil
		res.Error = failure(m.Error)
		switch res.Error.Kind {
		case codemode.ErrTimeout, codemode.ErrCancelled, codemode.ErrMemory, codemode.ErrWorker, codemode.ErrConnection, codemode.ErrSuspended:
			x.dcancel() // the program's calls are cut off with it
		}
	}
	// A call leaves the sandbox when it is made: the result is not
	// delivered before every call it made is inside Dispatch.
	x.entered.Wait()
	x.mu.Lock()
	if x.over {
		x.mu.Unlock()
		return
	}
	x.over = true
	res.Logs = orEmpty(append(m.ReplayedLogs, x.logs...))
	x.mu.Unlock()
	if m.Retained {
		res.Retained = x
	} else {
		x.c.drop(x)
		x.mu.Lock()
		select {
		case <-x.ended: // the connection's loss ended it first
		default:
			close(x.ended)
		}
		x.mu.Unlock()
	}
	x.done <- res
}

// end marks a retained execution ended, err being why (nil when it was
// released or had nothing left to run).
func (x *clientExec) end(err *codemode.Error) {
	x.mu.Lock()
	invokes := x.invokes
	x.invokes = map[uint32]chan *Message{}
	select {
	case <-x.ended:
	default:
		x.endErr = err
		close(x.ended)
	}
	x.mu.Unlock()
	for _, ch := range invokes {
		ch <- &Message{Type: TypeInvoked, Error: jsontext.Value(`"The handle cannot be invoked: its execution has ended."`)}
	}
	x.c.drop(x)
}

// call answers one call with the Request's Dispatch, on a goroutine of its
// own (after a slow dispatch: see callInline).
func (x *clientExec) call(m *Message) {
	x.entered.Done()
	start := time.Now()
	env, suspend := callDispatch(x.dctx, x.req.Dispatch, m.Provider, m.Tool, m.Args)
	if time.Since(start) <= slowDispatch {
		x.c.slow.Store(false)
	}
	_ = x.c.t.Send(context.Background(), &Message{Type: TypeAnswer, ID: x.id, Call: m.Call, Envelope: env, Suspend: suspend})
}

// callAsync relays one call to an asynchronous dispatch, from the read loop.
func (x *clientExec) callAsync(m *Message) {
	var once sync.Once
	reply := func(env string, err error) {
		once.Do(func() {
			answer := getOutgoing()
			answer.Type, answer.ID, answer.Call, answer.Envelope = TypeAnswer, x.id, m.Call, env
			if reason, ok := protocol.SuspendReasonOf(err); ok {
				answer.Envelope, answer.Suspend = "", reason
			} else if err != nil {
				answer.Envelope = protocol.ErrorEnvelope(err.Error())
			}
			_ = x.c.t.Send(context.Background(), answer)
			putOutgoing(answer)
		})
	}
	defer func() {
		if p := recover(); p != nil {
			reply("", fmt.Errorf("dispatch panicked: %v", p))
		}
	}()
	x.req.DispatchAsync(x.dctx, m.Provider, m.Tool, m.Args, reply)
}

// callDispatch calls the host's dispatch, turning a Go error, a panic or a
// missing dispatch into an error envelope; a dispatch that asks to suspend
// gives the reason instead.
func callDispatch(ctx context.Context, dispatch codemode.DispatchFunc, provider, tool, args string) (env, suspend string) {
	if dispatch == nil {
		return protocol.ErrorEnvelope(protocol.ToolNotFoundText(tool)), ""
	}
	defer func() {
		if p := recover(); p != nil {
			env, suspend = protocol.ErrorEnvelope(fmt.Sprintf("dispatch panicked: %v", p)), ""
		}
	}()
	out, err := dispatch(ctx, provider, tool, args)
	if reason, ok := protocol.SuspendReasonOf(err); ok {
		return "", reason
	}
	if err != nil {
		return protocol.ErrorEnvelope(err.Error()), ""
	}
	return out, ""
}

// fetch answers one fetch with the Request's Outbound.
func (x *clientExec) fetch(ctx context.Context, m *Message) {
	reply := &Message{Type: TypeFetched, ID: x.id, Call: m.Call}
	fail := func(err error) {
		reply.Error, _ = json.Marshal(err.Error())
	}
	if x.req.Outbound == nil {
		fail(errors.New("this client offers no network"))
	} else if body, err := decodeBody(m.Body); err != nil {
		fail(err)
	} else {
		redirect := m.Redirect
		if redirect == "" {
			redirect = "follow"
		}
		resp, err := callOutbound(ctx, x.req.Outbound, &codemode.OutboundRequest{Method: m.Method, URL: m.URL, Header: m.Headers, Body: body, MaxResponseBytes: m.MaxResponseBytes, Redirect: redirect})
		if err != nil {
			fail(err)
		} else {
			reply.Status, reply.StatusText, reply.URL, reply.Headers, reply.Body = resp.Status, resp.StatusText, resp.URL, resp.Header, encodeBody(resp.Body)
		}
	}
	_ = x.c.t.Send(context.Background(), reply)
}

func callOutbound(ctx context.Context, f codemode.OutboundFunc, r *codemode.OutboundRequest) (resp *codemode.OutboundResponse, err error) {
	defer func() {
		if p := recover(); p != nil {
			resp, err = nil, fmt.Errorf("outbound panicked: %v", p)
		}
	}()
	resp, err = f(ctx, r)
	if err == nil && resp == nil {
		err = errors.New("outbound returned no response")
	}
	return resp, err
}

// InvokeHandle implements executor.Invoker over the connection.
func (x *clientExec) InvokeHandle(ctx context.Context, id, argsJSON string) (string, error) {
	ch := make(chan *Message, 1)
	x.mu.Lock()
	select {
	case <-x.ended:
		x.mu.Unlock()
		return "", &codemode.HandleError{Message: endedHandleText(id)}
	default:
	}
	x.nextInv++
	n := x.nextInv
	x.invokes[n] = ch
	x.mu.Unlock()
	if err := x.c.t.Send(context.Background(), &Message{Type: TypeInvoke, ID: x.id, Invoke: n, Handle: id, Args: argsJSON}); err != nil {
		return "", &codemode.HandleError{Message: endedHandleText(id)}
	}
	// Invoked from inside a dispatch (its usual place), the caller may be
	// running on the reader, which alone delivers invoked.
	x.c.yield()
	select {
	case m := <-ch:
		if len(m.Error) > 0 {
			var text string
			if json.Unmarshal(m.Error, &text) != nil {
				text = string(m.Error)
			}
			if m.Type == TypeInvoked && m.Invoke == 0 {
				text = endedHandleText(id)
			}
			return "", &codemode.HandleError{Thrown: m.Thrown, Message: text}
		}
		return string(m.Result), nil
	case <-ctx.Done():
		x.mu.Lock()
		delete(x.invokes, n)
		x.mu.Unlock()
		return "", ctx.Err()
	}
}

// Invoke implements codemode.Retained.
func (x *clientExec) Invoke(ctx context.Context, h protocol.Handle, args ...any) (json.RawMessage, error) {
	if args == nil {
		args = []any{}
	}
	a, err := protocol.Stringify(args)
	if err != nil {
		return nil, err
	}
	out, err := x.InvokeHandle(ctx, h.ID, a)
	if err != nil || out == "" {
		return nil, err
	}
	return json.RawMessage(out), nil
}

// Release implements codemode.Retained.
func (x *clientExec) Release() {
	select {
	case <-x.ended:
		return
	default:
	}
	_ = x.c.t.Send(context.Background(), &Message{Type: TypeRelease, ID: x.id})
}

// Done implements codemode.Retained.
func (x *clientExec) Done() <-chan struct{} { return x.ended }

// Err implements codemode.Retained.
func (x *clientExec) Err() error {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.endErr == nil {
		return nil
	}
	return x.endErr
}
