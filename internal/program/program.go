// Package program turns what a model wrote into the function expression the
// sandbox runs. Models do not follow instructions exactly: they fence their
// code in markdown, write TypeScript, write a bare body instead of a function,
// or `export default` it. The rules, in order:
//
//  1. A markdown fence (```js, ```javascript, ```ts, ```typescript or a bare
//     ```) around the code is removed; ts and typescript mark it TypeScript.
//  2. A leading `export default` is removed.
//  3. Code that is empty (or only whitespace and comments) is a no-op.
//  4. The code is tried as it is. If it does not parse as JavaScript, it is
//     transpiled from TypeScript with esbuild.
//  5. Code that is not a function expression is a body: it becomes
//     async () => { body }, and when its last statement is an expression,
//     that statement is returned.
//
// A syntax error is reported with its line and column in what the model wrote.
package program

import (
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Source is the model's code after the textual rules (fence, export default).
type Source struct {
	// Code is the code to run.
	Code string
	// TypeScript is set when the fence said so.
	TypeScript bool
	// Empty is set when there is nothing to run.
	Empty bool
	// LineOffset is how many lines the fence took before Code: a line n of
	// Code is line n+LineOffset of what the model wrote.
	LineOffset int
	// ColumnOffset is how many characters were removed from the start of
	// Code's first line (`export default `).
	ColumnOffset int
}

var (
	fenceOpen  = regexp.MustCompile("^\\s*```[ \\t]*([A-Za-z]*)[^\\n]*\\n")
	fenceClose = regexp.MustCompile("\\n[ \\t]*```[ \\t]*\\s*$")
	exportDef  = regexp.MustCompile(`^export\s+default\s+`)
	onlyTrivia = regexp.MustCompile(`^(\s|//[^\n]*|/\*(?s:.)*?\*/)*$`)
)

// Prepare applies the textual rules.
func Prepare(src string) Source {
	var s Source
	code := src
	// Each regular expression runs only where its text can start: most
	// programs have no fence, no export and no leading comment.
	if m := fenceAt(code); m != nil {
		lang := strings.ToLower(code[m[2]:m[3]])
		switch lang {
		case "", "js", "javascript", "jsx", "mjs", "ts", "typescript", "tsx":
			s.TypeScript = lang == "ts" || lang == "typescript" || lang == "tsx"
			s.LineOffset = strings.Count(code[:m[1]], "\n")
			code = code[m[1]:]
			if c := fenceClose.FindStringIndex(code); c != nil {
				code = code[:c[0]]
			} else {
				code = strings.TrimSuffix(strings.TrimRight(code, " \t\r\n"), "```")
			}
		}
	}
	// Leading blank lines move the first line down, and the indentation
	// removed from the first line moves its columns right.
	trimmed := strings.TrimLeft(code, " \t\r\n")
	removed := code[:len(code)-len(trimmed)]
	s.LineOffset += strings.Count(removed, "\n")
	s.ColumnOffset = len(removed) - (strings.LastIndexByte(removed, '\n') + 1)
	code = strings.TrimRight(trimmed, " \t\r\n")
	if m := exportAt(code); m != nil {
		if nl := strings.LastIndexByte(code[:m[1]], '\n'); nl >= 0 {
			// The code starts on a later line.
			s.LineOffset += strings.Count(code[:m[1]], "\n")
			s.ColumnOffset = m[1] - nl - 1
		} else {
			s.ColumnOffset += m[1]
		}
		code = code[m[1]:]
	}
	s.Code = code
	s.Empty = code == "" || (lookEverywhere || code[0] == '/' || code[0] == '\f') && onlyTrivia.MatchString(code)
	return s
}

// lookEverywhere makes Prepare run every regular expression on every code
// (its tests compare the two).
var lookEverywhere bool

// fenceAt is fenceOpen's match in code, looked for only when code starts with
// a fence.
func fenceAt(code string) []int {
	if !lookEverywhere && !strings.HasPrefix(strings.TrimLeft(code, " \t\r\n\f"), "```") {
		return nil
	}
	return fenceOpen.FindStringSubmatchIndex(code)
}

// exportAt is exportDef's match in code, looked for only when code starts
// with export.
func exportAt(code string) []int {
	if !lookEverywhere && !strings.HasPrefix(code, "export") {
		return nil
	}
	return exportDef.FindStringIndex(code)
}

// SyntaxError is a parse error located in what the model wrote.
type SyntaxError struct {
	Message      string
	Line, Column int // 1-based
}

// Compiles reports whether a JavaScript expression parses. The sandbox
// provides it, so that QuickJS itself is the parser.
type Compiles func(expression string) bool

// Transpile turns TypeScript into JavaScript with esbuild, keeping the code's
// shape: a function expression stays one, statements stay statements. A body
// with a top-level return comes back wrapped in an async arrow function.
func Transpile(code string) (string, *SyntaxError) {
	out, err := transform(code)
	if err == nil {
		return out, nil
	}
	if !strings.Contains(err.Message, "return cannot be used") {
		return "", err
	}
	// A body with a top-level return parses only inside a function.
	wrapped, err2 := transform("async () => {\n" + code + "\n}")
	if err2 != nil {
		if err2.Line > 1 {
			err2.Line--
		}
		return "", err2
	}
	return wrapped, nil
}

func transform(code string) (string, *SyntaxError) {
	r := api.Transform(code, api.TransformOptions{
		Loader:     api.LoaderTS,
		Target:     api.ESNext,
		Charset:    api.CharsetUTF8,
		LogLevel:   api.LogLevelSilent,
		Sourcefile: "program.ts",
	})
	if len(r.Errors) > 0 {
		m := r.Errors[0]
		se := &SyntaxError{Message: "SyntaxError: " + m.Text}
		if m.Location != nil {
			se.Line, se.Column = m.Location.Line, m.Location.Column+1
		}
		return "", se
	}
	return strings.TrimRight(strings.TrimSpace(string(r.Code)), ";"), nil
}

// Repair is called when code did not parse as a function expression. It tries
// TypeScript, then the body rules, and returns a function expression that
// parses, or false.
func Repair(code string, compiles Compiles) (string, bool) {
	cand := code
	if js, err := Transpile(code); err == nil {
		cand = js
	}
	if cand != code && compiles(cand) {
		return cand, true
	}
	return AsBody(cand, compiles)
}

// AsBody wraps a body of statements in an async arrow function, returning the
// value of its last statement when that statement is an expression. It
// reports false when the body does not parse.
func AsBody(body string, compiles Compiles) (string, bool) {
	body = strings.TrimRight(body, " \t\r\n;")
	// Try the split points from the end: the tail after a split must be one
	// expression and everything before it must still parse.
	tried := 0
	for p := len(body); p > 0 && tried < 64; p-- {
		if p != len(body) && !isSplit(body[p-1]) {
			continue
		}
		head, tail := body[:p], body[p:]
		if p == len(body) {
			head, tail = "", body
		}
		tail = strings.TrimSpace(tail)
		if tail == "" || strings.HasPrefix(tail, "return") && (len(tail) == 6 || !isIdentChar(tail[6])) {
			if tail != "" {
				break // the body returns by itself
			}
			continue
		}
		tried++
		candidate := "async () => {\n" + head + "\nreturn (\n" + strings.TrimRight(tail, " \t\r\n;") + "\n);\n}"
		if compiles(candidate) {
			return candidate, true
		}
	}
	plain := "async () => {\n" + body + "\n}"
	if compiles(plain) {
		return plain, true
	}
	return "", false
}

func isSplit(c byte) bool { return c == ';' || c == '\n' || c == '}' }

func isIdentChar(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
