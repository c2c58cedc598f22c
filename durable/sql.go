package durable

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/codemode/codemode/protocol"
)

// The schema both stores share (and the Python client's SQLite store): one
// row per execution, one row per journal entry. blob is BLOB in SQLite and
// BYTEA in PostgreSQL.
const schema = `
CREATE TABLE IF NOT EXISTS codemode_executions (
	id             TEXT PRIMARY KEY,
	seq            BIGINT NOT NULL,
	state          TEXT NOT NULL,
	outcome        TEXT NOT NULL,
	checkpoint_seq BIGINT NOT NULL,
	checkpoint     %[1]s,
	owner          TEXT NOT NULL,
	lease_until_ms BIGINT NOT NULL,
	epoch          BIGINT NOT NULL,
	created_ms     BIGINT NOT NULL,
	updated_ms     BIGINT NOT NULL,
	wake_ms        BIGINT NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS codemode_journal (
	id    TEXT NOT NULL,
	seq   BIGINT NOT NULL,
	entry TEXT NOT NULL,
	PRIMARY KEY (id, seq)
);`

// wakeColumn adds wake_ms to a database made before executions had wake
// times (its schema's CREATE TABLE IF NOT EXISTS leaves the table as it
// was).
func (s *sqlStore) wakeColumn(ctx context.Context, x interface {
	ExecContext(context.Context, string, ...any) (sql.Result, error)
	QueryRowContext(context.Context, string, ...any) *sql.Row
}) error {
	if s.d.numbered {
		_, err := x.ExecContext(ctx, `ALTER TABLE codemode_executions ADD COLUMN IF NOT EXISTS wake_ms BIGINT NOT NULL DEFAULT 0`)
		return err
	}
	var n int
	if err := x.QueryRowContext(ctx, `SELECT COUNT(*) FROM pragma_table_info('codemode_executions') WHERE name = 'wake_ms'`).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := x.ExecContext(ctx, `ALTER TABLE codemode_executions ADD COLUMN wake_ms BIGINT NOT NULL DEFAULT 0`)
	return err
}

// dialect is what differs between SQLite and PostgreSQL.
type dialect struct {
	blob string
	// forUpdate locks the execution's row when read in a transaction
	// (PostgreSQL); SQLite's transactions begin IMMEDIATE, holding the
	// database's write lock from their start.
	forUpdate string
	// numbered placeholders ($1) instead of ?.
	numbered bool
}

// sqlStore implements Store on database/sql.
type sqlStore struct {
	db  *sql.DB
	d   dialect
	now func() time.Time
	// beforeCommit, if set (by tests), runs before each transaction
	// commits; an error rolls it back, as a crash before the commit
	// would.
	beforeCommit func(op string) error
}

