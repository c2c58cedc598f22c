// Package runners holds the engine-free machinery that executions run on:
// runners, long-lived goroutines whose stacks have grown already, that run
// executions handed to them (Warm, WarmAsync); the wait for their results
// (SpinRecv, Waited); a bounded last-in, first-out list of idle things that
// prefers the ones last used on the caller's CPU (LIFO), which holds the
// idle runners here and the idle slots in internal/sandbox; and the reading
// of the CPU the calling thread runs on (CurrentCPU). It knows nothing of
// any engine and imports nothing of this module.
package runners
