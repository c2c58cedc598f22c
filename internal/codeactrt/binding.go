package codeactrt

import (
	"github.com/codemode/codemode/internal/limits"
	"github.com/codemode/codemode/internal/sandbox"
)

// The engine binding (internal/sandbox) under the names this runtime's code
// was written with.

type (
	engine = sandbox.Engine
	value  = sandbox.Value
)

var (
	jsUndefined = sandbox.Undefined
	jsException = sandbox.Exception
)

func isException(v value) bool { return sandbox.IsException(v) }
func isUndefined(v value) bool { return sandbox.IsUndefined(v) }
func isObject(v value) bool    { return sandbox.IsObject(v) }
func isString(v value) bool    { return sandbox.IsString(v) }

const (
	stopNone    = sandbox.StopNone
	stopTimeout = sandbox.StopTimeout
	stopCancel  = sandbox.StopCancel
	stopMemory  = sandbox.StopMemory
)

const maxStackFrames = sandbox.MaxStackFrames

// Bytes formats a byte count as the failure texts do (limits.FormatBytes).
func Bytes(n int64) string { return limits.FormatBytes(n) }

// leased, when set (by tests only), sees the engine each run takes.
var leased func(*sandbox.SyncEngine)
