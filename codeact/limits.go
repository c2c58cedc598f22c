package codeact

import (
	"errors"
	"time"

	"github.com/codemode/codemode/internal/codeactrt"
	"github.com/codemode/codemode/internal/limits"
)

// Limits bound one CodeAct execution. As everywhere in codemode, a zero field
// takes its default and a negative one is refused by [Limits.Validate] (and so
// by [New]) with a text that says how to fix it; no value means "no limit".
// The names are codemode.Limits' where the bound is the same.
type Limits struct {
	// SourceBytes bounds the program's source. Default 64 KiB. It is also
	// the bound on a recipe's main.js (package recipes).
	SourceBytes int
	// InputBytes bounds the JSON of main's input. Default 1 MiB.
	InputBytes int
	// ResultBytes bounds the JSON of main's return value, and the text of
	// the error an execution ends with. Default 256 KiB.
	ResultBytes int
	// Memory bounds the sandbox's heap. Default 64 MiB; at least 1 MiB.
	// Passing it ends the execution even if the program catches the
	// out-of-memory error.
	Memory int64
	// StackDepth bounds recursion, in engine stack slots (see
	// codemode.Limits.StackDepth). Default 5000; at most 20000. Passing it
	// throws a catchable "InternalError: stack overflow".
	StackDepth int
	// Timeout bounds the execution's wall-clock time, child calls included.
	// Default 30s.
	Timeout time.Duration
	// ChildCalls bounds the tools.call calls one execution may make; the
	// call past it ends the execution (an exhausted limit is terminal) and
	// is never made. Default 128.
	ChildCalls int
}

// The defaults of Limits.
const (
	DefaultSourceBytes       = limits.CodeActSourceBytes // 64 KiB
	DefaultInputBytes        = limits.CodeActInputBytes  // 1 MiB
	DefaultResultBytes       = limits.CodeActResultBytes // 256 KiB
	DefaultMemory      int64 = limits.Memory             // 64 MiB
	DefaultStackDepth        = limits.StackDepth         // 5000
	DefaultTimeout           = limits.Timeout            // 30s
	DefaultChildCalls        = limits.CodeActChildCalls  // 128
)

// values lists l's fields in the order of limits.CodeAct, the duration in
// nanoseconds.
func (l Limits) values() []int64 {
	return []int64{int64(l.SourceBytes), int64(l.InputBytes), int64(l.ResultBytes), l.Memory, int64(l.StackDepth),
		int64(l.Timeout), int64(l.ChildCalls)}
}

// limitsFrom is the inverse of values.
func limitsFrom(v []int64) Limits {
	return Limits{SourceBytes: int(v[0]), InputBytes: int(v[1]), ResultBytes: int(v[2]), Memory: v[3],
		StackDepth: int(v[4]), Timeout: time.Duration(v[5]), ChildCalls: int(v[6])}
}

// WithDefaults returns l with every zero field set to its default. It does not
// validate; see Validate.
func (l Limits) WithDefaults() Limits {
	v := l.values()
	for i, f := range limits.CodeAct {
		if v[i] == 0 {
			v[i] = f.Default
		}
	}
	return limitsFrom(v)
}

// DefaultLimits returns every bound at its default: Limits{}.WithDefaults().
func DefaultLimits() Limits { return Limits{}.WithDefaults() }

// Validate reports the first bound that cannot be used, saying how to fix it.
// Zero fields are valid (they take their defaults).
func (l Limits) Validate() error {
	if text := limits.Check(limits.CodeAct, l.values()); text != "" {
		return errors.New("codeact: " + text)
	}
	return nil
}

// sync converts resolved limits for the synchronous runtime.
func (l Limits) sync() codeactrt.SyncLimits {
	return codeactrt.SyncLimits{
		SourceBytes: l.SourceBytes,
		InputBytes:  l.InputBytes,
		ResultBytes: l.ResultBytes,
		Memory:      l.Memory,
		StackDepth:  l.StackDepth,
		Timeout:     l.Timeout,
		ChildCalls:  l.ChildCalls,
	}
}

// limitsOfSync is the inverse of sync.
func limitsOfSync(l codeactrt.SyncLimits) Limits {
	return Limits{
		SourceBytes: l.SourceBytes,
		InputBytes:  l.InputBytes,
		ResultBytes: l.ResultBytes,
		Memory:      l.Memory,
		StackDepth:  l.StackDepth,
		Timeout:     l.Timeout,
		ChildCalls:  l.ChildCalls,
	}
}
