package codeact_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode/codemode/codeact"
)

func writeConfig(t *testing.T, path, content string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// "[codeact] enabled = false" disables CodeAct and recipes; without it they
// are installed ("install both CodeAct and Recipes by default").
func TestSeed_CodeActEnabledByDefaultAndDisabledExplicitly(t *testing.T) {
	dir := t.TempDir()
	s, err := codeact.LoadSettings(filepath.Join(dir, "none.toml"), "")
	if err != nil || !s.Enabled || s.EnabledBy != "" || s != codeact.DefaultSettings() {
		t.Fatalf("%+v %v", s, err)
	}
	off := writeConfig(t, codeact.ProjectConfigPath(dir), "[codeact]\nenabled = false\n")
	s, err = codeact.LoadSettings(off)
	if err != nil || s.Enabled || s.EnabledBy != off {
		t.Fatalf("%+v %v", s, err)
	}
	if codeact.ProjectConfigPath(dir) != filepath.Join(dir, ".codemode", "config.toml") {
		t.Fatal(codeact.ProjectConfigPath(dir))
	}
}

// "CLI configuration uses the normal global/project layering rules": the
// global file, then the project file, the project winning.
func TestSeed_ProjectConfigWinsOverGlobal(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	global, err := codeact.GlobalConfigPath()
	if err != nil || global != filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "codemode", "config.toml") {
		t.Fatal(global, err)
	}
	project := codeact.ProjectConfigPath(t.TempDir())
	for _, c := range []struct {
		global, project string
		want            bool
		by              string
	}{
		{"[codeact]\nenabled = false\n", "", false, global},
		{"[codeact]\nenabled = false\n", "[codeact]\nenabled = true\n", true, project},
		{"[codeact]\nenabled = true\n", "[codeact]\nenabled = false\n", false, project},
		{"[codeact]\nenabled = false\n", "[other]\nx = 1\n", false, global},
		{"", "# nothing\n", true, ""},
	} {
		os.Remove(global)
		os.Remove(project)
		if c.global != "" {
			writeConfig(t, global, c.global)
		}
		if c.project != "" {
			writeConfig(t, project, c.project)
		}
		s, err := codeact.LoadSettings(global, project)
		if err != nil || s.Enabled != c.want || s.EnabledBy != c.by {
			t.Errorf("%q + %q: %+v %v", c.global, c.project, s, err)
		}
	}
}

// The [codeact] table is decoded strictly; other tables are not CodeAct's.
func TestConfigStrictCodeActTable(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ content, want string }{
		{"[codeact]\nenable = false\n", ": codeact.enable: unknown key; [codeact] takes only enabled = true|false"},
		{"[codeact]\nenabled = \"no\"\n", `: toml: line 2 (last key "codeact.enabled"): incompatible types`},
		{"[codeact]\nenabled = false\n[codeact.limits]\nx = 1\n", ": codeact.limits: unknown key"},
		{"codeact = true\n", ": toml: line 1 (last key \"codeact\"): type mismatch"},
		{"[codeact\n", ": toml: line 2: expected '.' or ']' to end table name"},
	} {
		p := writeConfig(t, filepath.Join(dir, "c.toml"), c.content)
		_, err := codeact.LoadSettings(p)
		if err == nil || !strings.HasPrefix(err.Error(), p+c.want) {
			t.Errorf("%q: %v; want %q", c.content, err, p+c.want)
		}
	}
}
