package durable

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/codemode/codemode/protocol"
)

// model is what the store should hold for one execution: the reference the
// stores are checked against, operation by operation.
type model struct {
	seq     int
	state   State
	outcome string
	owner   string
	until   int64
	epoch   int64
	cpSeq   int
	clocks  []float64 // entry i's content
}

func (m *model) claim(seq int, owner string, now int64) (int64, error) {
	switch {
	case seq < m.seq:
		return 0, ErrSuperseded
	case seq > m.seq:
		return 0, ErrAhead
	case m.state == Finished:
		return 0, ErrFinished
	case m.owner != "" && m.until > now:
		return 0, ErrLeased
	}
	m.epoch++
	m.owner, m.until, m.state = owner, now+ttl.Milliseconds(), Running
	return m.epoch, nil
}

func (m *model) append(epoch int64, es []protocol.JournalEntry) error {
	if epoch != m.epoch {
		return ErrLeaseLost
	}
	clocks := append([]float64(nil), m.clocks...)
	for _, e := range es {
		switch {
		case e.Seq <= len(clocks):
			if clocks[e.Seq-1] != e.Clock {
				return ErrConflict
			}
		case e.Seq == len(clocks)+1:
			clocks = append(clocks, e.Clock)
		default:
			return ErrGap
		}
	}
	m.clocks, m.seq = clocks, len(clocks)
	return nil
}

func (m *model) fence(epoch int64) error {
	if epoch != m.epoch {
		return ErrLeaseLost
	}
	return nil
}

// An operation one of two hosts (a, b) does, or the clock passing a lease.
type op struct {
	name string
	do   func(t *testing.T, c *modelCase) (got, want error)
}

type modelCase struct {
	ctx    context.Context
	s      *sqlStore
	clock  *fakeClock
	id     string
	m      *model
	leases map[string]*Lease // each host's latest lease (epoch 0: none)
}

func hostOps(h string) []op {
	lease := func(c *modelCase) *Lease {
		if l := c.leases[h]; l != nil {
			return l
		}
		return &Lease{ID: c.id, Owner: h}
	}
	claimAt := func(delta int) func(t *testing.T, c *modelCase) (error, error) {
		return func(t *testing.T, c *modelCase) (error, error) {
			seq := c.m.seq + delta
			l, got := c.s.Claim(c.ctx, c.id, seq, h, ttl)
			epoch, want := c.m.claim(seq, h, c.clock.now().UnixMilli())
			if got == nil {
				c.leases[h] = l
				if l.Epoch != epoch {
					t.Fatalf("claim's epoch %d, model's %d", l.Epoch, epoch)
				}
			}
			return got, want
		}
	}
	appendOf := func(es func(m *model) []protocol.JournalEntry) func(t *testing.T, c *modelCase) (error, error) {
		return func(t *testing.T, c *modelCase) (error, error) {
			l := lease(c)
			batch := es(c.m)
			return c.s.Append(c.ctx, l, batch...), c.m.append(l.Epoch, batch)
		}
	}
	release := func(state State, outcome string) func(t *testing.T, c *modelCase) (error, error) {
		return func(t *testing.T, c *modelCase) (error, error) {
			l := lease(c)
			got := c.s.Release(c.ctx, l, state, outcome)
			want := c.m.fence(l.Epoch)
			if want == nil {
				c.m.state, c.m.outcome, c.m.owner, c.m.until = state, outcome, "", 0
			}
			return got, want
		}
	}
	return []op{
		{h + ".claim(current)", claimAt(0)},
		{h + ".claim(previous)", claimAt(-1)},
		{h + ".claim(next)", claimAt(1)},
		{h + ".append(next)", appendOf(func(m *model) []protocol.JournalEntry { return entries(m.seq+1, m.seq+1) })},
		{h + ".append(last again)", appendOf(func(m *model) []protocol.JournalEntry { return entries(m.seq, m.seq) })},
		{h + ".append(last, other)", appendOf(func(m *model) []protocol.JournalEntry {
			e := entry(m.seq)
			e.Clock += 0.5
			return []protocol.JournalEntry{e}
		})},
		{h + ".append(next, gap)", appendOf(func(m *model) []protocol.JournalEntry {
			return []protocol.JournalEntry{entry(m.seq + 1), entry(m.seq + 3)}
		})},
		{h + ".save", func(t *testing.T, c *modelCase) (error, error) {
			l := lease(c)
			got := c.s.SaveCheckpoint(c.ctx, l, c.m.seq, []byte(fmt.Sprint("cp", c.m.seq)), time.Time{})
			want := c.m.fence(l.Epoch)
			if want == nil {
				c.m.cpSeq = c.m.seq
			}
			return got, want
		}},
		{h + ".release(suspended)", release(Suspended, "")},
		{h + ".release(finished)", release(Finished, "ok")},
		{h + ".renew", func(t *testing.T, c *modelCase) (error, error) {
			l := lease(c)
			got := c.s.Renew(c.ctx, l, ttl)
			want := c.m.fence(l.Epoch)
			if want == nil {
				c.m.until = c.clock.now().UnixMilli() + ttl.Milliseconds()
			}
			return got, want
		}},
	}
}

