package tsdecl

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// defaultMaxDepth is the nesting depth used when Options.MaxDepth is 0.
const defaultMaxDepth = 8

// maxSteps and maxText bound the schema nodes rendered for one root schema
// and the total length of the text they render, so that a schema whose
// $refs fan out exponentially cannot take unbounded time.
const (
	maxSteps = 20000
	maxText  = 1 << 22
)

// errTooComplex is returned for a schema that exceeds maxSteps or maxText.
var errTooComplex = errors.New("tsdecl: schema too complex to render")

// frame is a $ref being expanded: its canonical pointer and the renderer's
// depth and lazy count when expansion began.
type frame struct {
	ptr         string
	depth, lazy int
}

// renderer renders the schemas of one root document.
type renderer struct {
	root     any
	maxDepth int
	// aliases, when not nil, receives named aliases for recursive types;
	// when nil, recursion is cut with unknown.
	aliases  *aliasSet
	prefix   string // alias name prefix, e.g. "Store"
	rootName string // alias name for the root itself, e.g. "ListDirOutput"
	local    map[string]*alias
	keys     map[string]string   // closureKey cache
	nodes    map[string]*refNode // closureKey's per-pointer cache

	stack []frame
	depth int // object, array and tuple nesting, against maxDepth
	// lazy counts the enclosing object types. TypeScript resolves the
	// members of an object literal lazily, so a type alias may refer to
	// itself there. It may also through arrays and tuples, but not
	// reliably: inside a union or intersection it resolves their elements
	// eagerly, so they do not count.
	lazy   int
	inBody bool // rendering the body of an alias
	steps  int
	text   int // text rendered so far, summed over all schemas
	// finished counts alias bodies rendered, to order their declarations.
	finished int
	err      error
	notes    []string
}

func newRenderer(root any, opts Options) *renderer {
	depth := opts.MaxDepth
	if depth <= 0 {
		depth = defaultMaxDepth
	}
	return &renderer{root: root, maxDepth: depth, local: map[string]*alias{},
		keys: map[string]string{}, nodes: map[string]*refNode{}}
}

// note records a problem worth telling the reader, once.
func (r *renderer) note(s string) {
	if !slices.Contains(r.notes, s) {
		r.notes = append(r.notes, s)
	}
}

// render renders the root schema. The root goes through the $ref machinery
// as "#", so that a schema recursive at its root becomes one alias.
func (r *renderer) render() tsType {
	t := r.expand("#", r.root)
	if r.err != nil {
		return tUnknown
	}
	return t
}

// schema renders one schema.
func (r *renderer) schema(v any) tsType {
	if r.err != nil {
		return tUnknown
	}
	if r.steps++; r.steps > maxSteps {
		r.err = errTooComplex
		return tUnknown
	}
	switch s := v.(type) {
	case bool:
		if s {
			return tUnknown
		}
		return tNever
	case *object:
		t := r.objectSchema(s)
		if r.text += len(t.text); r.text > maxText {
			r.err = errTooComplex
		}
		return t
	}
	r.note("a schema that is neither an object nor a boolean is typed as unknown")
	return tUnknown
}

// objectSchema renders a schema object: the intersection of its $ref, its
// allOf members, its own type (const, enum or type), and the unions of its
// anyOf and oneOf; then nullable adds null.
func (r *renderer) objectSchema(s *object) tsType {
	var parts []tsType
	if ref, ok := s.lookup("$ref"); ok {
		parts = append(parts, r.ref(ref))
	}
	for _, m := range s.array("allOf") {
		parts = append(parts, r.schema(m))
	}
	composite := len(parts) > 0 || len(s.array("anyOf")) > 0 || len(s.array("oneOf")) > 0
	if c, ok := s.lookup("const"); ok {
		parts = append(parts, literal(c))
	} else if vals, ok := s.vals["enum"].([]any); ok {
		lits := make([]tsType, len(vals))
		for i, v := range vals {
			lits[i] = literal(v)
		}
		parts = append(parts, union(lits...))
	} else if t, ok := r.typed(s, composite); ok {
		parts = append(parts, t)
	}
	for _, key := range []string{"anyOf", "oneOf"} {
		if alts := s.array(key); len(alts) > 0 {
			ts := make([]tsType, len(alts))
			for i, a := range alts {
				ts[i] = r.schema(a)
			}
			parts = append(parts, union(ts...))
		}
	}
	t := intersect(parts...)
	if s.isTrue("nullable") {
		t = union(t, tNull)
	}
	return t
}

