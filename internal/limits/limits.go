// Package limits is the one vocabulary of codemode's execution bounds: their
// names, defaults, minima and maxima, the daemon's default clamps, and the
// texts that refuse a value. Every arrangement builds on it: codemode.Limits
// (in process, worker pool, daemon), codeact.Limits (the synchronous CodeAct
// runtime), the sandbox's resolved limits, the wire encoding and the daemon's
// maxima. A default is defined here and nowhere else; the public packages
// re-export it under their documented names.
//
// The names are codemode.Limits' (the user-facing ones): Timeout, Memory,
// StackDepth, ResultBytes and the rest. An arrangement with a bound of its own
// (CodeAct's SourceBytes, InputBytes, ChildCalls) names it here too, and
// where two arrangements bound the same thing with different defaults (the
// result's JSON: 4 MiB for an execution, 256 KiB for a CodeAct program, whose
// result is what the model reads) the name is shared and the default is
// per arrangement.
package limits

import (
	"fmt"
	"time"
)

// The defaults of an execution's bounds (codemode.Limits).
const (
	Timeout         = 30 * time.Second
	Memory          = 64 << 20
	StackDepth      = 5000
	PayloadBytes    = 4 << 20
	ResultBytes     = 4 << 20
	LogBytes        = 1 << 20
	ToolCalls       = 1000
	ConcurrentCalls = 64
	Timers          = 1000
	ResponseBytes   = 4 << 20
	Retention       = 5 * time.Minute
)

// The defaults of a CodeAct program's bounds (codeact.Limits) that differ
// from an execution's, or that only CodeAct has. Timeout, Memory and
// StackDepth are an execution's.
const (
	CodeActSourceBytes = 64 << 10
	CodeActInputBytes  = 1 << 20
	CodeActResultBytes = 256 << 10
	CodeActChildCalls  = 128
)

// The range of the bounds that have one, in every arrangement.
const (
	// MinMemory is the least heap a sandbox can work in.
	MinMemory = 1 << 20
	// MaxStackDepth is the most stack the engine can take safely.
	MaxStackDepth = 20000
)

// The budget of retained executions (executor.MaxRetainedFor explains it):
// the address space one retained execution holds, what a process keeps for
// everything else, and the cap of a process with a pool worker's 4 GiB of
// address space (codemode.DefaultMaxRetained).
const (
	RetainedAddressSpace = 33 << 20
	RetainedReserve      = (1600 + 1024) << 20
	MaxRetained          = (4<<30 - RetainedReserve) / RetainedAddressSpace
)

// The daemon's default clamps on the limits its clients ask for
// (remote.DefaultMaxLimits).
const (
	MaxTimeout         = 5 * time.Minute
	MaxMemory          = 256 << 20
	MaxPayloadBytes    = 16 << 20
	MaxResultBytes     = 16 << 20
	MaxLogBytes        = 4 << 20
	MaxToolCalls       = 10000
	MaxConcurrentCalls = 256
	MaxTimers          = 10000
	MaxResponseBytes   = 16 << 20
	MaxRetention       = 30 * time.Minute
)

// Unit is what a bound counts.
type Unit int

const (
	// Count is a number of things (calls, timers, stack slots).
	Count Unit = iota
	// Bytes is a size.
	Bytes
	// Duration is a time.Duration.
	Duration
)

// Field describes one bound of an arrangement's limits.
type Field struct {
	// Name is the field's name, the same in every arrangement.
	Name string
	// Unit is what it counts.
	Unit Unit
	// Default is its default (nanoseconds for a Duration).
	Default int64
}

// DefaultText renders the field's default as the refusal texts name it:
// "64 MiB", "5000", "30s".
func (f Field) DefaultText() string { return Format(f.Unit, f.Default) }

// Execution lists the fields of an execution's limits (codemode.Limits), in
// their order there.
var Execution = []Field{
	{"Timeout", Duration, int64(Timeout)},
	{"Memory", Bytes, Memory},
	{"StackDepth", Count, StackDepth},
	{"PayloadBytes", Bytes, PayloadBytes},
	{"ResultBytes", Bytes, ResultBytes},
	{"LogBytes", Bytes, LogBytes},
	{"ToolCalls", Count, ToolCalls},
	{"ConcurrentCalls", Count, ConcurrentCalls},
	{"Timers", Count, Timers},
	{"ResponseBytes", Bytes, ResponseBytes},
	{"Retention", Duration, int64(Retention)},
}

// CodeAct lists the fields of a CodeAct program's limits (codeact.Limits),
// in their order there.
var CodeAct = []Field{
	{"SourceBytes", Bytes, CodeActSourceBytes},
	{"InputBytes", Bytes, CodeActInputBytes},
	{"ResultBytes", Bytes, CodeActResultBytes},
	{"Memory", Bytes, Memory},
	{"StackDepth", Count, StackDepth},
	{"Timeout", Duration, int64(Timeout)},
	{"ChildCalls", Count, CodeActChildCalls},
}

// Format renders a value of unit u the way the texts do: 64 MiB, 512 KiB,
// 100 bytes; 5000; 30s.
func Format(u Unit, v int64) string {
	switch u {
	case Bytes:
		return FormatBytes(v)
	case Duration:
		return time.Duration(v).String()
	}
	return fmt.Sprintf("%d", v)
}

// FormatBytes renders a byte count the way the texts do: 64 MiB, 512 KiB, 100
// bytes.
func FormatBytes(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}

// Check reports the first field of fields (values in the same order, a
// Duration in nanoseconds) that cannot be used, as the sentence that refuses
// it, without a package prefix or a final period: a negative value, a Memory
// below MinMemory, a StackDepth above MaxStackDepth. Zero values are valid
// (they take their defaults). It returns "" when every value can be used.
func Check(fields []Field, values []int64) string {
	for i, f := range fields {
		if v := values[i]; v < 0 {
			if f.Unit == Duration {
				return negativeDurationText(f.Name, time.Duration(v), f.DefaultText())
			}
			return negativeValueText(f.Name, v, f.DefaultText())
		}
	}
	for i, f := range fields {
		switch v := values[i]; {
		case f.Name == "Memory" && v != 0 && v < MinMemory:
			return memoryTooSmallText(v)
		case f.Name == "StackDepth" && v > MaxStackDepth:
			return stackTooDeepText(v)
		}
	}
	return ""
}
