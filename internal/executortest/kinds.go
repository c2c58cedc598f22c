package executortest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/failures"
)

var (
	executionKindsOnce sync.Once
	executionKinds     []codemode.ErrorKind
)

// allKinds returns every kind of failed execution, from the catalogue of
// failures.
func allKinds(t *testing.T) []codemode.ErrorKind {
	t.Helper()
	executionKindsOnce.Do(func() {
		c, err := failures.Load()
		if err != nil {
			panic(err)
		}
		for _, k := range c.KindNames("execution") {
			executionKinds = append(executionKinds, codemode.ErrorKind(k))
		}
	})
	return executionKinds
}

// wantIs asserts that errors.Is matches r's failure against its own kind and
// against no other kind of the catalogue.
func wantIs(t *testing.T, r codemode.Result, kind codemode.ErrorKind) {
	t.Helper()
	err := r.Err()
	if !errors.Is(err, kind) {
		t.Fatalf("errors.Is(Err(), %s) = false for %v (kind %v)", kind, err, r.Error)
	}
	for _, other := range allKinds(t) {
		if other != kind && errors.Is(err, other) {
			t.Fatalf("errors.Is(Err(), %s) = true for a failure of kind %s", other, kind)
		}
	}
}

// errorsIs produces a failure of every kind an executor produces for any
// request (whatever its arrangement) and checks that errors.Is matches each
// against its kind, and against no other.
func (s *suite) errorsIs(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		kind codemode.ErrorKind
		ctx  context.Context
		req  codemode.Request
	}{
		{codemode.ErrSyntax, nil, codemode.Request{Code: `async () => {`}},
		{codemode.ErrThrown, nil, codemode.Request{Code: `async () => { throw new Error("x") }`}},
		{codemode.ErrStackOverflow, nil, codemode.Request{Code: `async () => { const f = () => f() + 1; return f() }`}},
		{codemode.ErrTimeout, nil, codemode.Request{Code: `async () => { for (;;) {} }`, Limits: codemode.Limits{Timeout: 200 * time.Millisecond}}},
		{codemode.ErrMemory, nil, codemode.Request{Code: `async () => { const a = []; for (;;) a.push(new Array(1e5).fill(7)) }`, Limits: codemode.Limits{Memory: 4 << 20}}},
		{codemode.ErrCancelled, cancelled, codemode.Request{Code: `async () => 1`}},
		{codemode.ErrNeverSettled, nil, codemode.Request{Code: `async () => { await new Promise(() => {}) }`}},
		{codemode.ErrResultTooLarge, nil, codemode.Request{Code: `async () => "x".repeat(100)`, Limits: codemode.Limits{ResultBytes: 10}}},
		{codemode.ErrResultInvalid, nil, codemode.Request{Code: `async () => () => 1`}},
		{codemode.ErrProvider, nil, codemode.Request{Code: `async () => 1`, Providers: []codemode.Provider{{Name: "console"}}}},
		{codemode.ErrRequest, nil, codemode.Request{Code: `async () => 1`, Limits: codemode.Limits{Timeout: -time.Second}}},
		{codemode.ErrCheckpoint, nil, codemode.Request{Code: `async () => 1`, Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: []byte("not a checkpoint")}}}},
	} {
		t.Run(string(c.kind), func(t *testing.T) {
			ctx := c.ctx
			if ctx == nil {
				ctx = context.Background()
			}
			r := s.x.Execute(ctx, c.req)
			if r.Error == nil || r.Error.Kind != c.kind {
				t.Fatalf("failure %v, want kind %s", r.Error, c.kind)
			}
			wantIs(t, r, c.kind)
		})
	}
}
