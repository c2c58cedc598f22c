// Package python_test runs the Python client's checks from `go test ./...`:
// mypy --strict over the package, its tests and examples, then its pytest
// suite against a codemode binary built from this checkout.
package python_test

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	// The suite drives the daemon these packages make up: importing them
	// makes a change to them a change to this test, so its cached result is
	// not reused. The root package is the in-process executor the
	// checkpoint interchange tests resume in (testdata/inprocess).
	_ "github.com/codemode/codemode"
	_ "github.com/codemode/codemode/pool"
	_ "github.com/codemode/codemode/remote"
)

const install = `python3 -m venv clients/python/.venv && clients/python/.venv/bin/pip install -e 'clients/python[test]'`

func TestPythonClient(t *testing.T) {
	if testing.Short() {
		t.Skip("the Python suite starts daemons")
	}
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	trackInputs(t, dir)
	python := findPython(dir)
	if python == "" || python == "python3" {
		// A fresh checkout: make the venv the suite runs in, as the JS
		// client's suite runs npm ci on first use.
		python = makeVenv(t, dir)
	}
	if python == "" {
		missing(t, "no Python interpreter found (set CODEMODE_PYTHON, or create clients/python/.venv)")
	}
	// The package must be this checkout's (an editable install), or the suite
	// would test some other copy.
	probe := exec.Command(python, "-c", `import sys
assert sys.version_info >= (3, 10), "Python 3.10 or later is needed, this is " + sys.version.split()[0]
import websockets, pytest, pytest_asyncio, mypy, codemode
print(codemode.__file__)`)
	out, err := probe.CombinedOutput()
	if err != nil {
		missing(t, python+" cannot run the suite: "+lastLine(out))
	}
	want := filepath.Join(dir, "src", "codemode") + string(filepath.Separator)
	if got := strings.TrimSpace(string(out)); !strings.HasPrefix(got, want) {
		missing(t, python+" imports codemode from "+got+", not from this checkout's "+want)
	}

	bin := filepath.Join(t.TempDir(), "codemode")
	build := exec.Command("go", "build", "-o", bin, "./cmd/codemode")
	build.Dir = filepath.Join(dir, "..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building codemode: %v\n%s", err, out)
	}

	t.Run("mypy", func(t *testing.T) {
		cmd := exec.Command(python, "-m", "mypy", "--strict", "--no-incremental", "src", "tests", "examples")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("mypy --strict: %v\n%s", err, out)
		}
	})
	t.Run("pytest", func(t *testing.T) {
		cmd := exec.Command(python, "-m", "pytest", "-q", "-p", "no:cacheprovider")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "CODEMODE_BIN="+bin, "PYTHONDONTWRITEBYTECODE=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("pytest failed: %v\n%s", err, out)
		}
		t.Logf("%s", tail(out, 600))
	})
}

// findPython returns CODEMODE_PYTHON or this directory's .venv interpreter,
// the first that exists; "python3" when neither does but python3 is on PATH
// (the venv is still to be made); "" when there is no Python at all.
func findPython(dir string) string {
	if p := os.Getenv("CODEMODE_PYTHON"); p != "" {
		return p
	}
	venv := filepath.Join(dir, ".venv", "bin", "python")
	if _, err := os.Stat(venv); err == nil {
		return venv
	}
	if _, err := exec.LookPath("python3"); err == nil {
		return "python3"
	}
	return ""
}

// makeVenv makes .venv in dir with the package and its test extras installed
// (from PyPI), and returns its interpreter, or "" when that fails (missing then
// says how to do it by hand). Where python3 has no ensurepip the venv is made
// without pip and the system pip installs into it, as .ci/run does.
func makeVenv(t *testing.T, dir string) string {
	t.Helper()
	venv := filepath.Join(dir, ".venv")
	python := filepath.Join(venv, "bin", "python")
	run := func(name string, args ...string) error {
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Logf("%s %s: %v\n%s", name, strings.Join(args, " "), err, tail(out, 2000))
		}
		return err
	}
	pip := []string{python, "-m", "pip"}
	if run("python3", "-m", "venv", venv) != nil {
		if run("python3", "-m", "venv", "--clear", "--without-pip", venv) != nil {
			return ""
		}
		pip = []string{"python3", "-m", "pip", "--python", python}
	}
	if run(pip[0], append(pip[1:], "install", "--quiet", "--disable-pip-version-check", "-e", ".[test]")...) != nil {
		os.RemoveAll(venv) // half-made: the next run starts over
		return ""
	}
	return python
}

// missing skips the test with how to install what it needs, or fails it when
// CODEMODE_REQUIRE_PYTHON is set (as CI sets it), so a broken install cannot
// pass as a skip.
func missing(t *testing.T, why string) {
	t.Helper()
	msg := "the Python client's suite is not run: " + why + "\ninstall it from the repository root with:\n  " + install
	if os.Getenv("CODEMODE_REQUIRE_PYTHON") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

// trackInputs reads the suite's files, so that go test's cache sees a change
// to any of them.
func trackInputs(t *testing.T, dir string) {
	t.Helper()
	for _, name := range []string{"pyproject.toml", "README.md"} {
		if _, err := os.ReadFile(filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	for _, sub := range []string{"src", "tests", "examples", "testdata"} {
		err := filepath.WalkDir(filepath.Join(dir, sub), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "__pycache__" || strings.HasSuffix(d.Name(), ".egg-info")) {
				return filepath.SkipDir
			}
			if !d.IsDir() && (strings.HasSuffix(path, ".py") || strings.HasSuffix(path, ".typed") || strings.HasSuffix(path, ".go")) {
				_, err = os.ReadFile(path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

func lastLine(b []byte) string {
	lines := bytes.Split(bytes.TrimSpace(b), []byte("\n"))
	return string(lines[len(lines)-1])
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}
