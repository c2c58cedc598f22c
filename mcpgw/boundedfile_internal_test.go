package mcpgw

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// openTypeCache is loadTypeCache for a path a test knows is usable.
func openTypeCache(path string) *typeCache {
	c, err := loadTypeCache(path)
	if err != nil {
		panic(err)
	}
	return c
}

// The gateway never writes a type cache it would refuse to read: a
// snapshot over the bound drops the least recently seen tools until it fits.
func TestTypeCacheWritesWhatItReads(t *testing.T) {
	path := filepath.Join(t.TempDir(), "types.json")
	c := openTypeCache(path)
	// Records larger than any the gateway keeps (about 10 KB each): the
	// widest object, its property names control characters (escaped
	// six-fold in JSON), not cut to fit the declared type's bound, for
	// every tool the cache keeps: together over maxTypeCacheBytes.
	var wide strings.Builder
	wide.WriteString("{")
	for i := range observedWidth {
		k, _ := json.Marshal(strings.Repeat("\x01", 16) + strconv.Itoa(i))
		fmt.Fprintf(&wide, `%s: [{"x": null}],`, k)
	}
	n, err := parseJSON([]byte(strings.TrimSuffix(wide.String(), ",") + "}"))
	if err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	for i := 0; i < maxObservedEntries-1; i++ {
		c.m[fmt.Sprintf("s/t%d/x", i)] = &observation{Shape: shapeFrom(n, 0), Samples: 1, Example: strings.Repeat("\x01", maxObservedExample), Seen: old}
	}
	if !c.record("s/new/x", json.RawMessage(`{"a": 1}`)) {
		t.Fatal("a new type was not recorded")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) > maxTypeCacheBytes {
		t.Fatalf("the cache is %d bytes, over %d", len(b), maxTypeCacheBytes)
	}
	again, err := loadTypeCache(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := again.get("s/new/x"); !ok || len(again.m) >= maxObservedEntries {
		t.Fatalf("%d tools kept; the newest kept: %v", len(again.m), ok)
	}
}
