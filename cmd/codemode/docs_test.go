package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/codemode/codemode/internal/doctest"
)

// TestDocsBlocksRun runs every fenced block of README.md and docs/*.md marked
// runnable (doctest.RunnableMarker), so that what the docs tell a user to
// type stays true:
//
//   - an sh block runs with bash -e -o pipefail in a scratch directory that
//     holds the repository (each top-level entry linked in), so a block can
//     build, run and write files as a user would in a fresh clone, without
//     touching this one; its marker's options may list texts its output must
//     contain ({"contains": [...]});
//   - a js block is a program for `codemode run --json`; its marker's options
//     may declare stub providers ({"providers": {...}}, as --providers reads
//     them) and the value it must return ({"result": ...}).
//
// Every block must succeed (exit 0, and for a program, complete).
func TestDocsBlocksRun(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	files = append([]string{filepath.Join(root, "README.md")}, files...)
	var blocks []doctest.Block
	perFile := map[string]int{}
	for _, f := range files {
		bs, err := doctest.RunnableBlocks(f)
		if err != nil {
			t.Fatal(err)
		}
		blocks = append(blocks, bs...)
		perFile[filepath.Base(f)] = len(bs)
	}
	// The pages whose examples are commands or programs a user runs first.
	for _, page := range []string{"README.md", "timers.md", "benchmarks.md"} {
		if perFile[page] == 0 {
			t.Errorf("%s has no runnable block", page)
		}
	}
	var scratch string
	for _, b := range blocks {
		if isShell(b.Lang) && !testing.Short() && scratch == "" {
			scratch = mirror(t, root)
		}
	}
	for _, b := range blocks {
		name := strings.TrimPrefix(b.String(), root+string(filepath.Separator))
		t.Run(name, func(t *testing.T) {
			switch {
			case isShell(b.Lang):
				if testing.Short() {
					t.Skip("shell blocks build and run the CLI; skipped with -short")
				}
				runShellBlock(t, scratch, b)
			case b.Lang == "js" || b.Lang == "javascript" || b.Lang == "ts" || b.Lang == "typescript":
				runProgramBlock(t, b)
			default:
				t.Fatalf("a runnable block must be sh or js, not %q", b.Lang)
			}
		})
	}
}

func isShell(lang string) bool { return lang == "sh" || lang == "bash" || lang == "shell" }

// mirror makes a scratch directory holding the repository: each of root's
// top-level entries, but the git directory, as a symbolic link.
func mirror(t *testing.T, root string) string {
	dir, err := os.MkdirTemp("", "codemode-docs-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == ".git" {
			continue
		}
		if err := os.Symlink(filepath.Join(root, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func runShellBlock(t *testing.T, dir string, b doctest.Block) {
	var opts struct {
		Contains []string `json:"contains"`
	}
	if b.Options != nil {
		dec := json.NewDecoder(bytes.NewReader(b.Options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&opts); err != nil {
			t.Fatalf("%s: the marker's options: %v", b, err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-e", "-o", "pipefail", "-c", b.Code)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s failed: %v\n--- block\n%s--- output\n%s", b, err, b.Code, out.String())
	}
	for _, want := range opts.Contains {
		if !strings.Contains(out.String(), want) {
			t.Errorf("%s: the output does not contain %q\n--- output\n%s", b, want, out.String())
		}
	}
}

func runProgramBlock(t *testing.T, b doctest.Block) {
	var opts struct {
		Providers json.RawMessage `json:"providers"`
		Result    json.RawMessage `json:"result"`
	}
	if b.Options != nil {
		dec := json.NewDecoder(bytes.NewReader(b.Options))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&opts); err != nil {
			t.Fatalf("%s: the marker's options: %v", b, err)
		}
	}
	args := []string{"run", "--json"}
	if opts.Providers != nil {
		f := filepath.Join(t.TempDir(), "providers.json")
		if err := os.WriteFile(f, opts.Providers, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, "--providers", f)
	}
	args = append(args, "-")
	if strings.HasPrefix(b.Lang, "t") {
		b.Code = "```ts\n" + b.Code + "```\n"
	}
	code, stdout, stderr := runCLI(t, b.Code, args...)
	if code != 0 {
		t.Fatalf("%s: exit %d\n--- program\n%s--- output\n%s%s", b, code, b.Code, stdout, stderr)
	}
	if opts.Result != nil {
		var got struct {
			Result json.RawMessage `json:"result"`
		}
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatalf("%s: %v: %s", b, err, stdout)
		}
		var g, w any
		json.Unmarshal(got.Result, &g)
		json.Unmarshal(opts.Result, &w)
		if !reflect.DeepEqual(g, w) {
			t.Fatalf("%s returned %s, want %s", b, got.Result, opts.Result)
		}
	}
}
