package sandbox

import (
	"fmt"
	"time"

	"github.com/codemode/codemode/internal/limits"
)

// The texts of the failures an execution can end with. docs/failures.md lists
// them; tests assert them byte for byte.
const (
	TextCancelled      = "Execution was cancelled."
	TextShutdown       = "Execution was stopped: the executor is shutting down."
	TextNeverSettled   = "The program's promise can never settle: it is waiting, and nothing it could be waiting for (a tool call, a timer, a fetch or a handle) is pending."
	TextResultFunction = "The result cannot be returned: it is a function. Return data (objects, arrays, strings, numbers, booleans or null)."
	TextResultSymbol   = "The result cannot be returned: it is a symbol. Return data (objects, arrays, strings, numbers, booleans or null)."
	TextResultCycle    = "The result cannot be returned: it contains a cycle (an object that refers back to itself)."
	TextResultBigInt   = "The result cannot be returned: it contains a BigInt, which JSON cannot represent. Convert it with String() or Number() first."
	TextResultTooDeep  = "The result cannot be returned: it is nested too deeply."
	// TextProgramIsClass is the syntax failure of a program that is a class
	// (export default class { ... }).
	TextProgramIsClass = "The program is a class, and a program must be a function: write (or export default) an async arrow function instead, e.g. async () => { ... }."
)

// notAwaitedText is the result_invalid text for a result holding a promise
// (or another thenable) at path, e.g. result.users.
func notAwaitedText(path string) string {
	return fmt.Sprintf("The result cannot be returned: %s is a Promise that was not awaited. Await it before returning it (for several, await Promise.all([...])).", path)
}

func timeoutText(d time.Duration) string {
	return fmt.Sprintf("Execution timed out after %s.", d)
}

// retentionText is the error (kind timeout) of a retained execution that
// reached its retention limit.
func retentionText(limit time.Duration) string {
	return fmt.Sprintf("The retained execution reached its retention limit of %s.", limit)
}

func memoryText(limit int64) string {
	return fmt.Sprintf("Execution ran out of memory: it reached its limit of %s.", Bytes(limit))
}

func resultTooLargeText(n, limit int) string {
	return fmt.Sprintf("The result is %d bytes of JSON, over the limit of %d bytes.", n, limit)
}

func payloadText(provider, tool string, n, limit int) string {
	return fmt.Sprintf("The call to %s.%s was not sent: it carries %d bytes, over the limit of %d bytes per call.", provider, tool, n, limit)
}

func tooManyCallsText(provider, tool string, limit int) string {
	return fmt.Sprintf("The call to %s.%s was not sent: an execution may make at most %d tool calls.", provider, tool, limit)
}

func logTruncatedText(limit int) string {
	return fmt.Sprintf("[logs truncated: the log limit of %d bytes was reached]", limit)
}

// Bytes renders a byte count the way the texts do: 64 MiB, 512 KiB, 100 bytes.
func Bytes(n int64) string { return limits.FormatBytes(n) }

func tooManyTimersText(limit int) string {
	return fmt.Sprintf("Too many timers: an execution may have at most %d pending.", limit)
}
