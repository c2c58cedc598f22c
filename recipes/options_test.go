package recipes_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/doctest"
	"github.com/codemode/codemode/recipes"
)

// A negative bound is refused, as codeact.Limits refuses one; zero is the
// default.
func TestOptionsRefuseNegativeBounds(t *testing.T) {
	root := t.TempDir()
	dir := write(t, root, "inspect_record", recipe{})
	for _, c := range []struct {
		opts recipes.Options
		want string
	}{
		{recipes.Options{SourceBytes: -1}, "recipes: Options.SourceBytes is -1; it must be positive, or 0 for the default (65536 bytes)"},
		{recipes.Options{Timeout: -time.Second}, "recipes: Options.Timeout is -1s; it must be positive, or 0 for the default (30s)"},
	} {
		if set, err := recipes.Prepare(context.Background(), root, c.opts); err == nil || err.Error() != c.want || set != nil {
			t.Errorf("Prepare %+v: %v; want %q", c.opts, err, c.want)
		}
		if r, ps, err := recipes.PrepareDir(context.Background(), dir, c.opts); err == nil || err.Error() != c.want || r != nil || ps != nil {
			t.Errorf("PrepareDir %+v: %v; want %q", c.opts, err, c.want)
		}
	}
	set, err := recipes.Prepare(context.Background(), root, recipes.Options{})
	if err != nil || len(set.Recipes) != 1 || len(set.Problems) != 0 {
		t.Fatalf("zero Options: %v %+v", err, set)
	}
}

// A file that grows between its stat and its read is refused with the
// bound: "<f> is over the limit of <n> bytes". The file is swapped between
// a small and a large version while the recipe is prepared, until one
// preparation catches the swap in between (or the attempts run out).
func TestFileGrowingWhileReadIsOverTheLimit(t *testing.T) {
	root := t.TempDir()
	dir := write(t, root, "inspect_record", recipe{})
	spare := t.TempDir()
	small, big := filepath.Join(spare, "small.js"), filepath.Join(spare, "big.js")
	os.WriteFile(small, []byte(inspectSource), 0o644)
	os.WriteFile(big, []byte(inspectSource+strings.Repeat(" ", 400)), 0o644)
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			from := small
			if i%2 == 1 {
				from = big
			}
			tmp := filepath.Join(dir, ".swap")
			os.Remove(tmp)
			if os.Link(from, tmp) == nil {
				os.Rename(tmp, filepath.Join(dir, "main.js"))
			}
		}
	}()
	defer func() { close(stop); <-done }()
	want := "inspect_record/main.js: main.js is over the limit of 300 bytes (the manifest's source)"
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		_, ps, err := recipes.PrepareDir(context.Background(), dir, recipes.Options{SourceBytes: 300})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			if strings.Contains(p.Error(), "is over the limit of") {
				if p.Error() != want {
					t.Fatalf("got %q; want %q", p.Error(), want)
				}
				return
			}
		}
	}
	t.Skip("the swap never fell between a stat and a read; the text was not produced")
}

// The recipe texts, held here as literals, are what the package produces
// and are quoted by docs/codeact.md's pinned texts.
func TestRecipeTextsMatchTheDocs(t *testing.T) {
	doc := codeSpans(t, "../docs/codeact.md", "### Recipes and configuration")
	for name, c := range map[string]struct{ got, want string }{
		"TextInvalidInput":      {recipes.TextInvalidInput("<name>", "<problems>"), "Invalid input for recipe <name>: <problems>"},
		"TextTargetUnavailable": {recipes.TextTargetUnavailable("<name>", "<tool>"), `Recipe <name> cannot run: the tool "<tool>" it declares is not callable from code in this step.`},
	} {
		if c.got != c.want {
			t.Errorf("%s is %q; want %q", name, c.got, c.want)
		}
		if !doc[c.want] {
			t.Errorf("%s: docs/codeact.md does not quote %q", name, c.want)
		}
	}
	problems := codeSpans(t, "../docs/codeact.md", "### Preparation problems")
	for _, want := range []string{
		"<f> is over the limit of <limit> bytes (…)",
		"<f> is <n> bytes, over the limit of <limit> bytes (…)",
		"is not a JSON Schema: <error>",
		"is not a valid JSON Schema: <error>",
		"is not valid JSON: <error>",
	} {
		if !problems[want] {
			t.Errorf("docs/codeact.md's preparation problems do not quote %q", want)
		}
	}
}

// codeSpans returns the code spans of the table rows in one section of a
// Markdown page (see doctest.TableCodeSpans).
func codeSpans(t *testing.T, file, heading string) map[string]bool {
	t.Helper()
	spans, err := doctest.TableCodeSpans(file, heading)
	if err != nil {
		t.Fatal(err)
	}
	return spans
}
