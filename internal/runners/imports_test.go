package runners

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
// no engine, nothing of this module, no cgo), which keeps the runners, the
// idle list and the CPU reading usable below the binding. Every non-test
// file is checked, whatever its build constraints.
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
				t.Errorf("%s imports %q: package runners may import the standard library only (no cgo); the engine belongs to internal/sandbox, which uses the runners", name, path)
			}
		}
		checked++
	}
	if checked < 1 {
		t.Fatalf("checked %d files; the package has more", checked)
	}
}