// typed renders the "type" keyword, or the type implied by object or array
// keywords when it is absent. An object type that declares nothing is left
// out when the schema also has $ref, allOf, anyOf or oneOf: they say more.
func (r *renderer) typed(s *object, composite bool) (tsType, bool) {
	var names []string
	switch t := s.vals["type"].(type) {
	case string:
		names = []string{t}
	case []any:
		for _, e := range t {
			if n, ok := e.(string); ok {
				names = append(names, n)
			}
		}
	default:
		switch {
		case s.has("properties", "patternProperties", "additionalProperties", "required"):
			names = []string{"object"}
		case s.has("items", "prefixItems", "additionalItems"):
			names = []string{"array"}
		}
	}
	var alts []tsType
	for _, n := range names {
		switch n {
		case "string", "boolean", "null":
			alts = append(alts, prim(n))
		case "number", "integer":
			alts = append(alts, prim("number"))
		case "object":
			if composite && !s.has("properties", "patternProperties", "additionalProperties", "required") {
				continue
			}
			alts = append(alts, r.object(s))
		case "array":
			alts = append(alts, r.array(s))
		default:
			alts = append(alts, tUnknown)
		}
	}
	if len(alts) == 0 {
		return tsType{}, false
	}
	return union(alts...), true
}

// object renders an object type. Declared properties come first in source
// order, then names that are required but not declared (as unknown). Extra
// keys get an index signature: for an additionalProperties or
// patternProperties schema, for an explicit additionalProperties: true,
// and for an object that declares no members and does not forbid extras.
func (r *renderer) object(s *object) tsType {
	if r.depth >= r.maxDepth {
		return tUnknown
	}
	r.depth++
	r.lazy++
	defer func() { r.depth--; r.lazy-- }()

	required := map[string]bool{}
	var requiredOrder []string
	for _, n := range s.array("required") {
		if name, ok := n.(string); ok && !required[name] {
			required[name] = true
			requiredOrder = append(requiredOrder, name)
		}
	}
	var ms []member
	props, _ := s.vals["properties"].(*object)
	if props != nil {
		for _, k := range props.keys {
			v := props.vals[k]
			ms = append(ms, member{
				name:     propertyName(k),
				optional: !required[k],
				typ:      r.schema(v),
				doc:      r.memberDoc(k, v),
			})
		}
	}
	for _, k := range requiredOrder {
		if props == nil || !props.has(k) {
			ms = append(ms, member{name: propertyName(k), typ: tUnknown})
		}
	}

	var index []tsType
	var patterns []string
	if pp, ok := s.vals["patternProperties"].(*object); ok {
		for _, k := range pp.keys {
			patterns = append(patterns, "/"+k+"/")
			index = append(index, r.schema(pp.vals[k]))
		}
	}
	switch ap, ok := s.lookup("additionalProperties"); {
	case !ok:
		if len(ms) == 0 && props == nil && patterns == nil {
			index = append(index, tUnknown)
		}
	case ap == true:
		index = append(index, tUnknown)
	case ap == false:
	default:
		index = append(index, r.schema(ap))
	}
	if len(index) == 0 {
		return objectType(ms)
	}
	sig := member{name: "[key: string]", typ: union(index...)}
	if patterns != nil {
		sig.doc = "Keys match " + strings.Join(patterns, " or ") + "."
	}
	if len(ms) == 0 || sig.typ.text == "unknown" {
		return objectType(append(ms, sig))
	}
	// Declared properties need not fit the index type, which TypeScript
	// requires of members of one literal; an intersection does not.
	return intersect(objectType(ms), objectType([]member{sig}))
}

