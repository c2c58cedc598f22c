package codemode

import (
	"fmt"
	"time"
)

// limitError is the error Validate returns; its text is a sentence for the
// caller.
type limitError string

func (e limitError) Error() string { return string(e) }

func limitErrorf(format string, args ...any) error {
	return limitError(fmt.Sprintf(format, args...))
}

// Limits bound one execution. A zero field takes its default; a negative field
// is refused. Every bound is enforced by the executor, not by the program's
// cooperation.
type Limits struct {
	// Timeout is the wall-clock time the execution may take, waiting for
	// tool calls included. Default 30s. Cancelling Execute's context ends
	// the execution the same way.
	Timeout time.Duration
	// Memory is the most the sandbox's heap may hold, in bytes, the
	// executor's own JavaScript included. Default 64 MiB; at least 1 MiB.
	// Passing it ends the execution, even if the program catches the
	// out-of-memory error.
	Memory int64
	// StackDepth bounds recursion, in engine stack slots: a plain
	// JavaScript call takes about one, a call through a getter, a proxy or
	// a built-in such as Array.prototype.map three to nine. Default 5000;
	// at most 20000. Passing it throws a catchable
	// "InternalError: stack overflow".
	StackDepth int
	// PayloadBytes bounds one outgoing tool call: provider name, tool name
	// and argument JSON together, measured before the call leaves. A larger
	// call rejects at its call site and is never delivered. Default 4 MiB.
	PayloadBytes int
	// ResultBytes bounds the JSON of the program's result, measured at the
	// end. Default 4 MiB.
	ResultBytes int
	// LogBytes bounds the total size of the logs; past it the logs end
	// with a marker line and later output is dropped. Default 1 MiB.
	LogBytes int
	// ToolCalls bounds the tool calls one execution may make; a call past
	// it rejects at its call site and is never delivered. Default 1000.
	ToolCalls int
	// ConcurrentCalls bounds the tool calls in flight at once; further
	// calls wait for one to finish before they are dispatched. Default 64.
	ConcurrentCalls int
	// Timers bounds the timers (setTimeout, setInterval) pending at once;
	// past it, setTimeout throws. Default 1000.
	Timers int
	// ResponseBytes bounds the body of one fetch response; a larger one
	// fails the fetch. Default 4 MiB.
	ResponseBytes int
	// Retention bounds how long a retained execution (RetainHandles) lives
	// after its program settled. Default 5m.
	Retention time.Duration
}

// The defaults of Limits.
const (
	DefaultTimeout         = 30 * time.Second
	DefaultMemory          = 64 << 20
	DefaultStackDepth      = 5000
	DefaultPayloadBytes    = 4 << 20
	DefaultResultBytes     = 4 << 20
	DefaultLogBytes        = 1 << 20
	DefaultToolCalls       = 1000
	DefaultConcurrentCalls = 64
	DefaultTimers          = 1000
	DefaultResponseBytes   = 4 << 20
	DefaultRetention       = 5 * time.Minute

	minMemory     = 1 << 20
	maxStackDepth = 20000
)

// WithDefaults returns l with every zero field set to its default. It does not
// validate; see Validate.
func (l Limits) WithDefaults() Limits {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	if l.Timeout == 0 {
		l.Timeout = DefaultTimeout
	}
	if l.Memory == 0 {
		l.Memory = DefaultMemory
	}
	def(&l.StackDepth, DefaultStackDepth)
	def(&l.PayloadBytes, DefaultPayloadBytes)
	def(&l.ResultBytes, DefaultResultBytes)
	def(&l.LogBytes, DefaultLogBytes)
	def(&l.ToolCalls, DefaultToolCalls)
	def(&l.ConcurrentCalls, DefaultConcurrentCalls)
	def(&l.Timers, DefaultTimers)
	def(&l.ResponseBytes, DefaultResponseBytes)
	if l.Retention == 0 {
		l.Retention = DefaultRetention
	}
	return l
}

// Validate reports the first field that cannot be used, with a message that
// says how to fix it.
func (l Limits) Validate() error {
	neg := func(name string, v int64, def string) error {
		if v < 0 {
			return limitErrorf("Limits.%s is %d; use 0 for the default (%s) or a positive value.", name, v, def)
		}
		return nil
	}
	if l.Timeout < 0 {
		return limitErrorf("Limits.Timeout is %s; use 0 for the default (%s) or a positive duration.", l.Timeout, DefaultTimeout)
	}
	for _, c := range []struct {
		name string
		v    int64
		def  string
	}{
		{"Memory", l.Memory, "64 MiB"},
		{"StackDepth", int64(l.StackDepth), "5000"},
		{"PayloadBytes", int64(l.PayloadBytes), "4 MiB"},
		{"ResultBytes", int64(l.ResultBytes), "4 MiB"},
		{"LogBytes", int64(l.LogBytes), "1 MiB"},
		{"ToolCalls", int64(l.ToolCalls), "1000"},
		{"ConcurrentCalls", int64(l.ConcurrentCalls), "64"},
		{"Timers", int64(l.Timers), "1000"},
		{"ResponseBytes", int64(l.ResponseBytes), "4 MiB"},
	} {
		if err := neg(c.name, c.v, c.def); err != nil {
			return err
		}
	}
	if l.Retention < 0 {
		return limitErrorf("Limits.Retention is %s; use 0 for the default (%s) or a positive duration.", l.Retention, DefaultRetention)
	}
	if l.Memory != 0 && l.Memory < minMemory {
		return limitErrorf("Limits.Memory is %d bytes; the sandbox needs at least 1 MiB (1048576 bytes).", l.Memory)
	}
	if l.StackDepth > maxStackDepth {
		return limitErrorf("Limits.StackDepth is %d; the most the engine can take safely is %d.", l.StackDepth, maxStackDepth)
	}
	return nil
}

// Clamp returns l with every field no larger than the same field of max (zero
// fields of max do not clamp). A daemon uses it to hold clients to its
// configured maxima. l and max should both have their defaults applied.
func (l Limits) Clamp(max Limits) Limits {
	if max.Timeout > 0 && l.Timeout > max.Timeout {
		l.Timeout = max.Timeout
	}
	if max.Memory > 0 && l.Memory > max.Memory {
		l.Memory = max.Memory
	}
	clamp := func(v *int, m int) {
		if m > 0 && *v > m {
			*v = m
		}
	}
	clamp(&l.StackDepth, max.StackDepth)
	clamp(&l.PayloadBytes, max.PayloadBytes)
	clamp(&l.ResultBytes, max.ResultBytes)
	clamp(&l.LogBytes, max.LogBytes)
	clamp(&l.ToolCalls, max.ToolCalls)
	clamp(&l.ConcurrentCalls, max.ConcurrentCalls)
	clamp(&l.Timers, max.Timers)
	clamp(&l.ResponseBytes, max.ResponseBytes)
	if max.Retention > 0 && l.Retention > max.Retention {
		l.Retention = max.Retention
	}
	return l
}
