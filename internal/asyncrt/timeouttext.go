package asyncrt

import "time"

// TimeoutText is the error text (kind timeout) of an execution that ran past
// its deadline d, for executors that end it from outside the engine.
func TimeoutText(d time.Duration) string { return timeoutText(d) }
