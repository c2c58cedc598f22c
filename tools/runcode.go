package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// Keys of run_code's Outcome.Private.
const (
	// PrivateRun holds the program's codemode.Result: its value, logs and
	// error exactly as the executor reported them.
	PrivateRun = "run_code.result"
	// PrivateCalls holds the calls the program made, as a []SubCall in the
	// order they were made.
	PrivateCalls = "run_code.calls"
)

// SubCall is one call a run_code program made, for the host's records.
type SubCall struct {
	// ID is "<outer ID>:code:<n>".
	ID string
	// Name is the tool the program called.
	Name string
	// Status is how the call ended.
	Status Status
}

// runCodeDescription is run_code's description on the wire. It says how tools
// appear to the program and how the output is rendered.
const runCodeDescription = "Run a JavaScript program that calls the tools as functions and returns only what is needed. " +
	"`code` is one async arrow function, e.g. `async () => { const u = await tools.findUser({ id: \"ada\" }); return u.name }` " +
	"(TypeScript annotations and a markdown fence are accepted). " +
	"Every tool is an async function on `tools` taking its one input object; a name that is not an identifier is called as `tools[\"name-with-dash\"]({...})`. " +
	"Calls inside `Promise.all` run in parallel. " +
	"A failed call throws an Error whose message is \"<tool> failed: <reason>\" (`error.code` holds the status, e.g. \"DENIED\"); catch it with try/catch. " +
	"The output is the `console.log` lines under \"Logs:\" (when there are any), then \"Result:\" and the returned value as JSON (a returned string as it is)."

// runCodeInput is run_code's input schema.
var runCodeInput = json.RawMessage(`{"type":"object","properties":{"code":{"type":"string","description":"The program: an async arrow function, e.g. async () => { ... }"}},"required":["code"],"additionalProperties":false}`)

// asyncTransport is the asynchronous program transport, the
// registry's run_code until SetTransport replaces it. Its programs reach
// every visible tool but the orchestration tools, as tools.name(...).
func (r *Registry) asyncTransport() Transport {
	return Transport{
		Tool: Tool{
			Name:        RunCode,
			Description: runCodeDescription,
			InputSchema: runCodeInput,
			Handler:     r.runCode,
			Kind:        KindOrchestration,
			CodeAct:     CodeActDeny,
			Concurrent:  true,
		},
		Route: func(_ context.Context, _ string, t Tool) (string, bool) {
			return binding(t.Name) + "(...)", t.Kind != KindOrchestration
		},
		Prompt: func(scope string) string { return sdkSection(r.bindable(scope)) },
	}
}

// provider is the name the program reaches the tools by.
const provider = "tools"

// proxySource declares the tools binding. It numbers calls in the order the
// program makes them (dispatch goroutines may reach the host in another
// order) by sending each call's arguments as [n, input], and turns an error
// answer into an Error carrying the answer's tool and code. It mirrors the
// executor's own provider: `then` and `toJSON` are undefined (so a program can
// await or serialise the binding without making a call), one function per
// name, the input object as the arguments ({} when absent).
const proxySource = `const tools = (() => {
  const dispatch = __dispatch, stringify = __stringifyForDispatch, parse = __parseForDispatch;
  const ErrorCtor = Error, ProxyCtor = Proxy, create = Object.create, isArray = Array.isArray;
  const call = Function.prototype.call.bind(Function.prototype.call);
  const hasOwn = Object.prototype.hasOwnProperty, then = Promise.prototype.then;
  const reject = Promise.reject.bind(Promise), jsonStringify = JSON.stringify;
  const OUTSIDE = 'The dispatch answered outside the result envelope.';
  let seq = 0;
  const unwrap = (json) => {
    let env;
    try { env = parse(json); } catch { throw new ErrorCtor(OUTSIDE); }
    if (typeof env !== 'object' || env === null || isArray(env)) throw new ErrorCtor(OUTSIDE);
    if (call(hasOwn, env, 'error')) {
      const e = new ErrorCtor(typeof env.error === 'string' ? env.error : jsonStringify(env.error));
      if (typeof env.tool === 'string') e.tool = env.tool;
      if (typeof env.code === 'string') e.code = env.code;
      throw e;
    }
    return env.result;
  };
  const invoke = (name, args) => {
    let json;
    try {
      json = args.length === 0 ? '{}' : stringify(args[0]);
      if (json === undefined) json = '{}';
    } catch (e) {
      return reject(e);
    }
    seq++;
    return call(then, dispatch('tools', name, '[' + seq + ',' + json + ']'), unwrap);
  };
  const fns = create(null);
  return new ProxyCtor(create(null), {
    get(_, key) {
      if (typeof key !== 'string' || key === 'then' || key === 'toJSON') return undefined;
      let f = fns[key];
      if (f === undefined) {
        f = (...args) => invoke(key, args);
        fns[key] = f;
      }
      return f;
    },
  });
})();`

