package asyncrt

import (
	"testing"

	"github.com/codemode/codemode/internal/sandbox"
)

// BenchmarkSetUp times setting up a sandbox's engine (the standard library
// and the executor's JavaScript): what a slot pays once for its image, and
// every execution pays where the system gives no slots:
//
//	go test -run '^$' -bench SetUp ./internal/asyncrt
func BenchmarkSetUp(b *testing.B) {
	for b.Loop() {
		e, err := sandbox.NewEngine()
		if err != nil {
			b.Fatal(err)
		}
		in, err := setUp(e)
		if err != nil {
			b.Fatal(err)
		}
		for _, v := range in {
			e.Free(v)
		}
		e.Close()
	}
}
