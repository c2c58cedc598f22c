// Package escapetest enumerates, for tests, the text that must reach a
// terminal or a model escaped (see internal/escape), and checks what a sink
// wrote: every C0 control, DEL, every C1 control, every bidirectional and
// line-breaking format character, invalid UTF-8, a carriage return in the
// middle of a line, an embedded newline that would forge an "[error]" line,
// and a line of 200 KB.
package escapetest

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/codemode/codemode/internal/escape"
)

// Case is one class of hostile text. A sink is given "a" + Raw + "b"
// (logs, descriptions, standard error lines) and must show Want in its
// place.
type Case struct {
	// ID names the case in tool names and lines: letters, digits, _.
	ID string
	// Raw is the text, as bytes.
	Raw string
	// Want is what a one-line sink shows for "a"+Raw+"b"; for Forge and
	// Long it is empty (the checks are structural).
	Want string
	// Invalid: Raw is not UTF-8. Through JavaScript or JSON it arrives
	// as U+FFFD, which a sink shows as it is.
	Invalid bool
	// Forge: Raw holds a newline followed by an "[error]" line.
	Forge bool
	// Long: Raw is one line of 200 KB.
	Long bool
}

// ForgedLine is the line the Forge case tries to pass off as a log line.
const ForgedLine = "[error] forged"

// LongBytes is the length of the Long case.
const LongBytes = 200 << 10

// Cases returns every case, in a fixed order.
func Cases() []Case {
	var out []Case
	for c := 0; c < 0x20; c++ {
		raw := string(rune(c))
		switch c {
		case '\t':
			out = append(out, Case{ID: "c09", Raw: raw, Want: "a\tb"}) // tab is kept
		case '\n':
			out = append(out, Case{ID: "forge", Raw: "\n" + ForgedLine + " ", Forge: true})
		default:
			out = append(out, Case{ID: fmt.Sprintf("c%02x", c), Raw: raw, Want: "a" + escape.Line(raw) + "b"})
		}
	}
	out = append(out, Case{ID: "c7f", Raw: "\x7f", Want: `a\x7fb`})
	for r := rune(0x80); r <= 0x9f; r++ {
		out = append(out, Case{ID: fmt.Sprintf("u%04x", r), Raw: string(r), Want: fmt.Sprintf(`a\u%04xb`, r)})
	}
	for _, r := range []rune{0x061c, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069} {
		out = append(out, Case{ID: fmt.Sprintf("u%04x", r), Raw: string(r), Want: fmt.Sprintf(`a\u%04xb`, r)})
	}
	for _, bad := range []string{"\xff", "\x80", "\xc0\xaf", "\xe2\x80", "\xed\xa0\x80"} {
		id := "bad"
		for i := 0; i < len(bad); i++ {
			id += fmt.Sprintf("%02x", bad[i])
		}
		out = append(out, Case{ID: id, Raw: bad, Want: "a" + escape.Line(bad) + "b", Invalid: true})
	}
	out = append(out,
		Case{ID: "crmid", Raw: " ok\r[error] overwritten", Want: `a ok\r[error] overwrittenb`},
		Case{ID: "csi", Raw: "\x1b[2J\x1b[H", Want: `a\x1b[2J\x1b[Hb`},
		Case{ID: "osc", Raw: "\x1b]0;pwned\x07", Want: `a\x1b]0;pwned\x07b`},
		Case{ID: "c1csi", Raw: "\u009b31m", Want: `a\u009b31mb`},
		Case{ID: "long", Raw: strings.Repeat("x", LongBytes), Long: true},
	)
	return out
}

// JS is the case's text as a JavaScript string literal, for a program
// that logs, returns or throws it; an Invalid case is a lone surrogate,
// which reaches the host as U+FFFD.
func (c Case) JS() string {
	if c.Invalid {
		return `"\ud800"`
	}
	b, _ := json.Marshal(c.Raw)
	return string(b)
}

// Clean reports the first character of out that must not reach a sink
// raw: a control character (a newline is allowed when lines), a
// bidirectional or line-breaking format character, or invalid UTF-8.
func Clean(out string, lines bool) error {
	for i := 0; i < len(out); {
		r, size := utf8.DecodeRuneInString(out[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			return fmt.Errorf("invalid UTF-8 byte %#x at %d: %q", out[i], i, around(out, i))
		case r == '\n' && lines:
		case escape.Special(r):
			return fmt.Errorf("raw %U at %d: %q", r, i, around(out, i))
		}
		i += size
	}
	return nil
}

func around(s string, i int) string {
	return s[max(i-40, 0):min(i+40, len(s))]
}

// Shows reports whether out shows the case as a sink of one line must:
// Want for the escaped cases; for an Invalid case that came through
// JavaScript or JSON (decoded), U+FFFD; nothing for Forge and Long.
func (c Case) Shows(out string, decoded bool) error {
	switch {
	case c.Forge || c.Long:
		return nil
	case c.Invalid && decoded:
		if !strings.Contains(out, "a\uFFFD") {
			return fmt.Errorf("case %s: no U+FFFD in place of invalid UTF-8", c.ID)
		}
	case !strings.Contains(out, c.Want):
		return fmt.Errorf("case %s: %q not shown", c.ID, c.Want)
	}
	return nil
}

// ShowsJSON is Shows for a sink that writes the text as a JSON string:
// the control characters as \u escapes (encoding/json's, then
// escape.JSON's).
func (c Case) ShowsJSON(out string) error {
	if c.Forge || c.Long || c.Invalid {
		return c.Shows(out, true)
	}
	b, _ := json.Marshal("a" + c.Raw + "b")
	want := strings.Trim(string(escape.JSON(b)), `"`)
	if !strings.Contains(out, want) {
		return fmt.Errorf("case %s: %q not shown", c.ID, want)
	}
	return nil
}

// Forged reports a line of out that starts with the forged line (after
// prefix, when the sink prefixes its lines).
func Forged(out, prefix string) error {
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(strings.TrimPrefix(l, prefix), ForgedLine) {
			return fmt.Errorf("a line passes for a log line: %q", l)
		}
	}
	return nil
}