// runCode is the asynchronous transport's handler: it runs the program with
// the visible tools bound, the orchestration tools excepted (no nested
// orchestration), and renders what happened.
func (r *Registry) runCode(ctx context.Context, call Call) (Result, error) {
	var in struct {
		Code string `json:"code"`
	}
	if err := json.Unmarshal([]byte(call.Arguments), &in); err != nil {
		return Result{}, &StatusError{Status: StatusInvalidArguments, Message: invalidArguments(call.Name, err.Error())}
	}
	if r.optsErr != nil {
		return Result{}, &StatusError{Status: StatusToolError, Message: r.optsErr.Error()}
	}
	exec := r.executor()
	if exec == nil {
		return Result{}, &StatusError{Status: StatusToolError, Message: codemode.TextClosed}
	}
	var names []string
	for _, t := range r.bindable(call.Scope) {
		names = append(names, t.Name)
	}

	token, end := r.Nest(call, nil)
	pctx, cancel := context.WithCancel(ctx)
	p := &program{
		reg:    r,
		outer:  call,
		nest:   r.nestOf(token),
		token:  token,
		gate:   newGate(r.opts.MaxConcurrent),
		state:  protocol.NewState(),
		used:   map[int]bool{},
		cancel: cancel,
		end:    end,
	}
	req := codemode.Request{
		Code:      in.Code,
		Providers: []codemode.Provider{{Name: provider, Tools: names, Args: codemode.OptionsObject, ProxySource: proxySource}},
		Dispatch:  p.dispatch,
		Limits:    r.opts.Limits,
		// A deferred call suspends the program (durable.go).
		Durable: &codemode.Durable{},
	}
	if s, ok := ResumeOf(ctx); ok {
		req.Code, req.Providers, req.Limits = "", nil, codemode.Limits{}
		req.Durable.Resume = resumeRequest(s)
	}
	res := exec.Execute(pctx, req)
	deferred, calls := p.finish()

	private := map[string]any{PrivateRun: res, PrivateCalls: calls}
	switch {
	case deferred != nil && res.Suspended != nil:
		private[PrivateSuspended] = suspendedOf(call, res.Suspended)
		text := fmt.Sprintf("deferred: the call to %s (%s) is waiting for approval; the program is suspended until it is decided", deferred.Name, deferred.ID)
		return Result{Private: private}, &StatusError{Status: StatusDeferred, Message: render(res.Logs, "Error:\n"+text)}
	case deferred != nil:
		text := fmt.Sprintf("deferred: the call to %s (%s) is waiting for approval; the program was stopped", deferred.Name, deferred.ID)
		return Result{Private: private}, &StatusError{Status: StatusDeferred, Message: render(res.Logs, "Error:\n"+text)}
	case res.Error != nil:
		status := StatusToolError
		if res.Error.Kind == codemode.ErrTimeout || res.Error.Kind == codemode.ErrSuspended {
			// A suspension no deferred call made is a wait for a timer
			// past the deadline, or the deadline while the program
			// waited: run_code resumes only deferred calls, so the
			// program ran out of time.
			status = StatusTimeout
		}
		text := res.Error.Message
		if res.Error.Stack != "" {
			text += "\n" + res.Error.Stack
		}
		return Result{Private: private}, &StatusError{Status: status, Message: render(res.Logs, "Error:\n"+text)}
	}
	return Result{Value: render(res.Logs, "Result:\n"+valueText(res.Value)), Private: private}, nil
}

