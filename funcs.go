package codemode

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/codemode/codemode/protocol"
)

// Funcs is the common case of a host: its tools as plain Go functions,
// grouped by provider. Funcs{"store": {"user": userByID}} lets a program
// call `await store.user(7)`.
//
// Each function may take a context.Context first (the call's context, ended
// when the execution ends), then its arguments, which are decoded from the
// program's JSON as [protocol.DecodeArguments] decodes them (an argument the
// program leaves out keeps its zero value; one too many is refused). It
// returns nothing, a value, an error, or a value and an error. A value
// reaches the program as JSON ([]byte as a Uint8Array); an error rejects the
// program's call with the error's text; a panic rejects it with
// "tool panicked: …". A name the map does not hold is answered with the
// not-found text of [protocol.ToolNotFoundText].
//
// [Funcs.Execute] sets the request's Providers and Dispatch from the map and
// closes the completion latch when Execute returns, so no call reaches a
// function on the execution's behalf afterwards (with RetainHandles the
// latch stays open: handles may still call back).
type Funcs map[string]map[string]any

// funcsTexts: the request failures of a Funcs that cannot be bound.
const (
	textFuncsDispatchSet = "Funcs.Execute sets the request's Dispatch; this request already has Dispatch or DispatchAsync. Use one or the other."
)

var (
	contextType = reflect.TypeFor[context.Context]()
	errorType   = reflect.TypeFor[error]()
)

// boundFunc is one tool function with its argument types.
type boundFunc struct {
	fn       reflect.Value
	withCtx  bool
	args     []reflect.Type
	hasValue bool
	hasErr   bool
}

// bind checks every function's shape and returns them by provider and tool,
// or the text of the first that is not usable (providers and tools in
// sorted order, so the text does not depend on map order).
func (f Funcs) bind() (map[string]map[string]*boundFunc, []Provider, string) {
	bound := make(map[string]map[string]*boundFunc, len(f))
	var providers []Provider
	for _, name := range slices.Sorted(mapKeys(f)) {
		tools := f[name]
		if len(tools) == 0 {
			return nil, nil, funcsNoToolsText(name)
		}
		p := Provider{Name: name}
		bound[name] = make(map[string]*boundFunc, len(tools))
		for _, tool := range slices.Sorted(mapKeys(tools)) {
			b, why := bindFunc(tools[tool])
			if why != "" {
				return nil, nil, funcsToolText(name, tool, why)
			}
			bound[name][tool] = b
			p.Tools = append(p.Tools, tool)
		}
		providers = append(providers, p)
	}
	return bound, providers, ""
}

func mapKeys[M ~map[string]V, V any](m M) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// bindFunc checks one function's shape; the text of a shape it refuses
// completes a sentence that starts with the function's place in the map.
func bindFunc(fn any) (*boundFunc, string) {
	v := reflect.ValueOf(fn)
	if fn == nil || v.Kind() != reflect.Func || v.IsNil() {
		return nil, funcsNotFuncWhy(fn)
	}
	t := v.Type()
	if t.IsVariadic() {
		return nil, funcsVariadicWhy(t)
	}
	b := &boundFunc{fn: v}
	for i := range t.NumIn() {
		in := t.In(i)
		if in == contextType {
			if i != 0 {
				return nil, funcsContextWhy(i+1, t)
			}
			b.withCtx = true
			continue
		}
		if in.Kind() == reflect.Func || in.Kind() == reflect.Chan || in.Kind() == reflect.UnsafePointer {
			return nil, funcsArgumentWhy(in.Kind(), i+1, t)
		}
		b.args = append(b.args, in)
	}
	switch t.NumOut() {
	case 0:
	case 1:
		if t.Out(0) == errorType {
			b.hasErr = true
		} else {
			b.hasValue = true
		}
	case 2:
		if t.Out(1) != errorType {
			return nil, funcsSecondResultWhy(t.Out(0), t.Out(1))
		}
		b.hasValue, b.hasErr = true, true
	default:
		return nil, funcsResultsWhy(t.NumOut(), t)
	}
	return b, ""
}

// call decodes the arguments, calls the function and returns its outcome.
func (b *boundFunc) call(ctx context.Context, tool, argsJSON string) (any, error) {
	targets := make([]any, len(b.args))
	for i, at := range b.args {
		targets[i] = reflect.New(at).Interface()
	}
	if err := protocol.DecodeArguments(argsJSON, targets...); err != nil {
		return nil, fmt.Errorf("%s: %s", tool, strings.TrimPrefix(err.Error(), "protocol: "))
	}
	in := make([]reflect.Value, 0, len(b.args)+1)
	if b.withCtx {
		in = append(in, reflect.ValueOf(&ctx).Elem())
	}
	for _, p := range targets {
		in = append(in, reflect.ValueOf(p).Elem())
	}
	out := b.fn.Call(in)
	var value any
	if b.hasValue {
		value = out[0].Interface()
	}
	if b.hasErr {
		if e := out[len(out)-1]; !e.IsNil() {
			return nil, e.Interface().(error)
		}
	}
	return value, nil
}

// Execute runs req on x with its tools taken from f: it appends f's
// providers to req.Providers (each listing its tools in sorted order), sets
// req.Dispatch, and closes the completion latch when x.Execute returns
// (unless req.RetainHandles). A Funcs whose function has a shape it cannot
// call, or a request that already sets Dispatch or DispatchAsync, fails with
// kind [ErrRequest] and a text that names the function and how to fix it;
// nothing runs.
func (f Funcs) Execute(ctx context.Context, x Executor, req Request) Result {
	if req.Dispatch != nil || req.DispatchAsync != nil {
		return failed(ErrRequest, textFuncsDispatchSet)
	}
	bound, providers, why := f.bind()
	if why != "" {
		return failed(ErrRequest, why)
	}
	state := protocol.NewState()
	if !req.RetainHandles {
		defer state.Close()
	}
	req.Providers = append(slices.Clip(req.Providers), providers...)
	req.Dispatch = protocol.EnvelopeDispatch(state, func(ctx context.Context, provider, tool, argsJSON string) (any, error) {
		b := bound[provider][tool]
		if b == nil {
			return nil, &protocol.ToolNotFoundError{Tool: tool}
		}
		return b.call(ctx, provider+"."+tool, argsJSON)
	})
	return x.Execute(ctx, req)
}
