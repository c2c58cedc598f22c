package wire

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
	"github.com/codemode/codemode/protocol"
)

// errConnectionLost fails a fetch whose client went away.
var errConnectionLost = textError(TextConnectionLost)

// textError is an error whose text is a sentence for the program.
type textError string

func (e textError) Error() string { return string(e) }

// Hooks observe a server's executions, for metrics and logs. Each may be nil.
type Hooks struct {
	// Started is called when an execution starts.
	Started func()
	// Finished is called with every execution's result and duration.
	Finished func(res codemode.Result, took time.Duration)
	// ToolCall is called for every call relayed to the client.
	ToolCall func()
}

// Server runs programs for the peer at the other end of a Transport: the
// daemon for its WebSocket clients, a worker for the pool.
type Server struct {
	// Executor runs the programs.
	Executor codemode.Executor
	// MaxLimits clamp what a client asks for (zero fields do not clamp).
	MaxLimits codemode.Limits
	// Name is sent in welcome.
	Name string
	// Handshake makes the server wait for hello (the daemon); without it
	// the server sends welcome first (a worker).
	Handshake bool
	// Authorize, if set, checks hello.token; false refuses the client.
	Authorize func(token string) bool
	// Accepted, if set, is called once hello has been accepted, before
	// welcome is sent and the next message is read (the daemon lifts its
	// small pre-authentication frame limit and its hello timer there).
	Accepted func()
	// Draining, if set, reports that new executions are refused.
	Draining func() bool
	// Drain, if set, is announced to clients that list FeatureDrain in
	// hello: a drain message when it starts (see drain.go).
	Drain *DrainNotice
	// Hooks observe executions.
	Hooks Hooks
	// Yield makes the reading goroutine yield after it hands an answer to
	// the program waiting for it, so that the program runs on this thread
	// at once, before the reader's next read. A pool's worker sets it: it
	// runs on one processor, where the program would otherwise wait for
	// the reader to poll its pipe or sleep.
	Yield bool
}

// Serve speaks the protocol on t until the peer goes away, ctx is done, or the
// peer breaks the protocol. When it returns, every execution the peer started
// has been cancelled and latched, and its retained executions released.
func (s *Server) Serve(ctx context.Context, t Transport) error {
	tctx := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	c := &serverConn{s: s, t: t, ctx: ctx, tctx: tctx, execs: make(map[string]*serverExec), calls: make(map[uint32]func(*Message)), fetches: make(map[uint32]chan *Message), lost: make(chan struct{})}
	defer c.shutdown()
	hello, err := c.handshake(tctx)
	if err != nil {
		return err
	}
	c.watchDrain(hello)
	for {
		m, err := t.Recv(tctx)
		if err != nil {
			var pe *ProtocolError
			if errors.As(err, &pe) {
				_ = t.Send(tctx, ErrorMessage("", pe.Code, pe.Message))
				return err
			}
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		if err := c.handle(m); err != nil {
			var pe *ProtocolError
			if errors.As(err, &pe) {
				_ = t.Send(tctx, ErrorMessage(m.ID, pe.Code, pe.Message))
			}
			return err
		}
	}
}

type serverConn struct {
	s   *Server
	t   Transport
	ctx context.Context // the executions'; cancelled when Serve returns
	// tctx is the context given to Serve, the one the transport is used
	// with: a transport can watch it once for the whole connection rather
	// than once per message.
	tctx context.Context

	mu       sync.Mutex
	execs    map[string]*serverExec
	calls    map[uint32]func(*Message) // answers awaited, by connection-wide call number
	fetches  map[uint32]chan *Message  // fetch responses awaited
	nextCall uint32
	lost     chan struct{} // closed when the connection is gone: latch
	wg       sync.WaitGroup
}

// handshake exchanges hello and welcome; it returns the client's hello (nil
// without a handshake).
func (c *serverConn) handshake(ctx context.Context) (*Message, error) {
	maxLimits := WireLimits(c.s.MaxLimits)
	welcome := &Message{Type: TypeWelcome, Version: Version, Server: c.s.Name, MaxLimits: maxLimits, Features: c.s.features()}
	if !c.s.Handshake {
		return nil, c.t.Send(ctx, welcome)
	}
	m, err := c.t.Recv(ctx)
	if err != nil {
		var pe *ProtocolError
		if errors.As(err, &pe) {
			_ = c.t.Send(ctx, ErrorMessage("", pe.Code, pe.Message))
		}
		return nil, err
	}
	if m.Type != TypeHello {
		_ = c.t.Send(ctx, ErrorMessage("", CodeHelloRequired, "The first message must be hello."))
		return nil, &ProtocolError{Code: CodeHelloRequired, Message: "first message " + m.Type}
	}
	if m.Version != Version {
		msg := protocolVersionText(m.Version)
		_ = c.t.Send(ctx, ErrorMessage("", CodeUnsupportedVersion, msg))
		return nil, &ProtocolError{Code: CodeUnsupportedVersion, Message: msg}
	}
	if c.s.Authorize != nil && !c.s.Authorize(m.Token) {
		_ = c.t.Send(ctx, ErrorMessage("", CodeUnauthorized, "The token is missing or wrong."))
		return nil, &ProtocolError{Code: CodeUnauthorized, Message: "bad token"}
	}
	if c.s.Accepted != nil {
		c.s.Accepted()
	}
	return m, c.t.Send(ctx, welcome)
}

func (c *serverConn) send(m *Message) error { return c.t.Send(c.tctx, m) }

func (c *serverConn) exec(id string) *serverExec {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.execs[id]
}

func (c *serverConn) handle(m *Message) error {
	switch m.Type {
	case TypeExecute:
		c.start(m)
	case TypeAnswer:
		c.mu.Lock()
		reply := c.calls[m.Call]
		delete(c.calls, m.Call)
		c.mu.Unlock()
		if reply != nil {
			reply(m)
			if c.s.Yield {
				runtime.Gosched()
			}
		}
	case TypeFetched:
		c.mu.Lock()
		ch := c.fetches[m.Call]
		delete(c.fetches, m.Call)
		c.mu.Unlock()
		if ch != nil {
			ch <- m
			if c.s.Yield {
				runtime.Gosched()
			}
		}
	case TypeCancel:
		if x := c.exec(m.ID); x != nil {
			x.cancel()
		}
	case TypeSuspend:
		if x := c.exec(m.ID); x != nil {
			x.suspendOnce.Do(func() { close(x.suspend) })
		}
	case TypeInvoke:
		x := c.exec(m.ID)
		if x == nil {
			return c.send(ErrorMessage(m.ID, CodeUnknownExecution, unknownExecutionText(m.ID)))
		}
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			x.invoke(m)
		}()
	case TypeRelease:
		x := c.exec(m.ID)
		if x == nil {
			return c.send(ErrorMessage(m.ID, CodeUnknownExecution, unknownExecutionText(m.ID)))
		}
		x.release()
	case TypeHello:
		return &ProtocolError{Code: CodeBadMessage, Message: "hello was already sent"}
	default:
		return &ProtocolError{Code: CodeBadMessage, Message: fmt.Sprintf("a client does not send %s messages", m.Type)}
	}
	return nil
}

