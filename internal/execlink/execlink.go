// Package execlink holds what package codemode shares with package executor
// without exporting it from the root package: the context key of an
// execution's Invoker, and codemode's checkpoint check. Package executor
// imports codemode (its helpers take codemode's Request, Limits and
// PendingCall), so codemode cannot import executor; both import this
// package instead.
package execlink

import "context"

// Invoker calls the handles of one execution; executor.Invoker has the same
// method set, so a value of either interface converts to the other.
type Invoker interface {
	InvokeHandle(ctx context.Context, id string, argsJSON string) (string, error)
}

type invokerKey struct{}

// WithInvoker returns ctx carrying inv.
func WithInvoker(ctx context.Context, inv Invoker) context.Context {
	return context.WithValue(ctx, invokerKey{}, inv)
}

// InvokerOf returns the Invoker ctx carries, or nil.
func InvokerOf(ctx context.Context) Invoker {
	inv, _ := ctx.Value(invokerKey{}).(Invoker)
	return inv
}

// CheckCheckpoint is package codemode's checkpoint check, a
// func([]byte) (codemode.Limits, []codemode.PendingCall, error) that
// codemode sets when it is initialized (before any package that imports it).
// It is typed any because this package cannot name codemode's types;
// executor.CheckCheckpoint asserts the type once, and its tests fail if it
// ever differs.
var CheckCheckpoint any
