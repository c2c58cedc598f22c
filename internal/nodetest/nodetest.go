// Package nodetest runs JavaScript test suites that live in the repository
// from Go tests, so that `go test ./...` is the one command that runs every
// test. It installs a directory's npm dependencies with `npm ci` when they are
// missing.
package nodetest

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var installs sync.Map // dir -> *sync.Once

// Install runs `npm ci` in dir unless its node_modules is already there.
func Install(t *testing.T, dir string) {
	t.Helper()
	once, _ := installs.LoadOrStore(dir, new(sync.Once))
	var err error
	var out []byte
	once.(*sync.Once).Do(func() {
		if _, statErr := os.Stat(filepath.Join(dir, "node_modules")); statErr == nil {
			return
		}
		cmd := exec.Command("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
		cmd.Dir = dir
		out, err = cmd.CombinedOutput()
	})
	if err != nil {
		t.Fatalf("npm ci in %s: %v\n%s", dir, err, out)
	}
}

// Need fails the test when node or npm is missing: the suite needs them.
func Need(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is not on PATH: the JavaScript tests need Node.js 20 or later", tool)
		}
	}
}
