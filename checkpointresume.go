package codemode

import (
	"maps"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/codemode/codemode/internal/asyncrt"
	"github.com/codemode/codemode/internal/execlink"
	"github.com/codemode/codemode/protocol"
)

// A resume does not hold its checkpoint parsed. readResume reads the
// checkpoint once, checking every entry as ParseCheckpoint does and keeping
// only where each entry starts; the sandbox then reads each entry from the
// checkpoint's bytes when it replays it, and a checkpoint written again (the
// execution suspends again) is written the same way. What a resume holds is
// the checkpoint's bytes and four bytes an entry, not the parsed journal
// (about twice the checkpoint's size) beside them.

// resumed is a checkpoint read for a resume.
type resumed struct {
	// head holds the start entry's program, providers and limits.
	head Checkpoint
	// replay are the entries after the start entry; entries counts all,
	// the start entry included; replayBytes is replay's size (EntrySize).
	replay      asyncrt.Entries
	entries     int
	replayBytes int
	pending     []PendingCall
	// tracker has read every entry, indexed from the start entry's 0.
	tracker pendingTracker
}

// readResume reads a checkpoint for a resume: it accepts and refuses
// exactly what ParseCheckpoint does, with the same errors.
func readResume(b []byte) (*resumed, error) {
	n, err := checkCheckpointBounds(b)
	if err != nil {
		return nil, err
	}
	rs := &resumed{}
	lazy := &checkpointEntries{b: b, spans: make([]int32, 0, 2*max(n-1, 0))}
	var bad *Error // the first entry ParseCheckpoint refuses
	i := 0
	ok := scanCheckpoint(b, false, func(off, end int, e *protocol.JournalEntry) {
		defer func() { i++ }()
		if bad != nil {
			return
		}
		if i == 0 {
			info, err := startOf(e)
			if err != nil {
				bad = err
				return
			}
			rs.head.setStart(info)
		}
		if bad = checkEntry(i, e); bad != nil || i == 0 {
			return
		}
		lazy.spans = append(lazy.spans, int32(off), int32(end))
		rs.replayBytes += asyncrt.EntrySize(e)
		rs.tracker.add(i, e)
	})
	if !ok {
		// The general reading gives the error (or reads what the fast one
		// does not expect).
		cp, err := parseCheckpointSlow(b)
		if err != nil {
			return nil, err
		}
		replay := asyncrt.EntrySlice(cp.Journal[1:])
		rs = &resumed{head: *cp, replay: replay, entries: len(cp.Journal), pending: cp.Pending()}
		rs.head.Journal = nil
		for i := range cp.Journal {
			rs.tracker.add(i, &cp.Journal[i])
			if i > 0 {
				rs.replayBytes += asyncrt.EntrySize(&cp.Journal[i])
			}
		}
		return rs, nil
	}
	if i == 0 {
		bad = checkpointError("its journal does not begin with the start entry")
	}
	if bad != nil {
		return nil, bad
	}
	rs.replay, rs.entries = lazy, i
	rs.pending = rs.tracker.calls(func(i int) protocol.JournalEntry { return lazy.Entry(i - 1) })
	return rs, nil
}

// checkpointEntries are a checkpoint's entries after its start entry, read
// from its bytes one at a time (asyncrt.Entries). The bytes were read once
// and must not change.
type checkpointEntries struct {
	b     []byte
	spans []int32 // where each entry starts and ends in b
}

// Len is the number of entries.
func (c *checkpointEntries) Len() int { return len(c.spans) / 2 }

// Entry reads entry i.
func (c *checkpointEntries) Entry(i int) protocol.JournalEntry {
	start, end := int(c.spans[2*i]), int(c.spans[2*i+1])
	// An entry's strings are never longer than its JSON.
	r := scanner{b: c.b[:end], i: start, arena: make([]byte, 0, end-start)}
	var e protocol.JournalEntry
	var er entryReader
	er.read(&r, &e)
	return e
}

// appendJSON appends entry i's JSON, compacted as the checkpoint's encoder
// would write it.
func (c *checkpointEntries) appendJSON(b []byte, i int) []byte {
	raw := c.b[c.spans[2*i]:c.spans[2*i+1]]
	out, err := jsontext.AppendFormat(b, raw)
	if err != nil {
		e := c.Entry(i)
		return appendEntry(b, &e)
	}
	return out
}

// pendingTracker finds the calls a journal leaves waiting, reading its
// entries once, in order, and keeping only the numbers of the calls open.
type pendingTracker struct {
	// open is, by call number, the index of the entry that dispatched the
	// call; reasons are the suspended ones' reasons.
	open    map[int]int
	reasons map[int]string
}

// add reads entry e, at index i.
func (t *pendingTracker) add(i int, e *protocol.JournalEntry) {
	switch e.Kind {
	case protocol.JournalCall, protocol.JournalFetch:
		// A second entry for a call is its dispatch again after a
		// resume: until it answers (or suspends), its outcome is unknown
		// again.
		if t.open == nil {
			t.open = make(map[int]int)
		}
		t.open[e.Call] = i
		delete(t.reasons, e.Call)
	case protocol.JournalSuspend:
		if _, ok := t.open[e.Call]; ok {
			if t.reasons == nil {
				t.reasons = make(map[int]string)
			}
			t.reasons[e.Call] = string([]byte(e.Reason)) // e's strings may be written again
		}
	case protocol.JournalAnswer, protocol.JournalFetched:
		delete(t.open, e.Call)
		delete(t.reasons, e.Call)
	}
}

// clone returns a copy that reads on from here.
func (t *pendingTracker) clone() pendingTracker {
	return pendingTracker{open: maps.Clone(t.open), reasons: maps.Clone(t.reasons)}
}

// calls returns the calls left waiting, in call order; entry reads the
// entry at an index given to add.
func (t *pendingTracker) calls(entry func(i int) protocol.JournalEntry) []PendingCall {
	out := make([]PendingCall, 0, len(t.open))
	for n := range t.open {
		out = append(out, PendingCall{Call: n})
	}
	sortPending(out)
	for k := range out {
		p := &out[k]
		e := entry(t.open[p.Call])
		p.Ambiguous = true
		if e.Kind == protocol.JournalFetch {
			p.Fetch = e.Fetch
		} else {
			p.Provider, p.Tool, p.Args = e.Provider, e.Tool, e.Args
		}
		if r, ok := t.reasons[p.Call]; ok {
			p.Reason, p.Ambiguous = r, false
		}
	}
	return out
}

func init() { execlink.CheckCheckpoint = checkCheckpoint }

// checkCheckpoint reads a checkpoint as a resume reads it, without keeping
// its journal parsed (executor.CheckCheckpoint): it refuses what
// [ParseCheckpoint] refuses, with the same error, and otherwise returns the
// limits its execution ran under and the calls it leaves waiting.
func checkCheckpoint(b []byte) (Limits, []PendingCall, error) {
	rs, err := readResume(b)
	if err != nil {
		return Limits{}, nil, err
	}
	return rs.head.Limits, rs.pending, nil
}
