package mcpgw

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/codemode/codemode/internal/boundedfile"
)

// Observed result types: for a tool without an output schema, the gateway
// records the TypeScript type of the values its calls resolved to, merged
// across them, and declares it as the tool's return type, marked as
// observed, with how many results it was merged from and a short example.
// The merged type is never narrower than any one result: a union of every
// kind seen, a property missing from some objects optional. The records
// live in a JSON file (a per-user cache, see DefaultTypeCache), bounded in
// entries and in size.

// DefaultTypeCache is the path of the observed-types cache `codemode mcp`
// uses: codemode/mcp-types.json under the user's cache directory
// ($XDG_CACHE_HOME, else ~/.cache on Linux). It is "" when there is none.
func DefaultTypeCache() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "codemode", "mcp-types.json")
}

// Bounds of the observed types.
const (
	maxObservedEntries = 2000    // tools in the cache; the least recently seen go first
	maxObservedType    = 400     // bytes of a declared type; a larger one is declared less deep
	maxObservedExample = 100     // bytes of the example
	observedDepth      = 4       // levels of objects and arrays; deeper is unknown
	observedWidth      = 24      // properties of one object; more make it { [key: string]: unknown }
	observedItems      = 20      // items of an array looked at
	maxObservedValue   = 1 << 20 // bytes of a result worth parsing for its type; larger ones are not recorded
	observedCountCap   = 5       // results counted in the declaration: "5 or more" past it
)

// observation is what the cache keeps about one tool: the merged type of
// its results, how many were merged, and an example of the latest result
// that changed the declaration.
type observation struct {
	Shape   *shape    `json:"shape"`
	Samples int       `json:"samples"`
	Example string    `json:"example"`
	Seen    time.Time `json:"seen"`
}

// typeCache is the observed types, loaded from and saved to a file.
type typeCache struct {
	path string
	mu   sync.Mutex
	m    map[string]*observation
}

// maxTypeCacheBytes bounds the type cache file: what the gateway reads, and
// what it writes (a larger snapshot drops the least recently seen tools
// until it fits).
const maxTypeCacheBytes = 8 << 20

// loadTypeCache reads the type cache at path. A file that does not exist,
// or is empty, is an empty cache. Anything else the gateway did not write
// is refused, and nothing is written over it: a file that is not a regular
// file, one over maxTypeCacheBytes, one that is not the cache's JSON.
func loadTypeCache(path string) (*typeCache, error) {
	c := &typeCache{path: path, m: map[string]*observation{}}
	if path == "" {
		return c, nil
	}
	b, err := boundedfile.Read(path, maxTypeCacheBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return c, nil
	}
	if err != nil {
		return nil, fmt.Errorf("the type cache %w (or turn the cache off: --type-cache none)", err)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return c, nil
	}
	var m map[string]*observation
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("the type cache %s is not one the gateway wrote (%s); give another file, or turn the cache off: --type-cache none", path, boundedfile.JSONProblem(b, err))
	}
	for k, o := range m {
		// An entry without a shape (written by an older gateway) is
		// observed afresh.
		if o != nil && o.Shape != nil && o.Samples > 0 {
			c.m[k] = o
		}
	}
	return c, nil
}

// observedKey names a tool in the cache: its server, its name and a hash
// of its definition, so that a changed tool starts afresh.
func observedKey(server string, e *toolEntry) string {
	h := sha256.New()
	h.Write([]byte(e.tool.Name + "\x00" + e.decl.Description + "\x00"))
	h.Write(e.decl.InputSchema)
	return server + "/" + e.tool.Name + "/" + hex.EncodeToString(h.Sum(nil)[:8])
}

// get returns the observation of a tool, if any.
func (c *typeCache) get(key string) (observation, bool) {
	if c == nil || c.path == "" {
		return observation{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	o, ok := c.m[key]
	if !ok {
		return observation{}, false
	}
	return *o, true
}

// record merges one result value into its tool's observation; it reports
// whether the declaration changed (its type, or the count of results it
// states) and saves the cache when it did.
func (c *typeCache) record(key string, value json.RawMessage) bool {
	if c == nil || c.path == "" || len(value) > maxObservedValue {
		return false
	}
	n, err := parseJSON(value)
	if err != nil {
		return false
	}
	sample := shapeFrom(n, 0)
	var cut cutter
	n.measure()
	cut.render(n, maxObservedExample)
	example := cut.b.String()

	c.mu.Lock()
	o := c.m[key]
	if o == nil {
		o = &observation{}
		c.m[key] = o
	}
	before := ""
	if o.Shape != nil {
		before = declaredType(o.Shape) + "\x00" + samplesText(o.Samples)
	}
	o.Shape = merge(o.Shape, sample)
	fitShape(o.Shape)
	o.Samples = min(o.Samples+1, 1<<30)
	after := declaredType(o.Shape) + "\x00" + samplesText(o.Samples)
	changed := after != before
	if changed {
		o.Example = example
	}
	o.Seen = time.Now().UTC()
	if len(c.m) > maxObservedEntries {
		c.evictLocked()
	}
	var snapshot []byte
	if changed {
		snapshot, _ = json.MarshalIndent(c.m, "", " ")
		for len(snapshot) > maxTypeCacheBytes && len(c.m) > 1 {
			c.evictToLocked(len(c.m) / 2)
			snapshot, _ = json.MarshalIndent(c.m, "", " ")
		}
	}
	c.mu.Unlock()
	if snapshot != nil {
		c.save(snapshot)
	}
	return changed
}

func (c *typeCache) evictLocked() { c.evictToLocked(maxObservedEntries) }

// evictToLocked drops the least recently seen tools until n are left.
func (c *typeCache) evictToLocked(n int) {
	type kv struct {
		k string
		t time.Time
	}
	all := make([]kv, 0, len(c.m))
	for k, o := range c.m {
		all = append(all, kv{k, o.Seen})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].t.Before(all[j].t) })
	for _, e := range all[:len(all)-n] {
		delete(c.m, e.k)
	}
}

