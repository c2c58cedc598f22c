package program

import "testing"

// The textual cases of @cloudflare/codemode's normalizeCode tests
// (packages/codemode/src/tests/normalize.test.ts in github.com/cloudflare/agents)
// that concern the rules Prepare applies: markdown fences, export default,
// trimming and empty code. Their normalizer rewrites the text with an AST;
// codemode's Prepare only strips text, and the body rules run inside the
// sandbox with the engine as the parser, so the cases about bodies, trailing
// expressions and named functions are ported as executions in the root
// package (cloudflare_test.go there). Where codemode differs on purpose, the
// case says why.
func TestCloudflareNormalizeText(t *testing.T) {
	cases := []struct {
		name  string
		in    string
		code  string
		empty bool
	}{
		// empty / whitespace input: theirs becomes "async () => {}", ours is
		// marked empty and completes with no value, the same outcome.
		{"EmptyString", "", "", true},
		{"WhitespaceOnly", "   \n\t  ", "", true},
		// arrow function passthrough
		{"AsyncArrow", "async () => { return 1; }", "async () => { return 1; }", false},
		{"SyncArrow", "() => { return 1; }", "() => { return 1; }", false},
		{"ArrowWithParameters", "async (a, b) => { return a + b; }", "async (a, b) => { return a + b; }", false},
		{"ConciseBody", "() => 42", "() => 42", false},
		// The trailing semicolon is kept by Prepare; the entry source trims
		// it before the program is evaluated.
		{"TrailingSemicolon", "async () => { return 1; };", "async () => { return 1; };", false},
		// whitespace trimming
		{"Trimmed", "  () => 42  ", "() => 42", false},
		// markdown code fences
		{"FenceJS", "```js\nasync () => { return 1; }\n```", "async () => { return 1; }", false},
		{"FenceJavaScript", "```javascript\nconst x = 1;\nx + 2\n```", "const x = 1;\nx + 2", false},
		{"FenceTypeScript", "```typescript\n() => 42\n```", "() => 42", false},
		{"FenceTS", "```ts\n() => 42\n```", "() => 42", false},
		{"FenceTSX", "```tsx\n() => 42\n```", "() => 42", false},
		{"FenceJSX", "```jsx\n() => 42\n```", "() => 42", false},
		{"FenceBare", "```\nasync () => { return 1; }\n```", "async () => { return 1; }", false},
		{"FenceTrailingWhitespace", "```js\nasync () => { return 1; }\n```  ", "async () => { return 1; }", false},
		// An opening fence with no closing one: theirs fails to parse and
		// wraps the text as a body (which then fails to run); ours removes
		// the opening fence, since a model that stopped early still meant
		// the code after it.
		{"FenceUnclosed", "```js\nasync () => { return 1; }", "async () => { return 1; }", false},
		// export default unwrapping
		{"ExportDefaultAsyncArrow", "export default async () => { return 1; }", "async () => { return 1; }", false},
		{"ExportDefaultSyncArrow", "export default () => { return 1; }", "() => { return 1; }", false},
		{"ExportDefaultExpression", "export default 42", "42", false},
		{"ExportDefaultFunction", "export default function() { return 42; }", "function() { return 42; }", false},
		// theirs returns the class itself as the result; ours reports that a
		// class is not a program (see the root package's port).
		{"ExportDefaultClass", "export default class { constructor() {} }", "class { constructor() {} }", false},
		// combined quirks
		{"FenceAndExportDefault", "```js\nexport default async () => { return 1; }\n```", "async () => { return 1; }", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := Prepare(c.in)
			if s.Code != c.code || s.Empty != c.empty {
				t.Fatalf("Prepare(%q) = code %q empty %v, want code %q empty %v", c.in, s.Code, s.Empty, c.code, c.empty)
			}
		})
	}
}
