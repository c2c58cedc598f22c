package codemode

import (
	"time"

	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/internal/limits"
)

// limitError is the error Validate returns; its text is a sentence for the
// caller.
type limitError string

func (e limitError) Error() string { return string(e) }

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
	DefaultTimeout         = limits.Timeout         // 30s
	DefaultMemory          = limits.Memory          // 64 MiB
	DefaultStackDepth      = limits.StackDepth      // 5000
	DefaultPayloadBytes    = limits.PayloadBytes    // 4 MiB
	DefaultResultBytes     = limits.ResultBytes     // 4 MiB
	DefaultLogBytes        = limits.LogBytes        // 1 MiB
	DefaultToolCalls       = limits.ToolCalls       // 1000
	DefaultConcurrentCalls = limits.ConcurrentCalls // 64
	DefaultTimers          = limits.Timers          // 1000
	DefaultResponseBytes   = limits.ResponseBytes   // 4 MiB
	DefaultRetention       = limits.Retention       // 5m
)

// values lists l's fields in the order of limits.Execution, durations in
// nanoseconds.
func (l Limits) values() []int64 {
	return []int64{int64(l.Timeout), l.Memory, int64(l.StackDepth), int64(l.PayloadBytes), int64(l.ResultBytes),
		int64(l.LogBytes), int64(l.ToolCalls), int64(l.ConcurrentCalls), int64(l.Timers), int64(l.ResponseBytes),
		int64(l.Retention)}
}

// limitsFrom is the inverse of values.
func limitsFrom(v []int64) Limits {
	return Limits{Timeout: time.Duration(v[0]), Memory: v[1], StackDepth: int(v[2]), PayloadBytes: int(v[3]),
		ResultBytes: int(v[4]), LogBytes: int(v[5]), ToolCalls: int(v[6]), ConcurrentCalls: int(v[7]),
		Timers: int(v[8]), ResponseBytes: int(v[9]), Retention: time.Duration(v[10])}
}

// WithDefaults returns l with every zero field set to its default. It does not
// validate; see Validate.
func (l Limits) WithDefaults() Limits {
	v := l.values()
	for i, f := range limits.Execution {
		if v[i] == 0 {
			v[i] = f.Default
		}
	}
	return limitsFrom(v)
}

// Validate reports the first field that cannot be used, with a message that
// says how to fix it.
func (l Limits) Validate() error {
	if text := limits.Check(limits.Execution, l.values()); text != "" {
		return limitError(text + ".")
	}
	return nil
}

// sandboxLimits converts resolved limits for the sandbox.
func (l Limits) sandboxLimits() asyncrt.Limits {
	return asyncrt.Limits{
		Timeout: l.Timeout, Memory: l.Memory, StackDepth: l.StackDepth, PayloadBytes: l.PayloadBytes,
		ResultBytes: l.ResultBytes, LogBytes: l.LogBytes, ToolCalls: l.ToolCalls, ConcurrentCalls: l.ConcurrentCalls,
		Timers: l.Timers, ResponseBytes: l.ResponseBytes, Retention: l.Retention,
	}
}

// limitsOfSandbox is the inverse of sandboxLimits.
func limitsOfSandbox(l asyncrt.Limits) Limits {
	return Limits{
		Timeout: l.Timeout, Memory: l.Memory, StackDepth: l.StackDepth, PayloadBytes: l.PayloadBytes,
		ResultBytes: l.ResultBytes, LogBytes: l.LogBytes, ToolCalls: l.ToolCalls, ConcurrentCalls: l.ConcurrentCalls,
		Timers: l.Timers, ResponseBytes: l.ResponseBytes, Retention: l.Retention,
	}
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