// array renders an array or tuple type. A tuple's rest comes from items
// (after prefixItems) or additionalItems (after an items array): a schema
// gives a rest element, true gives ...unknown[], and false or absent closes
// the tuple.
func (r *renderer) array(s *object) tsType {
	if r.depth >= r.maxDepth {
		return tUnknown
	}
	r.depth++
	defer func() { r.depth-- }()

	var prefix []any
	var rest any
	if p, ok := s.vals["prefixItems"].([]any); ok {
		prefix, rest = p, s.vals["items"]
	} else {
		switch items := s.vals["items"].(type) {
		case nil:
			return arrayOf(tUnknown)
		case []any:
			prefix, rest = items, s.vals["additionalItems"]
		case bool:
			if !items {
				return prim("[]")
			}
			return arrayOf(tUnknown)
		default:
			return arrayOf(r.schema(items))
		}
	}
	elems := make([]string, 0, len(prefix)+1)
	for _, p := range prefix {
		elems = append(elems, r.schema(p).text)
	}
	switch rest := rest.(type) {
	case bool:
		if rest {
			elems = append(elems, "...unknown[]")
		}
	case *object:
		elems = append(elems, "..."+arrayOf(r.schema(rest)).text)
	}
	return prim("[" + strings.Join(elems, ", ") + "]")
}

// ref renders a $ref. Only pointers into the root document ("#",
// "#/$defs/X", "#/properties/a/items") are followed; anything else is
// unknown, with a note.
func (r *renderer) ref(v any) tsType {
	ref, ok := v.(string)
	if !ok {
		r.note("a $ref that is not a string is typed as unknown")
		return tUnknown
	}
	ptr, target, ok := r.resolve(ref)
	if !ok {
		r.note(fmt.Sprintf("$ref %s cannot be resolved and is typed as unknown", quote(ref)))
		return tUnknown
	}
	return r.expand(ptr, target)
}

// expand renders the target of the canonical pointer ptr.
//
// Recursion: a pointer met again while it is being expanded is a cycle. If
// no type constructor lies between the two, the cycle adds nothing
// (tCycle). If only arrays and tuples do, it is cut with unknown (see
// renderer.lazy). Otherwise the pointer becomes a named alias whose body is
// rendered once at the top level. Inside alias bodies, alias names are used
// only inside object types, so no chain of aliases can refer back to itself
// outside one, which TypeScript would reject.
func (r *renderer) expand(ptr string, target any) tsType {
	for _, f := range r.stack {
		if f.ptr == ptr {
			switch {
			case f.depth == r.depth:
				return tCycle
			case f.lazy == r.lazy:
				return tUnknown
			}
			if r.aliases == nil {
				return tUnknown
			}
			return prim(r.aliasFor(ptr, true).name)
		}
	}
	mayName := !r.inBody || r.lazy > 0
	if a := r.aliasFor(ptr, false); a != nil && mayName {
		return prim(a.name)
	}
	r.stack = append(r.stack, frame{ptr, r.depth, r.lazy})
	t := r.schema(target)
	r.stack = r.stack[:len(r.stack)-1]
	a := r.aliasFor(ptr, false)
	if a == nil {
		return t
	}
	if a.pending {
		a.pending = false
		stack, depth, lazy, inBody := r.stack, r.depth, r.lazy, r.inBody
		r.stack, r.depth, r.lazy, r.inBody = []frame{{ptr, 0, 0}}, 0, 0, true
		a.body = r.schema(target).text
		r.stack, r.depth, r.lazy, r.inBody = stack, depth, lazy, inBody
		r.finished++
		a.order = r.finished
	}
	if mayName {
		return prim(a.name)
	}
	return t
}

