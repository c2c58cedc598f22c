// Package boundedfile reads the files codemode is told to read (configs,
// env files, caches, tokens, programs, recipes) with bounds and types: the
// file must be a regular file (after symbolic links), opening it never
// blocks (a named pipe is refused, not waited on), and at most a given
// number of bytes is read, whatever the file claims or becomes while it is
// read. Its errors name the file and never quote what the file holds, so a
// secret in a file given by mistake does not reach a log or an agent.
package boundedfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// ErrNotRegular is what an [Error] for a file that is not a regular file
// (a named pipe, a device, a socket, a directory) wraps.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is what an [Error] for a file over its limit wraps.
var ErrTooLarge = errors.New("over the size limit")

// Error is a refused or failed read. Its text is the file's name and the
// problem, e.g. "/p/.env is not a regular file (a named pipe); give a
// regular file"; it never holds the file's contents. It wraps
// [ErrNotRegular], [ErrTooLarge] or the error of opening or reading, so
// errors.Is(err, fs.ErrNotExist) tells a missing file.
type Error struct {
	// Name is the file as the caller named it.
	Name string
	// Problem is what is wrong, after the name.
	Problem string
	// Err is [ErrNotRegular], [ErrTooLarge] or the cause.
	Err error
}

func (e *Error) Error() string { return e.Name + " " + e.Problem }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Read returns the contents of the regular file at path, at most limit
// bytes. A symbolic link is followed and its target must be a regular file.
// The file is opened without blocking (O_NONBLOCK on Unix), checked again
// on the open descriptor, and read through a limit, so that a file that
// grows while it is read is refused too.
func Read(path string, limit int64) ([]byte, error) {
	return read(path, limit, os.Stat, func() (*os.File, error) {
		return os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	})
}

// ReadIn is [Read] for a name inside root: the name and its symbolic links
// must stay inside root (see [os.Root]).
func ReadIn(root *os.Root, name string, limit int64) ([]byte, error) {
	return read(name, limit, root.Stat, func() (*os.File, error) {
		return root.OpenFile(name, os.O_RDONLY|openFlags, 0)
	})
}

func read(name string, limit int64, stat func(string) (fs.FileInfo, error), open func() (*os.File, error)) ([]byte, error) {
	// The path is looked at first, so that a device is never opened (an
	// open can have effects of its own); the descriptor is looked at
	// again, in case the file changed in between.
	fi, err := stat(name)
	if err != nil {
		return nil, cause(name, err)
	}
	if err := check(name, fi, limit); err != nil {
		return nil, err
	}
	f, err := open()
	if err != nil {
		return nil, cause(name, err)
	}
	defer f.Close()
	fi, err = f.Stat()
	if err != nil {
		return nil, cause(name, err)
	}
	if err := check(name, fi, limit); err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, cause(name, err)
	}
	if int64(len(b)) > limit {
		return nil, &Error{Name: name, Problem: fmt.Sprintf("is over the limit of %d bytes", limit), Err: ErrTooLarge}
	}
	return b, nil
}

func check(name string, fi fs.FileInfo, limit int64) error {
	if !fi.Mode().IsRegular() {
		return &Error{Name: name, Problem: fmt.Sprintf("is not a regular file (%s); give a regular file", Kind(fi.Mode())), Err: ErrNotRegular}
	}
	if fi.Size() > limit {
		return &Error{Name: name, Problem: fmt.Sprintf("is %d bytes, over the limit of %d bytes", fi.Size(), limit), Err: ErrTooLarge}
	}
	return nil
}

// cause wraps an error of stat, open or read: its text is the cause alone
// (the name is said once), as in "cannot be read: no such file or directory".
func cause(name string, err error) error {
	inner := err
	var pe *fs.PathError
	if errors.As(err, &pe) {
		inner = pe.Err
	}
	return &Error{Name: name, Problem: "cannot be read: " + inner.Error(), Err: err}
}

// Kind names the type of a file that is not a regular file, for error
// texts: "a named pipe", "a directory", "a character device", ….
func Kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeIrregular != 0:
		return "a file of an unknown type"
	}
	return "a " + m.Type().String() + " file"
}

// Line is the 1-based line of data that byte offset falls on.
func Line(data []byte, offset int64) int {
	if offset < 0 {
		offset = 0
	}
	if offset > int64(len(data)) {
		offset = int64(len(data))
	}
	return bytes.Count(data[:offset], []byte("\n")) + 1
}

// JSONProblem describes err, returned by encoding/json for data, without
// quoting data: "line 3 is not JSON" for a syntax error, "line 3 holds a
// JSON string where another type belongs" for a value of the wrong type,
// "the file ends in the middle of a value" for a cut-off file. Any other
// error is described without its text.
func JSONProblem(data []byte, err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		if len(bytes.TrimSpace(data)) == 0 {
			return "the file is empty, not JSON"
		}
		if se.Offset >= int64(len(data)) {
			return "the file ends in the middle of a value"
		}
		// Offset is just past the byte that was refused.
		return "line " + strconv.Itoa(Line(data, se.Offset-1)) + " is not JSON"
	case errors.As(err, &te):
		// Value is the JSON type, then for a number the number itself:
		// only the type is said.
		kind, _, _ := strings.Cut(te.Value, " ")
		return fmt.Sprintf("line %d holds a JSON %s where another type belongs", Line(data, te.Offset), kind)
	}
	return "it is not the JSON expected"
}

// tomlQuoted is what a TOML syntax error quotes of the file: a value, in
// double quotes (a single character is quoted in single quotes, and kept).
var tomlQuoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// TOMLProblem is the text of a TOML decoding error (github.com/BurntSushi/toml)
// without the values it quotes of the file: "line 2 (last key \"a.b\"):
// expected value but found … instead". Errors of decoding into Go values
// name types and keys only, and are kept. The "toml: " prefix is dropped.
func TOMLProblem(err error) string {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		msg := tomlQuoted.ReplaceAllLiteralString(pe.Message, "…")
		if pe.LastKey == "" {
			return fmt.Sprintf("line %d: %s", pe.Position.Line, msg)
		}
		return fmt.Sprintf("line %d (last key %q): %s", pe.Position.Line, pe.LastKey, msg)
	}
	return strings.TrimPrefix(err.Error(), "toml: ")
}
