package protocol

import "time"

// EventKind is what an [Event] reports.
type EventKind string

// The kinds of event.
const (
	// EventTimerSet: the program set timer Timer (setTimeout,
	// setInterval, or an interval setting itself again after it fired)
	// to be due after DelayMs milliseconds.
	EventTimerSet EventKind = "timer-set"
	// EventTimerFired: timer Timer is due and its callback runs now.
	EventTimerFired EventKind = "timer-fired"
	// EventTimerCleared: the program cleared timer Timer before it fired
	// (clearTimeout, clearInterval).
	EventTimerCleared EventKind = "timer-cleared"
	// EventDropped: the consumer fell behind and Dropped events were lost
	// after the last one delivered. It is the last event of its execution.
	EventDropped EventKind = "dropped"
)

// Event is one thing an execution did that its host can watch as it happens
// (Request.OnEvent; the wire's event message). Only the members of its kind
// are set.
type Event struct {
	// Kind is what the event reports.
	Kind EventKind `json:"kind"`
	// Timer is the timer's id: the number setTimeout returned.
	Timer int64 `json:"timer,omitzero"`
	// DelayMs is a set timer's delay in milliseconds, as the event loop
	// bounds it (NaN and negative delays are 0, delays over 2^31-1 are
	// that).
	DelayMs float64 `json:"delayMs,omitzero"`
	// Time is when it happened, on the clock of the machine that ran the
	// program.
	Time time.Time `json:"time,omitzero"`
	// Dropped counts the events lost just before this one because the
	// consumer fell behind (see Request.OnEvent).
	Dropped int64 `json:"dropped,omitzero"`
}
