package asyncrt

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/codemode/codemode/internal/sandbox"
	"github.com/codemode/codemode/protocol"
)

// Tool calls: __dispatch(provider, tool, argsJSON) returns a promise of the
// envelope string and hands the call to the host at once, on its own
// goroutine; the answer comes back as a task on the loop.

// pendingCall is a promise waiting for its answer. unwrap marks a call made
// through a provider, whose promise settles with the envelope's value (or
// rejects with its error) rather than with the envelope string __dispatch
// gives.
// pendingCall is a promise the host settles: with the patched engine a bare
// one (bare: promise, from barePromise, settled directly), else through its
// two resolving functions.
type pendingCall struct {
	bare            bool
	promise         sandbox.Value
	resolve, reject sandbox.Value
	unwrap          bool
}

// release frees the engine values p holds.
func (p pendingCall) release(e *sandbox.Engine) {
	if p.bare {
		e.Free(p.promise)
		return
	}
	e.Free(p.resolve)
	e.Free(p.reject)
}

type queuedCall struct {
	id                   uint32
	provider, tool, args string
}

// dispatch is __dispatch(provider, tool, argsJSON), and with unwrap the call a
// provider's tool function makes.
func (s *Sandbox) dispatch(pv, tv, av sandbox.Value, unwrap bool) sandbox.Value {
	e := s.e
	if !sandbox.IsString(pv) || !sandbox.IsString(tv) || !sandbox.IsString(av) {
		return e.ThrowTypeError("__dispatch(provider, tool, argsJSON) takes three strings.")
	}
	provider, ok1 := e.ToString(pv)
	tool, ok2 := e.ToString(tv)
	if !ok1 || !ok2 {
		return sandbox.Exception
	}
	// Arguments over the payload bound are measured where they are, not
	// copied out of the engine.
	if n, ok := sandbox.UTF8Length(av); ok && len(provider)+len(tool)+n > s.lim.PayloadBytes && !s.completed && !s.inert {
		return s.rejected(payloadText(provider, tool, len(provider)+len(tool)+n, s.lim.PayloadBytes), false)
	}
	args, ok3 := e.ToString(av)
	if !ok3 {
		return sandbox.Exception
	}
	return s.dispatchJSON(provider, tool, args, unwrap)
}

// callValue is a provider's tool call with its arguments still a value (the
// rest array of the call): when writeJSON can serialise them it makes the
// call, with the envelope unwrapped in Go; otherwise it answers undefined
// and the codec in JavaScript serialises them and calls host.call.
func (s *Sandbox) callValue(pv, tv sandbox.Value, positional bool, args sandbox.Value) sandbox.Value {
	e := s.e
	if !sandbox.IsString(pv) || !sandbox.IsString(tv) || !sandbox.IsObject(args) {
		return sandbox.Undefined
	}
	// Arguments over the payload bound are counted, not built (json is
	// then "" and size their length).
	var json string
	var size int
	if positional {
		var ok bool
		if json, size, ok = e.WriteJSONSize(args, s.lim.PayloadBytes); !ok {
			return sandbox.Undefined
		}
	} else {
		first := e.Index(args, 0)
		if sandbox.IsException(first) {
			return first
		}
		if sandbox.IsUndefined(first) {
			return sandbox.Undefined // no argument, or undefined: the codec decides
		}
		var ok bool
		json, size, ok = e.WriteJSONSize(first, s.lim.PayloadBytes)
		e.Free(first)
		if !ok {
			return sandbox.Undefined
		}
	}
	provider, ok1 := s.name(pv)
	tool, ok2 := s.name(tv)
	if !ok1 || !ok2 {
		return sandbox.Exception
	}
	if size > len(json) && !s.completed && !s.inert {
		return s.rejected(payloadText(provider, tool, len(provider)+len(tool)+size, s.lim.PayloadBytes), false)
	}
	return s.dispatchJSON(provider, tool, json, true)
}