// resolve turns a $ref into its canonical pointer and target. Only refs
// starting with "#" and holding a JSON pointer (RFC 6901, optionally
// percent-encoded) are resolved.
func (r *renderer) resolve(ref string) (ptr string, target any, ok bool) {
	if !strings.HasPrefix(ref, "#") {
		return "", nil, false
	}
	frag := ref[1:]
	if strings.Contains(frag, "%") {
		var err error
		if frag, err = url.PathUnescape(frag); err != nil {
			return "", nil, false
		}
	}
	if frag == "" {
		return "#", r.root, true
	}
	if frag[0] != '/' {
		return "", nil, false // a plain-name fragment ($anchor)
	}
	var canon strings.Builder
	canon.WriteString("#")
	cur := r.root
	for _, tok := range strings.Split(frag[1:], "/") {
		tok, ok = unescapeToken(tok)
		if !ok {
			return "", nil, false
		}
		switch c := cur.(type) {
		case *object:
			if cur, ok = c.lookup(tok); !ok {
				return "", nil, false
			}
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(c) || strconv.Itoa(i) != tok {
				return "", nil, false
			}
			cur = c[i]
		default:
			return "", nil, false
		}
		canon.WriteString("/" + strings.ReplaceAll(strings.ReplaceAll(tok, "~", "~0"), "/", "~1"))
	}
	return canon.String(), cur, true
}

// unescapeToken decodes ~1 and ~0 in a JSON pointer token.
func unescapeToken(tok string) (string, bool) {
	if !strings.Contains(tok, "~") {
		return tok, true
	}
	var b strings.Builder
	for i := 0; i < len(tok); i++ {
		if tok[i] != '~' {
			b.WriteByte(tok[i])
			continue
		}
		if i+1 == len(tok) || tok[i+1] != '0' && tok[i+1] != '1' {
			return "", false
		}
		if i++; tok[i] == '0' {
			b.WriteByte('~')
		} else {
			b.WriteByte('/')
		}
	}
	return b.String(), true
}

// aliasFor returns the alias of ptr: this root's own, or one another root
// defined for an identical closure of definitions. With create it makes a
// new pending alias when there is none.
func (r *renderer) aliasFor(ptr string, create bool) *alias {
	if a := r.local[ptr]; a != nil {
		return a
	}
	if r.aliases == nil {
		return nil
	}
	if len(r.aliases.byPtr[ptr]) > 0 || create {
		key := r.closureKey(ptr)
		for _, a := range r.aliases.byPtr[ptr] {
			if a.key == key {
				r.local[ptr] = a
				return a
			}
		}
		if create {
			a := &alias{key: key, ptr: ptr, name: r.aliasName(ptr), pending: true}
			r.local[ptr] = a
			return a
		}
	}
	return nil
}

// aliasName picks a free alias name for ptr: the prefix, an underscore, and
// the pointer's last token (or the root's name) in PascalCase.
func (r *renderer) aliasName(ptr string) string {
	base := r.rootName
	if i := strings.LastIndexByte(ptr, '/'); i >= 0 {
		tok, _ := unescapeToken(ptr[i+1:])
		base = pascal(tok)
	}
	if base == "" {
		base = "Type"
	} else if c := base[0]; '0' <= c && c <= '9' {
		base = "T" + base
	}
	base = r.prefix + "_" + base
	taken := func(n string) bool {
		if r.aliases.taken[n] {
			return true
		}
		for _, a := range r.local {
			if a.name == n {
				return true
			}
		}
		return false
	}
	name := base
	for i := 2; taken(name); i++ {
		name = base + strconv.Itoa(i)
	}
	return name
}

// closureKey identifies what the rendering of ptr depends on: the canonical
// JSON of every definition reachable from it through $refs. Two roots with
// the same key for a pointer render it the same, so they share its alias.
func (r *renderer) closureKey(ptr string) string {
	if k, ok := r.keys[ptr]; ok {
		return k
	}
	seen := map[string]bool{ptr: true}
	queue := []string{ptr}
	for i := 0; i < len(queue); i++ {
		for _, c := range r.node(queue[i]).refs {
			if !seen[c] {
				seen[c] = true
				queue = append(queue, c)
			}
		}
	}
	slices.Sort(queue)
	h := sha256.New()
	for _, p := range queue {
		h.Write([]byte(p))
		h.Write([]byte{0})
		h.Write(r.node(p).hash[:])
	}
	r.keys[ptr] = hex.EncodeToString(h.Sum(nil))
	return r.keys[ptr]
}