// shutdown latches every execution of the connection and waits for them.
func (c *serverConn) shutdown() {
	c.mu.Lock()
	select {
	case <-c.lost:
	default:
		close(c.lost)
	}
	execs := make([]*serverExec, 0, len(c.execs))
	for _, x := range c.execs {
		execs = append(execs, x)
	}
	waiting := c.calls
	c.calls = map[uint32]func(*Message){}
	c.mu.Unlock()
	for _, reply := range waiting {
		reply(&Message{Envelope: protocol.ErrorEnvelope(protocol.TextAlreadyCompleted)})
	}
	for _, x := range execs {
		x.cancel()
		x.release()
	}
	c.wg.Wait()
	c.t.Close()
}

type serverExec struct {
	c      *serverConn
	id     string
	ctx    context.Context
	cancel context.CancelFunc

	mu       sync.Mutex
	invoker  executor.Invoker
	retained codemode.Retained
	released atomic.Bool

	suspend     chan struct{} // closed by the client's suspend message
	suspendOnce sync.Once
	streamed    atomic.Int64 // log lines sent as log messages
}

// start runs an execute message's program on its own goroutine.
func (c *serverConn) start(m *Message) {
	c.mu.Lock()
	if _, dup := c.execs[m.ID]; dup {
		c.mu.Unlock()
		_ = c.send(ErrorMessage(m.ID, CodeDuplicateExecution, duplicateExecutionText(m.ID)))
		return
	}
	ctx, cancel := context.WithCancel(c.ctx)
	x := &serverExec{c: c, id: m.ID, ctx: ctx, cancel: cancel, suspend: make(chan struct{})}
	c.execs[m.ID] = x
	c.mu.Unlock()
	if c.s.Draining != nil && c.s.Draining() {
		_ = c.send(ErrorMessage(m.ID, CodeShuttingDown, "The executor is shutting down and accepts no new executions."))
		x.finish(codemode.Result{Error: &codemode.Error{Kind: codemode.ErrCancelled, Message: codemode.TextShutdown}})
		return
	}
	limits := m.Limits.Limits()
	if m.Checkpoint != nil && limits == (codemode.Limits{}) {
		// A resume runs under the checkpoint's limits, clamped like any.
		if l, _, err := executor.CheckCheckpoint(m.Checkpoint); err == nil {
			limits = l
		}
	}
	if err := limits.Validate(); err == nil {
		// Zero fields of MaxLimits do not clamp (a worker has none): with
		// its defaults applied, every execution would be held to the
		// default limits whatever it asked for.
		limits = limits.WithDefaults().Clamp(c.s.MaxLimits)
	}
	req := codemode.Request{
		Code:          m.Code,
		Providers:     CodemodeProviders(m.Providers),
		Limits:        limits,
		RetainHandles: m.RetainHandles,
		DispatchAsync: x.dispatch,
		OnLog: func(line string) {
			x.streamed.Add(1)
			_ = c.send(&Message{Type: TypeLog, ID: x.id, Line: Line(line)})
		},
	}
	if m.Outbound {
		req.Outbound = x.outbound
	}
	durableRequest(&req, m, func(e protocol.JournalEntry) {
		_ = c.send(&Message{Type: TypeJournal, ID: x.id, Entry: &e})
	})
	if req.Durable || req.Resume != nil {
		req.SuspendOn = x.suspend
	}
	if c.s.Hooks.Started != nil {
		c.s.Hooks.Started()
	}
	large := len(m.Checkpoint)+len(m.Code) >= largeExecution
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		start := time.Now()
		res := c.s.Executor.Execute(ctx, req)
		req = codemode.Request{} // nor what it holds (a checkpoint) is kept
		if c.s.Hooks.Finished != nil {
			c.s.Hooks.Finished(res, time.Since(start))
		}
		if res.Suspended != nil && len(res.Suspended.Checkpoint) >= largeExecution {
			large = true
		}
		x.finish(res)
		if large {
			releaseMemory()
		}
	}()
}

