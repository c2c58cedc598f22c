package codeact

import (
	"fmt"
	"time"

	"github.com/codemode/codemode/internal/codeactrt"
)

// Limits bound one CodeAct execution. As everywhere in codemode, a zero field
// takes its default and a negative one is refused by [Limits.Validate] (and so
// by [New]) with a text that says how to fix it; no value means "no limit".
type Limits struct {
	// SourceBytes bounds the program's source. Default 64 KiB. It is also
	// the bound on a recipe's main.js (package recipes).
	SourceBytes int
	// InputBytes bounds the JSON of main's input. Default 1 MiB.
	InputBytes int
	// OutputBytes bounds the JSON of main's return value, and the text of
	// the error an execution ends with. Default 256 KiB.
	OutputBytes int
	// MemoryBytes bounds the sandbox's heap. Default 64 MiB; at least
	// 1 MiB. Passing it ends the execution even if the program catches the
	// out-of-memory error.
	MemoryBytes int64
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
	DefaultSourceBytes       = 64 << 10
	DefaultInputBytes        = 1 << 20
	DefaultOutputBytes       = 256 << 10
	DefaultMemoryBytes int64 = 64 << 20
	DefaultStackDepth        = 5000
	DefaultTimeout           = 30 * time.Second
	DefaultChildCalls        = 128

	minMemoryBytes = 1 << 20
	maxStackDepth  = 20000
)

// WithDefaults returns l with every zero field set to its default. It does not
// validate; see Validate.
func (l Limits) WithDefaults() Limits {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	def(&l.SourceBytes, DefaultSourceBytes)
	def(&l.InputBytes, DefaultInputBytes)
	def(&l.OutputBytes, DefaultOutputBytes)
	def(&l.StackDepth, DefaultStackDepth)
	def(&l.ChildCalls, DefaultChildCalls)
	if l.MemoryBytes == 0 {
		l.MemoryBytes = DefaultMemoryBytes
	}
	if l.Timeout == 0 {
		l.Timeout = DefaultTimeout
	}
	return l
}

// DefaultLimits returns every bound at its default: Limits{}.WithDefaults().
func DefaultLimits() Limits {
	return Limits{
		SourceBytes: DefaultSourceBytes,
		InputBytes:  DefaultInputBytes,
		OutputBytes: DefaultOutputBytes,
		MemoryBytes: DefaultMemoryBytes,
		StackDepth:  DefaultStackDepth,
		Timeout:     DefaultTimeout,
		ChildCalls:  DefaultChildCalls,
	}
}

// Validate reports the first bound that cannot be used, saying how to fix it.
// Zero fields are valid (they take their defaults).
func (l Limits) Validate() error {
	for _, c := range []struct {
		name string
		v    int64
		def  string
	}{
		{"SourceBytes", int64(l.SourceBytes), "64 KiB"},
		{"InputBytes", int64(l.InputBytes), "1 MiB"},
		{"OutputBytes", int64(l.OutputBytes), "256 KiB"},
		{"MemoryBytes", l.MemoryBytes, "64 MiB"},
		{"StackDepth", int64(l.StackDepth), "5000"},
		{"ChildCalls", int64(l.ChildCalls), "128"},
	} {
		if c.v < 0 {
			return fmt.Errorf("codeact: Limits.%s is %d; use 0 for the default (%s) or a positive value", c.name, c.v, c.def)
		}
	}
	if l.Timeout < 0 {
		return fmt.Errorf("codeact: Limits.Timeout is %s; use 0 for the default (%s) or a positive duration", l.Timeout, DefaultTimeout)
	}
	if l.MemoryBytes != 0 && l.MemoryBytes < minMemoryBytes {
		return fmt.Errorf("codeact: Limits.MemoryBytes is %d bytes; the sandbox needs at least 1 MiB (1048576 bytes)", l.MemoryBytes)
	}
	if l.StackDepth > maxStackDepth {
		return fmt.Errorf("codeact: Limits.StackDepth is %d; the most the engine can take safely is %d", l.StackDepth, maxStackDepth)
	}
	return nil
}

func (l Limits) sync() codeactrt.SyncLimits {
	return codeactrt.SyncLimits{
		SourceBytes: l.SourceBytes,
		InputBytes:  l.InputBytes,
		OutputBytes: l.OutputBytes,
		MemoryBytes: l.MemoryBytes,
		StackSlots:  l.StackDepth,
		Timeout:     l.Timeout,
		ChildCalls:  l.ChildCalls,
	}
}
