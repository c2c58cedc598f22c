package codeactrt

import (
	"context"
	"testing"
)

// BenchmarkRunSync is one small CodeAct run with one child call: the cost of
// a synchronous engine per run.
//
//	go test -run '^$' -bench RunSync ./internal/codeactrt
func BenchmarkRunSync(b *testing.B) {
	o := SyncOptions{Source: `function main(input) { return tools.call("echo", { n: input.n }).args.n + 1 }`, Input: `{"n":41}`, Limits: syncLimits(), Call: echo}
	for b.Loop() {
		res := RunSync(context.Background(), o)
		if res.Failure != nil || res.Value != "42" {
			b.Fatalf("%+v %s", res.Failure, res.Value)
		}
	}
}
