package failures_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/failures"
)

// pinned names a pinned text's constant, and a kind's.
var pinned = regexp.MustCompile(`^(Text[A-Z]|Err[A-Z]|Kind[A-Z]|Sync[A-Z]|Status[A-Z]|Failure[A-Z])`)

// allTexts are the packages every one of whose texts is in the catalogue:
// there a constant, variable or function named text… or Text… is one, and
// is declared in the generated file whatever its value.
var allTexts = map[string]bool{"mcpgw": true}

// textName names a text of a package in allTexts.
var textName = regexp.MustCompile(`^[Tt]ext[A-Z]`)

// Every constant of a kind's type or named for a pinned text, and every
// function named for one (TextSyncTimer), is declared in a generated file: the catalogue is the one place a kind or a text is defined.
// In a package of allTexts every constant, variable and function named for a
// text (textCut, TextWaitingApproval) is too.
func TestNoTextOutsideTheCatalogue(t *testing.T) {
	c, err := failures.Load()
	if err != nil {
		t.Fatal(err)
	}
	kindTypes := map[string]bool{}
	for _, l := range c.Layers {
		for _, g := range l.Go {
			kindTypes[g.Package+"."+g.Type] = true
		}
	}
	root, _ := filepath.Abs("../..")
	found := 0
	allSeen := map[string]bool{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if rel == "internal/libquickjs" || rel == "third_party" || d.Name() == "node_modules" || d.Name() == "testdata" || (strings.HasPrefix(d.Name(), ".") && rel != ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		generated := filepath.Base(path) == failures.GoFile
		all := allTexts[f.Name.Name]
		if all {
			allSeen[f.Name.Name] = true
		}
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Recv == nil && (strings.HasPrefix(fd.Name.Name, "Text") && pinned.MatchString(fd.Name.Name) || all && textName.MatchString(fd.Name.Name)) {
				found++
				if !generated {
					t.Errorf("%s: the text function %s is written by hand; add its format to internal/failures/catalogue.json and run go generate ./internal/failures", rel, fd.Name.Name)
				}
			}
			g, ok := decl.(*ast.GenDecl)
			if !ok {
				continue
			}
			if all && (g.Tok == token.CONST || g.Tok == token.VAR) {
				for _, spec := range g.Specs {
					for _, n := range spec.(*ast.ValueSpec).Names {
						if textName.MatchString(n.Name) && !generated {
							t.Errorf("%s: the text %s is declared by hand; add it to internal/failures/catalogue.json and run go generate ./internal/failures", rel, n.Name)
						}
					}
				}
			}
			if g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				typed := false
				if id, ok := vs.Type.(*ast.Ident); ok && kindTypes[f.Name.Name+"."+id.Name] {
					typed = true
				}
				for i, n := range vs.Names {
					isText := strings.HasPrefix(n.Name, "Text") && pinned.MatchString(n.Name) && i < len(vs.Values)
					if lit, ok := valueAt(vs, i).(*ast.BasicLit); isText && (!ok || lit.Kind != token.STRING) {
						isText = false
					}
					if !typed && !isText {
						continue
					}
					found++
					if !generated {
						t.Errorf("%s: %s is declared by hand; add it to internal/failures/catalogue.json and run go generate ./internal/failures", rel, n.Name)
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for pkg := range allTexts {
		if !allSeen[pkg] {
			t.Errorf("the walk met no file of package %s", pkg)
		}
	}
	if found < 100 {
		t.Fatalf("found only %d kinds and texts: the walk missed the module", found)
	}
}

func valueAt(vs *ast.ValueSpec, i int) ast.Expr {
	if i < len(vs.Values) {
		return vs.Values[i]
	}
	return nil
}
