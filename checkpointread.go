package codemode

import (
	"bytes"
	"strconv"
	"unicode/utf8"
	"unsafe"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/codemode/codemode/protocol"
)

// Reading a checkpoint is most of what resuming one costs beyond the engine's
// own work, and a resume through a pool or a daemon reads it more than once.
// readCheckpointFast reads the common, well-formed checkpoint token by token:
// no reflection, the entry kinds and the repeated provider and tool names
// shared instead of allocated per entry. Anything it does not expect (an
// unknown or escaped member name, a null, a number that is not a plain
// integer, another version, trailing data, any syntax error) makes it give up,
// and ParseCheckpoint reads the checkpoint the general way, which accepts or
// refuses it with its own error text. It therefore never accepts what the
// general reading refuses, and gives the same entries where both accept.
// entries is how many entries the journal has (countEntries): the journal is
// allocated once, at its size.
func readCheckpointFast(b []byte, entries int) ([]protocol.JournalEntry, bool) {
	journal := make([]protocol.JournalEntry, 0, entries)
	ok := scanCheckpoint(b, true, func(_, _ int, e *protocol.JournalEntry) {
		journal = append(journal, *e)
	})
	return journal, ok
}

// scanCheckpoint reads a checkpoint as readCheckpointFast does and gives
// each entry to visit, with the offsets in b where it starts and ends, in
// order. With
// keep set, the strings of every entry share one allocation and stay valid;
// without, the entry and its strings are valid only during the visit (and the
// entry's Start, Fetch and Random stay valid), so that reading a checkpoint
// keeps nothing of it. It reports whether the checkpoint was read to its end.
func scanCheckpoint(b []byte, keep bool, visit func(start, end int, e *protocol.JournalEntry)) bool {
	r := scanner{b: b}
	if !keep {
		r.arena = make([]byte, 0, 4<<10)
	}
	if !r.byte('{') {
		return false
	}
	haveVersion, haveJournal := false, false
	var e protocol.JournalEntry
	for first := true; ; first = false {
		if r.peek() == '}' && first {
			break
		}
		name, ok := r.name()
		if !ok {
			return false
		}
		switch name {
		case `checkpoint`:
			n, ok := r.int()
			if !ok || haveVersion || n != CheckpointVersion {
				return false
			}
			haveVersion = true
		case `journal`:
			if haveJournal || !r.byte('[') {
				return false
			}
			var er entryReader
			for i := 0; ; i++ {
				if i == 0 && r.peek() == ']' {
					break
				}
				if !keep {
					// The names read so far are in the arena,
					// which is written again.
					r.arena, er = r.arena[:0], entryReader{}
				}
				e = protocol.JournalEntry{}
				r.peek()
				off := r.i
				if !er.read(&r, &e) {
					return false
				}
				visit(off, r.i, &e)
				if r.peek() != ',' {
					break
				}
				r.i++
			}
			if !r.byte(']') {
				return false
			}
			haveJournal = true
		default:
			return false
		}
		if r.peek() != ',' {
			break
		}
		r.i++
	}
	if !r.byte('}') || r.peek() != 0 || r.i != len(b) {
		return false
	}
	return haveVersion && haveJournal
}

// The bounds of a checkpoint are checked before it is read: its length
// first, then its entries, counted by a scan that keeps nothing and stops
// at the first entry past the bound. Only a checkpoint within both is
// parsed, and its journal is allocated once, at its size.

// checkCheckpointBounds refuses a checkpoint larger than MaxCheckpointBytes
// or with more than MaxJournalEntries entries, with kind
// ErrJournalTooLarge; otherwise it returns the number of entries.
func checkCheckpointBounds(b []byte) (int, error) {
	if len(b) > MaxCheckpointBytes {
		return 0, &Error{Kind: ErrJournalTooLarge, Message: checkpointTooLargeText(len(b))}
	}
	n := countEntries(b, MaxJournalEntries)
	if n > MaxJournalEntries {
		return 0, &Error{Kind: ErrJournalTooLarge, Message: textCheckpointTooManyEntries}
	}
	return n, nil
}

// countEntries counts the elements of a checkpoint's journal member, and
// stops at max+1. It reads nothing else: on input that is not JSON its count
// means nothing, and the reading that follows refuses the input.
func countEntries(b []byte, max int) int {
	depth, entries := 0, 0
	inJournal, expect := false, false // in the journal's array; a value may start
	var key []byte                    // the last string at depth 1: the member name before a '['
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		case '"':
			end := stringEnd(b, i+1)
			if end < 0 {
				return entries
			}
			if depth == 1 {
				key = b[i+1 : end]
			}
			i = end
		case '[':
			if depth == 1 && string(key) == "journal" {
				inJournal, expect = true, true
				depth++
				continue
			}
		case ']', '}':
			depth--
			if depth <= 1 {
				inJournal = false
			}
			continue
		case ',':
			expect = inJournal && depth == 2
			continue
		}
		if inJournal && depth == 2 && expect {
			expect = false
			if entries++; entries > max {
				return entries
			}
		}
		if c == '{' || c == '[' {
			depth++
		}
	}
	return entries
}

