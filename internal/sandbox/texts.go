package sandbox

import (
	"fmt"
	"time"

	"github.com/codemode/codemode/internal/limits"
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
