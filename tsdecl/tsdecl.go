package tsdecl

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Tool is one function on a provider namespace.
type Tool struct {
	// Name is the function name as the program calls it.
	Name string
	// Description becomes the method's JSDoc.
	Description string
	// InputSchema is the JSON Schema of the single options-object
	// argument; nil or empty means the function takes no argument.
	InputSchema json.RawMessage
	// OutputSchema is the JSON Schema of the resolved value; nil means
	// the value is unknown.
	OutputSchema json.RawMessage
	// ReturnType, when OutputSchema is empty, is a TypeScript type
	// expression for the resolved value that the host vouches for (for
	// example one observed in past results); it is written as given.
	ReturnType string
	// Notes are lines added to the JSDoc after the description, such as
	// what the host could not check.
	Notes []string
	// Tags are JSDoc block tags written after the generated ones, as
	// given: "@destructive", "@returns ...".
	Tags []string
}

// Options tunes the rendering.
type Options struct {
	// MaxDepth is how many levels of nested object, array and tuple types
	// are rendered; a deeper one becomes unknown. 0 means the default, 8.
	MaxDepth int
}

// Type renders one schema as a TypeScript type expression, the way Provider
// renders each input and output. The expression may span several lines.
//
// Type has nowhere to declare aliases, so a recursive $ref is cut with
// unknown where it recurs; Provider names it instead. It returns an error
// for malformed JSON and for a schema too large to render; other schema
// problems, such as a $ref outside the document, become unknown in place.
func Type(schema json.RawMessage, opts Options) (string, error) {
	v, err := parseJSON(schema)
	if err != nil {
		return "", fmt.Errorf("tsdecl: invalid JSON schema: %w", err)
	}
	r := newRenderer(v, opts)
	t := r.render()
	if r.err != nil {
		return "", r.err
	}
	return t.text, nil
}

// Provider renders `declare const <name>: { ... };` with one method per
// tool, in the order given, preceded by the type aliases of any recursive
// types. Each method takes the tool's input as one options object named
// input, optional when the schema requires no property, and returns a
// Promise of its output:
//
//	/** Find a user by id. */
//	findUser(input: { id: string }): Promise<{ id: string; name: string }>;
//
// A schema that cannot be rendered, wholly or in part (malformed JSON, a
// $ref outside the document, a schema too large), makes the affected type
// unknown, with a note in the method's JSDoc; other types and tools are
// unaffected. A name that is not a JavaScript identifier is quoted as a
// method name; as the const name it is made one by replacing characters
// (the host should use valid names). Recursive types become aliases named
// after the provider and the definition, such as Store_TreeNode, shared by
// tools whose definitions are identical.
func Provider(name string, tools []Tool, opts Options) string {
	p := provider{
		opts:    opts,
		prefix:  pascal(name),
		aliases: &aliasSet{byPtr: map[string][]*alias{}, taken: map[string]bool{}},
	}
	if p.prefix == "" || '0' <= p.prefix[0] && p.prefix[0] <= '9' {
		p.prefix = "T" + p.prefix // an alias name cannot start with a digit
	}
	methods := make([]string, len(tools))
	for i, t := range tools {
		methods[i] = p.method(t)
	}
	var b strings.Builder
	for _, a := range p.aliases.defs {
		b.WriteString("type " + a.name + " = " + a.body + ";\n\n")
	}
	b.WriteString("declare const " + constName(name) + ": {\n")
	for _, m := range methods {
		for _, l := range strings.SplitAfter(m, "\n") {
			if l != "" && l != "\n" {
				b.WriteString("  ")
			}
			b.WriteString(l)
		}
	}
	b.WriteString("};\n")
	return b.String()
}

// alias is a named type for a recursive definition.
type alias struct {
	key     string // closureKey of ptr in the root that made it
	ptr     string
	name    string
	body    string
	pending bool // body not rendered yet
	order   int  // when the body was rendered, within its root
}

// aliasSet holds the aliases of one Provider call.
type aliasSet struct {
	byPtr map[string][]*alias
	taken map[string]bool
	defs  []*alias // in definition order
}

type provider struct {
	opts    Options
	prefix  string
	aliases *aliasSet
}

// method renders one tool as a method signature with its JSDoc.
func (p *provider) method(t Tool) string {
	base := pascal(t.Name)
	var doc []string
	if d := strings.TrimSpace(t.Description); d != "" {
		doc = append(doc, d)
	}
	var tags []string

	param := ""
	if s, ok := schemaBytes(t.InputSchema); ok {
		typ, v, notes := p.render(s, base+"Input")
		for _, n := range notes {
			doc = append(doc, "Note: input "+n+".")
		}
		opt := "?"
		if v != nil && typ.text != "unknown" && requiresInput(v, v, map[string]bool{}) {
			opt = ""
		}
		param = "input" + opt + ": " + typ.text
		if d := schemaDescription(v); d != "" {
			tags = append(tags, "@param input "+d)
		}
	}
	out := tUnknown
	if s, ok := schemaBytes(t.OutputSchema); ok {
		typ, v, notes := p.render(s, base+"Output")
		for _, n := range notes {
			doc = append(doc, "Note: output "+n+".")
		}
		out = typ
		if d := schemaDescription(v); d != "" {
			tags = append(tags, "@returns "+d)
		}
	} else if rt := strings.TrimSpace(t.ReturnType); rt != "" {
		out = tsType{text: rt}
	}
	for _, n := range t.Notes {
		if n = strings.TrimSpace(n); n != "" {
			doc = append(doc, n)
		}
	}
	tags = append(tags, t.Tags...)
	if len(tags) > 0 {
		if len(doc) > 0 {
			doc = append(doc, "")
		}
		doc = append(doc, tags...)
	}

	var b strings.Builder
	writeDoc(&b, strings.Join(doc, "\n"), "")
	b.WriteString(propertyName(t.Name) + "(" + param + "): Promise<" + out.text + ">;\n")
	return b.String()
}

