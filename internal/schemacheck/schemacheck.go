// Package schemacheck is the one place the project validates values against
// JSON Schemas it did not write: upstream MCP tools' input schemas, tool
// definitions registered by a host, recipes' pinned schemas.
//
// Validation itself is github.com/santhosh-tekuri/jsonschema/v6. That
// validator walks every reference it meets, with no memory of having checked
// the same subschema against the same value before, and takes no context: a
// schema whose levels each name the next one twice (allOf of two $refs to the
// next level, thirty levels deep) costs 2^30 steps for one value, and nothing
// can stop it once it runs. This package bounds it in two ways:
//
//   - when a schema is compiled, the work its references make for one value
//     (their expansion: every subschema the validator would visit at one place
//     of the value, counted with repetition) is computed once; a schema whose
//     expansion exceeds Options.MaxExpansion is refused with a
//     [*TooComplexError];
//   - before a value is validated, the whole cost of validating it (the same
//     count over every place of the value, computed with memoization, so in
//     time proportional to the distinct subschema/place pairs) is computed
//     under the caller's context; a value whose cost exceeds Options.Budget
//     is refused with a [*TooLargeError] without running the validator, and
//     a context that ends stops the count.
//
// So the validator only ever runs on work known to be at most Budget steps.
package schemacheck

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"unsafe"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Defaults of Options.
const (
	// DefaultMaxExpansion bounds the subschemas the validator may visit at
	// one place of a value, references followed and counted each time.
	DefaultMaxExpansion = 100_000
	// DefaultBudget bounds the subschema visits validating one value may
	// take, over all its places.
	DefaultBudget = 2_000_000
)

// Options configure Compile. The zero value is usable.
type Options struct {
	// Name says whose schema this is, for errors: `the input schema of
	// everything.echo`. Empty means "the schema".
	Name string
	// Draft is the dialect of a schema without $schema. Nil means JSON
	// Schema 2020-12.
	Draft *jsonschema.Draft
	// MaxExpansion is DefaultMaxExpansion when 0.
	MaxExpansion int
	// Budget is DefaultBudget when 0.
	Budget int
}

// Schema is a compiled schema with its bounds. It is safe for concurrent use.
type Schema struct {
	name   string
	budget int64
	root   *jsonschema.Schema
	nodes  map[*jsonschema.Schema]*node
}

// node is what the cost count knows of one subschema.
type node struct {
	s       *jsonschema.Schema
	inPlace []*node // applied to the same place of the value
	// expansion is the visits this subschema makes at one place, in-place
	// applicators followed, descents into children not counted.
	expansion int64
	state     int8 // 0 unvisited, 1 on the stack, 2 done
	// shared is true when more than one edge of the schema graph leads
	// here: only then can the count reach the same subschema at the same
	// place twice, so only then is it memoized (which bounds the count's
	// memory by the shared subschemas, not by the value's size).
	shared bool
}

// SyntaxError is a schema document that is not JSON.
type SyntaxError struct{ Err error }

func (e *SyntaxError) Error() string { return "is not valid JSON: " + e.Err.Error() }
func (e *SyntaxError) Unwrap() error { return e.Err }

// ResourceError is a document the compiler cannot take as a schema
// resource at all.
type ResourceError struct{ Err error }

func (e *ResourceError) Error() string { return "is not a JSON Schema: " + e.Err.Error() }
func (e *ResourceError) Unwrap() error { return e.Err }

// InvalidError is a document that is not a valid JSON Schema (a keyword of
// the wrong type, an unresolvable or external reference).
type InvalidError struct{ Err error }

func (e *InvalidError) Error() string { return "is not a valid JSON Schema: " + e.Err.Error() }
func (e *InvalidError) Unwrap() error { return e.Err }

// TooComplexError is a schema refused because its references make
// validation too much work for any value.
type TooComplexError struct {
	// Name is Options.Name.
	Name string
	// Limit is the MaxExpansion it exceeded.
	Limit int
	// Loop is true when references lead back to the same subschema at the
	// same place of the value: validation would never end.
	Loop bool
}

