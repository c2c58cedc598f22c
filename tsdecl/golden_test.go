package tsdecl

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current output")

// toolSet is a testdata/*.json file: a provider name and its tools, with the
// schemas as MCP writes them (inputSchema, outputSchema).
type toolSet struct {
	Provider string `json:"provider"`
	Tools    []Tool `json:"tools"`
}

func loadToolSets(t testing.TB) map[string]toolSet {
	t.Helper()
	files, err := filepath.Glob("testdata/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	sets := map[string]toolSet{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var s toolSet
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		sets[strings.TrimSuffix(f, ".json")] = s
	}
	return sets
}

func TestGolden(t *testing.T) {
	for base, set := range loadToolSets(t) {
		t.Run(filepath.Base(base), func(t *testing.T) {
			got := Provider(set.Provider, set.Tools, Options{})
			if err := checkSyntax(got); err != nil {
				t.Errorf("output fails the syntax check: %v\n%s", err, got)
			}
			if again := Provider(set.Provider, set.Tools, Options{}); again != got {
				t.Errorf("output is not deterministic")
			}
			golden := base + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(want, []byte(got)) {
				t.Errorf("output differs from %s (run go test -update to accept):\n%s", golden, got)
			}
		})
	}
}
