package console_test

import (
	"context"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/console"
	"github.com/codemode/codemode/tracing"
)

// BenchmarkRecordedCalls measures what recording adds to an execution of
// 100 tool calls (in process, answered at once): plain, recorded by the
// console, traced by the OpenTelemetry SDK (spans recorded, not exported),
// and both.
func BenchmarkRecordedCalls(b *testing.B) {
	req := codemode.Request{
		Code:      `async () => { let n = 0; for (let i = 0; i < 100; i++) n += await t.add({ a: i, b: 1 }); return n }`,
		Providers: []codemode.Provider{{Name: "t"}},
		Dispatch:  func(context.Context, string, string, string) (string, error) { return `{"result":1}`, nil },
	}
	tp := sdktrace.NewTracerProvider() // a real SDK provider with no exporter: spans are made and ended
	defer tp.Shutdown(context.Background())
	for _, c := range []struct {
		name string
		wrap func(codemode.Executor) codemode.Executor
	}{
		{"plain", func(x codemode.Executor) codemode.Executor { return x }},
		{"console", func(x codemode.Executor) codemode.Executor { return console.Record(x, console.NewStore(0), "bench") }},
		{"traced", func(x codemode.Executor) codemode.Executor { return tracing.Executor(x, tp) }},
		{"both", func(x codemode.Executor) codemode.Executor {
			return tracing.Executor(console.Record(x, console.NewStore(0), "bench"), tp)
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			x := c.wrap(codemode.New(codemode.Options{}))
			defer x.Close()
			for b.Loop() {
				if res := x.Execute(context.Background(), req); res.Error != nil {
					b.Fatal(res.Error)
				}
			}
		})
	}
}
