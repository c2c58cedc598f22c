package mcpgw

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
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
	// The largest records there can be: three types of the largest size,
	// each byte escaped six-fold in JSON, for every tool the cache keeps.
	big := strings.Repeat("\x01", maxObservedType)
	old := time.Now().Add(-time.Hour)
	for i := 0; i < maxObservedEntries-1; i++ {
		c.m[fmt.Sprintf("s/t%d/x", i)] = &observation{Types: []string{big, big + "a", big + "b"}, Example: strings.Repeat("\x01", maxObservedExample), Seen: old}
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
