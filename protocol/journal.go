package protocol

import (
	"errors"

	"github.com/go-json-experiment/json/jsontext"
)

// JournalKind is what one journal entry records. docs/durable.md describes
// each kind and when it is written.
type JournalKind string

// The kinds of journal entry.
const (
	// JournalStart is always the first entry: the program, its providers
	// and its limits (Start), everything needed to run it again.
	JournalStart JournalKind = "start"
	// JournalCall is the intent of a tool call, written before the call is
	// dispatched: Call, Provider, Tool and Args.
	JournalCall JournalKind = "call"
	// JournalAnswer is a tool call's answer (Envelope), written when the
	// program receives it.
	JournalAnswer JournalKind = "answer"
	// JournalSuspend records that the host answered call Call with a
	// request to suspend (Reason).
	JournalSuspend JournalKind = "suspend"
	// JournalFetch is the intent of a fetch (Fetch holds the request),
	// written before the host's outbound function is called.
	JournalFetch JournalKind = "fetch"
	// JournalFetched is a fetch's response (Fetch), or the error it failed
	// with (Envelope holds {"error": text}).
	JournalFetched JournalKind = "fetched"
	// JournalTimer records that timer Timer fired.
	JournalTimer JournalKind = "timer"
	// JournalDue records that the program set timer Timer, due at Clock
	// (milliseconds since the Unix epoch, on the execution's clock): a
	// resumed execution fires it then, not a whole delay after the
	// resume.
	JournalDue JournalKind = "due"
	// JournalClock is one reading of the clock (Clock, in milliseconds
	// since the Unix epoch): Date.now(), new Date().
	JournalClock JournalKind = "clock"
	// JournalRandom is randomness the program received (Random): the
	// seed of Math.random, the bytes of crypto.getRandomValues or of
	// crypto.randomUUID.
	JournalRandom JournalKind = "random"
	// JournalInvoke records that the host invoked handle Handle with the
	// arguments Args.
	JournalInvoke JournalKind = "invoke"
)

// JournalEntry is one event a durable execution observed. Entries are written
// in the order the program observed them; replaying them in that order to the
// same program brings a fresh sandbox to the same state. Only the members of
// the entry's kind are set.
type JournalEntry struct {
	// Seq is the entry's position in the journal, from 1.
	Seq int `json:"seq"`
	// Kind is what the entry records.
	Kind JournalKind `json:"kind"`
	// Call numbers the execution's tool calls and fetches, from 1, in the
	// order the program made them.
	Call     int    `json:"call,omitzero"`
	Provider string `json:"provider,omitzero"`
	Tool     string `json:"tool,omitzero"`
	// Args is a call's arguments as JSON, or a handle invocation's.
	Args string `json:"args,omitzero"`
	// Envelope is a call's answer, or a failed fetch's error envelope.
	Envelope string `json:"envelope,omitzero"`
	// Reason is why a call asked the execution to suspend.
	Reason string `json:"reason,omitzero"`
	// Fetch is a fetch's request (kind fetch) or response (kind fetched).
	Fetch *JournalHTTP `json:"fetch,omitzero"`
	Timer int64        `json:"timer,omitzero"`
	// Clock is a clock reading in milliseconds since the Unix epoch;
	// Repeat counts the readings right after it that gave the same value.
	Clock  float64 `json:"clock,omitzero"`
	Repeat int     `json:"repeat,omitzero"`
	Random []byte  `json:"random,omitzero"`
	Handle string  `json:"handle,omitzero"`
	// Start is the execution's program, providers and limits (kind start).
	Start jsontext.Value `json:"start,omitzero"`
}

// JournalHTTP is a fetch's request or response in a journal entry.
type JournalHTTP struct {
	Method     string      `json:"method,omitzero"`
	URL        string      `json:"url,omitzero"`
	Status     int         `json:"status,omitzero"`
	StatusText string      `json:"statusText,omitzero"`
	Header     [][2]string `json:"headers,omitzero"`
	Body       []byte      `json:"body,omitzero"`
}

// SuspendError is the error a dispatch returns to suspend the execution at the
// call it was asked to answer (see [Suspend]). The call is left waiting; a
// durable execution ends with the suspended outcome and a checkpoint from which
// it can be resumed with the call's answer.
type SuspendError struct {
	// Reason says why, e.g. "waiting for approval"; it is carried in the
	// suspended outcome and the checkpoint.
	Reason string
}

func (e *SuspendError) Error() string { return "suspend: " + e.Reason }

// SuspendReason reports the reason; it marks the error as a request to
// suspend for packages that cannot name this type.
func (e *SuspendError) SuspendReason() string { return e.Reason }

// Suspend returns the error a dispatch (or an asynchronous dispatch's reply)
// gives to suspend the execution at this call. An empty reason becomes
// "suspended".
func Suspend(reason string) error {
	if reason == "" {
		reason = "suspended"
	}
	return &SuspendError{Reason: reason}
}

// SuspendReasonOf reports whether err (or an error it wraps) asks to suspend,
// and why.
func SuspendReasonOf(err error) (string, bool) {
	var s interface{ SuspendReason() string }
	if errors.As(err, &s) {
		r := s.SuspendReason()
		if r == "" {
			r = "suspended"
		}
		return r, true
	}
	return "", false
}