func (e *TooComplexError) Error() string {
	if e.Loop {
		return "is too complex to check: its references lead back to themselves without descending into the value, so checking any value would never end; break the loop"
	}
	return fmt.Sprintf("is too complex to check: its references expand to more than %d subschemas for one value (a subschema named more than once at each of many levels, as in nested allOf); name each shared subschema once", e.Limit)
}

// TooLargeError is a value refused because validating it would take more
// than the budget.
type TooLargeError struct {
	// Name is Options.Name.
	Name string
	// Budget is the Options.Budget it exceeded.
	Budget int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("checking it against %s would take more than %d steps; pass a smaller input", e.Name, e.Budget)
}

// noLoader refuses every external reference: a schema must not make the
// host read files or fetch URLs.
type noLoader struct{}

func (noLoader) Load(u string) (any, error) {
	return nil, fmt.Errorf("%s is not loaded: only references inside the schema are followed", u)
}

// Compile compiles a schema document. Errors are a [*SyntaxError], a
// [*ResourceError], an [*InvalidError] or a [*TooComplexError], each a
// predicate about the schema ("is not valid JSON: ...") for the caller to
// put its subject before.
func Compile(raw []byte, opts Options) (*Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, &SyntaxError{err}
	}
	return CompileDocument(doc, opts)
}

// CompileDocument is Compile for a document already decoded by
// jsonschema.UnmarshalJSON.
func CompileDocument(doc any, opts Options) (*Schema, error) {
	if opts.Name == "" {
		opts.Name = "the schema"
	}
	if opts.MaxExpansion <= 0 {
		opts.MaxExpansion = DefaultMaxExpansion
	}
	if opts.Budget <= 0 {
		opts.Budget = DefaultBudget
	}
	if opts.Draft == nil {
		opts.Draft = jsonschema.Draft2020
	}
	loc := "memory:///" + url.PathEscape(opts.Name) + ".json"
	c := jsonschema.NewCompiler()
	c.UseLoader(noLoader{})
	c.DefaultDraft(opts.Draft)
	if err := c.AddResource(loc, doc); err != nil {
		return nil, &ResourceError{err}
	}
	root, err := c.Compile(loc)
	if err != nil {
		return nil, &InvalidError{err}
	}
	s := &Schema{name: opts.Name, budget: int64(opts.Budget), root: root, nodes: map[*jsonschema.Schema]*node{}}
	s.collect(root)
	s.link()
	s.markShared()
	limit := int64(opts.MaxExpansion)
	for _, n := range s.nodes {
		if _, loop := s.expand(n, limit); loop {
			return nil, &TooComplexError{Name: opts.Name, Loop: true}
		}
		if n.expansion > limit {
			return nil, &TooComplexError{Name: opts.Name, Limit: opts.MaxExpansion}
		}
	}
	return s, nil
}

// Name is Options.Name.
func (s *Schema) Name() string { return s.name }

// Compiled returns the underlying compiled schema.
func (s *Schema) Compiled() *jsonschema.Schema { return s.root }

// Validate validates v, a value decoded by jsonschema.UnmarshalJSON (or of
// the same types). It returns nil, the validator's *jsonschema.ValidationError,
// a [*TooLargeError], or ctx's error when ctx ended first.
func (s *Schema) Validate(ctx context.Context, v any) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	c := coster{s: s, ctx: ctx}
	cost := c.cost(s.nodes[s.root], v)
	if c.err != nil {
		return c.err
	}
	if cost > s.budget {
		return &TooLargeError{Name: s.name, Budget: s.budget}
	}
	return s.root.Validate(v)
}

// ValidateJSON decodes a JSON text (numbers kept exact) and validates it; a
// text that is not JSON is a *SyntaxError.
func (s *Schema) ValidateJSON(ctx context.Context, text []byte) error {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(text))
	if err != nil {
		return &SyntaxError{err}
	}
	return s.Validate(ctx, v)
}

// IsRefusal reports whether err is one of this package's refusals (a
// [*TooComplexError] or a [*TooLargeError]) rather than a validation error.
func IsRefusal(err error) bool {
	var a *TooComplexError
	var b *TooLargeError
	return errors.As(err, &a) || errors.As(err, &b)
}

