package codemode_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/doctest"
)

// snippetImports are the packages a README snippet may use by their package
// name without importing them: a fragment is wrapped in a program that
// imports those it names.
var snippetImports = map[string]string{
	"context":  "context",
	"errors":   "errors",
	"fmt":      "fmt",
	"log":      "log",
	"os":       "os",
	"time":     "time",
	"codemode": "github.com/codemode/codemode",
	"protocol": "github.com/codemode/codemode/protocol",
	"pool":     "github.com/codemode/codemode/pool",
	"remote":   "github.com/codemode/codemode/remote",
	"tools":    "github.com/codemode/codemode/tools",
	"codeact":  "github.com/codemode/codemode/codeact",
	"recipes":  "github.com/codemode/codemode/recipes",
	"mcpgw":    "github.com/codemode/codemode/mcpgw",
	"durable":  "github.com/codemode/codemode/durable",
}

// snippetProgram makes a whole program of a README Go block: a block that
// starts with a package clause is one already; any other is the body of a
// function run(ctx context.Context) error, which main calls, failing when it
// returns an error.
func snippetProgram(code string) string { return snippetProgramDeclaring(code, "") }

// snippetProgramDeclaring is snippetProgram for a block whose page declares,
// in a marker on the line before its fence, the names it uses without
// defining them (<!-- go-snippet declares: code string; h protocol.Handle -->):
// they become package variables. A block that starts with func or type is
// top-level declarations, compiled beside an empty main.
func snippetProgramDeclaring(code, declares string) string {
	if strings.HasPrefix(strings.TrimSpace(code), "package ") {
		return code
	}
	used := []string{"context", "fmt", "os"}
	for name := range snippetImports {
		if regexp.MustCompile(`\b` + name + `\.`).MatchString(lineComment.ReplaceAllString(code, "") + declares) {
			used = append(used, name)
		}
	}
	sort.Strings(used)
	var b strings.Builder
	b.WriteString("package main\n\nimport (\n")
	seen := map[string]bool{}
	for _, name := range used {
		if !seen[name] {
			seen[name] = true
			fmt.Fprintf(&b, "\t%q\n", snippetImports[name])
		}
	}
	b.WriteString(")\n\nvar _ = fmt.Sprint\nvar _ = os.Exit\nvar _ context.Context\n\n")
	for _, d := range strings.Split(declares, ";") {
		if d = strings.TrimSpace(d); d != "" {
			fmt.Fprintf(&b, "var %s\n", d)
		}
	}
	first := strings.TrimSpace(code)
	if strings.HasPrefix(first, "func ") || strings.HasPrefix(first, "type ") || strings.HasPrefix(first, "//") {
		b.WriteString("\n" + code + "\nfunc main() {}\n")
		return b.String()
	}
	b.WriteString("\nfunc main() {\n\tif err := run(context.Background()); err != nil {\n\t\tfmt.Fprintln(os.Stderr, err)\n\t\tos.Exit(1)\n\t}\n}\n\n")
	b.WriteString("func run(ctx context.Context) error {\n")
	// A fragment may leave what it declares unused (res := …, for the host's code after it to read): each short
	// declaration is followed by a use in its own scope, after the statement if it is one line, else at the end.
	var atEnd []string
	for _, line := range strings.SplitAfter(code, "\n") {
		b.WriteString(line)
		m := shortDecl.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		var uses []string
		for _, name := range strings.Split(m[2], ",") {
			if name = strings.TrimSpace(name); name != "_" {
				uses = append(uses, "_ = "+name+"\n")
			}
		}
		switch {
		case strings.Count(line, "(")+strings.Count(line, "{") == strings.Count(line, ")")+strings.Count(line, "}"):
			for _, u := range uses {
				b.WriteString(m[1] + u)
			}
		case m[1] == "":
			atEnd = append(atEnd, uses...)
		}
	}
	b.WriteString("\n" + strings.Join(atEnd, ""))
	b.WriteString("\treturn nil\n}\n")
	return b.String()
}

// TestREADMEGoBlocksRun builds every ```go block of README.md against this
// module and runs it: a snippet that no longer compiles, or whose program
// fails, fails the test. A fragment is wrapped as snippetProgram says; the
// program is placed inside the module through -overlay, so nothing is
// written to the work tree.
func TestREADMEGoBlocksRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program per block")
	}
	blocks, err := doctest.GoBlocks("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) == 0 {
		t.Fatal("README.md has no ```go block: the parser no longer finds them")
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for i, b := range blocks {
		t.Run(fmt.Sprintf("line%d", b.Line), func(t *testing.T) {
			dir := t.TempDir()
			src := filepath.Join(dir, "main.go")
			if err := os.WriteFile(src, []byte(snippetProgram(b.Code)), 0o644); err != nil {
				t.Fatal(err)
			}
			// A directory of the module that does not exist on disk: only the overlay has it.
			virtual := filepath.Join(root, "internal", fmt.Sprintf("readmesnippet%d", i), "main.go")
			overlay, _ := json.Marshal(map[string]any{"Replace": map[string]string{virtual: src}})
			ov := filepath.Join(dir, "overlay.json")
			if err := os.WriteFile(ov, overlay, 0o644); err != nil {
				t.Fatal(err)
			}
			bin := filepath.Join(dir, "snippet")
			build := exec.Command("go", "build", "-overlay", ov, "-o", bin, "./"+filepath.ToSlash(filepath.Dir(mustRel(t, root, virtual))))
			if out, err := build.CombinedOutput(); err != nil {
				t.Fatalf("%s does not compile: %v\n%s\nthe program built:\n%s", b, err, out, snippetProgram(b.Code))
			}
			out, err := exec.Command(bin).CombinedOutput()
			if err != nil {
				t.Fatalf("%s compiles but fails when run: %v\n%s", b, err, out)
			}
			// A printed value the page shows in a comment on the same line is what the program prints.
			for _, m := range printedComment.FindAllStringSubmatch(b.Code, -1) {
				if !strings.Contains(string(out), strings.TrimSpace(m[1])) {
					t.Errorf("%s prints\n%s\nnot what its comment says: %s", b, out, m[1])
				}
			}
		})
	}
}

