package durable

import (
	"context"
	"testing"
)

// What a journal entry costs a running execution: Host appends each entry
// in a transaction of its own, committed before the effect it records
// (SQLite: WAL, synchronous=FULL; PostgreSQL: the test server, fsync off).
func BenchmarkAppend(b *testing.B) {
	for _, c := range []struct {
		name string
		open func(testing.TB) opener
	}{{"sqlite", sqliteOpener}, {"postgres", postgresOpener}} {
		b.Run(c.name, func(b *testing.B) {
			s := c.open(b)(b, newClock())
			ctx := context.Background()
			l, err := s.Create(ctx, newID(b), "bench", ttl)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := range b.N {
				if err := s.Append(ctx, l, entry(i+1)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// A claim: the compare-and-set of every resume.
func BenchmarkClaim(b *testing.B) {
	for _, c := range []struct {
		name string
		open func(testing.TB) opener
	}{{"sqlite", sqliteOpener}, {"postgres", postgresOpener}} {
		b.Run(c.name, func(b *testing.B) {
			s := c.open(b)(b, newClock())
			ctx := context.Background()
			id := newID(b)
			l, err := s.Create(ctx, id, "bench", ttl)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for range b.N {
				if err := s.Release(ctx, l, Suspended, ""); err != nil {
					b.Fatal(err)
				}
				if l, err = s.Claim(ctx, id, 0, "bench", ttl); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