// finish sends done, and keeps a retained execution until it ends.
func (x *serverExec) finish(res codemode.Result) {
	done := &Message{Type: TypeDone, ID: x.id, Result: jsontext.Value(res.Value), UnhandledRejections: res.UnhandledRejections}
	if res.Error != nil {
		done.Result = nil
		done.Error = failureJSON(res.Error)
	}
	if res.Suspended != nil {
		done.Checkpoint = jsontext.Value(res.Suspended.Checkpoint)
	}
	// A resumed execution's replayed lines lead its logs (durable.go).
	if n := len(res.Logs) - int(x.streamed.Load()); n > 0 && res.Retained == nil {
		done.ReplayedLogs = res.Logs[:n]
	}
	latched := false
	select {
	case <-x.c.lost:
		latched = true
	default:
	}
	if res.Retained != nil && !latched {
		done.Retained = true
		x.mu.Lock()
		x.retained = res.Retained
		x.mu.Unlock()
		_ = x.c.send(done)
		go func() {
			<-res.Retained.Done()
			select {
			case <-x.c.lost:
				// Ended by the connection's end (shutdown latches
				// before it releases): the peer's own reading of that
				// end is the ending, not a release it never asked for.
				x.forget()
				return
			default:
			}
			ended := &Message{Type: TypeEnded, ID: x.id}
			var e *codemode.Error
			if errors.As(res.Retained.Err(), &e) {
				ended.Error = failureJSON(e)
			}
			_ = x.c.send(ended)
			x.forget()
		}()
		return
	}
	if res.Retained != nil {
		res.Retained.Release()
	}
	_ = x.c.send(done)
	x.forget()
}

// failureJSON is e as done.error and ended.error carry it.
func failureJSON(e *codemode.Error) jsontext.Value {
	b, _ := json.Marshal(FailureInfo{Kind: e.Kind, Message: e.Message, Line: e.Line, Column: e.Column, Stack: e.Stack})
	return b
}

func (x *serverExec) forget() {
	x.cancel()
	x.c.mu.Lock()
	if x.c.execs[x.id] == x {
		delete(x.c.execs, x.id)
	}
	x.c.mu.Unlock()
}

func (x *serverExec) release() {
	x.mu.Lock()
	r := x.retained
	x.mu.Unlock()
	if r != nil && x.released.CompareAndSwap(false, true) {
		r.Release()
	}
}

