package codemode_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/protocol"
)

// BenchmarkTimerEvents runs a timer-heavy program (1000 timers awaited one
// after another, 2000 events) in process without OnEvent and with one that
// counts the events, to show what the hook costs when unset (nothing: the
// event loop checks a nil function) and when set.
func BenchmarkTimerEvents(b *testing.B) {
	code := `async () => { for (let i = 0; i < 1000; i++) await new Promise((r) => setTimeout(r, 0)); return 1 }`
	x := codemode.New(codemode.Options{})
	defer x.Close()
	b.Run("without", func(b *testing.B) {
		for b.Loop() {
			if r := x.Execute(context.Background(), codemode.Request{Code: code}); r.Error != nil {
				b.Fatal(r.Error)
			}
		}
	})
	b.Run("with", func(b *testing.B) {
		var n atomic.Int64
		for b.Loop() {
			if r := x.Execute(context.Background(), codemode.Request{Code: code, OnEvent: func(protocol.Event) { n.Add(1) }}); r.Error != nil {
				b.Fatal(r.Error)
			}
		}
		b.ReportMetric(float64(n.Load())/float64(b.N), "events/op")
	})
}
