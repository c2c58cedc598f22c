package asyncrt

import (
	"unicode/utf8"

	"github.com/codemode/codemode/protocol"
)

// The journal's bound is on its entries as a checkpoint encodes them, so that
// a checkpoint's size follows from the bound: a journal within it makes a
// checkpoint of at most MaxJournalBytes plus the checkpoint's own members
// (CheckpointFraming), and an executor can refuse any larger checkpoint
// before reading it.

// CheckpointFraming is an upper bound of the bytes of a checkpoint that are
// not its entries: {"checkpoint":1,"journal":[ and ]}.
const CheckpointFraming = 64

// EntrySize is an upper bound of the bytes entry e takes in a checkpoint's
// journal, the comma after it included, as the checkpoint encodes it
// (compact JSON; invalid UTF-8 replaced, three bytes a byte). It is exact
// for the entries the executor writes but for a clock reading, counted at the
// longest a number can be.
func EntrySize(e *protocol.JournalEntry) int {
	n := len(`{"seq":`) + intSize(int64(e.Seq)) + len(`,"kind":`) + stringSize(string(e.Kind)) + len(`},`)
	if e.Call != 0 {
		n += len(`,"call":`) + intSize(int64(e.Call))
	}
	n += memberSize(`,"provider":`, e.Provider) + memberSize(`,"tool":`, e.Tool) + memberSize(`,"args":`, e.Args) +
		memberSize(`,"envelope":`, e.Envelope) + memberSize(`,"reason":`, e.Reason)
	if f := e.Fetch; f != nil {
		n += len(`,"fetch":{}`) + memberSize(`"method":,`, f.Method) + memberSize(`"url":,`, f.URL) + memberSize(`"statusText":,`, f.StatusText)
		if f.Status != 0 {
			n += len(`"status":,`) + intSize(int64(f.Status))
		}
		if len(f.Header) > 0 {
			n += len(`"headers":[],`)
			for _, h := range f.Header {
				n += len(`[,],`) + stringSize(h[0]) + stringSize(h[1])
			}
		}
		if len(f.Body) > 0 {
			n += len(`"body":,`) + base64Size(len(f.Body))
		}
	}
	if e.Timer != 0 {
		n += len(`,"timer":`) + intSize(e.Timer)
	}
	if e.Clock != 0 {
		// The longest float64 in JSON, e.g. -2.2250738585072014e-308.
		n += len(`,"clock":`) + 24
	}
	if e.Repeat != 0 {
		n += len(`,"repeat":`) + intSize(int64(e.Repeat))
	}
	if len(e.Random) > 0 {
		n += len(`,"random":`) + base64Size(len(e.Random))
	}
	n += memberSize(`,"handle":`, e.Handle)
	if len(e.Start) > 0 {
		// A raw value is written compacted: never longer than it is.
		n += len(`,"start":`) + len(e.Start)
	}
	return n
}

func memberSize(name, s string) int {
	if s == "" {
		return 0
	}
	return len(name) + stringSize(s)
}

// stringSize is the length of s as a JSON string, quotes included.
func stringSize(s string) int {
	n := 2 + len(s)
	ascii := true
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\' || c == '\b' || c == '\t' || c == '\n' || c == '\f' || c == '\r':
			n++
		case c < 0x20:
			n += 5 // \u00XX
		case c >= 0x80:
			ascii = false
		}
	}
	if ascii || utf8.ValidString(s) {
		return n
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			n += 2 // one invalid byte becomes U+FFFD, three bytes
		}
		i += size
	}
	return n
}

// intSize is the length of n in decimal.
func intSize(n int64) int {
	size := 1
	if n < 0 {
		size++
		if n == -n { // the smallest int64
			return 20
		}
		n = -n
	}
	for n >= 10 {
		n /= 10
		size++
	}
	return size
}

// base64Size is the length of n bytes in padded base64, quotes included.
func base64Size(n int) int { return 2 + (n+2)/3*4 }
