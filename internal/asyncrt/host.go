package asyncrt

import (
	"encoding/base64"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/codemode/codemode/internal/sandbox"
)

// ---- host functions ----

// Host function identifiers (the magic of each function the bootstrap gets).
const (
	hostDispatch int32 = iota
	hostLog
	hostDone
	hostFail
	hostEncode
	hostDecode
	hostInert
	hostLoadWeb
	hostLoadFetch
	hostTimerSet
	hostTimerClear
	hostUncaught
	hostNewHandle
	hostLookupHandle
	hostHandleSettled
	hostFetchStart
	hostFetchTake
	hostFetchAbort
	hostLoadConsole
	hostCall
	hostCallValue
	// The journaled clock and random seed of a durable execution (durable.js).
	hostClock
	hostSeed
)

var hostFuncs = []struct {
	name   string
	magic  int32
	length int32
}{
	{"dispatch", hostDispatch, 3},
	{"log", hostLog, 2},
	{"done", hostDone, 1},
	{"fail", hostFail, 3},
	{"encode", hostEncode, 3},
	{"decode", hostDecode, 1},
	{"inert", hostInert, 1},
	{"loadWeb", hostLoadWeb, 1},
	{"loadFetch", hostLoadFetch, 0},
	{"timerSet", hostTimerSet, 2},
	{"timerClear", hostTimerClear, 1},
	{"uncaught", hostUncaught, 2},
	{"newHandle", hostNewHandle, 1},
	{"lookupHandle", hostLookupHandle, 1},
	{"handleSettled", hostHandleSettled, 3},
	{"fetchStart", hostFetchStart, 5},
	{"fetchTake", hostFetchTake, 1},
	{"fetchAbort", hostFetchAbort, 1},
	{"loadConsole", hostLoadConsole, 0},
	{"call", hostCall, 3},
	{"callValue", hostCallValue, 4},
	{"clock", hostClock, 0},
}

// HostCall runs the host function magic for the executor's JavaScript (the
// sandbox is its engine's sandbox.HostTarget).
func (s *Sandbox) HostCall(e *sandbox.Engine, magic int32, this sandbox.Value, args []sandbox.Value) sandbox.Value {
	arg := func(i int) sandbox.Value {
		if i < len(args) {
			return args[i]
		}
		return sandbox.Undefined
	}
	if magic >= webMagicBase {
		return s.webHostCall(e, magic, args)
	}
	switch magic {
	case hostDispatch:
		return s.dispatch(arg(0), arg(1), arg(2), false)
	case hostCall:
		return s.dispatch(arg(0), arg(1), arg(2), true)
	case hostCallValue:
		return s.callValue(arg(0), arg(1), sandbox.IsTrue(arg(2)), arg(3))
	case hostLog:
		if !sandbox.IsString(arg(0)) || !sandbox.IsString(arg(1)) {
			return e.ThrowTypeError("log(level, text) takes two strings")
		}
		if s.logsFull || s.inert {
			return sandbox.Undefined
		}
		level, ok1 := e.ToString(arg(0))
		var text string
		var ok2 bool
		if n, flat := sandbox.UTF8Length(arg(1)); flat && n > s.lim.LogBytes+utf8.UTFMax {
			// A line longer than the logs' bound: only what can be kept
			// is converted (a character more than the bound, so that
			// log cuts it where it would cut the whole line).
			text, ok2 = sandbox.UTF8Prefix(arg(1), s.lim.LogBytes+utf8.UTFMax)
		} else {
			text, ok2 = e.ToString(arg(1))
		}
		if !ok1 || !ok2 {
			return sandbox.Exception
		}
		s.log(level, text)
		return sandbox.Undefined
	case hostDone:
		if !s.settled {
			s.settled = true
			s.value = e.Dup(arg(0))
			s.hasVal = true
		}
		return sandbox.Undefined
	case hostFail:
		if len(args) >= 4 {
			if kind, _ := sandbox.StringArg(e, args[3]); kind == "class" && !s.settled {
				// The program is a class, which cannot be called.
				s.settled, s.failure = true, &Failure{Kind: KindSyntax, Message: TextProgramIsClass}
				return sandbox.Undefined
			}
			// The program evaluated to something other than a function.
			s.retry = true
			return sandbox.Undefined
		}
		if !s.settled {
			s.settled = true
			s.failure = s.thrownFailure(args)
		}
		return sandbox.Undefined
	case hostUncaught:
		// An exception escaped a timer callback or a microtask: like an
		// uncaught exception in Node, it ends a running execution.
		if !s.settled && s.timerError == nil {
			s.timerError = s.thrownFailure([]sandbox.Value{arg(0), arg(1), sandbox.Undefined})
		}
		return sandbox.Undefined
	case hostLoadWeb:
		return s.loadWeb(arg(0))
	case hostLoadConsole:
		return evalCompiled(e, consoleChunk)
	case hostLoadFetch:
		return s.loadFetch()
	case hostInert:
		s.inert = sandbox.IsTrue(arg(0))
		if !s.inert {
			s.programRan = true
		}
		return sandbox.Undefined
	case hostClock:
		return s.clockNow()
	case hostSeed:
		return s.seedWord(arg(0))
	case hostTimerSet:
		// timerSet(id, ms): id is the bootstrap's count of timers, ms a
		// number (NaN and negative delays are 0; setTimer bounds the rest).
		id, ok := sandbox.IntArg(arg(0), sandbox.MaxIndexArg)
		ms, isNum := sandbox.NumberArg(arg(1))
		if !ok || !isNum {
			return e.ThrowTypeError("timerSet(id, ms) takes a timer id (an integer from 0 to 2**53) and a delay in milliseconds (a number)")
		}
		if s.inert {
			return sandbox.Bool(true) // the sandbox is discarded: the timer never runs
		}
		if !s.setTimer(int64(id), ms) {
			return e.ThrowError(tooManyTimersText(s.lim.Timers))
		}
		return sandbox.Undefined
	case hostTimerClear:
		// An id no timer can have clears nothing.
		if id, ok := sandbox.IntArg(arg(0), sandbox.MaxIndexArg); ok {
			s.clearTimer(int64(id))
		}
		return sandbox.Undefined
	case hostNewHandle:
		return s.newHandle(arg(0))
	case hostLookupHandle:
		return s.lookupHandle(arg(0))
	case hostHandleSettled:
		return s.handleSettled(args)
	case hostFetchStart:
		return s.fetchStart(args)
	case hostFetchTake:
		return s.fetchTake(args)
	case hostFetchAbort:
		return s.fetchAbort(args)
	case hostEncode:
		// encode(buffer, byteOffset, byteLength) → the bytes as base64.
		b, ok := e.BufferBytes(arg(0))
		if !ok {
			return e.ThrowTypeError(textEncodeNotBuffer)
		}
		view, ok := sandbox.ByteRange(b, arg(1), arg(2))
		if !ok {
			return e.ThrowTypeError(encodeOutOfBoundsText(len(b)))
		}
		return e.NewString(base64.StdEncoding.EncodeToString(view))
	case hostDecode:
		if !sandbox.IsString(arg(0)) {
			return sandbox.Undefined
		}
		str, ok := e.ToString(arg(0))
		if !ok {
			return sandbox.Exception
		}
		// Only canonical padded base64 is binary (the codec's rule):
		// decoding and encoding again must give the same text.
		b, err := base64.StdEncoding.Strict().DecodeString(str)
		if err != nil || base64.StdEncoding.EncodeToString(b) != str {
			return sandbox.Undefined
		}
		return e.NewArrayBuffer(b)
	}
	return sandbox.Undefined
}

