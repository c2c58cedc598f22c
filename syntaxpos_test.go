package codemode_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// Every way a model dresses a program — blank lines before it, an indented
// first line (spaces or tabs), a markdown fence, export default on the same
// or its own line, an arrow function or a bare body — keeps a syntax error's
// position where the model wrote it: the line and column of the offending
// ";" in the text as sent.
func TestSyntaxErrorPositionsEnumerated(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	shapes := []struct{ name, open, close string }{
		{"Arrow", "async () => {\n{I}  const x = ;\n{I}}", ""},
		{"ArrowOneLine", "async () => { const x = ; }", ""},
		{"Body", "const y = 1\n{I}const x = ;", ""},
		{"BodyOneLine", "const x = ;", ""},
		// TypeScript: the engine stops at the annotation, esbuild finds the ";".
		{"TypedArrow", "async (n: number): Promise<number> => {\n{I}  const x: number = ;\n{I}}", ""},
		{"TypedBody", "const y: number = 1\n{I}const x: string = ;", ""},
	}
	fences := []struct{ open, close string }{{"", ""}, {"```js\n", "\n```"}, {"```\n", "\n```\n"}, {"```ts\n", "\n```"}}
	exports := []string{"", "export default ", "export default\n"}
	n := 0
	for _, shape := range shapes {
		for _, blank := range []string{"", "\n", "\n\n  \n"} {
			for _, indent := range []string{"", "  ", "      ", "\t", "\t  "} {
				for _, fence := range fences {
					for _, export := range exports {
						if export != "" && strings.Contains(shape.name, "Body") {
							continue // export default takes an expression, not statements
						}
						body := strings.ReplaceAll(shape.open, "{I}", indent)
						first := export
						if strings.HasSuffix(export, "\n") {
							first += indent
						}
						code := fence.open + blank + indent + first + body + fence.close
						i := strings.Index(code, ";")
						line := strings.Count(code[:i], "\n") + 1
						col := i - strings.LastIndex(code[:i], "\n")
						r := x.Execute(context.Background(), codemode.Request{Code: code})
						n++
						if r.Error == nil || r.Error.Kind != codemode.ErrSyntax {
							t.Errorf("%s %q: %+v, want a syntax error", shape.name, code, r.Error)
							continue
						}
						if r.Error.Line != line || r.Error.Column != col || !strings.HasSuffix(r.Error.Message, fmt.Sprintf("(line %d, column %d)", line, col)) {
							t.Errorf("%s %q: line %d column %d (%s), want line %d column %d", shape.name, code, r.Error.Line, r.Error.Column, r.Error.Message, line, col)
						}
					}
				}
			}
		}
	}
	t.Logf("%d programs", n)
}
