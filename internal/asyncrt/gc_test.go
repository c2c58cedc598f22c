package asyncrt

import (
	"context"
	"testing"
	"time"
)

// Cyclic garbage is collected well before the memory limit, whatever the
// limit: the first collection comes after an eighth of it (at least 1 MiB,
// at most 8 MiB), so a program making far more cyclic garbage than its limit
// completes.
func TestCyclicGarbageIsCollectedBeforeTheLimit(t *testing.T) {
	for _, limit := range []int64{4 << 20, 16 << 20, 64 << 20, 256 << 20} {
		s, err := New()
		if err != nil {
			t.Fatal(err)
		}
		lim := containedLimits(20 * time.Second * time.Duration(raceScale))
		lim.Memory = limit
		// About 100 bytes per object: 2 × 300,000 objects is 60 MB of cycles.
		r := s.Run(context.Background(), &Request{Code: `async () => {
			let n = 0;
			for (let i = 0; i < 300000; i++) { const a = { i }; const b = { a }; a.b = b; n += b.a.i & 1 }
			return n
		}`, Limits: lim})
		if r.Failure != nil || r.Value != "150000" {
			t.Errorf("limit %d MiB: %+v %s, want 150000", limit>>20, r.Failure, r.Value)
		}
	}
}
