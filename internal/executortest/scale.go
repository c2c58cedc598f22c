package executortest

import "time"

// Scale stretches a wall-clock bound that is meant to be ample (a generous
// timeout for a program that should end otherwise, how long to wait for
// something) by the build's slowdown: 1 in a normal build, RaceFactor when
// built with -race, whose instrumented engine runs several times slower.
// Bounds under test (a limit whose text a test pins) are never scaled.
func Scale(d time.Duration) time.Duration { return d * time.Duration(slowdown) }

// engineBound names the hostile programs whose work is nearly all inside the
// engine (a hundred thousand levels of nesting built and walked): under the
// race detector they take minutes and test no concurrency, so a race build
// skips them.
var engineBound = map[string]bool{"DeepJSONStringify": true, "DeepJSONParse": true, "DeepResult": true}
