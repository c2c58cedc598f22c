package webstd

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The package stands alone: its code imports the standard library only (so
// no engine, and nothing of this module), which keeps every function here
// testable, fuzzable and reusable without a sandbox. Every non-test file is
// checked, whatever its build constraints.
func TestImportsStandardLibraryOnly(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			first, _, _ := strings.Cut(path, "/")
			if strings.Contains(first, ".") || path == "C" {
				t.Errorf("%s imports %q: package webstd may import the standard library only (no cgo); move what needs more to internal/sandbox's web API host functions", name, path)
			}
		}
		checked++
	}
	if checked < 5 {
		t.Fatalf("checked %d files; the package has more", checked)
	}
}
