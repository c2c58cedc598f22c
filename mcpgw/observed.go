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
// records the TypeScript type of the values its calls resolved to, and
// declares it as the tool's return type, marked as observed, with a short
// example. The records live in a JSON file (a per-user cache, see
// DefaultTypeCache), bounded in entries and in size.

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
	maxObservedEntries  = 2000    // tools in the cache; the least recently seen go first
	maxObservedVariants = 3       // distinct types kept per tool, the latest first
	maxObservedType     = 400     // bytes of one type expression; larger shapes are not recorded
	maxObservedExample  = 100     // bytes of the example
	observedDepth       = 4       // levels of objects and arrays; deeper is unknown
	observedWidth       = 24      // properties of one object; more make it { [key: string]: unknown }
	maxObservedValue    = 1 << 20 // bytes of a result worth parsing for its type; larger ones are not recorded
)

// observation is what the cache keeps about one tool.
type observation struct {
	Types   []string  `json:"types"` // distinct types, latest first
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
		if o != nil && len(o.Types) > 0 {
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

// record notes one result value; it reports whether the declared type
// changed (and saves the cache when it did).
func (c *typeCache) record(key string, value json.RawMessage) bool {
	if c == nil || c.path == "" || len(value) > maxObservedValue {
		return false
	}
	n, err := parseJSON(value)
	if err != nil {
		return false
	}
	typ := shapeOf(n, 0)
	if len(typ) > maxObservedType {
		return false
	}
	var cut cutter
	n.measure()
	cut.render(n, maxObservedExample)
	example := cut.b.String()

	c.mu.Lock()
	o := c.m[key]
	changed := false
	if o == nil {
		o = &observation{}
		c.m[key] = o
	}
	if len(o.Types) == 0 || o.Types[0] != typ {
		rest := []string{typ}
		for _, t := range o.Types {
			if t != typ && len(rest) < maxObservedVariants {
				rest = append(rest, t)
			}
		}
		if strings.Join(rest, "|") != strings.Join(o.Types, "|") {
			changed = sortedChanged(o.Types, rest)
		}
		o.Types = rest
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

// sortedChanged reports whether two type lists differ as sets.
func sortedChanged(a, b []string) bool {
	x := append([]string(nil), a...)
	y := append([]string(nil), b...)
	sort.Strings(x)
	sort.Strings(y)
	return strings.Join(x, "\x00") != strings.Join(y, "\x00")
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
		os.Remove(f.Name())
	}
}

// shapeOf is the TypeScript type of a value: literals' types, arrays of
// the union of their first items' types, objects with their properties in
// order; bounded in depth and width.
func shapeOf(n *node, depth int) string {
	switch n.kind {
	case 's':
		return "string"
	case 'l':
		switch n.raw {
		case "null":
			return "null"
		case "true", "false":
			return "boolean"
		}
		return "number"
	case 'a':
		if depth >= observedDepth {
			return "unknown[]"
		}
		var alts []string
		seen := map[string]bool{}
		for i, e := range n.elems {
			if i >= 20 {
				break
			}
			t := shapeOf(e, depth+1)
			if !seen[t] {
				seen[t] = true
				alts = append(alts, t)
			}
		}
		switch len(alts) {
		case 0:
			return "unknown[]"
		case 1:
			if strings.ContainsAny(alts[0], " |") && !strings.HasPrefix(alts[0], "{") {
				return "(" + alts[0] + ")[]"
			}
			return alts[0] + "[]"
		}
		sort.Strings(alts)
		return "(" + strings.Join(alts, " | ") + ")[]"
	}
	if depth >= observedDepth || len(n.keys) > observedWidth {
		return "{ [key: string]: unknown }"
	}
	if len(n.keys) == 0 {
		return "{}"
	}
	parts := make([]string, len(n.keys))
	for i, k := range n.keys {
		parts[i] = propertyKey(k) + ": " + shapeOf(n.elems[i], depth+1)
	}
	return "{ " + strings.Join(parts, "; ") + " }"
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

// observedHints are the declaration parts of an observation: the return
// type (a union of the variants) and the tag that marks it as observed.
func observedHints(o observation) (string, string) {
	types := append([]string(nil), o.Types...)
	sort.Strings(types)
	typ := strings.Join(types, " | ")
	return typ, fmt.Sprintf("@returns observed in past results (the server declares no output schema), e.g. %s", o.Example)
}
