package asyncrt

import (
	"context"
	"errors"
	"fmt"
	"math"

	"github.com/codemode/codemode/internal/sandbox"
)

// Handles: functions cannot cross, but a function passed in a tool call's
// arguments crosses as {"__executor_handle_v1__":"h1"}, and the host can call
// it back while the execution runs or is retained. See docs/handles.md.

// Invoker calls handles of one execution.
type Invoker interface {
	// InvokeHandle calls handle id with the JSON array argsJSON and returns
	// the JSON of what it returned (empty for undefined), or the error it
	// threw.
	InvokeHandle(ctx context.Context, id string, argsJSON string) (string, error)
}

// HandleError is what invoking a handle fails with when the call never
// reached the function, or the function threw.
type HandleError struct {
	// Thrown is set when the function ran and threw (or rejected).
	Thrown  bool
	Message string
}

func (e *HandleError) Error() string { return e.Message }

type invokeResult struct {
	json string
	err  error
}

// newHandle registers fn (a function the codec met in a call's arguments) and
// returns its id.
func (s *Sandbox) newHandle(fn sandbox.Value) sandbox.Value {
	if !s.e.IsFunction(fn) {
		return s.e.ThrowTypeError("newHandle(fn) takes a function")
	}
	id := fmt.Sprintf("h%d", len(s.handles)+1)
	put(&s.handles, id, s.e.Dup(fn))
	return s.e.NewString(id)
}

// lookupHandle returns the function of a handle id, for the codec's reviver.
func (s *Sandbox) lookupHandle(idv sandbox.Value) sandbox.Value {
	if !sandbox.IsString(idv) {
		return sandbox.Undefined // no handle has an id that is not a string
	}
	id, ok := s.e.ToString(idv)
	if !ok {
		return sandbox.Exception
	}
	fn, ok := s.handles[id]
	if !ok {
		return sandbox.Undefined
	}
	return s.e.Dup(fn)
}

// InvokeHandle implements Invoker for the dispatch context of a running
// execution.
func (s *Sandbox) InvokeHandle(ctx context.Context, id, argsJSON string) (string, error) {
	return s.invoke(ctx.Done(), id, argsJSON)
}

// invoke sends the invocation to the loop and waits for the function's value.
func (s *Sandbox) invoke(cancel <-chan struct{}, id, argsJSON string) (string, error) {
	reply := make(chan invokeResult, 1)
	task := func() { s.startInvoke(id, argsJSON, reply) }
	// An ended execution says so even when the caller's context (often the
	// execution's own dispatch context) is done too.
	select {
	case <-s.done:
		return "", &HandleError{Message: endedHandleText(id)}
	default:
	}
	if posted, ended := s.ev.PostUnless(s.done, cancel, task); !posted {
		if ended {
			return "", &HandleError{Message: endedHandleText(id)}
		}
		return "", errors.New("handle invocation cancelled")
	}
	select {
	case r := <-reply:
		return r.json, r.err
	case <-s.done:
		return "", &HandleError{Message: endedHandleText(id)}
	case <-cancel:
		return "", errors.New("handle invocation cancelled")
	}
}

// startInvoke (on the loop) calls the handle's function; its value arrives
// through handleSettled.
func (s *Sandbox) startInvoke(id, argsJSON string, reply chan<- invokeResult) {
	if s.jn != nil && !s.journalInvoke(id, argsJSON, reply) {
		return
	}
	s.runInvoke(id, argsJSON, reply)
}

// runInvoke calls a handle's function, live or from the journal.
func (s *Sandbox) runInvoke(id, argsJSON string, reply chan<- invokeResult) {
	fn, ok := s.handles[id]
	if !ok {
		reply <- invokeResult{err: &HandleError{Message: unknownHandleText(id)}}
		return
	}
	s.nextID++
	token := s.nextID
	put(&s.invokes, token, reply)
	s.busy(func() {
		args := s.e.NewString(argsJSON)
		r := s.e.Call(s.in[inInvokeHandle], sandbox.Undefined, fn, args, sandbox.Float64(float64(token)))
		s.e.Free(args)
		if sandbox.IsException(r) {
			s.e.DropException()
			if rep, ok := s.invokes[token]; ok {
				delete(s.invokes, token)
				rep <- invokeResult{err: &HandleError{Message: "the handle could not be invoked"}}
			}
			return
		}
		s.e.Free(r)
	})
}

// handleSettled is host.handleSettled(token, ok, text): the value of an
// invocation (JSON, or undefined) or the error it threw.
func (s *Sandbox) handleSettled(args []sandbox.Value) sandbox.Value {
	e := s.e
	if len(args) < 3 {
		return sandbox.Undefined
	}
	// A token no invocation has (not an integer token) settles nothing.
	t, ok := sandbox.IntArg(args[0], math.MaxUint32)
	if !ok {
		return sandbox.Undefined
	}
	token := uint32(t)
	rep, ok := s.invokes[token]
	if !ok {
		return sandbox.Undefined
	}
	if !sandbox.IsUndefined(args[2]) && !sandbox.IsString(args[2]) {
		return e.ThrowTypeError("handleSettled(token, ok, text) takes text that is a string or undefined")
	}
	delete(s.invokes, token)
	if sandbox.IsUndefined(args[2]) {
		rep <- invokeResult{}
		return sandbox.Undefined
	}
	text, ok := e.ToString(args[2])
	if !ok {
		e.DropException() // out of memory: the invocation fails without a text
	}
	switch {
	case sandbox.IsBool(args[1]) && sandbox.IsTrue(args[1]):
		rep <- invokeResult{json: text}
	case sandbox.IsBool(args[1]):
		rep <- invokeResult{err: &HandleError{Thrown: true, Message: text}}
	default: // the arguments or the value could not cross: nothing threw
		rep <- invokeResult{err: &HandleError{Message: text}}
	}
	return sandbox.Undefined
}
