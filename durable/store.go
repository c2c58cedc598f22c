// Package durable keeps durable executions (docs/durable.md) in a store, so
// that one host at a time owns an execution and each checkpoint is resumed
// at most once.
//
// Every execution has an id, chosen by the host, and a sequence: the seq of
// the last journal entry the store holds. A [Checkpoint] carries both. A host
// that resumes one first claims the execution at the checkpoint's sequence,
// atomically: the claim succeeds only when the sequence is still the
// execution's current one and no other host holds a live lease on it. A
// checkpoint resumed a second time is refused ([ErrSuperseded]) before
// anything is dispatched, because the first resume moved the execution on.
//
// [Host] is the glue a host calls: [Host.Run] and [Host.Resume] claim, run the
// program with every journal entry written to the store before the effect it
// records, save the checkpoint of a suspension, and release the lease.
//
// Two stores implement [Store]: [OpenSQLite], embedded (a pure-Go SQLite, no
// cgo), and [OpenPostgres], for a fleet of hosts sharing one database. Both
// use the same schema; the Python client's codemode.store reads and writes
// the SQLite one.
package durable

import (
	"context"
	"time"

	"github.com/codemode/codemode/protocol"
)

// Store keeps durable executions: their journals, their latest checkpoint and
// who owns them. Every method is safe for concurrent use, also by several
// processes sharing the store's database.
type Store interface {
	// Create adds a new execution, with an empty journal (sequence 0),
	// claimed by owner for ttl. An id the store already has is refused
	// with [ErrExists].
	Create(ctx context.Context, id, owner string, ttl time.Duration) (*Lease, error)
	// Claim takes the execution at sequence seq for owner, for ttl: the
	// compare-and-set every resume goes through. It is refused with
	// [ErrNotFound], [ErrFinished], [ErrSuperseded] (seq is not the
	// execution's current sequence) or [ErrLeased] (another owner's lease
	// has not expired). An expired lease is taken over: the previous
	// owner's later writes are refused with [ErrLeaseLost].
	Claim(ctx context.Context, id string, seq int, owner string, ttl time.Duration) (*Lease, error)
	// Renew extends the lease to ttl from now; [ErrLeaseLost] when
	// another owner took the execution over.
	Renew(ctx context.Context, l *Lease, ttl time.Duration) error
	// Append adds journal entries, in order, all or none. An entry whose
	// seq the store already has is accepted when it is the same entry
	// (appends are idempotent by sequence) and refused with [ErrConflict]
	// when it differs; one that would leave a gap is refused with
	// [ErrGap].
	Append(ctx context.Context, l *Lease, entries ...protocol.JournalEntry) error
	// SaveCheckpoint keeps the checkpoint an execution ended with, taken
	// at sequence seq, which must be the execution's current sequence
	// (every entry it holds is in the store).
	SaveCheckpoint(ctx context.Context, l *Lease, seq int, checkpoint []byte) error
	// Release gives the lease up and leaves the execution in state, with
	// outcome (for a finished one: "ok" or the failure's kind).
	Release(ctx context.Context, l *Lease, state State, outcome string) error
	// Load reads an execution's row: its sequence, state, owner and
	// latest saved checkpoint.
	Load(ctx context.Context, id string) (*Execution, error)
	// Journal reads an execution's journal entries, in order.
	Journal(ctx context.Context, id string) ([]protocol.JournalEntry, error)
	// Close closes the store's database.
	Close() error
}

// State is where an execution stands.
type State string

const (
	// Running: a host owns it, or did until its lease expired (it died);
	// the execution can be taken over once the lease expires, at its
	// current sequence, from its journal.
	Running State = "running"
	// Suspended: it ended with a checkpoint, waiting for answers.
	Suspended State = "suspended"
	// Finished: it settled (its outcome is "ok" or a failure's kind);
	// nothing resumes it.
	Finished State = "finished"
)

// Lease is a host's claim on an execution. Epoch is the fencing token: every
// claim increments it, and a write made under an older epoch is refused.
type Lease struct {
	ID    string
	Owner string
	// Epoch numbers the claims of the execution, from 1.
	Epoch int64
	// Seq is the sequence the execution was claimed at.
	Seq int
	// Until is when the lease expires unless renewed.
	Until time.Time
}

// Execution is an execution's row in the store.
type Execution struct {
	ID    string
	Seq   int
	State State
	// Outcome is "ok" or a failure's kind, for a finished execution.
	Outcome string
	// Checkpoint is the latest checkpoint saved, taken at CheckpointSeq;
	// nil when none was.
	Checkpoint    []byte
	CheckpointSeq int
	// Owner holds (or last held) the lease, until LeaseUntil; "" when
	// released.
	Owner      string
	LeaseUntil time.Time
	Epoch      int64
}

// Checkpoint is a checkpoint with the execution it belongs to and the
// sequence it was taken at: what a host keeps to resume an execution.
type Checkpoint struct {
	ID  string
	Seq int
	// Bytes are the checkpoint as the executor wrote it
	// (codemode.Suspension.Checkpoint) or as codemode.CheckpointFromJournal
	// made it of the journal.
	Bytes []byte
}

// Error is a refusal of the store: Kind is one of the Err values and Message
// the text docs/failures.md pins. The kinds (ErrNotFound, ErrLeased, ...) and
// their texts (NotFoundText, ...) are generated from the catalogue of
// failures, in failures_gen.go.
type Error struct {
	Kind    error
	Message string
}

func (e *Error) Error() string        { return e.Message }
func (e *Error) Is(target error) bool { return target == e.Kind }
