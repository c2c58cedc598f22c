package codemode_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// sizedProgram is a program of about n bytes written as a model writes a
// large one: a body of distinct helper functions, each with an object
// literal, a loop and a string template, called at the end. Its value is the
// number of helpers.
func sizedProgram(n int, function bool) string {
	var b strings.Builder
	if function {
		b.WriteString("async () => {\n")
	}
	b.WriteString("const results = [];\n")
	i := 0
	for b.Len() < n-200 {
		fmt.Fprintf(&b, `function helper%d(input) {
  const config = { name: "helper%d", limit: %d, tags: ["a%d", "b%d"], nested: { depth: %d, enabled: %t } };
  let total = 0;
  for (let k = 0; k < config.limit; k++) {
    total += (input + k) %% 7;
  }
  if (config.nested.enabled && total > 3) {
    return { id: config.name, total, label: `+"`${config.name}:${total}`"+` };
  }
  return { id: config.name, total, label: null };
}
results.push(helper%d(%d).id);
`, i, i, i%5+1, i, i, i%9, i%2 == 0, i, i%13)
		i++
	}
	if function {
		b.WriteString("return results.length;\n}\n")
	} else {
		b.WriteString("results.length\n")
	}
	return b.String()
}

// declarations is a program of about n bytes of short declarations in one
// function, as a model writes a table of constants and accessors: a constant
// object and a function per entry, all at the function's top level. Its value
// is the number of entries.
func declarations(n int) string {
	var b strings.Builder
	b.WriteString("async () => {\nconst results = [];\n")
	i := 0
	for b.Len() < n-100 {
		fmt.Fprintf(&b, "const item%d = { id: %d, name: \"item%d\", tags: [\"t%d\"] };\nfunction get%d() { return item%d.id; }\nresults.push(get%d());\n", i, i, i, i%7, i, i, i)
		i++
	}
	b.WriteString("return results.length;\n}\n")
	return b.String()
}

// BenchmarkProgramSize runs programs of 1 KB to 4 MB (the largest the CLI
// reads) in process, as a function, as a body and as a function of short
// declarations, and reports the cost per KB of source, in wall time and in the
// process's CPU time (which a shared machine moves less): it stays flat when
// the cost of a program is linear in its size. docs/benchmarks.md ("Program
// size") has the figures.
//
//	go test -run '^$' -bench ProgramSize -benchtime 2x .
func BenchmarkProgramSize(b *testing.B) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	for _, form := range []string{"body", "function", "declarations"} {
		for _, kb := range []int{1, 10, 100, 1000, 4000} {
			code := sizedProgram(kb*1000, form == "function")
			if form == "declarations" {
				code = declarations(kb * 1000)
			}
			want := fmt.Sprint(strings.Count(code, "\nresults.push("))
			b.Run(fmt.Sprintf("%s/%dKB", form, kb), func(b *testing.B) {
				cpu0 := cpuTime(b)
				req := codemode.Request{Code: code}
				for i := 0; i < b.N; i++ {
					r := x.Execute(context.Background(), req)
					if r.Error != nil || string(r.Value) != want {
						b.Fatalf("value %s, failure %v; want %s", r.Value, r.Error, want)
					}
				}
				kbs := float64(len(code)) / 1000 * float64(b.N)
				b.ReportMetric(float64(b.Elapsed().Microseconds())/kbs, "µs/KB")
				b.ReportMetric(float64((cpuTime(b)-cpu0).Microseconds())/kbs, "cpu-µs/KB")
			})
		}
	}
}
