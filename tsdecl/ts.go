package tsdecl

import (
	"encoding/json"
	"strings"
)

// Layout limits: an object type with at most inlineMembers members and no
// JSDoc is written on one line if that line is at most inlineWidth long; a
// union longer than unionWidth puts each further member on its own line.
const (
	inlineMembers = 3
	inlineWidth   = 60
	unionWidth    = 80
)

// Precedence of a rendered type, lowest first.
const (
	precUnion = iota
	precIntersection
	precPrimary
)

// tsType is a rendered TypeScript type expression. Its text may span lines;
// continuation lines are indented relative to the line the type starts on,
// so an embedder indents them by its own indentation (see indentCont).
type tsType struct {
	text string
	prec int
	// alts are the members of a union (prec == precUnion).
	alts []tsType
	// cycle marks the type of a $ref that reached itself without passing
	// through an object, array or tuple. It reads as unknown, but unions
	// and intersections drop it: a direct self-reference adds no values.
	cycle bool
}

var (
	tUnknown = prim("unknown")
	tNever   = prim("never")
	tNull    = prim("null")
	tCycle   = tsType{text: "unknown", prec: precPrimary, cycle: true}
)

func prim(text string) tsType { return tsType{text: text, prec: precPrimary} }

func (t tsType) multiline() bool { return strings.Contains(t.text, "\n") }

// paren returns the text, parenthesised if its precedence is below min.
func (t tsType) paren(min int) string {
	if t.prec < min {
		return "(" + t.text + ")"
	}
	return t.text
}

// indentCont indents every line of s after the first by pad.
func indentCont(s, pad string) string {
	return strings.ReplaceAll(s, "\n", "\n"+pad)
}

// union renders A | B | ...: nested unions are flattened, duplicates and
// never dropped, and unknown absorbs everything.
func union(ts ...tsType) tsType {
	var alts []tsType
	seen := map[string]bool{}
	cycle := false
	for _, t := range ts {
		parts := []tsType{t}
		if t.prec == precUnion {
			parts = t.alts
		}
		for _, p := range parts {
			switch {
			case p.cycle:
				cycle = true
			case p.text == "unknown":
				return tUnknown
			case p.text == "never" || seen[p.text]:
			default:
				seen[p.text] = true
				alts = append(alts, p)
			}
		}
	}
	switch len(alts) {
	case 0:
		if cycle {
			return tCycle
		}
		return tNever
	case 1:
		return alts[0]
	}
	texts := make([]string, len(alts))
	width, multi := 0, false
	for i, a := range alts {
		texts[i] = a.text // members are never unions, so never need parentheses
		width += len(a.text) + 3
		multi = multi || a.multiline()
	}
	sep := " | "
	if !multi && width > unionWidth {
		sep = "\n  | "
	}
	return tsType{text: strings.Join(texts, sep), prec: precUnion, alts: alts}
}

// intersect renders A & B & ...: duplicates and unknown are dropped, and no
// parts at all is unknown.
func intersect(ts ...tsType) tsType {
	var parts []string
	var last tsType
	seen := map[string]bool{}
	cycle := false
	for _, t := range ts {
		switch {
		case t.cycle:
			cycle = true
		case t.text == "unknown" || seen[t.text]:
		default:
			seen[t.text] = true
			parts = append(parts, t.paren(precIntersection))
			last = t
		}
	}
	switch len(parts) {
	case 0:
		if cycle {
			return tCycle
		}
		return tUnknown
	case 1:
		return last
	}
	return tsType{text: strings.Join(parts, " & "), prec: precIntersection}
}

// arrayOf renders T[].
func arrayOf(t tsType) tsType {
	return prim(t.paren(precPrimary) + "[]")
}

// literal renders a JSON value (from const or enum) as a literal type.
func literal(v any) tsType {
	switch x := v.(type) {
	case nil:
		return tNull
	case bool:
		if x {
			return prim("true")
		}
		return prim("false")
	case json.Number:
		return prim(string(x))
	case string:
		return prim(quote(x))
	case []any:
		elems := make([]string, len(x))
		for i, e := range x {
			elems[i] = literal(e).text
		}
		return prim("[" + strings.Join(elems, ", ") + "]")
	case *object:
		ms := make([]member, len(x.keys))
		for i, k := range x.keys {
			ms[i] = member{name: propertyName(k), typ: literal(x.vals[k])}
		}
		return objectType(ms)
	}
	return tUnknown
}

// member is one member of an object type.
type member struct {
	name     string // property name as written, or "[key: string]"
	optional bool
	typ      tsType
	doc      string // JSDoc text, unescaped
}

// objectType renders an object type literal: inline when it is small and has
// no JSDoc, otherwise one member per line.
func objectType(ms []member) tsType {
	if len(ms) == 0 {
		return prim("{}")
	}
	line := func(m member) string {
		opt := ""
		if m.optional {
			opt = "?"
		}
		return m.name + opt + ": " + indentCont(m.typ.text, "  ")
	}
	inline := len(ms) <= inlineMembers
	for _, m := range ms {
		inline = inline && m.doc == "" && !m.typ.multiline()
	}
	if inline {
		parts := make([]string, len(ms))
		for i, m := range ms {
			parts[i] = line(m)
		}
		if text := "{ " + strings.Join(parts, "; ") + " }"; len(text) <= inlineWidth {
			return prim(text)
		}
	}
	var b strings.Builder
	b.WriteString("{\n")
	for _, m := range ms {
		writeDoc(&b, m.doc, "  ")
		b.WriteString("  " + line(m) + ";\n")
	}
	b.WriteString("}")
	return prim(b.String())
}

// writeDoc writes text as a JSDoc block at the given indentation. Text that
// would close the comment is escaped; empty text writes nothing.
func writeDoc(b *strings.Builder, text, indent string) {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	text = strings.ReplaceAll(text, "*/", "*\\/")
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	for len(lines) > 0 && lines[0] == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	switch len(lines) {
	case 0:
		return
	case 1:
		b.WriteString(indent + "/** " + lines[0] + " */\n")
		return
	}
	b.WriteString(indent + "/**\n")
	for _, l := range lines {
		if l == "" {
			b.WriteString(indent + " *\n")
		} else {
			b.WriteString(indent + " * " + l + "\n")
		}
	}
	b.WriteString(indent + " */\n")
}

// isIdentifier reports whether s is an ASCII JavaScript identifier name.
func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		switch {
		case c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && '0' <= c && c <= '9':
		default:
			return false
		}
	}
	return true
}

// propertyName returns name as an object type member name: as is when it is
// an identifier (reserved words are fine as property names), quoted
// otherwise.
func propertyName(name string) string {
	if isIdentifier(name) {
		return name
	}
	return quote(name)
}