// dispatch relays one tool call to the client; the answer is delivered by the
// read loop, with no goroutine waiting for it.
func (x *serverExec) dispatch(ctx context.Context, provider, tool, args string, reply func(string, error)) {
	if inv := executor.InvokerFromContext(ctx); inv != nil {
		x.mu.Lock()
		x.invoker = inv
		x.mu.Unlock()
	}
	c := x.c
	c.mu.Lock()
	select {
	case <-c.lost:
		c.mu.Unlock()
		reply(protocol.ErrorEnvelope(protocol.TextAlreadyCompleted), nil)
		return
	default:
	}
	c.nextCall++
	n := c.nextCall
	c.calls[n] = func(m *Message) {
		if m.Suspend != "" {
			reply("", codemode.Suspend(m.Suspend))
			return
		}
		reply(m.Envelope, nil)
	}
	c.mu.Unlock()
	if c.s.Hooks.ToolCall != nil {
		c.s.Hooks.ToolCall()
	}
	cm := getOutgoing()
	cm.Type, cm.ID, cm.Call, cm.Provider, cm.Tool, cm.Args = TypeCall, x.id, n, provider, tool, args
	err := c.send(cm)
	putOutgoing(cm)
	if err != nil {
		c.mu.Lock()
		delete(c.calls, n)
		c.mu.Unlock()
		reply(protocol.ErrorEnvelope(TextConnectionLost), nil)
	}
}

// wireRedirect is a fetch's redirect mode on the wire: absent means "follow".
func wireRedirect(mode string) string {
	if mode == "follow" {
		return ""
	}
	return mode
}

// outbound relays one fetch to the client.
func (x *serverExec) outbound(ctx context.Context, r *codemode.OutboundRequest) (*codemode.OutboundResponse, error) {
	c := x.c
	ch := make(chan *Message, 1)
	c.mu.Lock()
	select {
	case <-c.lost:
		c.mu.Unlock()
		return nil, errConnectionLost
	default:
	}
	c.nextCall++
	n := c.nextCall
	c.fetches[n] = ch
	c.mu.Unlock()
	m := &Message{Type: TypeFetch, ID: x.id, Call: n, Method: r.Method, URL: r.URL, Headers: r.Header, Body: encodeBody(r.Body), MaxResponseBytes: r.MaxResponseBytes, Redirect: wireRedirect(r.Redirect)}
	if err := c.send(m); err != nil {
		return nil, errConnectionLost
	}
	select {
	case resp := <-ch:
		if len(resp.Error) > 0 {
			var text string
			if json.Unmarshal(resp.Error, &text) != nil {
				text = string(resp.Error)
			}
			return nil, errors.New(text)
		}
		body, err := decodeBody(resp.Body)
		if err != nil {
			return nil, err
		}
		return &codemode.OutboundResponse{Status: resp.Status, StatusText: resp.StatusText, Header: resp.Headers, Body: body, URL: resp.URL}, nil
	case <-ctx.Done():
		c.mu.Lock()
		delete(c.fetches, n)
		c.mu.Unlock()
		// The program gave up on it (an abort, or the deadline): so
		// should the client.
		_ = c.send(&Message{Type: TypeAbort, ID: x.id, Call: n})
		return nil, ctx.Err()
	case <-c.lost:
		return nil, errConnectionLost
	}
}

// invoke runs an invoke message: on the retained execution, or on the running
// one through the invoker its dispatch context carried.
func (x *serverExec) invoke(m *Message) {
	x.mu.Lock()
	r, inv := x.retained, x.invoker
	x.mu.Unlock()
	reply := &Message{Type: TypeInvoked, ID: x.id, Invoke: m.Invoke}
	var out string
	var err error
	switch {
	case r != nil:
		var raw json.RawMessage
		raw, err = r.Invoke(x.c.ctx, protocol.Handle{ID: m.Handle}, rawArgs(m.Args)...)
		out = string(raw)
	case inv != nil:
		out, err = inv.InvokeHandle(x.c.ctx, m.Handle, m.Args)
	default:
		err = &codemode.HandleError{Message: unknownHandleText(m.Handle)}
	}
	if err != nil {
		var he *codemode.HandleError
		thrown := errors.As(err, &he) && he.Thrown
		reply.Error, _ = json.Marshal(err.Error())
		reply.Thrown = thrown
	} else if out != "" {
		reply.Result = jsontext.Value(out)
	}
	_ = x.c.send(reply)
}

// rawArgs turns an argument array's JSON into values that re-encode as the
// same JSON.
func rawArgs(argsJSON string) []any {
	if argsJSON == "" {
		return nil
	}
	var elems []json.RawMessage
	if json.Unmarshal([]byte(argsJSON), &elems) != nil {
		return []any{json.RawMessage(argsJSON)}
	}
	out := make([]any, len(elems))
	for i, e := range elems {
		out[i] = e
	}
	return out
}

func encodeBody(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

func decodeBody(s string) ([]byte, error) {
	if s == "" {
		return nil, nil
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("the body is not valid base64: %v", err)
	}
	return b, nil
}