// stringEnd returns the index of the quote that ends the JSON string whose
// content starts at b[i], or -1.
func stringEnd(b []byte, i int) int {
	for {
		k := bytes.IndexByte(b[i:], '"')
		if k < 0 {
			return -1
		}
		end := i + k
		// The quote is escaped if an odd number of backslashes
		// precede it.
		n := 0
		for j := end - 1; j >= i && b[j] == '\\'; j-- {
			n++
		}
		if n%2 == 0 {
			return end
		}
		i = end + 1
	}
}

// scanner reads the JSON of a checkpoint byte by byte. Each of its readers
// reports false on anything it does not read exactly; the caller then gives
// up.
type scanner struct {
	b     []byte
	i     int
	arena []byte
}

// peek skips whitespace and returns the next byte, 0 at the end.
func (r *scanner) peek() byte {
	for r.i < len(r.b) {
		switch c := r.b[r.i]; c {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return c
		}
	}
	return 0
}

// byte reads the structural character c.
func (r *scanner) byte(c byte) bool {
	if r.peek() != c {
		return false
	}
	r.i++
	return true
}

// rawString reads a JSON string and returns it with its quotes, and whether
// it has an escape. It checks the string holds no control character and is
// valid UTF-8.
func (r *scanner) rawString() (raw []byte, escaped, ok bool) {
	if r.peek() != '"' {
		return nil, false, false
	}
	start := r.i
	r.i++
	ascii := true
	for r.i < len(r.b) {
		c := r.b[r.i]
		switch {
		case c == '"':
			r.i++
			raw = r.b[start:r.i]
			if !ascii && !utf8.Valid(raw) {
				return nil, false, false
			}
			return raw, escaped, true
		case c == '\\':
			escaped = true
			r.i += 2
			continue
		case c < 0x20:
			return nil, false, false
		case c >= 0x80:
			ascii = false
		}
		r.i++
	}
	return nil, false, false
}

// str reads a JSON string's value. The values of one checkpoint share one
// allocation, the arena, which only ever grows at its end: a string made of
// its bytes is never written again.
func (r *scanner) str() (string, bool) {
	raw, escaped, ok := r.rawString()
	if !ok {
		return "", false
	}
	if r.arena == nil {
		r.arena = make([]byte, 0, len(r.b))
	}
	start := len(r.arena)
	if !escaped {
		r.arena = append(r.arena, raw[1:len(raw)-1]...)
	} else {
		var err error
		if r.arena, err = jsontext.AppendUnquote(r.arena, raw); err != nil {
			return "", false
		}
	}
	if len(r.arena) == start {
		return "", true
	}
	return unsafe.String(&r.arena[start], len(r.arena)-start), true
}

// name reads a member name without escapes and the colon after it; the name
// is only valid until b changes.
func (r *scanner) name() (string, bool) {
	raw, escaped, ok := r.rawString()
	if !ok || escaped || !r.byte(':') {
		return "", false
	}
	return unsafeString(raw[1 : len(raw)-1]), true
}

// int reads a plain JSON integer: no fraction or exponent.
func (r *scanner) int() (int, bool) {
	r.peek()
	start := r.i
	if r.i < len(r.b) && r.b[r.i] == '-' {
		r.i++
	}
	digits := r.i
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
		r.i++
	}
	if r.i == digits || (r.b[digits] == '0' && r.i-digits > 1) {
		return 0, false
	}
	if r.i < len(r.b) {
		switch r.b[r.i] {
		case '.', 'e', 'E':
			return 0, false
		}
	}
	n, err := strconv.Atoi(string(r.b[start:r.i]))
	// -0 is left to the general reading, which keeps its sign in a float.
	return n, err == nil && !(n == 0 && r.b[start] == '-')
}

// value reads any JSON value and returns it, checked as a whole.
func (r *scanner) value() (jsontext.Value, bool) {
	r.peek()
	start := r.i
	depth := 0
	for r.i < len(r.b) {
		switch c := r.b[r.i]; c {
		case '"':
			if _, _, ok := r.rawString(); !ok {
				return nil, false
			}
			if depth == 0 {
				return r.checked(start)
			}
			continue
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth < 0 {
				return nil, false
			}
			if depth == 0 {
				r.i++
				return r.checked(start)
			}
		case ',':
			if depth == 0 {
				return r.checked(start)
			}
		}
		r.i++
	}
	return nil, false
}