// save writes the cache atomically (a temporary file renamed over it).
func (c *typeCache) save(b []byte) {
	if err := os.MkdirAll(filepath.Dir(c.path), 0o700); err != nil {
		return
	}
	f, err := os.CreateTemp(filepath.Dir(c.path), ".mcp-types-*")
	if err != nil {
		return
	}
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), c.path)
	}
	if err != nil {
		_ = os.Remove(f.Name())
	}
}

// shape is the merged type of the values observed at one place of a
// tool's results: the union of what was seen there. Scalars are kinds;
// Items, when arrays were seen, is the merge of their items (no kind at
// all: only empty arrays); Object, when objects were seen, their merged
// properties. Unknown (a value deeper than observedDepth, or a shape cut
// to fit maxObservedType) absorbs everything merged into it later, so that
// a type once widened never narrows again.
type shape struct {
	String  bool      `json:"string,omitempty"`
	Number  bool      `json:"number,omitempty"`
	Boolean bool      `json:"boolean,omitempty"`
	Null    bool      `json:"null,omitempty"`
	Unknown bool      `json:"unknown,omitempty"`
	Items   *shape    `json:"items,omitempty"`
	Object  *objShape `json:"object,omitempty"`
}

// objShape is the merge of the objects seen at one place: how many, and
// each property with the number of them that had it (a property some of
// them lacked is optional). Open objects (wider than observedWidth, deeper
// than observedDepth, or cut to fit) are { [key: string]: unknown }, and
// stay open.
type objShape struct {
	Count int     `json:"count"`
	Open  bool    `json:"open,omitempty"`
	Props []*prop `json:"props,omitempty"`
}

// prop is one property of merged objects.
type prop struct {
	Name string `json:"name"`
	Seen int    `json:"seen"`
	Type *shape `json:"type"`
}

// shapeFrom is the shape of one value, depth levels down: objects with
// their properties in order, arrays with the merge of their first
// observedItems items; bounded in depth and width.
func shapeFrom(n *node, depth int) *shape {
	s := &shape{}
	switch n.kind {
	case 's':
		s.String = true
	case 'l':
		switch n.raw {
		case "null":
			s.Null = true
		case "true", "false":
			s.Boolean = true
		default:
			s.Number = true
		}
	case 'a':
		if depth >= observedDepth {
			s.Items = &shape{Unknown: true}
			break
		}
		s.Items = &shape{}
		for i, e := range n.elems {
			if i >= observedItems {
				break
			}
			s.Items = merge(s.Items, shapeFrom(e, depth+1))
		}
	default:
		o := &objShape{Count: 1}
		s.Object = o
		if depth >= observedDepth || len(n.keys) > observedWidth {
			o.Open = true
			break
		}
		for i, k := range n.keys {
			t := shapeFrom(n.elems[i], depth+1)
			if p := o.find(k); p != nil { // a repeated key
				p.Type = merge(p.Type, t)
				continue
			}
			o.Props = append(o.Props, &prop{Name: k, Seen: 1, Type: t})
		}
	}
	return s
}

