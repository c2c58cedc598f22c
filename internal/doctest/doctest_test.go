package doctest

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestTableCodeSpans(t *testing.T) {
	page := "# Page\n\n## Texts\n\nProse with `not in a table`.\n\n| when | text |\n|---|---|\n| a | `one` and `` two `x` `` |\n| b | `a \\| b` |\n\n### Sub\n\n| c | `three` |\n|---|---|\n\n## Other\n\n| d | `four` |\n|---|---|\n"
	file := filepath.Join(t.TempDir(), "page.md")
	if err := os.WriteFile(file, []byte(page), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := TableCodeSpans(file, "## Texts")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"one": true, "two `x`": true, "a | b": true, "three": true}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if got, _ := TableCodeSpans(file, "### Sub"); !reflect.DeepEqual(got, map[string]bool{"three": true}) {
		t.Fatalf("### Sub: %v", got)
	}
	if _, err := TableCodeSpans(file, "## Missing"); err == nil {
		t.Fatal("a missing heading is not an error")
	}
	if _, err := TableCodeSpans(file, "Texts"); err == nil {
		t.Fatal("a heading without # is not an error")
	}
}