// collect records every subschema reachable from s.
func (s *Schema) collect(root *jsonschema.Schema) {
	stack := []*jsonschema.Schema{root}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x == nil || s.nodes[x] != nil {
			continue
		}
		s.nodes[x] = &node{s: x}
		stack = append(stack, children(x)...)
	}
}

// link fills each node's in-place applicators. Dynamic and recursive
// references are resolved at validation time against the dynamic scope, so
// they are counted as leading to every subschema that could answer them.
func (s *Schema) link() {
	dynamic := map[string][]*node{}
	var recursive []*node
	for x, n := range s.nodes {
		if x.DynamicAnchor != "" {
			dynamic[x.DynamicAnchor] = append(dynamic[x.DynamicAnchor], n)
		}
		if x.RecursiveAnchor {
			recursive = append(recursive, n)
		}
	}
	for x, n := range s.nodes {
		add := func(c *jsonschema.Schema) {
			if c != nil {
				n.inPlace = append(n.inPlace, s.nodes[c])
			}
		}
		add(x.Ref)
		add(x.Not)
		add(x.If)
		add(x.Then)
		add(x.Else)
		for _, c := range x.AllOf {
			add(c)
		}
		for _, c := range x.AnyOf {
			add(c)
		}
		for _, c := range x.OneOf {
			add(c)
		}
		for _, c := range x.DependentSchemas {
			add(c)
		}
		for _, d := range x.Dependencies {
			if c, ok := d.(*jsonschema.Schema); ok {
				add(c)
			}
		}
		if x.RecursiveRef != nil {
			add(x.RecursiveRef)
			n.inPlace = append(n.inPlace, recursive...)
		}
		if x.DynamicRef != nil {
			add(x.DynamicRef.Ref)
			if x.DynamicRef.Anchor != "" {
				n.inPlace = append(n.inPlace, dynamic[x.DynamicRef.Anchor]...)
			}
		}
	}
}

// markShared marks the subschemas more than one edge leads to (the root
// counts as led to once). The targets of dynamic and recursive references,
// which any such reference may reach, are all marked.
func (s *Schema) markShared() {
	in := map[*jsonschema.Schema]int{s.root: 1}
	for x := range s.nodes {
		for _, c := range children(x) {
			in[c]++
		}
	}
	for x, n := range s.nodes {
		n.shared = in[x] > 1 || x.DynamicAnchor != "" || x.RecursiveAnchor
	}
}

// ownCost is what one visit of x costs at a place, before any applicator:
// one step, and one per enum value compared.
func ownCost(x *jsonschema.Schema) int64 {
	c := int64(1)
	if x.Enum != nil {
		c += int64(len(x.Enum.Values))
	}
	return c
}

// expand computes n.expansion (saturating just past limit); loop is true
// when in-place references lead back to n.
func (s *Schema) expand(n *node, limit int64) (int64, bool) {
	switch n.state {
	case 1:
		return 0, true
	case 2:
		return n.expansion, false
	}
	n.state = 1
	total := ownCost(n.s)
	for _, c := range n.inPlace {
		e, loop := s.expand(c, limit)
		if loop {
			return 0, true
		}
		total = min(total+e, limit+1)
	}
	n.expansion = total
	n.state = 2
	return total, false
}

// children lists every subschema x names, in place or for parts of the
// value. TestChildrenCoverEveryField keeps it in step with the library.
func children(x *jsonschema.Schema) []*jsonschema.Schema {
	var out []*jsonschema.Schema
	add := func(c ...*jsonschema.Schema) {
		for _, s := range c {
			if s != nil {
				out = append(out, s)
			}
		}
	}
	anySchema := func(v any) {
		switch v := v.(type) {
		case *jsonschema.Schema:
			add(v)
		case []*jsonschema.Schema:
			add(v...)
		}
	}
	add(x.Ref, x.RecursiveRef, x.Not, x.If, x.Then, x.Else, x.PropertyNames, x.UnevaluatedProperties,
		x.Contains, x.Items2020, x.UnevaluatedItems, x.ContentSchema)
	if x.DynamicRef != nil {
		add(x.DynamicRef.Ref)
	}
	add(x.AllOf...)
	add(x.AnyOf...)
	add(x.OneOf...)
	add(x.PrefixItems...)
	for _, c := range x.Properties {
		add(c)
	}
	for _, c := range x.PatternProperties {
		add(c)
	}
	for _, c := range x.DependentSchemas {
		add(c)
	}
	for _, d := range x.Dependencies {
		anySchema(d)
	}
	anySchema(x.AdditionalProperties)
	anySchema(x.Items)
	anySchema(x.AdditionalItems)
	return out
}

