package doctest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRunnableBlocks(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	f := write("ok.md", "# T\n\n<!-- runnable -->\n```sh\necho hi\necho there\n```\n\n```sh\nnot marked\n```\n\n- item\n\n  <!-- runnable {\"result\": 2} -->\n  ```js\n  1 + 1\n  ```\n")
	blocks, err := RunnableBlocks(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) != 2 {
		t.Fatalf("%d blocks: %+v", len(blocks), blocks)
	}
	if b := blocks[0]; b.Lang != "sh" || b.Code != "echo hi\necho there\n" || b.Line != 5 || b.Options != nil {
		t.Fatalf("first block %+v", b)
	}
	if b := blocks[1]; b.Lang != "js" || b.Code != "1 + 1\n" || string(b.Options) != `{"result": 2}` {
		t.Fatalf("second block %+v", b)
	}
	for content, want := range map[string]string{
		"<!-- runnable -->\n\nText.\n":                 "must be directly followed by a fenced code block",
		"<!-- runnable [1] -->\n```sh\necho\n```\n":    "not one JSON object",
		"<!-- runnable {oops} -->\n```sh\necho\n```\n": "not one JSON object",
	} {
		if _, err := RunnableBlocks(write("bad.md", content)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", content, err, want)
		}
	}
}
