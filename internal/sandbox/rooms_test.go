package sandbox

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The sandbox's rooms and the one direction of their dependencies
// (docs/rationale/sandbox-rooms.md): the runtimes use the engine binding,
// the binding uses the engine (internal/libquickjs) and the two engine-free
// packages, and those use nothing of this module. internal/limits, the one
// vocabulary of limits every layer shares, is a leaf any room may import. allowed lists, for each
// room, every package of this module it may depend on, directly or not;
// direct lists the ones it may import itself.
var rooms = []struct {
	pkg     string
	allowed []string
	direct  []string
}{
	{pkg: "internal/webstd"},
	{pkg: "internal/eventloop"},
	{pkg: "internal/limits"},
	{
		pkg:     "internal/sandbox",
		allowed: []string{"internal/libquickjs", "internal/program", "internal/eventloop", "internal/webstd", "internal/limits", "protocol"},
		direct:  []string{"internal/libquickjs", "internal/program", "internal/eventloop", "internal/webstd", "internal/limits", "protocol"},
	},
	{
		pkg:     "internal/codeactrt",
		allowed: []string{"internal/sandbox", "internal/libquickjs", "internal/program", "internal/eventloop", "internal/webstd", "internal/limits", "protocol"},
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
