package boundedfile_test

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/codemode/codemode/internal/boundedfile"
)

// Every kind of file that is not a regular file within its limit is refused
// with its name and what it is, through a path and inside a root; the rest
// is read whole.
func TestReadRefusesWhatIsNotABoundedRegularFile(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("named pipes, /dev/zero and symbolic links are Unix's")
	}
	dir := t.TempDir()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(filepath.Join(dir, "ok"), []byte("0123456789"), 0o600))
	must(syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o600))
	must(os.Mkdir(filepath.Join(dir, "dir"), 0o700))
	must(os.Symlink("/dev/zero", filepath.Join(dir, "zero-link")))
	must(os.Symlink("ok", filepath.Join(dir, "ok-link")))
	sparse, err := os.Create(filepath.Join(dir, "sparse"))
	must(err)
	must(sparse.Truncate(1 << 30))
	sparse.Close()
	root, err := os.OpenRoot(dir)
	must(err)
	defer root.Close()

	for _, c := range []struct {
		name, problem string
		is            error
	}{
		{"ok", "", nil},
		{"ok-link", "", nil},
		{"fifo", "is not a regular file (a named pipe); give a regular file", boundedfile.ErrNotRegular},
		{"dir", "is not a regular file (a directory); give a regular file", boundedfile.ErrNotRegular},
		{"zero-link", "is not a regular file (a character device); give a regular file", boundedfile.ErrNotRegular},
		{"sparse", "is 1073741824 bytes, over the limit of 10 bytes", boundedfile.ErrTooLarge},
		{"missing", "cannot be read: no such file or directory", fs.ErrNotExist},
	} {
		for _, via := range []string{"path", "root"} {
			var b []byte
			var err error
			name := c.name
			if via == "path" {
				name = filepath.Join(dir, c.name)
				b, err = boundedfile.Read(name, 10)
			} else {
				b, err = boundedfile.ReadIn(root, name, 10)
			}
			if c.is == nil {
				if err != nil || string(b) != "0123456789" {
					t.Errorf("%s via %s: %q %v", c.name, via, b, err)
				}
				continue
			}
			if c.name == "zero-link" && via == "root" {
				// A link out of the root is refused by the root.
				if err == nil || !strings.Contains(err.Error(), "escapes") {
					t.Errorf("zero-link via root: %v", err)
				}
				continue
			}
			if err == nil || err.Error() != name+" "+c.problem || !errors.Is(err, c.is) {
				t.Errorf("%s via %s: %v; want %s %s", c.name, via, err, name, c.problem)
			}
		}
	}
	// /dev/zero itself: a device, never opened.
	if _, err := boundedfile.Read("/dev/zero", 10); err == nil || err.Error() != "/dev/zero is not a regular file (a character device); give a regular file" {
		t.Error(err)
	}
	// One byte over the limit.
	if _, err := boundedfile.Read(filepath.Join(dir, "ok"), 9); !errors.Is(err, boundedfile.ErrTooLarge) {
		t.Error(err)
	}
}

func TestJSONProblemNeverQuotes(t *testing.T) {
	const secret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
	for _, c := range []struct{ data, want string }{
		{"{}\n{\"a\": " + secret + "}", "line 2 is not JSON"},
		{"aws_secret_access_key = " + secret, "line 1 is not JSON"},
		{"{\"a\": \"" + secret, "the file ends in the middle of a value"},
		{"  \n", "the file is empty, not JSON"},
		{"\n\n{\"n\": 1e999}", "line 3 holds a JSON number where another type belongs"},
		{"{\"n\": \"" + secret + "\"}", "line 1 holds a JSON string where another type belongs"},
	} {
		var v struct{ A, N int }
		err := json.Unmarshal([]byte(c.data), &v)
		if err == nil {
			t.Fatalf("%q decoded", c.data)
		}
		if got := boundedfile.JSONProblem([]byte(c.data), err); got != c.want || strings.Contains(got, "wJalr") {
			t.Errorf("%q: %q, want %q", c.data, got, c.want)
		}
	}
}
