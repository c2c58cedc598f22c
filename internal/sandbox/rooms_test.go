package sandbox

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The sandbox's rooms and the one direction of their dependencies
// (docs/rationale/sandbox-rooms.md): the runtimes use the engine binding,
// the binding uses the engine (internal/libquickjs) and the four engine-free
// packages (internal/runners, which the runtimes use too), and those use
// nothing of this module. internal/limits, the one
// vocabulary of limits every layer shares, is a leaf any room may import.
// allowed lists, for each room, every package of this module it may depend
// on, directly or not; direct lists the ones it may import itself.
var rooms = []struct {
	pkg     string
	allowed []string
	direct  []string
}{
	{pkg: "internal/webstd"},
	{pkg: "internal/eventloop"},
	{pkg: "internal/limits"},
	{pkg: "internal/runners"},
	{pkg: "internal/region"},
	{
		pkg:     "internal/sandbox",
		allowed: []string{"internal/libquickjs", "internal/program", "internal/eventloop", "internal/webstd", "internal/limits", "internal/runners", "internal/region", "protocol"},
		direct:  []string{"internal/libquickjs", "internal/program", "internal/eventloop", "internal/webstd", "internal/limits", "internal/runners", "internal/region", "protocol"},
	},
	{
		pkg:     "internal/asyncrt",
		allowed: []string{"internal/sandbox", "internal/libquickjs", "internal/program", "internal/eventloop", "internal/webstd", "internal/limits", "internal/runners", "internal/region", "protocol"},
		direct:  []string{"internal/sandbox", "internal/program", "internal/eventloop", "internal/webstd", "internal/limits", "internal/runners", "protocol"}, // the engine only through the binding
	},
	{
		pkg:     "internal/codeactrt",
		allowed: []string{"internal/sandbox", "internal/libquickjs", "internal/program", "internal/eventloop", "internal/webstd", "internal/limits", "internal/runners", "internal/region", "protocol"},
		direct:  []string{"internal/sandbox", "internal/limits"}, // the engine only through the binding
	},
}

const modulePath = "github.com/codemode/codemode/"

// TestRoomsDependOneWay asks go list for each room's imports and
// dependencies and fails on any package of this module outside the room's
// lists: a binding that reaches up into a runtime, a runtime that bypasses
// the binding, an engine-free package that gains one.
func TestRoomsDependOneWay(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to list dependencies with")
	}
	for _, r := range rooms {
		out, err := exec.Command(goTool, "list", "-f", "{{join .Imports \" \"}}|{{join .Deps \" \"}}", modulePath+r.pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", r.pkg, err, out)
		}
		imports, deps, _ := strings.Cut(strings.TrimSpace(string(out)), "|")
		check := func(what, list string, ok []string) {
			for _, p := range strings.Fields(list) {
				own, isOwn := strings.CutPrefix(p, modulePath)
				if isOwn && !slices.Contains(ok, own) {
					t.Errorf("%s %s %s, which it may not (allowed: %v): see docs/rationale/sandbox-rooms.md for the direction", r.pkg, what, own, ok)
				}
			}
		}
		check("imports", imports, r.direct)
		check("depends on", deps, r.allowed)
	}
}

// maxRoomLines bounds each room's hand-written Go, tests and generated files
// left out: a room that outgrows it holds more than one thing. (The binding
// is at about 5.4k since its engine-free runners, idle lists and CPU reading
// became internal/runners and the memory of its slots internal/region;
// hostargs.go and providerget.go, whose callers are the runtime's, are the
// next seam: docs/rationale/sandbox-rooms.md.)
const maxRoomLines = 5500

// TestRoomsStaySmall counts each room's lines of hand-written Go (not the
// tests, not the files that say they are generated) and fails on a room past
// maxRoomLines, naming it and its count.
func TestRoomsStaySmall(t *testing.T) {
	for _, r := range rooms {
		n, err := handWrittenLines(filepath.Join("..", "..", filepath.FromSlash(r.pkg)))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d lines", r.pkg, n)
		if n > maxRoomLines {
			t.Errorf("%s has %d lines of hand-written Go, past %d: split it into rooms that say what they are (docs/rationale/sandbox-rooms.md)", r.pkg, n, maxRoomLines)
		}
	}
}

// handWrittenLines counts the lines of the non-test Go files in dir that are
// not generated (no "Code generated ... DO NOT EDIT." line before the
// package clause).
func handWrittenLines(dir string) (int, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	total := 0
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return 0, err
		}
		lines, generated := 0, false
		sc := bufio.NewScanner(strings.NewReader(string(b)))
		sc.Buffer(nil, len(b)+1)
		header := true
		for sc.Scan() {
			lines++
			l := sc.Text()
			if header && strings.HasPrefix(l, "// Code generated ") && strings.HasSuffix(l, " DO NOT EDIT.") {
				generated = true
			}
			if strings.HasPrefix(l, "package ") {
				header = false
			}
		}
		if !generated {
			total += lines
		}
	}
	return total, nil
}