// memoKey is one subschema at one container of the value.
type memoKey struct {
	n *node
	p unsafe.Pointer
	l int
}

// coster counts the validator's visits for one value.
type coster struct {
	s     *Schema
	ctx   context.Context
	memo  map[memoKey]int64
	steps int
	err   error
}

// cost is the visits n makes at v, saturating just past the budget.
func (c *coster) cost(n *node, v any) int64 {
	if c.err != nil {
		return c.s.budget + 1
	}
	var key memoKey
	switch v := v.(type) {
	case map[string]any:
		if len(v) == 0 {
			return n.expansion
		}
		key = memoKey{n, reflect.ValueOf(v).UnsafePointer(), len(v)}
	case []any:
		if len(v) == 0 {
			return n.expansion
		}
		key = memoKey{n, unsafe.Pointer(unsafe.SliceData(v)), len(v)}
	default:
		// A scalar has no parts: only in-place applicators apply.
		return n.expansion
	}
	if n.shared {
		if got, ok := c.memo[key]; ok {
			return got
		}
	}
	c.steps++
	if c.steps&1023 == 0 {
		if err := c.ctx.Err(); err != nil {
			c.err = err
			return c.s.budget + 1
		}
	}
	limit := c.s.budget + 1
	total := ownCost(n.s)
	addTo := func(x int64) bool {
		total = min(total+x, limit)
		return total >= limit
	}
	done := func() int64 {
		if n.shared {
			if c.memo == nil {
				c.memo = map[memoKey]int64{}
			}
			c.memo[key] = total
		}
		return total
	}
	for _, in := range n.inPlace {
		if addTo(c.cost(in, v)) {
			return done()
		}
	}
	x := n.s
	switch v := v.(type) {
	case map[string]any:
		if x.PropertyNames != nil && addTo(int64(len(v))*c.s.nodes[x.PropertyNames].expansion) {
			return done()
		}
		for k, val := range v {
			matched := false
			if p := x.Properties[k]; p != nil {
				matched = true
				if addTo(c.cost(c.s.nodes[p], val)) {
					return done()
				}
			}
			for re, p := range x.PatternProperties {
				if re.MatchString(k) {
					matched = true
					if addTo(c.cost(c.s.nodes[p], val)) {
						return done()
					}
				}
			}
			if ap, ok := x.AdditionalProperties.(*jsonschema.Schema); ok && !matched {
				if addTo(c.cost(c.s.nodes[ap], val)) {
					return done()
				}
			}
			if x.UnevaluatedProperties != nil && addTo(c.cost(c.s.nodes[x.UnevaluatedProperties], val)) {
				return done()
			}
		}
	case []any:
		if x.UniqueItems && addTo(int64(len(v))) {
			return done()
		}
		for i, item := range v {
			var each []*jsonschema.Schema
			switch items := x.Items.(type) {
			case *jsonschema.Schema:
				each = append(each, items)
			case []*jsonschema.Schema:
				if i < len(items) {
					each = append(each, items[i])
				} else if ai, ok := x.AdditionalItems.(*jsonschema.Schema); ok {
					each = append(each, ai)
				}
			}
			if i < len(x.PrefixItems) {
				each = append(each, x.PrefixItems[i])
			} else if x.Items2020 != nil {
				each = append(each, x.Items2020)
			}
			if x.Contains != nil {
				each = append(each, x.Contains)
			}
			if x.UnevaluatedItems != nil {
				each = append(each, x.UnevaluatedItems)
			}
			for _, e := range each {
				if addTo(c.cost(c.s.nodes[e], item)) {
					return done()
				}
			}
		}
	}
	return done()
}