// render is the pinned rendering of a program's output for the model: when
// there are logs, "Logs:" and one line per log line, then an empty line;
// then the body, "Result:\n<value>" or "Error:\n<message>[\n<stack>]".
func render(logs []string, body string) string {
	var b strings.Builder
	if len(logs) > 0 {
		b.WriteString("Logs:\n")
		for _, l := range logs {
			b.WriteString(l)
			b.WriteByte('\n')
		}
		b.WriteByte('\n')
	}
	b.WriteString(body)
	return b.String()
}

// valueText renders a program's value: undefined when it returned nothing, a
// string as it is, anything else as its JSON.
func valueText(v json.RawMessage) string {
	if v == nil {
		return "undefined"
	}
	var s string
	if json.Unmarshal(v, &s) == nil {
		return s
	}
	return string(v)
}

// program is one run_code execution in progress.
type program struct {
	reg   *Registry
	outer Call
	nest  *nest
	token string
	gate  *gate
	state *protocol.State

	mu       sync.Mutex
	used     map[int]bool // call numbers seen
	calls    []numbered
	deferred *SubCall
	active   int  // dispatches in progress
	done     bool // Execute returned
	cancel   context.CancelFunc
	end      func()
}

type numbered struct {
	n int
	SubCall
}

// dispatch answers one call of the program: it numbers it, waits for the
// gate, and runs it through the registry's pipeline as a nested call.
func (p *program) dispatch(ctx context.Context, prov, tool, args string) (string, error) {
	if !p.state.Active() {
		return protocol.ErrorEnvelope(protocol.TextAlreadyCompleted), nil
	}
	p.mu.Lock()
	p.active++
	p.mu.Unlock()
	defer p.leave()

	n, input, ok := splitArgs(args)
	if prov != provider {
		return protocol.ErrorEnvelope(protocol.ToolNotFoundText(tool)), nil
	}
	p.mu.Lock()
	if ok && p.used[n] {
		ok = false
	}
	p.used[n] = true
	p.mu.Unlock()
	if !ok {
		return protocol.ErrorEnvelope("tools." + tool + " was called around the tools binding; call it as " + binding(tool) + "(input)"), nil
	}

	sub := Call{ID: p.outer.ID + ":code:" + strconv.Itoa(n), Name: tool, Arguments: input, Scope: p.outer.Scope, Parent: p.token}
	concurrent := false // fail closed: a call that resolves to nothing is a barrier too
	if e, res := p.reg.resolveExecution(tool, sub.Scope, p.nest); res == resolved {
		concurrent = e.tool.Concurrent
	}
	leave, err := p.gate.enter(ctx, concurrent)
	out := p.reg.Execute(ctx, sub) // with ctx done, this is ABORTED_BEFORE_DISPATCH
	if err == nil {
		leave()
	}

	sc := SubCall{ID: sub.ID, Name: tool, Status: out.Status}
	p.mu.Lock()
	p.calls = append(p.calls, numbered{n, sc})
	if out.Status == StatusDeferred {
		// A deferred call cannot be caught and turned into a result:
		// the program suspends at it, and run_code ends DEFERRED with
		// the checkpoint to resume it from.
		if p.deferred == nil {
			p.deferred = &sc
		}
		p.mu.Unlock()
		return "", codemode.Suspend(out.Error)
	}
	p.mu.Unlock()

	if out.OK() {
		return `{"result":` + string(out.Value) + `}`, nil
	}
	text := out.Error
	if out.Status != StatusUnknownTool {
		text = tool + " failed: " + text
	}
	env, _ := protocol.Stringify(struct {
		Error string `json:"error"`
		Tool  string `json:"tool"`
		Code  Status `json:"code"`
	}{text, tool, out.Status})
	return env, nil
}

// splitArgs reads the binding's "[n, input]" arguments.
func splitArgs(args string) (n int, input string, ok bool) {
	var parts []json.RawMessage
	if json.Unmarshal([]byte(args), &parts) != nil || len(parts) != 2 {
		return 0, "", false
	}
	if json.Unmarshal(parts[0], &n) != nil || n < 1 {
		return 0, "", false
	}
	return n, string(parts[1]), true
}

// leave ends one dispatch; the last one out after the program ended closes
// the nest.
func (p *program) leave() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.active--
	if p.done && p.active == 0 {
		p.close()
	}
}

