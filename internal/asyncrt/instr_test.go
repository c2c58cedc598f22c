package asyncrt

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/codemode/codemode/internal/sandbox"
)

// TestInstrWorkload runs a phase N times for instruction counting under
// valgrind: CODEMODE_PHASE=engine|new|run|trivial|seq|seqinline CODEMODE_N=50 (trivial
// is the trivial workload as the benchmark runs it: a provider declared, and a
// program text never seen; seqinline is seq with the dispatch on the
// execution's goroutine, as the benchmark runs it).
func TestInstrWorkload(t *testing.T) {
	phase := os.Getenv("CODEMODE_PHASE")
	if phase == "" {
		t.Skip("set CODEMODE_PHASE")
	}
	n, _ := strconv.Atoi(os.Getenv("CODEMODE_N"))
	code, _ := compiledBootstrap()
	if phase == "boot" {
		s, _ := New()
		e := s.e
		for i := 0; i < n; i++ {
			fn := e.EvalBytecode(code)
			hostObj := e.NewObject()
			for _, h := range hostFuncs {
				e.SetProp(hostObj, h.name, e.NewFunction(h.name, h.length, h.magic))
			}
			pg, _ := e.ProviderGetMaker()
			e.SetProp(hostObj, "providerGet", pg)
			r := e.Call(fn, sandbox.Undefined, hostObj)
			e.Free(r)
			e.Free(hostObj)
			e.Free(fn)
		}
		return
	}
	for i := 0; i < n; i++ {
		switch phase {
		case "engine":
			e, _ := sandbox.NewEngine()
			e.Close()
		case "new":
			s, _ := New()
			s.Close()
		case "run":
			s, _ := New()
			s.Run(context.Background(), &Request{Code: "async () => 1 + 1", Limits: phaseLimits})
		case "trivial":
			// As the benchmark runs it: a provider, and a text never seen.
			s, _ := New()
			r := s.Run(context.Background(), &Request{Code: "async () => 1 + 1\n/* run " + strconv.Itoa(i) + " */", Limits: phaseLimits,
				Providers: []Provider{{Name: "store", Positional: true}}, DispatchInline: true,
				Dispatch: func(context.Context, string, string, string) (string, error) { return `{"result":1}`, nil }})
			if r.Value != "2" {
				t.Fatalf("%+v", r)
			}
		case "seq", "seqinline":
			s, _ := New()
			s.Run(context.Background(), &Request{Code: "async () => { let n = 0; for (let i = 0; i < 100; i++) { const r = await store.echo({ i }); if (r.i === i) n++ } return n }",
				Providers: []Provider{{Name: "store", Positional: true}}, Limits: phaseLimits, DispatchInline: phase == "seqinline",
				Dispatch: func(_ context.Context, _, _, args string) (string, error) {
					return `{"result":` + args[1:len(args)-1] + `}`, nil
				}})
		}
	}
}