// printedComment is a fmt.Println line of a snippet with the output it
// prints in a comment after it.
var printedComment = regexp.MustCompile(`(?m)^\s*fmt\.Println\(.*\) // (.+)$`)

// lineComment is a // comment to the end of its line (a URL's :// is not one).
var lineComment = regexp.MustCompile(`(?m)(^|[^:])//.*$`)

// shortDecl is a short variable declaration at a fragment's top level.
var shortDecl = regexp.MustCompile(`^(\s*)(\w+(?:, *\w+)*) *:=`)

// snippetDeclares is the marker a page puts on the line before a Go block
// whose fragment uses names it does not define.
var snippetDeclares = regexp.MustCompile(`^<!-- go-snippet declares: (.*) -->$`)

// TestDocsGoBlocksCompile builds every ```go block of docs/*.md against this
// module (without running it: their fragments stand for a part of a host, with
// the names they use but do not define declared by a marker, as
// snippetProgramDeclaring says). A block that stops compiling fails the test.
func TestDocsGoBlocksCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program per block")
	}
	pages, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	overlay := map[string]string{}
	var pkgs []string
	sources := map[string]string{}
	for _, page := range pages {
		blocks, err := doctest.GoBlocks(page)
		if err != nil {
			t.Fatal(err)
		}
		src, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(src), "\n")
		for _, b := range blocks {
			declares := ""
			// b.Line is the block's first line of code; the fence is the line before, the marker the one before that.
			if b.Line >= 3 {
				if m := snippetDeclares.FindStringSubmatch(strings.TrimSpace(lines[b.Line-3])); m != nil {
					declares = m[1]
				}
			}
			name := fmt.Sprintf("docsnippet%d", len(pkgs))
			file := filepath.Join(dir, name+".go")
			prog := snippetProgramDeclaring(b.Code, declares)
			if err := os.WriteFile(file, []byte(prog), 0o644); err != nil {
				t.Fatal(err)
			}
			overlay[filepath.Join(root, "internal", name, "main.go")] = file
			pkgs = append(pkgs, "./internal/"+name)
			sources["internal/"+name] = b.String() + "\n" + prog
		}
	}
	if len(pkgs) == 0 {
		t.Fatal("no ```go block in docs/*.md: the parser no longer finds them")
	}
	ov, _ := json.Marshal(map[string]any{"Replace": overlay})
	ovFile := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(ovFile, ov, 0o644); err != nil {
		t.Fatal(err)
	}
	// One go build of every block at once: with more than one package it compiles each and keeps nothing.
	out, err := exec.Command("go", append([]string{"build", "-overlay", ovFile}, pkgs...)...).CombinedOutput()
	if err != nil {
		for pkg, src := range sources {
			if strings.Contains(string(out), "/"+pkg+"\n") { // go build's "# module/internal/docsnippetN" line
				t.Errorf("%s does not compile", src)
			}
		}
		t.Fatalf("go build of the docs' Go blocks: %v\n%s", err, out)
	}
	t.Logf("%d Go blocks in %d pages compile", len(pkgs), len(pages))
}

func mustRel(t *testing.T, base, target string) string {
	t.Helper()
	rel, err := filepath.Rel(base, target)
	if err != nil {
		t.Fatal(err)
	}
	return rel
}

// TestSnippetProgram pins how a fragment becomes a program: the packages it
// names are imported, and a block that is already a file is left alone.
func TestSnippetProgram(t *testing.T) {
	got := snippetProgram("x := codemode.New(codemode.Options{})\ndefer x.Close()\n")
	for _, want := range []string{`"github.com/codemode/codemode"`, "func run(ctx context.Context) error {\nx := codemode.New", "\treturn nil\n}"} {
		if !strings.Contains(got, want) {
			t.Errorf("the program lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "codemode/remote") {
		t.Errorf("a package the fragment does not name is imported:\n%s", got)
	}
	whole := "package main\n\nfunc main() {}\n"
	if got := snippetProgram(whole); got != whole {
		t.Errorf("a whole file was changed:\n%s", got)
	}
}