// finish records that Execute returned: no new call is admitted, and calls
// still running (a call the program never awaited) keep the nest and their
// context until they end. It returns the deferred call, if any, and the calls
// made, in order.
func (p *program) finish() (*SubCall, []SubCall) {
	p.state.Close()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done = true
	if p.active == 0 {
		p.close()
	}
	sorted := slices.Clone(p.calls)
	slices.SortFunc(sorted, func(a, b numbered) int { return a.n - b.n })
	calls := make([]SubCall, len(sorted))
	for i, c := range sorted {
		calls[i] = c.SubCall
	}
	return p.deferred, calls
}

// close ends the nest and releases the program's context; p.mu is held.
func (p *program) close() {
	p.end()
	p.cancel()
}

// gate schedules a program's calls: concurrency-safe calls run together, up
// to a limit; a call that is not concurrency-safe waits for the calls in
// flight to finish and runs alone, and calls arriving while it waits or runs
// wait for it.
type gate struct {
	mu        sync.Mutex
	limit     int
	shared    int  // concurrency-safe calls running
	exclusive bool // a call that is not concurrency-safe is running
	waiting   int  // calls that are not concurrency-safe, waiting
	changed   chan struct{}
}

func newGate(limit int) *gate {
	return &gate{limit: limit, changed: make(chan struct{})}
}

// enter waits until the call may run and returns the function that ends it;
// it fails only when ctx is done first.
func (g *gate) enter(ctx context.Context, concurrent bool) (leave func(), err error) {
	g.mu.Lock()
	if !concurrent {
		g.waiting++
	}
	for {
		switch {
		case concurrent && !g.exclusive && g.waiting == 0 && g.shared < g.limit:
			g.shared++
			g.mu.Unlock()
			return func() { g.update(func() { g.shared-- }) }, nil
		case !concurrent && !g.exclusive && g.shared == 0:
			g.waiting--
			g.exclusive = true
			g.mu.Unlock()
			return func() { g.update(func() { g.exclusive = false }) }, nil
		}
		changed := g.changed
		g.mu.Unlock()
		select {
		case <-changed:
		case <-ctx.Done():
			if !concurrent {
				g.update(func() { g.waiting-- })
			}
			return nil, ctx.Err()
		}
		g.mu.Lock()
	}
}

// update changes the gate's state and wakes every waiter.
func (g *gate) update(change func()) {
	g.mu.Lock()
	defer g.mu.Unlock()
	change()
	close(g.changed)
	g.changed = make(chan struct{})
}

// suspendedOf describes a suspended program for the host: its checkpoint and
// its deferred calls by nested call ID.
func suspendedOf(outer Call, s *codemode.Suspension) *Suspended {
	out := &Suspended{Checkpoint: s.Checkpoint}
	for _, p := range s.Pending {
		n, input, ok := splitArgs(p.Args)
		if !ok || p.Ambiguous {
			continue
		}
		out.Deferred = append(out.Deferred, DeferredCall{ID: outer.ID + ":code:" + strconv.Itoa(n), Name: p.Tool, Arguments: input, Reason: p.Reason})
	}
	return out
}

// resumeRequest resumes a suspended program: every call it waits on is
// dispatched again, through the pipeline, where the decision made for it (or
// the approver) settles it. A call whose outcome is unknown (it was in flight
// when the program's deadline passed) is not run again: it fails.
func resumeRequest(s *Suspended) *codemode.Resume {
	r := &codemode.Resume{Checkpoint: s.Checkpoint}
	cp, err := codemode.ParseCheckpoint(s.Checkpoint)
	if err != nil {
		return r // the executor reports what is wrong with it
	}
	for _, p := range cp.Pending() {
		if p.Ambiguous {
			r.Answers = append(r.Answers, codemode.Answer{Call: p.Call, Envelope: protocol.ErrorEnvelope(textUnknownOutcome)})
			continue
		}
		r.Answers = append(r.Answers, codemode.Answer{Call: p.Call, Redispatch: true})
	}
	return r
}

// textUnknownOutcome fails a call of a resumed program whose outcome is
// unknown.
const textUnknownOutcome = "the call's outcome is unknown: it was in flight when the program was suspended"