// refNode is what closureKey needs of one pointer's target.
type refNode struct {
	hash [sha256.Size]byte // of the target's canonical JSON
	refs []string          // canonical pointers of the $refs in the target
}

// node returns the cached refNode of a canonical pointer.
func (r *renderer) node(ptr string) *refNode {
	if n := r.nodes[ptr]; n != nil {
		return n
	}
	_, target, _ := r.resolve(ptr)
	n := &refNode{hash: sha256.Sum256(appendJSON(nil, target))}
	seen := map[string]bool{}
	walkRefs(target, func(ref string) {
		if c, _, ok := r.resolve(ref); ok && !seen[c] {
			seen[c] = true
			n.refs = append(n.refs, c)
		}
	})
	r.nodes[ptr] = n
	return n
}

// walkRefs calls f with every string $ref in v.
func walkRefs(v any, f func(string)) {
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			walkRefs(e, f)
		}
	case *object:
		for _, k := range x.keys {
			if s, ok := x.vals[k].(string); ok && k == "$ref" {
				f(s)
			}
			walkRefs(x.vals[k], f)
		}
	}
}

// memberDoc returns the JSDoc text for a property: its title (unless it
// only restates the property name) and description, then tags for format,
// bounds, pattern, default, examples and deprecated. A property that is a
// bare $ref, or a union of one schema with null, also takes what it lacks
// from that schema.
func (r *renderer) memberDoc(name string, v any) string {
	s, ok := v.(*object)
	if !ok {
		return ""
	}
	srcs := []*object{s}
	if ref, ok := s.vals["$ref"].(string); ok {
		if _, t, ok := r.resolve(ref); ok {
			if o, ok := t.(*object); ok {
				srcs = append(srcs, o)
			}
		}
	}
	for _, key := range []string{"anyOf", "oneOf"} {
		var nonNull []*object
		for _, a := range s.array(key) {
			if o, ok := a.(*object); ok && o.str("type") != "null" {
				nonNull = append(nonNull, o)
			}
		}
		if len(nonNull) == 1 {
			srcs = append(srcs, nonNull[0])
		}
	}
	first := func(key string) (any, bool) {
		for _, o := range srcs {
			if v, ok := o.lookup(key); ok {
				return v, true
			}
		}
		return nil, false
	}
	str := func(key string) string {
		v, _ := first(key)
		s, _ := v.(string)
		return strings.TrimSpace(s)
	}

	var lines []string
	title, desc := str("title"), str("description")
	if title != "" && title != desc && !sameWords(title, name) {
		lines = append(lines, title)
	}
	if desc != "" {
		lines = append(lines, desc)
	}
	for _, tag := range []string{"format", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "minLength", "maxLength", "pattern", "default"} {
		v, ok := first(tag)
		if !ok {
			continue
		}
		text := compactJSON(v)
		if s, ok := v.(string); ok && tag != "default" {
			text = s
		}
		lines = append(lines, "@"+tag+" "+text)
	}
	if v, ok := first("examples"); ok {
		if ex, ok := v.([]any); ok {
			for _, e := range ex {
				lines = append(lines, "@example "+compactJSON(e))
			}
		}
	} else if v, ok := first("example"); ok {
		lines = append(lines, "@example "+compactJSON(v))
	}
	if v, _ := first("deprecated"); v == true {
		lines = append(lines, "@deprecated")
	}
	return strings.Join(lines, "\n")
}

// sameWords reports whether a and b have the same letters and digits,
// ignoring case: "Created At" and "created_at".
func sameWords(a, b string) bool {
	norm := func(s string) string {
		return strings.Map(func(r rune) rune {
			if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
				return r
			}
			if 'A' <= r && r <= 'Z' {
				return r + 'a' - 'A'
			}
			return -1
		}, s)
	}
	return norm(a) == norm(b)
}

// pascal turns s into PascalCase ASCII: "list_directory" → "ListDirectory".
// Characters other than ASCII letters and digits separate words and are
// dropped.
func pascal(s string) string {
	var b strings.Builder
	up := true
	for _, c := range s {
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9':
			if up && 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			b.WriteRune(c)
			up = false
		default:
			up = true
		}
	}
	return b.String()
}
