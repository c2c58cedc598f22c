// Command gen writes the files generated from internal/failures/catalogue.json
// (run it with go generate ./internal/failures).
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/codemode/codemode/internal/failures"
)

func main() {
	// go generate runs this in internal/failures.
	root, err := filepath.Abs("../..")
	if err != nil {
		fail(err)
	}
	c, err := failures.Load()
	if err != nil {
		fail(err)
	}
	files, err := c.Render(root)
	if err != nil {
		fail(err)
	}
	for path, b := range files {
		if err := os.WriteFile(filepath.Join(root, path), b, 0o644); err != nil {
			fail(err)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "failures:", err)
	os.Exit(1)
}