// render renders one root schema of a tool. On failure the type is unknown
// and a note says why; aliases made along the way are then dropped.
func (p *provider) render(schema []byte, rootName string) (tsType, any, []string) {
	v, err := parseJSON(schema)
	if err != nil {
		return tUnknown, nil, []string{"schema is not valid JSON and is typed as unknown"}
	}
	r := newRenderer(v, p.opts)
	r.aliases, r.prefix, r.rootName = p.aliases, p.prefix, rootName
	t := r.render()
	if r.err != nil {
		return tUnknown, v, []string{"schema is too complex and is typed as unknown"}
	}
	// Commit this root's new aliases, in the order their bodies finished.
	var fresh []*alias
	for _, a := range r.local {
		if !p.aliases.taken[a.name] {
			if a.pending { // cannot happen: every frame finishes its alias
				a.body = "unknown"
			}
			fresh = append(fresh, a)
		}
	}
	slices.SortFunc(fresh, func(a, b *alias) int { return a.order - b.order })
	for _, a := range fresh {
		p.aliases.taken[a.name] = true
		p.aliases.byPtr[a.ptr] = append(p.aliases.byPtr[a.ptr], a)
		p.aliases.defs = append(p.aliases.defs, a)
	}
	return t, v, r.notes
}

// schemaBytes returns the schema unless it is absent: nil, blank or null.
func schemaBytes(raw json.RawMessage) ([]byte, bool) {
	s := bytes.TrimSpace(raw)
	if len(s) == 0 || string(s) == "null" {
		return nil, false
	}
	return s, true
}

// schemaDescription returns the description of a root schema, if any.
func schemaDescription(v any) string {
	if o, ok := v.(*object); ok {
		return strings.TrimSpace(o.str("description"))
	}
	return ""
}

// requiresInput reports whether a value must be passed for schema v of
// root: it is not an object type, or it requires a property, directly or
// through $ref and allOf, or through every anyOf or oneOf member.
func requiresInput(root, v any, seen map[string]bool) bool {
	s, ok := v.(*object)
	if !ok {
		return v == false
	}
	if s.isTrue("nullable") {
		return false
	}
	if s.has("const", "enum") {
		return true
	}
	switch t := s.vals["type"].(type) {
	case string:
		if t != "object" {
			return t != "null"
		}
	case []any:
		if slices.Contains(t, any("null")) {
			return false
		}
		if !slices.Contains(t, any("object")) {
			return true
		}
	}
	if len(s.array("required")) > 0 {
		return true
	}
	if ref, ok := s.vals["$ref"].(string); ok && !seen[ref] {
		seen[ref] = true
		r := renderer{root: root}
		if _, target, ok := r.resolve(ref); ok && requiresInput(root, target, seen) {
			return true
		}
	}
	for _, m := range s.array("allOf") {
		if requiresInput(root, m, seen) {
			return true
		}
	}
	for _, key := range []string{"anyOf", "oneOf"} {
		alts := s.array(key)
		all := len(alts) > 0
		for _, m := range alts {
			all = all && requiresInput(root, m, seen)
		}
		if all {
			return true
		}
	}
	return false
}

// refusedWords cannot name a const: the ECMAScript reserved words, the
// words strict mode reserves, and the names strict code may not bind.
var refusedWords = []string{
	"await", "break", "case", "catch", "class", "const", "continue",
	"debugger", "default", "delete", "do", "else", "enum", "export",
	"extends", "false", "finally", "for", "function", "if", "import", "in",
	"instanceof", "new", "null", "return", "super", "switch", "this",
	"throw", "true", "try", "typeof", "var", "void", "while", "with",
	"yield", "implements", "interface", "let", "package", "private",
	"protected", "public", "static", "arguments", "eval",
}

// constName makes name a valid const name: other characters become "_",
// and a leading digit, an empty name or a reserved word gets a "_" prefix.
func constName(name string) string {
	b := []byte{}
	for _, c := range name {
		if c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			b = append(b, byte(c))
		} else {
			b = append(b, '_')
		}
	}
	s := string(b)
	if s == "" || '0' <= s[0] && s[0] <= '9' || slices.Contains(refusedWords, s) {
		s = "_" + s
	}
	return s
}
