package durable

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	// pgx's database/sql driver, registered as "pgx".
	_ "github.com/jackc/pgx/v5/stdlib"
)

// OpenPostgres opens a store in the PostgreSQL database dsn names (a URL,
// postgres://user@host:port/db, or key=value pairs), creating its two tables
// if they are missing. Every host of a fleet opens the same database: a claim
// locks the execution's row (SELECT ... FOR UPDATE) in a transaction, so of
// hosts racing for an execution exactly one wins.
func OpenPostgres(ctx context.Context, dsn string, opts Options) (Store, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, fmt.Errorf("durable store: opening PostgreSQL: %w", err)
	}
	s := &sqlStore{db: db, d: dialect{blob: "BYTEA", forUpdate: " FOR UPDATE", numbered: true}, now: opts.Now}
	if s.now == nil {
		s.now = time.Now
	}
	// Hosts starting together would race to create the tables: one at a
	// time, under an advisory lock.
	err = s.tx(ctx, "create the schema", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(7262011)`); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, fmt.Sprintf(schema, s.d.blob)); err != nil {
			return err
		}
		return s.wakeColumn(ctx, tx)
	})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("durable store: creating the schema: %w", err)
	}
	return s, nil
}
