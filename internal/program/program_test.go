package program

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestPrepare(t *testing.T) {
	cases := []struct {
		in        string
		code      string
		ts, empty bool
		line, col int
	}{
		{"async () => 1", "async () => 1", false, false, 0, 0},
		{"```js\nasync () => 1\n```", "async () => 1", false, false, 1, 0},
		{"```javascript\nasync () => 1\n```\n", "async () => 1", false, false, 1, 0},
		{"```ts\nasync (x: number) => x\n```", "async (x: number) => x", true, false, 1, 0},
		{"```typescript\n\nasync () => 1\n```", "async () => 1", true, false, 2, 0},
		{"```\nasync () => 1\n```", "async () => 1", false, false, 1, 0},
		{"  \n\nasync () => 1  \n", "async () => 1", false, false, 2, 0},
		{"export default async () => 1", "async () => 1", false, false, 0, 15},
		{"```js\nexport default async () => 1\n```", "async () => 1", false, false, 1, 15},
		{"", "", false, true, 0, 0},
		{"   \n  ", "", false, true, 1, 2},
		{"\n      const x = 1\n", "const x = 1", false, false, 1, 6},
		{"\t  async () => 1", "async () => 1", false, false, 0, 3},
		{"  export default async () => 1", "async () => 1", false, false, 0, 17},
		{"export default\n  async () => 1", "async () => 1", false, false, 1, 2},
		{"```js\n    async () => 1\n```", "async () => 1", false, false, 1, 4},
		{"// nothing here\n/* at all */", "// nothing here\n/* at all */", false, true, 0, 0},
		{"```js\n```", "", false, true, 1, 0},
		{"```python\nprint(1)\n```", "```python\nprint(1)\n```", false, false, 0, 0},
	}
	for _, c := range cases {
		s := Prepare(c.in)
		if s.Code != c.code || s.TypeScript != c.ts || s.Empty != c.empty || s.LineOffset != c.line || s.ColumnOffset != c.col {
			t.Errorf("Prepare(%q) = %+v, want code %q ts %v empty %v line %d col %d", c.in, s, c.code, c.ts, c.empty, c.line, c.col)
		}
	}
}

func TestTranspile(t *testing.T) {
	cases := []struct{ in, want string }{
		{"async (x: number): Promise<number> => x * 2", "async (x) => x * 2"},
		{"interface U { id: string }\nconst u = await store.find({ id: 'a' }) as U\nu.id", "const u = await store.find({ id: \"a\" });\nu.id"},
		{"const n: number = 1\nreturn n", "const n = 1;\nreturn n"},
		{"const n: number = await f()\nreturn n", "async () => {\n  const n = await f();\n  return n;\n}"},
	}
	for _, c := range cases {
		got, err := Transpile(c.in)
		if err != nil || got != c.want {
			t.Errorf("Transpile(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	_, err := Transpile("const x: number = ;")
	if err == nil || err.Line != 1 || err.Column != 19 || !strings.Contains(err.Message, `Unexpected ";"`) {
		t.Errorf("Transpile of a syntax error = %+v", err)
	}
}

// jsParses is a crude stand-in for the engine's parser, enough for AsBody:
// it accepts candidates whose brackets balance and whose returned expression
// is not a statement.
func jsParses(expr string) bool {
	depth := 0
	for _, r := range expr {
		switch r {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
			if depth < 0 {
				return false
			}
		}
	}
	if depth != 0 {
		return false
	}
	if i := strings.Index(expr, "return (\n"); i >= 0 {
		tail := strings.TrimSpace(expr[i+len("return (\n"):])
		for _, kw := range []string{"const ", "let ", "var ", "if ", "for ", "while ", "return"} {
			if strings.HasPrefix(tail, kw) {
				return false
			}
		}
	}
	return true
}

func TestAsBody(t *testing.T) {
	cases := []struct{ in, want string }{
		{"42", "async () => {\n\nreturn (\n42\n);\n}"},
		{"const x = 1\nx + 1", "async () => {\nconst x = 1\n\nreturn (\nx + 1\n);\n}"},
		{"const x = 1; x + 1;", "async () => {\nconst x = 1;\nreturn (\nx + 1\n);\n}"},
		{"const x = 1\nreturn x", "async () => {\nconst x = 1\nreturn x\n}"},
		{"const x = 1", "async () => {\nconst x = 1\n}"},
	}
	for _, c := range cases {
		got, ok := AsBody(c.in, jsParses)
		if !ok || got != c.want {
			t.Errorf("AsBody(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
}

// TestPrepareLooksOnlyWhereTextCanStart: Prepare, which runs each regular
// expression only where its text can start, prepares 20,000 codes assembled
// from fences, exports, comments, whitespace of every kind and code exactly
// as running every expression on every code does.
func TestPrepareLooksOnlyWhereTextCanStart(t *testing.T) {
	parts := []string{"", " ", "\t", "\n", "\r\n", "\f", "\v", "```", "```js\n", "```ts\n", "```python\n", "\n```", "export default ", "export  default\n",
		"export const x = 1", "// comment\n", "/* block */", "/*", "*/", "/", "async () => 1", "1 + 1", "return 2", ";", "`", "e", "x"}
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20000; i++ {
		var b strings.Builder
		for n := r.IntN(7); n >= 0; n-- {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		code := b.String()
		got := Prepare(code)
		lookEverywhere = true
		want := Prepare(code)
		lookEverywhere = false
		if got != want {
			t.Fatalf("%q: %+v; want %+v", code, got, want)
		}
	}
}
