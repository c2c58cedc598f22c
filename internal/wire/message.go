// Package wire implements the codemode wire protocol (docs/protocol.md): its
// messages, the transports that carry them (newline-delimited JSON over pipes
// here; the WebSocket transport lives with the daemon), the Server that runs
// programs for a peer, and the Client that owns the tools and talks to a
// Server. The worker pool is a Client over each worker's pipes; a worker is a
// Server over its stdin and stdout; the daemon is a Server over WebSockets;
// the remote Go client is a Client over a WebSocket.
package wire

import (
	"fmt"
	"sync"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// Version is the protocol version this package speaks.
const Version = 1

// Message types.
const (
	TypeHello   = "hello"
	TypeWelcome = "welcome"
	TypeExecute = "execute"
	TypeLog     = "log"
	TypeCall    = "call"
	TypeAnswer  = "answer"
	TypeFetch   = "fetch"
	TypeFetched = "fetched"
	TypeAbort   = "abort"
	TypeDone    = "done"
	TypeCancel  = "cancel"
	TypeInvoke  = "invoke"
	TypeInvoked = "invoked"
	TypeRelease = "release"
	TypeEnded   = "ended"
	TypeError   = "error"
	TypeJournal = "journal"
	TypeSuspend = "suspend"
	TypeDrain   = "drain"
	TypeEvent   = "event"
	maxIDLength = 128
	// DefaultFrame bounds one message unless configured otherwise: the
	// largest checkpoint an executor reads (codemode.MaxCheckpointBytes,
	// 68 MiB) and 4 MiB for the message's other members, so that any
	// checkpoint an executor writes travels in one message, both ways.
	DefaultFrame = codemode.MaxCheckpointBytes + 4<<20
)

// Error codes.
const (
	CodeBadMessage         = "bad_message"
	CodeUnknownType        = "unknown_type"
	CodeUnsupportedVersion = "unsupported_version"
	CodeUnauthorized       = "unauthorized"
	CodeHelloRequired      = "hello_required"
	CodeTooLarge           = "too_large"
	CodeDuplicateExecution = "duplicate_execution"
	CodeUnknownExecution   = "unknown_execution"
	CodeOverloaded         = "overloaded"
	CodeShuttingDown       = "shutting_down"
)

// Message is every message of the protocol; which members are meaningful
// depends on Type (see docs/protocol.md). Code is the program for execute and
// the error code for error.
type Message struct {
	Type    string `json:"type"`
	ID      string `json:"id,omitzero"`
	Version int    `json:"version,omitzero"`
	Token   string `json:"token,omitzero"`
	Client  string `json:"client,omitzero"`
	Server  string `json:"server,omitzero"`

	MaxLimits *Limits `json:"maxLimits,omitzero"`
	// Features are the optional parts of the protocol a peer understands:
	// in hello what the client can receive, in welcome what the server
	// offers (FeatureDrain).
	Features []string `json:"features,omitzero"`
	// GraceMs is, in drain, how long the server still lets running
	// executions finish, in milliseconds.
	GraceMs *int64 `json:"graceMs,omitzero"`

	Code          string     `json:"code,omitzero"`
	Providers     []Provider `json:"providers,omitzero"`
	Limits        *Limits    `json:"limits,omitzero"`
	Outbound      bool       `json:"outbound,omitzero"`
	RetainHandles bool       `json:"retainHandles,omitzero"`

	Call     uint32 `json:"call,omitzero"`
	Provider string `json:"provider,omitzero"`
	Tool     string `json:"tool,omitzero"`
	Args     string `json:"args,omitzero"`
	Envelope string `json:"envelope,omitzero"`

	Method           string      `json:"method,omitzero"`
	URL              string      `json:"url,omitzero"`
	Headers          [][2]string `json:"headers,omitzero"`
	Body             string      `json:"body,omitzero"`
	MaxResponseBytes int         `json:"maxResponseBytes,omitzero"`
	Redirect         string      `json:"redirect,omitzero"`
	Status           int         `json:"status,omitzero"`
	StatusText       string      `json:"statusText,omitzero"`

	Line *string `json:"line,omitzero"`

	Result   jsontext.Value `json:"result,omitzero"`
	Error    jsontext.Value `json:"error,omitzero"`
	Retained bool           `json:"retained,omitzero"`
	// UnhandledRejections (done) counts the promises that rejected with no
	// handler while the program ran.
	UnhandledRejections int `json:"unhandledRejections,omitzero"`

	Invoke uint32 `json:"invoke,omitzero"`
	Handle string `json:"handle,omitzero"`
	Thrown bool   `json:"thrown,omitzero"`

	Message string `json:"message,omitzero"`

	// Durable executions (docs/durable.md): execute asks for a journal
	// (durable), for its entries to be streamed (journal), or resumes a
	// checkpoint with answers; answer can ask to suspend; journal carries
	// one entry; done carries the checkpoint of a suspended execution.
	Durable    bool                   `json:"durable,omitzero"`
	Journal    bool                   `json:"journal,omitzero"`
	Checkpoint jsontext.Value         `json:"checkpoint,omitzero"`
	Answers    []Answer               `json:"answers,omitzero"`
	Suspend    string                 `json:"suspend,omitzero"`
	Entry      *protocol.JournalEntry `json:"entry,omitzero"`
	// ReplayedLogs, in done, are the lines a resumed execution wrote again
	// while it replayed its journal: they come before the streamed ones and
	// were not sent as log messages this time.
	ReplayedLogs []string `json:"replayedLogs,omitzero"`
	// MaxWaitMs and ClockMs (execute) are Durable.MaxWait and the host's
	// clock as the request is sent, in milliseconds (since the Unix epoch
	// for the clock); WakeAt (done) is Suspension.WakeAt, in milliseconds
	// since the Unix epoch.
	MaxWaitMs int64 `json:"maxWaitMs,omitzero"`
	ClockMs   int64 `json:"clockMs,omitzero"`
	WakeAt    int64 `json:"wakeAt,omitzero"`

	// Events, in execute, asks for the execution's events (its timers set,
	// fired and cleared) as event messages, each carrying one Event. A
	// server sends none to an execution that did not ask.
	Events bool            `json:"events,omitzero"`
	Event  *protocol.Event `json:"event,omitzero"`
}

// outgoing holds messages made only to be sent. Transport.Send encodes a
// message and keeps nothing of it, so the relay's paths taken once per tool
// call (the call to the client, its answer back) take a message from here
// and give it back once sent, rather than allocate one per message: a
// Message is about 640 bytes, every field of every type, and a tool call
// through the daemon made six.
var outgoing = sync.Pool{New: func() any { return new(Message) }}

// getOutgoing returns a zero message to fill and send, then give back with
// putOutgoing.
func getOutgoing() *Message { return outgoing.Get().(*Message) }

// putOutgoing zeroes m, which Send has returned from, and keeps it for the
// next getOutgoing.
func putOutgoing(m *Message) {
	*m = Message{}
	outgoing.Put(m)
}

// Answer is one of execute.answers: how a call a checkpoint left waiting is
// settled.
type Answer struct {
	Call       int    `json:"call"`
	Envelope   string `json:"envelope,omitzero"`
	Redispatch bool   `json:"redispatch,omitzero"`
}

// Provider is a provider declaration on the wire.
type Provider struct {
	Name           string   `json:"name"`
	Tools          []string `json:"tools,omitzero"`
	PositionalArgs *bool    `json:"positionalArgs,omitzero"`
	Prelude        string   `json:"prelude,omitzero"`
	ProxySource    string   `json:"proxySource,omitzero"`
}

// Limits are codemode.Limits on the wire, durations in milliseconds.
type Limits struct {
	TimeoutMs       int64 `json:"timeoutMs,omitzero"`
	Memory          int64 `json:"memoryBytes,omitzero"`
	StackDepth      int   `json:"stackDepth,omitzero"`
	PayloadBytes    int   `json:"payloadBytes,omitzero"`
	ResultBytes     int   `json:"resultBytes,omitzero"`
	LogBytes        int   `json:"logBytes,omitzero"`
	ToolCalls       int   `json:"toolCalls,omitzero"`
	ConcurrentCalls int   `json:"concurrentCalls,omitzero"`
	Timers          int   `json:"timers,omitzero"`
	ResponseBytes   int   `json:"responseBytes,omitzero"`
	RetentionMs     int64 `json:"retentionMs,omitzero"`
}

// FailureInfo is done.error.
type FailureInfo struct {
	Kind    codemode.ErrorKind `json:"kind"`
	Message string             `json:"message"`
	Line    int                `json:"line,omitempty"`
	Column  int                `json:"column,omitempty"`
	Stack   string             `json:"stack,omitempty"`
}

// WireLimits converts limits for the wire.
func WireLimits(l codemode.Limits) *Limits {
	return &Limits{
		TimeoutMs: l.Timeout.Milliseconds(), Memory: l.Memory, StackDepth: l.StackDepth,
		PayloadBytes: l.PayloadBytes, ResultBytes: l.ResultBytes, LogBytes: l.LogBytes,
		ToolCalls: l.ToolCalls, ConcurrentCalls: l.ConcurrentCalls, Timers: l.Timers,
		ResponseBytes: l.ResponseBytes, RetentionMs: l.Retention.Milliseconds(),
	}
}

// Limits converts wire limits back.
func (w *Limits) Limits() codemode.Limits {
	if w == nil {
		return codemode.Limits{}
	}
	return codemode.Limits{
		Timeout: time.Duration(w.TimeoutMs) * time.Millisecond, Memory: w.Memory, StackDepth: w.StackDepth,
		PayloadBytes: w.PayloadBytes, ResultBytes: w.ResultBytes, LogBytes: w.LogBytes,
		ToolCalls: w.ToolCalls, ConcurrentCalls: w.ConcurrentCalls, Timers: w.Timers,
		ResponseBytes: w.ResponseBytes, Retention: time.Duration(w.RetentionMs) * time.Millisecond,
	}
}

// WireProviders converts provider declarations for the wire.
func WireProviders(ps []codemode.Provider) []Provider {
	out := make([]Provider, len(ps))
	for i, p := range ps {
		positional := p.Args != codemode.OptionsObject
		out[i] = Provider{Name: p.Name, Tools: p.Tools, Prelude: p.Prelude, ProxySource: p.ProxySource}
		if !positional {
			f := false
			out[i].PositionalArgs = &f
		}
	}
	return out
}

// CodemodeProviders converts wire provider declarations back.
func CodemodeProviders(ps []Provider) []codemode.Provider {
	out := make([]codemode.Provider, len(ps))
	for i, p := range ps {
		out[i] = codemode.Provider{Name: p.Name, Tools: p.Tools, Prelude: p.Prelude, ProxySource: p.ProxySource}
		if p.PositionalArgs != nil && !*p.PositionalArgs {
			out[i].Args = codemode.OptionsObject
		}
	}
	return out
}

// ProtocolError is a violation of the protocol by the peer.
type ProtocolError struct {
	Code    string
	Message string
}

func (e *ProtocolError) Error() string { return e.Code + ": " + e.Message }

func bad(format string, args ...any) *ProtocolError {
	return &ProtocolError{Code: CodeBadMessage, Message: fmt.Sprintf(format, args...)}
}

// Decode parses one message and checks that it has the members its type
// needs. Everything that arrives over a connection is untrusted. (The
// messages are decoded with github.com/go-json-experiment/json, several times
// faster than encoding/json on this struct, and the flat ones on a call's
// path faster still by hand: see codec.go.)
func Decode(b []byte) (*Message, error) {
	var m Message
	if !decodeFlat(b, &m) {
		m = Message{}
		if err := jsonv2.Unmarshal(b, &m, decodeOptions); err != nil {
			return nil, bad("the message is not a JSON object with the members of its type: %v", err)
		}
	}
	if err := m.validate(); err != nil {
		return nil, err
	}
	return &m, nil
}

func (m *Message) validate() error {
	needID := func() error {
		if m.ID == "" {
			return bad("a %s message needs an id", m.Type)
		}
		if len(m.ID) > maxIDLength {
			return bad("an execution id is at most %d bytes", maxIDLength)
		}
		return nil
	}
	switch m.Type {
	case "":
		return bad("the message has no type")
	case TypeHello, TypeWelcome:
		if m.Version == 0 {
			return bad("a %s message needs a version", m.Type)
		}
		return nil
	case TypeExecute:
		return needID()
	case TypeCall:
		if m.Call == 0 || m.Tool == "" && m.Provider == "" {
			return bad("a call message needs call, provider and tool")
		}
		return needID()
	case TypeAnswer:
		if m.Call == 0 {
			return bad("an answer needs the call it answers")
		}
		if m.Suspend != "" && m.Envelope != "" {
			return bad("an answer has either an envelope or suspend, not both")
		}
		return needID()
	case TypeFetch, TypeFetched, TypeAbort:
		if m.Call == 0 {
			return bad("a %s message needs call", m.Type)
		}
		return needID()
	case TypeLog:
		if m.Line == nil {
			return bad("a log message needs a line")
		}
		return needID()
	case TypeInvoke:
		if m.Invoke == 0 || m.Handle == "" {
			return bad("an invoke message needs invoke and handle")
		}
		return needID()
	case TypeInvoked:
		if m.Invoke == 0 {
			return bad("an invoked message needs invoke")
		}
		return needID()
	case TypeDone, TypeCancel, TypeRelease, TypeEnded, TypeSuspend:
		return needID()
	case TypeJournal:
		if m.Entry == nil {
			return bad("a journal message needs an entry")
		}
		return needID()
	case TypeEvent:
		if m.Event == nil {
			return bad("an event message needs an event")
		}
		return needID()
	case TypeError, TypeDrain:
		return nil
	}
	return &ProtocolError{Code: CodeUnknownType, Message: fmt.Sprintf("%q is not a message type of protocol version %d", m.Type, Version)}
}

// Encode writes a message as JSON.
func Encode(m *Message) ([]byte, error) {
	return AppendEncode(nil, m)
}

var (
	// Duplicate member names are refused (a sign of a confused or hostile
	// peer); invalid UTF-8 becomes U+FFFD rather than failing the message.
	decodeOptions = jsonv2.JoinOptions(jsontext.AllowInvalidUTF8(true))
	encodeOptions = jsonv2.JoinOptions(jsontext.AllowInvalidUTF8(true))
)

// ErrorMessage builds an error message.
func ErrorMessage(id, code, text string) *Message {
	return &Message{Type: TypeError, ID: id, Code: code, Message: text}
}

// Line returns a pointer to s, for log messages.
func Line(s string) *string { return &s }
