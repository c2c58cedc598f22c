package mcpgw

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// accepts reports whether a value fits a merged shape: the check that a
// declared type is never narrower than a result it was merged from (arrays
// are checked on the items the shape looked at).
func accepts(s *shape, n *node) bool {
	if s.Unknown {
		return true
	}
	switch n.kind {
	case 's':
		return s.String
	case 'l':
		switch n.raw {
		case "null":
			return s.Null
		case "true", "false":
			return s.Boolean
		}
		return s.Number
	case 'a':
		if s.Items == nil {
			return false
		}
		for i, e := range n.elems {
			if i < observedItems && !accepts(s.Items, e) {
				return false
			}
		}
		return true
	}
	o := s.Object
	if o == nil {
		return false
	}
	if o.Open {
		return true
	}
	for i, k := range n.keys {
		p := o.find(k)
		if p == nil || !accepts(p.Type, n.elems[i]) {
			return false
		}
	}
	for _, p := range o.Props {
		if p.Seen == o.Count && !contains(n.keys, p.Name) {
			return false // declared required, but this object lacks it
		}
	}
	return true
}

func contains(keys []string, k string) bool {
	for _, x := range keys {
		if x == k {
			return true
		}
	}
	return false
}

// Results of one tool that differ in every way a shape can.
var observedSamples = func() []string {
	wide := "{"
	for i := range observedWidth + 6 {
		wide += fmt.Sprintf(`"k%d":%d,`, i, i)
	}
	long := "{"
	for i := range observedWidth {
		long += fmt.Sprintf(`"a_rather_long_property_name_%d":{"x":[{"y":1}]},`, i)
	}
	return []string{
		`{"id":"a","tags":["x"],"score":1}`,
		`{"id":"b","tags":[],"owner":{"name":"n"},"score":null}`,
		`{"id":"c","tags":[1,"y"],"owner":{"name":"m","email":"e"}}`,
		`"plain text"`,
		`[{"k":1},{"k":"v","extra":true}]`,
		`null`,
		`{"deep":{"a":{"b":{"c":{"d":1}}}}}`,
		`{"id":"d","tags":[{"nested":[1,[2]]}],"score":3,"dup":1,"dup":"x"}`,
		strings.TrimSuffix(wide, ",") + "}",
		strings.TrimSuffix(long, ",") + "}",
		`[[],[[true]],[]]`,
	}
}()

// Every ordered choice of three different results (990 sequences), merged
// one by one: after each, the declared type accepts every result merged so
// far, fits its bound, and makes optional exactly the top-level properties
// some merged object lacked.
func TestObservedMergeNeverNarrower(t *testing.T) {
	nodes := make([]*node, len(observedSamples))
	for i, v := range observedSamples {
		n, err := parseJSON([]byte(v))
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		nodes[i] = n
	}
	seqs := 0
	for a := range nodes {
		for b := range nodes {
			for c := range nodes {
				if a == b || b == c || a == c {
					continue
				}
				seqs++
				var s *shape
				var merged []*node
				for _, i := range []int{a, b, c} {
					s = merge(s, shapeFrom(nodes[i], 0))
					fitShape(s)
					merged = append(merged, nodes[i])
					typ := declaredType(s)
					if len(typ) > maxObservedType {
						t.Fatalf("%v: %d bytes: %s", []int{a, b, c}, len(typ), typ)
					}
					for _, n := range merged {
						if !accepts(s, n) {
							t.Fatalf("%v: %s does not accept a result it was merged from", []int{a, b, c}, typ)
						}
					}
					if o := s.Object; o != nil && !o.Open {
						for _, p := range o.Props {
							lacked := false
							for _, n := range merged {
								if n.kind == 'o' && !contains(n.keys, p.Name) {
									lacked = true
								}
							}
							if lacked != (p.Seen < o.Count) {
								t.Fatalf("%v: %s: property %s optional %v, lacked %v", []int{a, b, c}, typ, p.Name, p.Seen < o.Count, lacked)
							}
						}
					}
				}
			}
		}
	}
	if seqs != 990 {
		t.Fatalf("%d sequences", seqs)
	}
}

// Three differing results of one tool, recorded: the declaration is their
// merge, states that it was merged from three, and was announced as a
// change each time.
func TestObservedThreeSamples(t *testing.T) {
	c := openTypeCache(filepath.Join(t.TempDir(), "types.json"))
	for i, v := range observedSamples[:3] {
		if !c.record("s/t/x", json.RawMessage(v)) {
			t.Fatalf("result %d did not change the declaration", i+1)
		}
	}
	o, _ := c.get("s/t/x")
	typ, tag := observedHints(o)
	if want := `{ id: string; tags: (number | string)[]; score?: null | number; owner?: { name: string; email?: string } }`; typ != want {
		t.Fatalf("type %s, want %s", typ, want)
	}
	if want := `@returns merged from 3 past results (the server declares no output schema), e.g. {"id":"c","tags":[1,"y"],"owner":{"name":"m","email":"e"}}`; tag != want {
		t.Fatalf("tag %s", tag)
	}
	// The same result again changes the count, until the count is capped;
	// then nothing changes.
	for i := 4; i <= observedCountCap+3; i++ {
		changed := c.record("s/t/x", json.RawMessage(observedSamples[0]))
		if changed != (i <= observedCountCap) {
			t.Fatalf("result %d: changed %v", i, changed)
		}
	}
	o, _ = c.get("s/t/x")
	if _, tag := observedHints(o); !strings.HasPrefix(tag, "@returns merged from 5 or more past results ") {
		t.Fatal(tag)
	}
	// A new cache reads the record back as it was.
	again := openTypeCache(c.path)
	if o2, ok := again.get("s/t/x"); !ok || declaredType(o2.Shape) != typ || samplesText(o2.Samples) != samplesText(o.Samples) {
		t.Fatalf("read back: %+v", o2)
	}
}