func (r *scanner) checked(start int) (jsontext.Value, bool) {
	end := r.i
	for end > start && (r.b[end-1] == ' ' || r.b[end-1] == '\t' || r.b[end-1] == '\n' || r.b[end-1] == '\r') {
		end--
	}
	v := jsontext.Value(r.b[start:end])
	return v, len(v) > 0 && v.IsValid()
}

// entryReader reads journal entries, keeping the last provider and tool names
// so that the entries of one provider's calls share them.
type entryReader struct {
	provider, tool string
}

// read reads one entry object into e.
func (er *entryReader) read(r *scanner, e *protocol.JournalEntry) bool {
	if !r.byte('{') {
		return false
	}
	if r.peek() == '}' {
		r.i++
		return true
	}
	var seen uint32
	for {
		name, ok := r.name()
		if !ok {
			return false
		}
		var field entryField
		switch name {
		case "seq":
			field = fieldSeq
			e.Seq, ok = r.int()
		case "kind":
			field = fieldKind
			var k string
			k, ok = r.kind()
			e.Kind = protocol.JournalKind(k)
		case "call":
			field = fieldCall
			e.Call, ok = r.int()
		case "provider":
			field = fieldProvider
			e.Provider, ok = r.shared(&er.provider)
		case "tool":
			field = fieldTool
			e.Tool, ok = r.shared(&er.tool)
		case "args":
			field = fieldArgs
			e.Args, ok = r.str()
		case "envelope":
			field = fieldEnvelope
			e.Envelope, ok = r.str()
		case "reason":
			field = fieldReason
			e.Reason, ok = r.str()
		case "handle":
			field = fieldHandle
			e.Handle, ok = r.str()
		case "timer":
			field = fieldTimer
			var n int
			n, ok = r.int()
			e.Timer = int64(n)
		case "repeat":
			field = fieldRepeat
			e.Repeat, ok = r.int()
		case "clock":
			field = fieldClock
			var n int
			n, ok = r.int()
			e.Clock = float64(n)
			ok = ok && n >= -(1<<53) && n <= 1<<53
		case "fetch":
			field = fieldFetch
			var v jsontext.Value
			if v, ok = r.value(); ok {
				ok = v[0] == '{' && jsonv2.Unmarshal(v, &e.Fetch, checkpointOptions) == nil
			}
		case "random":
			field = fieldRandom
			var v jsontext.Value
			if v, ok = r.value(); ok {
				ok = v[0] == '"' && jsonv2.Unmarshal(v, &e.Random, checkpointOptions) == nil
			}
		case "start":
			field = fieldStart
			var v jsontext.Value
			if v, ok = r.value(); ok {
				ok = v[0] != 'n'
				e.Start = append(jsontext.Value(nil), v...)
			}
		default:
			return false
		}
		if !ok || seen&(1<<field) != 0 {
			return false
		}
		seen |= 1 << field
		switch r.peek() {
		case ',':
			r.i++
		case '}':
			r.i++
			return true
		default:
			return false
		}
	}
}

// shared reads a JSON string, reusing *last when it is the same.
func (r *scanner) shared(last *string) (string, bool) {
	save := r.i
	raw, escaped, ok := r.rawString()
	if ok && !escaped && string(raw[1:len(raw)-1]) == *last {
		return *last, true
	}
	r.i = save
	s, ok := r.str()
	*last = s
	return s, ok
}

// kind reads an entry's kind, sharing the known kinds' strings.
func (r *scanner) kind() (string, bool) {
	save := r.i
	raw, escaped, ok := r.rawString()
	if !ok {
		return "", false
	}
	if !escaped {
		switch string(raw[1 : len(raw)-1]) {
		case string(protocol.JournalCall):
			return string(protocol.JournalCall), true
		case string(protocol.JournalAnswer):
			return string(protocol.JournalAnswer), true
		case string(protocol.JournalStart):
			return string(protocol.JournalStart), true
		case string(protocol.JournalSuspend):
			return string(protocol.JournalSuspend), true
		case string(protocol.JournalFetch):
			return string(protocol.JournalFetch), true
		case string(protocol.JournalFetched):
			return string(protocol.JournalFetched), true
		case string(protocol.JournalTimer):
			return string(protocol.JournalTimer), true
		case string(protocol.JournalClock):
			return string(protocol.JournalClock), true
		case string(protocol.JournalRandom):
			return string(protocol.JournalRandom), true
		case string(protocol.JournalInvoke):
			return string(protocol.JournalInvoke), true
		}
	}
	r.i = save
	return r.str()
}

func unsafeString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// entryField is a member of a journal entry.
type entryField int

const (
	fieldSeq entryField = iota
	fieldKind
	fieldCall
	fieldProvider
	fieldTool
	fieldArgs
	fieldEnvelope
	fieldReason
	fieldHandle
	fieldTimer
	fieldRepeat
	fieldClock
	fieldFetch
	fieldRandom
	fieldStart
)