// Every sequence of three operations, of two hosts and the clock, from an
// execution host a created and journaled two entries of, is checked against
// the model: each operation's outcome (which refusal, or none) and the
// execution's row and journal after it. It enumerates orderings of claims,
// takeovers, stale writes, duplicate and conflicting appends, checkpoints
// and releases.
func TestStoreModel(t *testing.T) {
	// Host b, the one that takes over, does what a taking-over host does;
	// host a does everything.
	ops := hostOps("a")
	for _, o := range hostOps("b") {
		switch o.name {
		case "b.claim(current)", "b.claim(previous)", "b.append(next)", "b.save", "b.release(suspended)", "b.renew":
			ops = append(ops, o)
		}
	}
	ops = append(ops, op{"lease expires", func(t *testing.T, c *modelCase) (error, error) {
		c.clock.advance(ttl + time.Millisecond)
		return nil, nil
	}})
	const depth = 3
	total := 1
	for range depth {
		total *= len(ops)
	}
	stores(t, func(t *testing.T, open opener) {
		if testing.Short() {
			t.Skip("enumerates " + fmt.Sprint(total) + " sequences")
		}
		ctx := context.Background()
		clock := newClock()
		s := open(t, clock)
		for n := range total {
			var seq []op
			for k, i := 0, n; k < depth; k, i = k+1, i/len(ops) {
				seq = append(seq, ops[i%len(ops)])
			}
			c := &modelCase{ctx: ctx, s: s, clock: clock, id: newID(t), leases: map[string]*Lease{}}
			l, err := s.Create(ctx, c.id, "a", ttl)
			must(t, err)
			must(t, s.Append(ctx, l, entries(1, 2)...))
			c.leases["a"] = l
			c.m = &model{seq: 2, state: Running, owner: "a", until: clock.now().UnixMilli() + ttl.Milliseconds(), epoch: 1, clocks: []float64{1001, 1002}}
			names := ""
			for _, o := range seq {
				names += o.name + "; "
				got, want := o.do(t, c)
				if !sameKind(got, want) {
					t.Fatalf("%s: got %v, want %v", names, got, want)
				}
				checkRow(t, c, names)
			}
		}
		t.Logf("%d sequences of %d operations checked", total, depth)
	})
}

func sameKind(got, want error) bool {
	if want == nil || got == nil {
		return got == nil && want == nil
	}
	var se *Error
	return errors.As(got, &se) && se.Kind == want
}

func checkRow(t *testing.T, c *modelCase, names string) {
	t.Helper()
	e, err := c.s.Load(c.ctx, c.id)
	must(t, err)
	m := c.m
	var until int64
	if !e.LeaseUntil.IsZero() {
		until = e.LeaseUntil.UnixMilli()
	}
	if e.Seq != m.seq || e.State != m.state || e.Outcome != m.outcome || e.Owner != m.owner || until != m.until || e.Epoch != m.epoch || e.CheckpointSeq != m.cpSeq {
		t.Fatalf("%s: row %+v, model %+v", names, e, m)
	}
	j, err := c.s.Journal(c.ctx, c.id)
	must(t, err)
	if len(j) != len(m.clocks) {
		t.Fatalf("%s: %d entries, model %d", names, len(j), len(m.clocks))
	}
	for i, en := range j {
		if en.Seq != i+1 || en.Clock != m.clocks[i] {
			t.Fatalf("%s: entry %d is %+v, model's clock %v", names, i+1, en, m.clocks[i])
		}
	}
}
