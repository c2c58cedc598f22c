//go:build unix

package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"
)

// The secret of the secret-looking file: it must never reach an error or
// the output.
const fileSecret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"

// badFile is one kind of file a reader must not trust: it makes one at path
// (or, for /dev/zero, names the device when the reader takes any path) and
// says what the reader's refusal says of it.
type badFile struct {
	name string
	// make puts the file at path and returns the path the reader is to be
	// given; anyPath says the reader takes any path (else the file must
	// be at path).
	make func(t *testing.T, path string, anyPath bool) (string, error)
	// says is the phrase of the refusal of a file that is not a bounded
	// regular file; "" for contents, which each reader judges its own way.
	says string
}

var badFiles = []badFile{
	{"/dev/zero", func(t *testing.T, path string, anyPath bool) (string, error) {
		if anyPath {
			return "/dev/zero", nil
		}
		// A file at a fixed place: the same device, made there.
		return path, syscall.Mknod(path, syscall.S_IFCHR|0o600, int(unixMkdev(1, 5)))
	}, "is not a regular file (a character device); give a regular file"},
	{"a named pipe", func(t *testing.T, path string, _ bool) (string, error) {
		return path, syscall.Mkfifo(path, 0o600)
	}, "is not a regular file (a named pipe); give a regular file"},
	{"a symbolic link to /dev/zero", func(t *testing.T, path string, _ bool) (string, error) {
		return path, os.Symlink("/dev/zero", path)
	}, "is not a regular file (a character device); give a regular file"},
	{"a directory", func(t *testing.T, path string, _ bool) (string, error) {
		return path, os.Mkdir(path, 0o700)
	}, "is not a regular file (a directory); give a regular file"},
	{"a sparse file of 1 GB", func(t *testing.T, path string, _ bool) (string, error) {
		f, err := os.Create(path)
		if err != nil {
			return "", err
		}
		defer f.Close()
		return path, f.Truncate(1 << 30)
	}, "is 1073741824 bytes, over the limit of "},
	{"a binary file", func(t *testing.T, path string, _ bool) (string, error) {
		return path, os.WriteFile(path, []byte("\x00\x01\x02\x7fELF\x1b[31m\x1b]0;title\x07\r\xff\xfe\x00\n\x00"), 0o600)
	}, ""},
	{"a secret-looking file", func(t *testing.T, path string, _ bool) (string, error) {
		return path, os.WriteFile(path, []byte("[default]\naws_secret_access_key = "+fileSecret+"\n"), 0o600)
	}, ""},
}

// unixMkdev is makedev(3) of Linux and the BSDs for small numbers.
func unixMkdev(major, minor uint64) uint64 { return major<<8 | minor }

// fileReader is one file the CLI or the gateway reads, through the command
// that reads it.
type fileReader struct {
	name string
	// setup prepares a run: it returns where the file goes, whether the
	// reader takes any path there, and the command line, given the path
	// the file ended up at. shown is how the refusal names the file.
	setup func(t *testing.T) (path string, anyPath bool, args func(file string) []string, shown func(file string) string)
	// contents is what the reader makes of a regular file of the wrong
	// contents (binary, secret-looking): the phrase of its refusal, or ""
	// when any contents are fine to it (a digest, a recipe's source).
	contents func(kind string) string
	// refusedWith is the exit status of a refusal; warnOnly readers keep
	// going (a stored OAuth token the gateway cannot use is warned about).
	refusedWith int
	warnOnly    bool
	// program says the file is a program: wrong contents are its own
	// failure (a syntax error with a line), not a refusal of the file.
	program bool
}

func same(f string) string { return f }

