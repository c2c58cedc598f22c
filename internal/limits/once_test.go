package limits_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/limits"
)

// mentionsLimits reports whether e refers to package limits.
func mentionsLimits(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := s.X.(*ast.Ident); ok && id.Name == "limits" {
				found = true
			}
		}
		return !found
	})
	return found
}

// Each default, minimum and maximum of a bound is defined once, in this
// package: every constant or variable elsewhere in the module named for one
// (DefaultMemory, codeact's DefaultResultBytes, a minMemory, a
// maxStackDepth, ...) takes its value from here, and so does every field of a
// Default...Limits value (the daemon's DefaultMaxLimits).
func TestEachDefaultDefinedOnce(t *testing.T) {
	policed := map[string]bool{}
	for _, fields := range [][]limits.Field{limits.Execution, limits.CodeAct} {
		for _, f := range fields {
			for _, p := range []string{"default", "min", "max", "defaultmax"} {
				policed[p+strings.ToLower(f.Name)] = true
			}
		}
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	checked, files := 0, 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			switch {
			case rel == "internal/libquickjs", rel == "third_party", rel == "internal/limits",
				d.Name() == "node_modules", d.Name() == "testdata", strings.HasPrefix(d.Name(), ".") && rel != ".":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		files++
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			spec, ok := n.(*ast.ValueSpec)
			if !ok {
				return true
			}
			for i, name := range spec.Names {
				lower := strings.ToLower(name.Name)
				if policed[lower] && len(spec.Values) > 0 {
					checked++
					if i >= len(spec.Values) || !mentionsLimits(spec.Values[i]) {
						t.Errorf("%s: %s is defined here; take it from package internal/limits, the one definition", rel, name.Name)
					}
				}
				if strings.HasPrefix(name.Name, "Default") && strings.HasSuffix(name.Name, "Limits") && i < len(spec.Values) {
					if lit, ok := spec.Values[i].(*ast.CompositeLit); ok {
						for _, e := range lit.Elts {
							checked++
							if kv, ok := e.(*ast.KeyValueExpr); !ok || !mentionsLimits(kv.Value) {
								t.Errorf("%s: a field of %s is defined here; take it from package internal/limits", rel, name.Name)
							}
						}
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// The module's public defaults (codemode's eleven, codeact's seven) and
	// the daemon's eleven maxima are all found.
	if checked < 29 || files < 100 {
		t.Fatalf("checked %d definitions in %d files; the walk missed the module", checked, files)
	}
}
