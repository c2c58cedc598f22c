package durable

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"time"

	// A SQLite transpiled to Go: no cgo. Its version is the one whose
	// modernc.org/libc is the engine's (docs/rationale/durable-store.md).
	_ "modernc.org/sqlite"
)

// Options tune a store.
type Options struct {
	// Now is the store's clock, for leases; nil means time.Now. Hosts
	// sharing a store must have clocks that agree to well within the
	// lease's TTL.
	Now func() time.Time
}

// OpenSQLite opens (creating it if need be) the SQLite database at path as a
// store. Several processes may open the same file: every transaction that
// writes begins IMMEDIATE, taking the database's write lock at its start, and
// waits up to 10 s for another's to end. The database is in WAL mode with
// synchronous=FULL, so a committed entry survives a power loss.
func OpenSQLite(ctx context.Context, path string, opts Options) (Store, error) {
	q := url.Values{}
	q.Set("_txlock", "immediate")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(FULL)")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("durable store: opening %s: %w", path, err)
	}
	s := &sqlStore{db: db, d: dialect{blob: "BLOB"}, now: opts.Now}
	if s.now == nil {
		s.now = time.Now
	}
	if _, err := db.ExecContext(ctx, fmt.Sprintf(schema, s.d.blob)); err != nil {
		db.Close()
		return nil, fmt.Errorf("durable store: creating the schema in %s: %w", path, err)
	}
	if err := s.wakeColumn(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("durable store: adding the wake time to the schema in %s: %w", path, err)
	}
	return s, nil
}
