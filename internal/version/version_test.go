package version

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"testing"
)

// Every file that states codemode's version, and where: each must say Base.
// A release bumps Base and these together (CHANGELOG.md's newest entry too).
var stated = []struct {
	file string
	re   string // the first submatch is the version
}{
	{"clients/js/package.json", `(?m)^  "version": "([^"]+)"`},
	{"clients/js/package-lock.json", `(?s)^\{\s*"name": "@codemode/client",\s*"version": "([^"]+)"`},
	{"clients/js/package-lock.json", `(?s)"packages": \{\s*"": \{\s*"name": "@codemode/client",\s*"version": "([^"]+)"`},
	{"clients/js/src/index.js", `const CLIENT_NAME = '@codemode/client/([^']+)'`},
	{"clients/python/pyproject.toml", `(?m)^version = "([^"]+)"`},
	{"clients/python/src/codemode/__init__.py", `(?m)^__version__ = "([^"]+)"`},
	{"clients/python/src/codemode/client.py", `(?m)^CLIENT_NAME = "codemode-client-python/([^"]+)"`},
	{"deploy/helm/codemode/Chart.yaml", `(?m)^appVersion: "([^"]+)"`},
	{"docs/protocol.md", `"server":"codemode/([^"]+)"`},
	{"CHANGELOG.md", `(?m)^## \[([0-9][^\]]*)\]`},
}

// TestStatedVersionsAgree checks that every package file, client name and
// the chart carry the version of this source tree.
func TestStatedVersionsAgree(t *testing.T) {
	for _, s := range stated {
		b, err := os.ReadFile(filepath.Join("..", "..", s.file))
		if err != nil {
			t.Errorf("%s: %v", s.file, err)
			continue
		}
		m := regexp.MustCompile(s.re).FindSubmatch(b)
		if m == nil {
			t.Errorf("%s states no version where %s expects one", s.file, s.re)
			continue
		}
		if got := string(m[1]); got != Base {
			t.Errorf("%s says version %s; internal/version.Base is %s: make them agree", s.file, got, Base)
		}
	}
}

// TestString checks String's order: a stamped version first, then the
// module's tagged version, then Base.
func TestString(t *testing.T) {
	defer func(s string) { stamped = s }(stamped)
	stamped = ""
	if got := String(); got != Base {
		// A test binary's main module is this one, at "(devel)" or a
		// pseudo-version: neither is reported.
		t.Errorf("String() = %q unstamped; want Base %q", got, Base)
	}
	for _, s := range []string{"v1.2.3", "1.2.3", " v1.2.3\n"} {
		stamped = s
		if got := String(); got != "1.2.3" {
			t.Errorf("stamped %q: String() = %q, want 1.2.3", s, got)
		}
	}
}

// TestFromModules enumerates the kinds of version Go records for a module and
// which of them String reports.
func TestFromModules(t *testing.T) {
	for _, c := range []struct {
		version, want string
	}{
		{"v0.1.0", "0.1.0"},
		{"v1.4.2", "1.4.2"},
		{"v0.2.0-rc.1", "0.2.0-rc.1"},
		{"(devel)", ""},
		{"", ""},
		{"v0.0.0-20261207034233-ce911cd7abcd", ""},        // untagged commit
		{"v0.1.1-0.20261207034233-ce911cd7abcd", ""},      // commit after v0.1.0
		{"v0.2.0-rc.1.0.20261207034233-ce911cd7abcd", ""}, // commit after a pre-release
		{"v0.0.0-20261207034233-ce911cd7abcd+dirty", ""},  // a clone's build with changes
		{"v0.1.0+dirty", ""},                              // a tag's build with changes
		{"0.1.0", ""},                                     // not a module version
	} {
		mods := []*debug.Module{{Path: "example.com/other", Version: "v9.9.9"}, {Path: Module, Version: c.version}}
		if got := fromModules(mods); got != c.want {
			t.Errorf("module version %q: got %q, want %q", c.version, got, c.want)
		}
	}
	// A replaced module reports its replacement's version.
	replaced := &debug.Module{Path: Module, Version: "v0.1.0", Replace: &debug.Module{Path: "../codemode", Version: ""}}
	if got := fromModules([]*debug.Module{replaced}); got != "" {
		t.Errorf("a module replaced by a directory: got %q, want none", got)
	}
}