// A valid gateway config naming a server that is never started (the
// refusals come first).
func gatewayConfig(t *testing.T, dir string) string {
	p := filepath.Join(dir, "ok.json")
	if err := os.WriteFile(p, []byte(`{"mcpServers": {"x": {"command": "/nonexistent/mcp-server"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

var fileReaders = []fileReader{
	{name: "codemode mcp --config", refusedWith: 2,
		setup: func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
			return filepath.Join(t.TempDir(), "mcp.json"), true, func(f string) []string {
				return []string{"mcp", "--config", f, "--report", "--type-cache", "none"}
			}, func(f string) string { return "the config file " + f }
		},
		contents: func(kind string) string {
			if kind == "a binary file" {
				return "the config is not valid JSON (comments and trailing commas are allowed): line 1, column 1: invalid character '\\u0000' at start of value"
			}
			return "the config is not valid JSON (comments and trailing commas are allowed): line 1, column 2: a word or string that is not a JSON value (strings are in double quotes)"
		}},
	{name: "envFile of the gateway config", refusedWith: 2,
		setup: func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
			dir := t.TempDir()
			return filepath.Join(dir, "server.env"), true, func(f string) []string {
					cfg := filepath.Join(dir, "mcp.json")
					os.WriteFile(cfg, []byte(`{"mcpServers": {"x": {"command": "/nonexistent/mcp-server", "envFile": "`+f+`"}}}`), 0o600)
					return []string{"mcp", "--config", cfg, "--report", "--type-cache", "none"}
				}, func(f string) string {
					return `MCP server "x": "envFile" ` + f
				}
		},
		contents: func(kind string) string {
			return "line 1 is not KEY=VALUE (a name is letters, digits, '_' and '.', then = and the value)"
		}},
	{name: "codemode mcp --type-cache", refusedWith: 2,
		setup: func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
			dir := t.TempDir()
			return filepath.Join(dir, "types.json"), true, func(f string) []string {
				return []string{"mcp", "--config", gatewayConfig(t, dir), "--report", "--type-cache", f}
			}, func(f string) string { return "the type cache " + f }
		},
		contents: func(kind string) string {
			return "is not one the gateway wrote (line 1 is not JSON); give another file, or turn the cache off: --type-cache none"
		}},
	{name: "codemode recipe run --mcp-config", refusedWith: 2,
		setup: func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			dir := t.TempDir()
			return filepath.Join(dir, "mcp.json"), true, func(f string) []string {
				return []string{"recipe", "run", "inspect_record", "--project", dir, "--mcp-config", f}
			}, func(f string) string { return "the config file " + f }
		},
		contents: func(kind string) string { return "the config is not valid JSON" }},
	{name: "the project's .codemode/config.toml", refusedWith: 2,
		setup: func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			project := t.TempDir()
			os.MkdirAll(filepath.Join(project, ".codemode"), 0o700)
			return filepath.Join(project, ".codemode", "config.toml"), false, func(string) []string {
				return []string{"recipe", "run", "inspect_record", "--project", project}
			}, func(f string) string { return "the configuration file " + f }
		},
		contents: func(kind string) string {
			if kind == "a binary file" {
				return "config.toml: toml: line 1: files cannot contain NULL bytes"
			}
			return `config.toml: toml: line 2 (last key "default.aws_secret_access_key"): expected value but found … instead`
		}},
	{name: "codemode run FILE", refusedWith: 2, program: true,
		setup: func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
			return filepath.Join(t.TempDir(), "program.js"), true, func(f string) []string {
				return []string{"run", "--in-process", f}
			}, func(f string) string { return "reading the program: " + f }
		},
		// The file is read: it is a program, and the program fails (a
		// syntax error names the line, not the text).
		contents: func(kind string) string { return "error (syntax): SyntaxError" }},
	{name: "codemode run --providers", refusedWith: 2,
		setup: func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
			return filepath.Join(t.TempDir(), "stubs.json"), true, func(f string) []string {
				return []string{"run", "--in-process", "--providers", f, "-"}
			}, func(f string) string { return "reading the stub providers: " + f }
		},
		contents: func(kind string) string { return "stubs.json: not a stub-provider file (line 1 is not JSON)" }},
	{name: "codemode recipe digest", refusedWith: 2,
		setup: func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
			return filepath.Join(t.TempDir(), "main.js"), true, func(f string) []string {
				return []string{"recipe", "digest", f}
			}, same
		},
		contents: func(string) string { return "" }}, // any bytes have a digest
	{name: "a recipe's recipe.toml", refusedWith: 1,
		setup: recipeFile("recipe.toml"),
		contents: func(kind string) string {
			if kind == "a binary file" {
				return "inspect_record/recipe.toml: line 1: files cannot contain NULL bytes"
			}
			return `inspect_record/recipe.toml: default.aws_secret_access_key: line 2 (last key "default.aws_secret_access_key"): expected value but found … instead`
		}},
	{name: "a recipe's source", refusedWith: 1,
		setup:    recipeFile("main.js"),
		contents: func(string) string { return "" }}, // a source is the recipe's own code
	{name: "a recipe's input schema", refusedWith: 1,
		setup: recipeFile("input.schema.json"),
		contents: func(string) string {
			return "inspect_record/input.schema.json: input_schema: "
		}},
	{name: "a stored OAuth token", warnOnly: true,
		setup: func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
			config := t.TempDir()
			t.Setenv("XDG_CONFIG_HOME", config)
			project := writeProject(t, "")
			url := "http://127.0.0.1:1/mcp" // nothing listens: the server is unavailable
			sum := sha256.Sum256([]byte(url + "\n"))
			dir := filepath.Join(config, "codemode", "oauth")
			os.MkdirAll(dir, 0o700)
			return filepath.Join(dir, hex.EncodeToString(sum[:12])+".json"), false, func(string) []string {
				return []string{"recipe", "run", "inspect_record", "--project", project, "--input", `{"id": 1}`, "--mcp", "records=" + url}
			}, same
		},
		contents: func(string) string { return "is not a token file: line 1 is not JSON" }},
}

// recipeFile is the setup of one file of a recipe, checked with `recipe
// check`.
func recipeFile(name string) func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
	return func(t *testing.T) (string, bool, func(string) []string, func(string) string) {
		project := writeProject(t, "")
		dir := filepath.Join(project, ".codemode", "recipes", "inspect_record")
		os.Remove(filepath.Join(dir, name))
		return filepath.Join(dir, name), false, func(string) []string {
				return []string{"recipe", "check", filepath.Join(project, ".codemode", "recipes")}
			}, func(string) string {
				return "inspect_record/" + name + ": " + name
			}
	}
}

// Every file the gateway and the CLI read, given each kind of file that is
// not a bounded regular file of the right contents, through the command
// that reads it: each is refused at once (a read that waits or runs on
// fails the test at its deadline), the refusal names the file and says what
// is wrong, and neither the secret of a secret-looking file nor the bytes of
// a binary one reach the output.
func TestEveryFileReadIsBoundedAndTyped(t *testing.T) {
	deadline := 2 * time.Minute
	if d, ok := t.Deadline(); ok && time.Until(d)/2 < deadline {
		deadline = time.Until(d) / 2
	}
	var cells, refused, read, skipped int
	for _, r := range fileReaders {
		for _, k := range badFiles {
			t.Run(r.name+"/"+k.name, func(t *testing.T) {
				cells++
				path, anyPath, args, shown := r.setup(t)
				file, err := k.make(t, path, anyPath)
				if err != nil {
					if errors.Is(err, syscall.EPERM) {
						skipped++
						t.Skipf("cannot make %s here: %v", k.name, err)
					}
					t.Fatal(err)
				}
				type result struct {
					code        int
					out, errout string
				}
				done := make(chan result, 1)
				go func() {
					code, out, errs := runCLI(t, "async () => 1", args(file)...)
					done <- result{code, out, errs}
				}()
				var got result
				select {
				case got = <-done:
				case <-time.After(deadline):
					t.Fatalf("%v did not return within %s: the read waits or runs on", args(file), deadline)
				}
				all := got.out + got.errout
				if strings.Contains(all, fileSecret) || strings.Contains(all, "EXAMPLEKEY") {
					t.Errorf("the secret reached the output:\n%s", all)
				}
				if i := strings.IndexFunc(all, func(r rune) bool { return r < ' ' && r != '\n' && r != '\t' || r == utf8.RuneError }); i >= 0 {
					t.Errorf("bytes of the file reached the output: %q", all)
				}
				want := k.says
				if want == "" {
					want = r.contents(k.name)
					if want == "" {
						read++
						if got.code != 0 && got.code != 1 {
							t.Errorf("exit %d: %s", got.code, all)
						}
						return
					}
				} else {
					want = shown(file) + " " + want
				}
				if strings.HasPrefix(r.name, "a recipe's") && k.name == "a symbolic link to /dev/zero" {
					// Inside a recipe, a link out of its directory is
					// refused as such before anything else.
					want = "leads out of the recipe's directory"
				}
				if !strings.Contains(got.errout, want) {
					t.Errorf("exit %d, stderr:\n%s\nwant it to say:\n%s", got.code, got.errout, want)
				}
				if !(r.program && k.says == "") && !strings.Contains(got.errout, filepath.Base(file)) {
					t.Errorf("the refusal does not name %s:\n%s", file, got.errout)
				}
				if !r.warnOnly && got.code != r.refusedWith && !(k.says == "" && got.code != 0) {
					t.Errorf("exit %d, want %d", got.code, r.refusedWith)
				}
				refused++
				if testing.Verbose() {
					t.Logf("exit %d: %s", got.code, got.errout)
				}
			})
		}
	}
	t.Logf("%d readers × %d kinds of file = %d cells: %d refused, %d read whole as they should be (any bytes are valid there), %d skipped", len(fileReaders), len(badFiles), cells, refused, read, skipped)
	if cells != len(fileReaders)*len(badFiles) {
		t.Fatal(fmt.Sprint(cells, " cells ran"))
	}
}
