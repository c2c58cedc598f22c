package doctest

import (
	"os"
	"path/filepath"
	"testing"
)

// GoBlocks finds every go fence, marked or not, nested in a list or not,
// and nothing else.
func TestGoBlocks(t *testing.T) {
	page := "# T\n\n```go\nx := 1\n```\n\n```sh\necho no\n```\n\n<!-- runnable -->\n```go\ny := 2\n```\n\n- item\n\n  ```go\n  z := 3\n  ```\n\n```golang\nnot go\n```\n"
	file := filepath.Join(t.TempDir(), "page.md")
	if err := os.WriteFile(file, []byte(page), 0o600); err != nil {
		t.Fatal(err)
	}
	blocks, err := GoBlocks(file)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		line int
		code string
	}{{4, "x := 1\n"}, {13, "y := 2\n"}, {19, "z := 3\n"}}
	if len(blocks) != len(want) {
		t.Fatalf("%d blocks, want %d: %+v", len(blocks), len(want), blocks)
	}
	for i, w := range want {
		if b := blocks[i]; b.Line != w.line || b.Code != w.code || b.Lang != "go" {
			t.Errorf("block %d = %+v, want line %d code %q", i, b, w.line, w.code)
		}
	}
	if _, err := GoBlocks(filepath.Join(t.TempDir(), "missing.md")); err == nil {
		t.Error("a missing file gave no error")
	}
}