func (o *objShape) find(name string) *prop {
	for _, p := range o.Props {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// merge returns the union of a and b, reusing a (nil is nothing seen).
func merge(a, b *shape) *shape {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	a.String = a.String || b.String
	a.Number = a.Number || b.Number
	a.Boolean = a.Boolean || b.Boolean
	a.Null = a.Null || b.Null
	a.Unknown = a.Unknown || b.Unknown
	if b.Items != nil {
		a.Items = merge(a.Items, b.Items)
	}
	if b.Object != nil {
		if a.Object == nil {
			a.Object = b.Object
		} else {
			mergeObjects(a.Object, b.Object)
		}
	}
	if a.Unknown {
		*a = shape{Unknown: true}
	}
	return a
}

// mergeObjects merges b into a: counts add up, properties of both are
// kept (a's order first), and an object wider than observedWidth opens.
func mergeObjects(a, b *objShape) {
	a.Count += b.Count
	if a.Open || b.Open {
		a.Open, a.Props = true, nil
		return
	}
	for _, q := range b.Props {
		if p := a.find(q.Name); p != nil {
			p.Seen += q.Seen
			p.Type = merge(p.Type, q.Type)
			continue
		}
		a.Props = append(a.Props, q)
	}
	if len(a.Props) > observedWidth {
		a.Open, a.Props = true, nil
	}
}

// renderShape writes s as a TypeScript type, objects and arrays deeper
// than limit levels as { [key: string]: unknown } and unknown[]; the
// alternatives of a union in alphabetical order.
func renderShape(s *shape, depth, limit int) string {
	if s == nil || s.Unknown {
		return "unknown"
	}
	var alts []string
	if s.String {
		alts = append(alts, "string")
	}
	if s.Number {
		alts = append(alts, "number")
	}
	if s.Boolean {
		alts = append(alts, "boolean")
	}
	if s.Null {
		alts = append(alts, "null")
	}
	if s.Items != nil {
		item := "unknown"
		if depth < limit && !s.Items.empty() {
			item = renderShape(s.Items, depth+1, limit)
			if s.Items.alternatives() > 1 {
				item = "(" + item + ")"
			}
		}
		alts = append(alts, item+"[]")
	}
	if o := s.Object; o != nil {
		switch {
		case o.Open || depth >= limit:
			alts = append(alts, "{ [key: string]: unknown }")
		case len(o.Props) == 0:
			alts = append(alts, "{}")
		default:
			parts := make([]string, len(o.Props))
			for i, p := range o.Props {
				opt := ""
				if p.Seen < o.Count {
					opt = "?"
				}
				parts[i] = propertyKey(p.Name) + opt + ": " + renderShape(p.Type, depth+1, limit)
			}
			alts = append(alts, "{ "+strings.Join(parts, "; ")+" }")
		}
	}
	if len(alts) == 0 {
		return "unknown"
	}
	sort.Strings(alts)
	return strings.Join(alts, " | ")
}

// empty reports a shape that saw nothing (the items of empty arrays).
func (s *shape) empty() bool { return s.alternatives() == 0 && !s.Unknown }

// alternatives counts the members of the union s renders as.
func (s *shape) alternatives() int {
	n := 0
	for _, b := range []bool{s.String, s.Number, s.Boolean, s.Null, s.Items != nil, s.Object != nil} {
		if b {
			n++
		}
	}
	return n
}

// declaredType is the type declared for a merged shape: as deep as fits
// maxObservedType bytes (fitShape has cut the shape to that depth).
func declaredType(s *shape) string {
	return renderShape(s, 0, observedDepth)
}

// fitShape cuts s to the depth at which its type fits maxObservedType:
// objects there open and arrays' items unknown, for good (a later result
// cannot narrow them), so the declared type and the record stay bounded.
func fitShape(s *shape) {
	for limit := observedDepth; limit > 0; limit-- {
		if len(renderShape(s, 0, limit)) <= maxObservedType {
			if limit < observedDepth {
				cutShape(s, 0, limit)
			}
			return
		}
	}
	cutShape(s, 0, 0)
}

// cutShape opens the objects and makes unknown the arrays' items at depth
// limit and below.
func cutShape(s *shape, depth, limit int) {
	if s == nil {
		return
	}
	if s.Items != nil {
		if depth >= limit {
			s.Items = &shape{Unknown: true}
		} else {
			cutShape(s.Items, depth+1, limit)
		}
	}
	if o := s.Object; o != nil {
		if depth >= limit {
			o.Open, o.Props = true, nil
		} else {
			for _, p := range o.Props {
				cutShape(p.Type, depth+1, limit)
			}
		}
	}
}

// propertyKey writes a property name as TypeScript needs it.
func propertyKey(k string) string {
	if isIdentifier(k) {
		return k
	}
	return quote(k)
}

func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_' || r == '$' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z':
		case i > 0 && '0' <= r && r <= '9':
		default:
			return false
		}
	}
	return true
}

// samplesText says how many results a type was merged from, counted up
// to observedCountCap.
func samplesText(n int) string {
	switch {
	case n <= 1:
		return "observed in 1 past result"
	case n >= observedCountCap:
		return fmt.Sprintf("merged from %d or more past results", observedCountCap)
	}
	return fmt.Sprintf("merged from %d past results", n)
}

// observedHints are the declaration parts of an observation: the return
// type and the tag that marks it as observed, with the number of results
// it was merged from and an example.
func observedHints(o observation) (string, string) {
	return declaredType(o.Shape), fmt.Sprintf("@returns %s (the server declares no output schema), e.g. %s", samplesText(o.Samples), o.Example)
}
