package codemode

import (
	"bytes"
	"io"
	"strconv"

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
func readCheckpointFast(b []byte) ([]protocol.JournalEntry, bool) {
	dec := jsontext.NewDecoder(bytes.NewReader(b))
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return nil, false
	}
	var journal []protocol.JournalEntry
	haveVersion, haveJournal := false, false
	for dec.PeekKind() == '"' {
		name, err := dec.ReadValue()
		if err != nil {
			return nil, false
		}
		switch string(name) {
		case `"checkpoint"`:
			v, err := dec.ReadValue()
			if err != nil || v.Kind() != '0' {
				return nil, false
			}
			n, err := strconv.ParseInt(string(v), 10, 64)
			if err != nil || n != CheckpointVersion {
				return nil, false
			}
			haveVersion = true
		case `"journal"`:
			if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '[' {
				return nil, false
			}
			journal = make([]protocol.JournalEntry, 0, len(b)/64+1)
			var r entryReader
			for dec.PeekKind() == '{' {
				journal = append(journal, protocol.JournalEntry{})
				if !r.read(dec, &journal[len(journal)-1]) {
					return nil, false
				}
			}
			if tok, err := dec.ReadToken(); err != nil || tok.Kind() != ']' {
				return nil, false
			}
			haveJournal = true
		default:
			return nil, false
		}
	}
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '}' {
		return nil, false
	}
	if _, err := dec.ReadToken(); err != io.EOF {
		return nil, false
	}
	if !haveVersion || !haveJournal {
		return nil, false
	}
	return journal, true
}

// entryReader reads journal entries, keeping the last provider and tool names
// so that the entries of one provider's calls share them.
type entryReader struct {
	provider, tool string
}

// read reads one entry object into e.
func (r *entryReader) read(dec *jsontext.Decoder, e *protocol.JournalEntry) bool {
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return false
	}
	for dec.PeekKind() == '"' {
		name, err := dec.ReadValue()
		if err != nil {
			return false
		}
		// The name is only valid until the next read: it is matched
		// first, then the value read.
		var field entryField
		switch string(name) {
		case `"seq"`:
			field = fieldSeq
		case `"kind"`:
			field = fieldKind
		case `"call"`:
			field = fieldCall
		case `"provider"`:
			field = fieldProvider
		case `"tool"`:
			field = fieldTool
		case `"args"`:
			field = fieldArgs
		case `"envelope"`:
			field = fieldEnvelope
		case `"reason"`:
			field = fieldReason
		case `"handle"`:
			field = fieldHandle
		case `"timer"`:
			field = fieldTimer
		case `"repeat"`:
			field = fieldRepeat
		case `"clock"`:
			field = fieldClock
		case `"fetch"`:
			field = fieldFetch
		case `"random"`:
			field = fieldRandom
		case `"start"`:
			field = fieldStart
		default:
			return false
		}
		v, err := dec.ReadValue()
		if err != nil {
			return false
		}
		ok := true
		switch field {
		case fieldSeq:
			e.Seq, ok = intOf(v)
		case fieldKind:
			var k string
			if k, ok = kindOf(v); ok {
				e.Kind = protocol.JournalKind(k)
			}
		case fieldCall:
			e.Call, ok = intOf(v)
		case fieldProvider:
			e.Provider, ok = r.shared(&r.provider, v)
		case fieldTool:
			e.Tool, ok = r.shared(&r.tool, v)
		case fieldArgs:
			e.Args, ok = stringOf(v)
		case fieldEnvelope:
			e.Envelope, ok = stringOf(v)
		case fieldReason:
			e.Reason, ok = stringOf(v)
		case fieldHandle:
			e.Handle, ok = stringOf(v)
		case fieldTimer:
			var n int
			n, ok = intOf(v)
			e.Timer = int64(n)
		case fieldRepeat:
			e.Repeat, ok = intOf(v)
		case fieldClock:
			if v.Kind() != '0' {
				return false
			}
			f, err := strconv.ParseFloat(string(v), 64)
			ok = err == nil
			e.Clock = f
		case fieldFetch:
			if v.Kind() != '{' {
				return false
			}
			ok = jsonv2.Unmarshal(v, &e.Fetch, checkpointOptions) == nil
		case fieldRandom:
			if v.Kind() != '"' {
				return false
			}
			ok = jsonv2.Unmarshal(v, &e.Random, checkpointOptions) == nil
		case fieldStart:
			if v.Kind() == 'n' {
				return false
			}
			e.Start = append(jsontext.Value(nil), v...)
		default:
			return false
		}
		if !ok {
			return false
		}
	}
	tok, err := dec.ReadToken()
	return err == nil && tok.Kind() == '}'
}

// intOf reads a plain JSON integer.
func intOf(v jsontext.Value) (int, bool) {
	if v.Kind() != '0' {
		return 0, false
	}
	n, err := strconv.Atoi(string(v))
	return n, err == nil
}

// stringOf reads a JSON string; the decoder has checked it is valid UTF-8.
func stringOf(v jsontext.Value) (string, bool) {
	if v.Kind() != '"' {
		return "", false
	}
	if bytes.IndexByte(v, '\\') < 0 {
		return string(v[1 : len(v)-1]), true
	}
	u, err := jsontext.AppendUnquote(nil, v)
	return string(u), err == nil
}

// shared reads a JSON string, reusing *last when it is the same.
func (r *entryReader) shared(last *string, v jsontext.Value) (string, bool) {
	if v.Kind() == '"' && bytes.IndexByte(v, '\\') < 0 && string(v[1:len(v)-1]) == *last {
		return *last, true
	}
	s, ok := stringOf(v)
	*last = s
	return s, ok
}

// kindOf reads an entry's kind, sharing the known kinds' strings.
func kindOf(v jsontext.Value) (string, bool) {
	switch string(v) {
	case `"call"`:
		return string(protocol.JournalCall), true
	case `"answer"`:
		return string(protocol.JournalAnswer), true
	case `"start"`:
		return string(protocol.JournalStart), true
	case `"suspend"`:
		return string(protocol.JournalSuspend), true
	case `"fetch"`:
		return string(protocol.JournalFetch), true
	case `"fetched"`:
		return string(protocol.JournalFetched), true
	case `"timer"`:
		return string(protocol.JournalTimer), true
	case `"clock"`:
		return string(protocol.JournalClock), true
	case `"random"`:
		return string(protocol.JournalRandom), true
	case `"invoke"`:
		return string(protocol.JournalInvoke), true
	}
	return stringOf(v)
}

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
