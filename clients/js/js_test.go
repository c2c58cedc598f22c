// Package js_test runs the JavaScript client's own test suite (npm test) from
// `go test ./...`, against a codemode binary built from this checkout.
package js_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/codemode/codemode/internal/nodetest"
)

func TestJSClient(t *testing.T) {
	if testing.Short() {
		t.Skip("the JavaScript suite starts daemons")
	}
	nodetest.Need(t)
	dir, _ := os.Getwd()
	nodetest.Install(t, dir)
	bin := filepath.Join(t.TempDir(), "codemode")
	build := exec.Command("go", "build", "-o", bin, "./cmd/codemode")
	build.Dir = filepath.Join(dir, "..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building codemode: %v\n%s", err, out)
	}
	cmd := exec.Command("npm", "test")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CODEMODE_BIN="+bin)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("npm test failed: %v\n%s", err, out)
	}
	t.Logf("%s", tail(out, 600))
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}
