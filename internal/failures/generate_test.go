package failures_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/failures"
)

// Every file generated from the catalogue is what the catalogue gives: run
// go generate ./internal/failures after changing it.
func TestGenerated(t *testing.T) {
	c, err := failures.Load()
	if err != nil {
		t.Fatal(err)
	}
	root, _ := filepath.Abs("../..")
	files, err := c.Render(root)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range files {
		got, err := os.ReadFile(filepath.Join(root, path))
		if err != nil {
			t.Errorf("%s: %v (run go generate ./internal/failures)", path, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what internal/failures/catalogue.json gives: run go generate ./internal/failures", path)
		}
	}
	// One Go file per package holding kinds or texts, the doc, the JS
	// client's two files and the Python client's.
	if len(files) < 8+4 {
		t.Fatalf("rendered only %d files", len(files))
	}
	if !strings.Contains(string(files[failures.DocFile]), "`closed`") {
		t.Fatal("the docs' tables list no kind")
	}
}
