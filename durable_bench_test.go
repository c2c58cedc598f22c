package codemode_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/codemode/codemode"
)

// seqProgram makes n sequential calls, then one that suspends.
func seqProgram(n int) string {
	return fmt.Sprintf(`async () => { let s = 0; for (let i = 0; i < %d; i++) s += (await store.echo({ i })).i; await store.approve(); return s }`, n)
}

func seqDispatch(_ context.Context, provider, tool, args string) (string, error) {
	if tool == "approve" {
		return "", codemode.Suspend("approval")
	}
	return `{"result":` + args + `}`, nil
}

// BenchmarkDurableCalls compares, per call of a 100-call program, a live call
// without a journal, a live journaled call, and a replayed one (the resume of
// the checkpoint, which replays 100 calls and answers the last). The
// checkpoint's size per call is reported as bytes/call.
func BenchmarkDurableCalls(b *testing.B) {
	const n = 100
	x := codemode.New(codemode.Options{})
	defer x.Close()
	ctx := context.Background()
	req := codemode.Request{Code: seqProgram(n), Providers: []codemode.Provider{{Name: "store"}}, Dispatch: seqDispatch}
	b.Run("live", func(b *testing.B) {
		r := req
		r.Dispatch = func(ctx context.Context, p, t, a string) (string, error) {
			if t == "approve" {
				return `{"result":0}`, nil
			}
			return seqDispatch(ctx, p, t, a)
		}
		for i := 0; i < b.N; i++ {
			if res := x.Execute(ctx, r); res.Error != nil {
				b.Fatal(res.Error)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n/1e3, "µs/call")
	})
	first := req
	first.Durable = &codemode.Durable{}
	cp := x.Execute(ctx, first).Suspended.Checkpoint
	b.Run("journaled", func(b *testing.B) {
		r := req
		r.Durable = &codemode.Durable{}
		for i := 0; i < b.N; i++ {
			res := x.Execute(ctx, r)
			if res.Suspended == nil {
				b.Fatal(res.Error)
			}
			cp = res.Suspended.Checkpoint
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n/1e3, "µs/call")
		b.ReportMetric(float64(len(cp))/n, "bytes/call")
	})
	b.Run("replayed", func(b *testing.B) {
		r := codemode.Request{Durable: &codemode.Durable{Resume: &codemode.Resume{Checkpoint: cp, Answers: []codemode.Answer{{Call: n + 1, Envelope: `{"result":0}`}}}}, Dispatch: seqDispatch}
		for i := 0; i < b.N; i++ {
			if res := x.Execute(ctx, r); res.Error != nil {
				b.Fatal(res.Error)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n/1e3, "µs/call")
	})
}