// name returns the text of a provider's or a tool's name. A program calls the
// same few tools again and again, so the last ASCII names converted are kept
// and a name whose characters equal one of them is that string, read in
// place: no conversion, no allocation. (Only ASCII names are kept: an 8-bit
// engine string is Latin-1, equal byte for byte to a kept name only if both
// are ASCII.)
func (s *Sandbox) name(v sandbox.Value) (string, bool) {
	if chars, ok := sandbox.Latin1Chars(v); ok {
		for _, k := range s.names {
			if k != "" && string(chars) == k {
				return k, true
			}
		}
	}
	t, ok := s.e.ToString(v)
	if ok && t != "" && isASCII(t) {
		s.names[s.nextName%len(s.names)] = t
		s.nextName++
	}
	return t, ok
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// dispatchJSON makes a tool call with its arguments serialised.
func (s *Sandbox) dispatchJSON(provider, tool, args string, unwrap bool) sandbox.Value {
	if s.completed {
		return s.rejected(protocol.TextAlreadyCompleted, false)
	}
	if s.inert {
		return s.rejected(TextInert, false)
	}
	if n := len(provider) + len(tool) + len(args); n > s.lim.PayloadBytes {
		return s.rejected(payloadText(provider, tool, n, s.lim.PayloadBytes), false)
	}
	if s.calls >= s.lim.ToolCalls {
		return s.rejected(tooManyCallsText(provider, tool, s.lim.ToolCalls), false)
	}
	s.calls++
	promise, id := s.newPending(unwrap)
	if sandbox.IsException(promise) {
		return promise
	}
	if s.jn != nil {
		s.numberCall(id)
	}
	if s.inflight < s.lim.ConcurrentCalls {
		s.start(id, provider, tool, args)
	} else {
		s.queue = append(s.queue, queuedCall{id, provider, tool, args})
	}
	return promise
}

// newPending makes a promise whose resolving functions wait in s.pending,
// marked to settle with the envelope's value when unwrap is set.
func (s *Sandbox) newPending(unwrap bool) (sandbox.Value, uint32) {
	p := pendingCall{unwrap: unwrap}
	promise, bare := s.e.BarePromise()
	if bare {
		if sandbox.IsException(promise) {
			return promise, 0
		}
		p.bare, p.promise = true, s.e.Dup(promise)
	} else {
		promise, p.resolve, p.reject = s.e.NewPromise()
		if sandbox.IsException(promise) {
			return promise, 0
		}
	}
	s.nextID++
	put(&s.pending, s.nextID, p)
	return promise, s.nextID
}

// rejected returns a promise already rejected with an Error (a TypeError when
// typeErr is set) carrying msg.
func (s *Sandbox) rejected(msg string, typeErr bool) sandbox.Value {
	e := s.e
	newErr := func() sandbox.Value {
		if typeErr {
			return e.NewTypeErrorValue(msg)
		}
		return e.NewErrorValue(msg)
	}
	if promise, bare := e.BarePromise(); bare {
		if !sandbox.IsException(promise) {
			errv := newErr()
			e.SettlePromise(promise, errv, true)
			e.Free(errv)
		}
		return promise
	}
	promise, resolve, reject := e.NewPromise()
	if sandbox.IsException(promise) {
		return promise
	}
	errv := newErr()
	r := e.Call(reject, sandbox.Undefined, errv)
	e.Free(r)
	e.Free(errv)
	e.Free(resolve)
	e.Free(reject)
	return promise
}

// settle resolves (or rejects) a pending promise with v, which it takes.
func (s *Sandbox) settle(id uint32, v sandbox.Value, ok bool) {
	p, found := s.pending[id]
	s.settleFound(id, p, found, v, ok)
}

// settleFound is settle with the pending call already looked up (found is
// false when id is not pending). A pending call leaves s.pending only here
// and when the run's values are released after the loop, so a lookup made
// before the answer was built (which may run JavaScript) still holds.
func (s *Sandbox) settleFound(id uint32, p pendingCall, found bool, v sandbox.Value, ok bool) {
	e := s.e
	if !found {
		e.Free(v)
		return
	}
	delete(s.pending, id)
	if p.bare {
		// No answer is the promise itself: every one is made for it.
		e.SettlePromise(p.promise, v, !ok)
	} else {
		f := p.resolve
		if !ok {
			f = p.reject
		}
		r := e.Call(f, sandbox.Undefined, v)
		if sandbox.IsException(r) {
			e.DropException()
		} else {
			e.Free(r)
		}
	}
	e.Free(v)
	p.release(e)
}

// dispatchContext returns the context of the execution's dispatches,
// making it on first use: a child of the caller's context, cancelled when
// the execution ends and no dispatch is in flight (finish), or at once
// when the execution is stopped, with the request's WrapContext applied.
// Only the loop goroutine calls it, before it starts any goroutine that
// uses the context.
func (s *Sandbox) dispatchContext() context.Context {
	if s.dctx == nil {
		s.dctx, s.dcancel = context.WithCancel(s.ctx)
		if s.req.WrapContext != nil {
			s.dctx = s.req.WrapContext(s.dctx, s)
		}
	}
	return s.dctx
}

// cancelDispatches ends the dispatch context, if one was made.
func (s *Sandbox) cancelDispatches() {
	if s.dcancel != nil {
		s.dcancel()
	}
}

// goAsync runs work on its own goroutine and hands its continuation to the
// loop. The continuation is dropped if the sandbox is finished by then.
func (s *Sandbox) goAsync(work func() func()) {
	s.active.Add(1)
	done := s.done
	go func() {
		s.ev.Post(done, work())
		if s.active.Add(-1) == 0 {
			s.dcancel()
		}
	}()
}

// start hands one call to the host: to an asynchronous dispatch at once, on
// the loop goroutine, or to a dispatch function on its own goroutine.
func (s *Sandbox) start(id uint32, provider, tool, args string) {
	if s.jn != nil && s.journalStart(id, provider, tool, args) {
		return
	}
	s.dispatchLive(id, provider, tool, args)
}

// dispatchLive hands one call to the host.
func (s *Sandbox) dispatchLive(id uint32, provider, tool, args string) {
	s.inflight++
	if async := s.req.DispatchAsync; async != nil {
		s.startAsync(async, id, provider, tool, args)
		return
	}
	dispatch := s.req.Dispatch
	ctx := s.dispatchContext()
	// Inline answers settle a call before the program's next step, which
	// a journal's replay (answers delivered by the loop) would not
	// reproduce: durable executions keep the goroutine per call.
	if s.req.DispatchInline && s.jn == nil {
		env, suspend, asked := callDispatch(ctx, dispatch, provider, tool, args, func() {})
		if asked {
			s.suspendCall(id, suspend)
		} else {
			s.answer(id, env)
		}
		return
	}
	s.entered.Add(1)
	s.goAsync(func() func() {
		env, suspend, asked := callDispatch(ctx, dispatch, provider, tool, args, s.entered.Done)
		if asked {
			return func() { s.suspendCall(id, suspend) }
		}
		return func() { s.answer(id, env) }
	})
}

// startAsync calls an asynchronous dispatch; its reply comes back as a task.
func (s *Sandbox) startAsync(async AsyncDispatchFunc, id uint32, provider, tool, args string) {
	s.active.Add(1)
	done := s.done
	var once sync.Once
	reply := func(env string, err error) {
		once.Do(func() {
			task := func() { s.answer(id, env) }
			if reason, ok := protocol.SuspendReasonOf(err); ok {
				task = func() { s.suspendCall(id, reason) }
			} else if err != nil {
				env = errorEnvelope(err.Error())
			}
			s.ev.Post(done, task)
			if s.active.Add(-1) == 0 {
				s.dcancel()
			}
		})
	}
	func() {
		defer func() {
			if p := recover(); p != nil {
				reply("", fmt.Errorf("dispatch panicked: %v", p))
			}
		}()
		async(s.dispatchContext(), provider, tool, args, reply)
	}()
}

// callDispatch calls the host's dispatch, turning a Go error, a panic or a
// missing dispatch into an error envelope. A dispatch that asks to suspend
// (protocol.Suspend) reports it with its reason.
func callDispatch(ctx context.Context, dispatch DispatchFunc, provider, tool, args string, entered func()) (env, suspend string, asked bool) {
	entered()
	if dispatch == nil {
		return errorEnvelope(protocol.ToolNotFoundText(tool)), "", false
	}
	defer func() {
		if p := recover(); p != nil {
			env, suspend, asked = errorEnvelope(fmt.Sprintf("dispatch panicked: %v", p)), "", false
		}
	}()
	out, err := dispatch(ctx, provider, tool, args)
	if reason, ok := protocol.SuspendReasonOf(err); ok {
		return "", reason, true
	}
	if err != nil {
		return errorEnvelope(err.Error()), "", false
	}
	return out, "", false
}

func errorEnvelope(msg string) string {
	b, _ := json.Marshal(struct {
		Error string `json:"error"`
	}{msg})
	return string(b)
}

// answer settles a call's promise with the envelope the host returned, and
// starts queued calls.
func (s *Sandbox) answer(id uint32, envelope string) {
	if s.jn != nil && !s.journalAnswer(id, envelope) {
		return
	}
	s.applyAnswer(id, envelope)
}

// applyAnswer settles a call with its answer, live or from the journal.
func (s *Sandbox) applyAnswer(id uint32, envelope string) {
	s.inflight--
	p, found := s.pending[id]
	if found && p.unwrap {
		v, ok := s.unwrapEnvelope(envelope)
		s.settleFound(id, p, found, v, ok)
	} else {
		str := s.e.NewString(envelope)
		if sandbox.IsException(str) {
			// No memory for the answer: the call fails with what the
			// engine threw.
			s.settleFound(id, p, found, s.e.Exception(), false)
		} else {
			s.settleFound(id, p, found, str, true)
		}
	}
	for len(s.queue) > 0 && s.inflight < s.lim.ConcurrentCalls {
		q := s.queue[0]
		s.queue = s.queue[1:]
		s.start(q.id, q.provider, q.tool, q.args)
	}
}

// unwrapEnvelope turns an envelope into the value a tool call settles with:
// the result, or the Error the program catches. The common envelopes,
// {"result":<JSON>} and {"error":"<text>"}, are read here; anything else goes
// to the bootstrap's unwrap, which applies the same rules in JavaScript.
func (s *Sandbox) unwrapEnvelope(env string) (sandbox.Value, bool) {
	e := s.e
	if inner, ok := strings.CutPrefix(env, `{"result":`); ok && strings.HasSuffix(inner, "}") && !strings.Contains(inner, "__executor_") {
		v, out := e.BuildJSON(inner[:len(inner)-1])
		switch out {
		case sandbox.BuildOK:
			return v, true
		case sandbox.BuildException:
			return e.Exception(), false
		}
		if v := e.ParseJSON(inner[:len(inner)-1]); !sandbox.IsException(v) {
			return v, true
		}
		e.DropException()
	} else if strings.HasPrefix(env, `{"error":"`) {
		var m struct {
			Error *string `json:"error"`
		}
		var raw map[string]json.RawMessage
		if json.Unmarshal([]byte(env), &raw) == nil && len(raw) == 1 && json.Unmarshal([]byte(env), &m) == nil && m.Error != nil {
			return e.NewErrorValue(*m.Error), false
		}
	}
	str := e.NewString(env)
	if sandbox.IsException(str) {
		return e.Exception(), false
	}
	v := e.Call(s.in[inUnwrap], sandbox.Undefined, str)
	e.Free(str)
	if sandbox.IsException(v) {
		return e.Exception(), false
	}
	return v, true
}
