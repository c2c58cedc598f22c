package executor_test

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/executor"
)

// The entry-count text names the bound codemode.MaxJournalEntries holds; the
// catalogue writes the number into the text so that go doc shows it whole.
func TestTextsNameTheBounds(t *testing.T) {
	if !strings.Contains(executor.TextCheckpointTooManyEntries, " "+strconv.Itoa(codemode.MaxJournalEntries)+" ") {
		t.Fatalf("TextCheckpointTooManyEntries does not name MaxJournalEntries (%d): %s", codemode.MaxJournalEntries, executor.TextCheckpointTooManyEntries)
	}
	if got := executor.CheckpointTooLargeText(codemode.MaxCheckpointBytes + 1); !strings.Contains(got, strconv.Itoa(codemode.MaxCheckpointBytes)) {
		t.Fatalf("CheckpointTooLargeText does not name MaxCheckpointBytes: %s", got)
	}
}

// The default cap of retained executions is the budget's at a pool worker's
// 4 GiB.
func TestMaxRetainedFor(t *testing.T) {
	for _, c := range []struct {
		as   int64
		want int
	}{{4 << 30, codemode.DefaultMaxRetained}, {4 << 30, 44}, {executor.RetainedReserve, 0}, {executor.RetainedReserve + executor.RetainedAddressSpace, 1}, {0, 0}} {
		if got := executor.MaxRetainedFor(c.as); got != c.want {
			t.Errorf("MaxRetainedFor(%d) = %d, want %d", c.as, got, c.want)
		}
	}
}

// CheckCheckpoint gives what a resume gives: a checkpoint the in-process
// executor wrote is accepted with its limits and waiting calls, and the
// refusals carry the same kind and text as ParseCheckpoint's.
func TestCheckCheckpoint(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	res := x.Execute(t.Context(), codemode.Request{
		Code:      `async () => await approvals.ask({})`,
		Providers: []codemode.Provider{{Name: "approvals", Tools: []string{"ask"}}},
		Durable:   true,
		Limits:    codemode.Limits{ToolCalls: 7},
		Dispatch: func(ctx context.Context, provider, tool, args string) (string, error) {
			return "", codemode.Suspend("needs a human")
		},
	})
	if res.Suspended == nil {
		t.Fatalf("the execution did not suspend: %+v", res.Error)
	}
	l, pending, err := executor.CheckCheckpoint(res.Suspended.Checkpoint)
	if err != nil || l.ToolCalls != 7 || len(pending) != 1 || pending[0].Reason != "needs a human" {
		t.Fatalf("CheckCheckpoint = %+v, %+v, %v", l, pending, err)
	}
	for _, b := range [][]byte{[]byte(`{"version":2}`), []byte(`not json`), make([]byte, codemode.MaxCheckpointBytes+1)} {
		_, _, err := executor.CheckCheckpoint(b)
		_, perr := codemode.ParseCheckpoint(b)
		var e, pe *codemode.Error
		if !errors.As(err, &e) || !errors.As(perr, &pe) || *e != *pe {
			t.Errorf("%.20q: CheckCheckpoint refused with %v, ParseCheckpoint with %v", b, err, perr)
		}
	}
}