// The TypeErrors of host.encode, the binary codec's (bootstrap.js): it reads a
// view's buffer, offset and length with the engine's own accessors, so these
// mean the executor's JavaScript is broken, not the program.
const textEncodeNotBuffer = "__encodeBinary: the buffer of the view is not an ArrayBuffer."

func encodeOutOfBoundsText(n int) string {
	return fmt.Sprintf("__encodeBinary: the view's byteOffset and byteLength are not integers within its buffer of %d bytes.", n)
}

// thrownFailure builds the failure for hostFail(text, stack, name[, typeof]).
func (s *Sandbox) thrownFailure(args []sandbox.Value) *Failure {
	e := s.e
	str := func(i int) string {
		if i >= len(args) {
			return ""
		}
		v, ok := e.ToString(args[i])
		if !ok {
			e.DropException()
		}
		return v
	}
	f := &Failure{Kind: KindThrown, Message: str(0), Stack: s.mapStack(str(1))}
	if strings.HasSuffix(f.Message, "Error: stack overflow") {
		f.Kind = KindStackOverflow
	}
	return f
}

func (s *Sandbox) log(level, text string) {
	if s.logsFull || s.inert {
		return
	}
	switch level {
	case "warn":
		text = "[warn] " + text
	case "error":
		text = "[error] " + text
	}
	if s.logBytes+len(text) > s.lim.LogBytes {
		if room := s.lim.LogBytes - s.logBytes; room > 0 {
			s.emit(truncateUTF8(text, room))
		}
		s.emit(logTruncatedText(s.lim.LogBytes))
		s.logsFull = true
		return
	}
	s.logBytes += len(text)
	s.emit(text)
}

// emit keeps one log line and streams it.
func (s *Sandbox) emit(line string) {
	s.logs = append(s.logs, line)
	// A replayed line was streamed when it was first written.
	if s.req.OnLog != nil && !s.replaying() {
		s.req.OnLog(line)
	}
}

func truncateUTF8(s string, n int) string {
	if n >= len(s) {
		return s
	}
	for n > 0 && n < len(s) && s[n]&0xc0 == 0x80 {
		n--
	}
	return s[:n]
}
