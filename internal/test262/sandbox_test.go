package test262

// sandbox_test.go runs programs in codemode's two engines: the asynchronous
// in-process executor, through the public API, and CodeAct's synchronous
// engine (internal/codeactrt.RunSync, what package codeact runs).

import (
	"context"
	"errors"
	"regexp"
	"strings"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/codeactrt"
)

// outcome is what one run of a program came to.
type outcome struct {
	ok bool
	// kind classifies a failure: thrown, syntax, timeout, memory,
	// never_settled, refused (CodeAct's pinned refusals), ... (the
	// sandbox's kinds; the bare runs use the same words).
	kind string
	// name is the constructor name of the thrown value, when known.
	name string
	// text says what happened, for the report.
	text string
}

func (o outcome) String() string {
	if o.ok {
		return "completed"
	}
	return o.kind + ": " + o.text
}

// limits are the bounds of a sandbox run: the bare run's timeout, memory
// and stack, and more room than any test needs for the rest.
var limits = codemode.Limits{
	Timeout:     runTimeout,
	Memory:      memoryLimit,
	StackDepth:  stackSlots,
	ResultBytes: 16 << 20,
	LogBytes:    16 << 20,
	Timers:      100000,
}

// runSandbox runs an asynchronous program in codemode's in-process executor.
func runSandbox(x codemode.Executor, program string) outcome {
	res := x.Execute(context.Background(), codemode.Request{Code: program, Limits: limits})
	if res.Error == nil {
		return outcome{ok: true}
	}
	e := res.Error
	return outcome{kind: string(e.Kind), name: errorName(e.Message), text: e.Message}
}

// syncLimits bound a synchronous run like limits.
var syncLimits = codeactrt.SyncLimits{
	SourceBytes: 64 << 20,
	InputBytes:  1 << 10,
	ResultBytes: 16 << 20,
	Memory:      memoryLimit,
	StackDepth:  stackSlots,
	Timeout:     runTimeout,
	ChildCalls:  1,
}

var errNoTools = errors.New("test262 programs call no tools")

// runSync runs a synchronous program (function main(input)) in CodeAct's
// engine.
func runSync(program string) outcome {
	res := codeactrt.RunSync(context.Background(), codeactrt.SyncOptions{
		Source:   program,
		Filename: "test.js",
		Limits:   syncLimits,
		Call: func(context.Context, string, string) (string, error) {
			return "", errNoTools
		},
	})
	if res.Failure == nil {
		return outcome{ok: true}
	}
	f := res.Failure
	return outcome{kind: string(f.Kind), name: errorName(f.Message), text: f.Message}
}

var (
	// "TypeError: x is not a function", "SyntaxError: ... (line 2, column 3)"
	errorPrefix = regexp.MustCompile(`^([A-Za-z_$][A-Za-z0-9_$]*): `)
	// "Uncaught Test262Error { message: 'x' }", "Uncaught Test262Error: x"
	uncaughtPrefix = regexp.MustCompile(`^Uncaught ([A-Za-z_$][A-Za-z0-9_$]*)(?: \{|: |$)`)
)

// errorName reads the name of the thrown value's constructor from the
// sandbox's text of a failure, or "".
func errorName(msg string) string {
	if m := uncaughtPrefix.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	if strings.HasPrefix(msg, "Uncaught ") {
		return ""
	}
	if m := errorPrefix.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return ""
}