func (s *sqlStore) q(query string) string {
	if !s.d.numbered {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (s *sqlStore) ms(t time.Time) int64 { return t.UnixMilli() }

// tx runs fn in a transaction, all or nothing.
func (s *sqlStore) tx(ctx context.Context, op string, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("durable store: %s: %w", op, err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if s.beforeCommit != nil {
		if err := s.beforeCommit(op); err != nil {
			_ = tx.Rollback()
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("durable store: %s: %w", op, err)
	}
	return nil
}

// row is the part of an execution's row a transaction decides on.
type row struct {
	seq        int
	state      State
	outcome    string
	owner      string
	leaseUntil int64
	epoch      int64
}

// lockRow reads (and, in PostgreSQL, locks) the execution's row.
func (s *sqlStore) lockRow(ctx context.Context, tx *sql.Tx, id string) (*row, error) {
	var r row
	var state string
	err := tx.QueryRowContext(ctx, s.q(`SELECT seq, state, outcome, owner, lease_until_ms, epoch FROM codemode_executions WHERE id = ?`+s.d.forUpdate), id).
		Scan(&r.seq, &state, &r.outcome, &r.owner, &r.leaseUntil, &r.epoch)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, &Error{Kind: ErrNotFound, Message: NotFoundText(id)}
	}
	if err != nil {
		return nil, fmt.Errorf("durable store: reading execution %q: %w", id, err)
	}
	r.state = State(state)
	return &r, nil
}

// fenced reads the row and checks the lease is still the current claim.
func (s *sqlStore) fenced(ctx context.Context, tx *sql.Tx, l *Lease) (*row, error) {
	r, err := s.lockRow(ctx, tx, l.ID)
	if err != nil {
		return nil, err
	}
	if r.epoch != l.Epoch {
		return nil, &Error{Kind: ErrLeaseLost, Message: LeaseLostText(l.ID, l.Owner)}
	}
	return r, nil
}

func (s *sqlStore) Create(ctx context.Context, id, owner string, ttl time.Duration) (*Lease, error) {
	now := s.now()
	l := &Lease{ID: id, Owner: owner, Epoch: 1, Until: now.Add(ttl)}
	err := s.tx(ctx, "create", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.q(`INSERT INTO codemode_executions
			(id, seq, state, outcome, checkpoint_seq, checkpoint, owner, lease_until_ms, epoch, created_ms, updated_ms)
			VALUES (?, 0, ?, '', 0, NULL, ?, ?, 1, ?, ?) ON CONFLICT (id) DO NOTHING`),
			id, string(Running), owner, s.ms(l.Until), s.ms(now), s.ms(now))
		if err != nil {
			return fmt.Errorf("durable store: creating execution %q: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return &Error{Kind: ErrExists, Message: ExistsText(id)}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return l, nil
}

func (s *sqlStore) Claim(ctx context.Context, id string, seq int, owner string, ttl time.Duration) (*Lease, error) {
	var l *Lease
	err := s.tx(ctx, "claim", func(tx *sql.Tx) error {
		r, err := s.lockRow(ctx, tx, id)
		if err != nil {
			return err
		}
		now := s.now()
		switch {
		case seq < r.seq:
			return &Error{Kind: ErrSuperseded, Message: SupersededText(id, seq, r.seq)}
		case seq > r.seq:
			return &Error{Kind: ErrAhead, Message: AheadText(id, seq, r.seq)}
		case r.state == Finished:
			return &Error{Kind: ErrFinished, Message: FinishedText(id, r.outcome)}
		case r.owner != "" && r.leaseUntil > s.ms(now):
			return &Error{Kind: ErrLeased, Message: LeasedText(id, r.owner, time.UnixMilli(r.leaseUntil))}
		}
		l = &Lease{ID: id, Owner: owner, Epoch: r.epoch + 1, Seq: seq, Until: now.Add(ttl)}
		_, err = tx.ExecContext(ctx, s.q(`UPDATE codemode_executions SET state = ?, owner = ?, lease_until_ms = ?, epoch = ?, updated_ms = ? WHERE id = ?`),
			string(Running), owner, s.ms(l.Until), l.Epoch, s.ms(now), id)
		if err != nil {
			return fmt.Errorf("durable store: claiming execution %q: %w", id, err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return l, nil
}

func (s *sqlStore) Renew(ctx context.Context, l *Lease, ttl time.Duration) error {
	return s.tx(ctx, "renew", func(tx *sql.Tx) error {
		if _, err := s.fenced(ctx, tx, l); err != nil {
			return err
		}
		now := s.now()
		until := now.Add(ttl)
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE codemode_executions SET lease_until_ms = ?, updated_ms = ? WHERE id = ?`), s.ms(until), s.ms(now), l.ID); err != nil {
			return fmt.Errorf("durable store: renewing the lease on %q: %w", l.ID, err)
		}
		l.Until = until
		return nil
	})
}

// encodeEntry is an entry as the store keeps it: its JSON, as a checkpoint
// has it.
func encodeEntry(e *protocol.JournalEntry) (string, error) {
	b, err := jsonv2.Marshal(e, jsontext.AllowInvalidUTF8(true))
	return string(b), err
}

// sameEntry reports whether a stored entry is the entry encoded: the same
// bytes, or, for one another writer encoded (the Python client's store), the
// same entry once decoded and encoded again.
func sameEntry(have, encoded string) bool {
	if have == encoded {
		return true
	}
	e, err := decodeEntry(have)
	if err != nil {
		return false
	}
	again, err := encodeEntry(&e)
	return err == nil && again == encoded
}

func decodeEntry(s string) (protocol.JournalEntry, error) {
	var e protocol.JournalEntry
	err := jsonv2.Unmarshal([]byte(s), &e, jsontext.AllowInvalidUTF8(true))
	return e, err
}

func (s *sqlStore) Append(ctx context.Context, l *Lease, entries ...protocol.JournalEntry) error {
	if len(entries) == 0 {
		return nil
	}
	encoded := make([]string, len(entries))
	for i := range entries {
		var err error
		if encoded[i], err = encodeEntry(&entries[i]); err != nil {
			return fmt.Errorf("durable store: encoding journal entry %d: %w", entries[i].Seq, err)
		}
	}
	return s.tx(ctx, "append", func(tx *sql.Tx) error {
		r, err := s.fenced(ctx, tx, l)
		if err != nil {
			return err
		}
		cur := r.seq
		for i, e := range entries {
			switch {
			case e.Seq <= cur:
				var have string
				err := tx.QueryRowContext(ctx, s.q(`SELECT entry FROM codemode_journal WHERE id = ? AND seq = ?`), l.ID, e.Seq).Scan(&have)
				if err != nil && !errors.Is(err, sql.ErrNoRows) {
					return fmt.Errorf("durable store: reading journal entry %d of %q: %w", e.Seq, l.ID, err)
				}
				if err != nil || !sameEntry(have, encoded[i]) {
					return &Error{Kind: ErrConflict, Message: ConflictText(l.ID, e.Seq)}
				}
			case e.Seq == cur+1:
				if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO codemode_journal (id, seq, entry) VALUES (?, ?, ?)`), l.ID, e.Seq, encoded[i]); err != nil {
					return fmt.Errorf("durable store: appending journal entry %d of %q: %w", e.Seq, l.ID, err)
				}
				cur++
			default:
				return &Error{Kind: ErrGap, Message: GapText(l.ID, e.Seq, cur)}
			}
		}
		if cur == r.seq {
			return nil
		}
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE codemode_executions SET seq = ?, updated_ms = ? WHERE id = ?`), cur, s.ms(s.now()), l.ID); err != nil {
			return fmt.Errorf("durable store: appending to %q: %w", l.ID, err)
		}
		return nil
	})
}

func (s *sqlStore) SaveCheckpoint(ctx context.Context, l *Lease, seq int, checkpoint []byte, wakeAt time.Time) error {
	return s.tx(ctx, "save checkpoint", func(tx *sql.Tx) error {
		r, err := s.fenced(ctx, tx, l)
		if err != nil {
			return err
		}
		if seq != r.seq {
			return fmt.Errorf("durable store: the checkpoint of %q is taken at sequence %d, but the store holds its journal up to %d: append every entry before saving the checkpoint", l.ID, seq, r.seq)
		}
		wake := int64(0)
		if !wakeAt.IsZero() {
			wake = wakeAt.UnixMilli()
		}
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE codemode_executions SET checkpoint = ?, checkpoint_seq = ?, wake_ms = ?, updated_ms = ? WHERE id = ?`), checkpoint, seq, wake, s.ms(s.now()), l.ID); err != nil {
			return fmt.Errorf("durable store: saving the checkpoint of %q: %w", l.ID, err)
		}
		return nil
	})
}

func (s *sqlStore) Release(ctx context.Context, l *Lease, state State, outcome string) error {
	switch state {
	case Running, Suspended, Finished:
	default:
		return fmt.Errorf("durable store: releasing %q: state %q is not one of running, suspended, finished", l.ID, state)
	}
	return s.tx(ctx, "release", func(tx *sql.Tx) error {
		if _, err := s.fenced(ctx, tx, l); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE codemode_executions SET state = ?, outcome = ?, owner = '', lease_until_ms = 0, updated_ms = ? WHERE id = ?`),
			string(state), outcome, s.ms(s.now()), l.ID); err != nil {
			return fmt.Errorf("durable store: releasing %q: %w", l.ID, err)
		}
		return nil
	})
}

func (s *sqlStore) Load(ctx context.Context, id string) (*Execution, error) {
	e := &Execution{ID: id}
	var state string
	var until, wake int64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT seq, state, outcome, checkpoint, checkpoint_seq, owner, lease_until_ms, epoch, wake_ms FROM codemode_executions WHERE id = ?`), id).
		Scan(&e.Seq, &state, &e.Outcome, &e.Checkpoint, &e.CheckpointSeq, &e.Owner, &until, &e.Epoch, &wake)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, &Error{Kind: ErrNotFound, Message: NotFoundText(id)}
	}
	if err != nil {
		return nil, fmt.Errorf("durable store: loading %q: %w", id, err)
	}
	e.State = State(state)
	if until != 0 {
		e.LeaseUntil = time.UnixMilli(until)
	}
	if wake != 0 && e.CheckpointSeq == e.Seq {
		e.WakeAt = time.UnixMilli(wake).UTC()
	}
	return e, nil
}

func (s *sqlStore) Waking(ctx context.Context, until time.Time) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT id FROM codemode_executions WHERE state = ? AND wake_ms > 0 AND wake_ms <= ? AND checkpoint_seq = seq ORDER BY wake_ms, id`), string(Suspended), until.UnixMilli())
	if err != nil {
		return nil, fmt.Errorf("durable store: listing the executions due to wake: %w", err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("durable store: listing the executions due to wake: %w", err)
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("durable store: listing the executions due to wake: %w", err)
	}
	return ids, nil
}

func (s *sqlStore) Journal(ctx context.Context, id string) ([]protocol.JournalEntry, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT seq, entry FROM codemode_journal WHERE id = ? ORDER BY seq`), id)
	if err != nil {
		return nil, fmt.Errorf("durable store: reading the journal of %q: %w", id, err)
	}
	defer rows.Close()
	var out []protocol.JournalEntry
	for rows.Next() {
		var seq int
		var text string
		if err := rows.Scan(&seq, &text); err != nil {
			return nil, fmt.Errorf("durable store: reading the journal of %q: %w", id, err)
		}
		e, err := decodeEntry(text)
		if err != nil || e.Seq != seq {
			return nil, fmt.Errorf("durable store: journal entry %d of %q cannot be read: %v", seq, id, err)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("durable store: reading the journal of %q: %w", id, err)
	}
	return out, nil
}

func (s *sqlStore) Close() error { return s.db.Close() }
