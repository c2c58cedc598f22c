// Package escape makes the control characters in untrusted text visible
// before the text reaches a terminal or a model: a program's logs, errors
// and result, an upstream MCP server's standard error and tool descriptions.
//
// A control character is shown as an escape, never passed on to be
// interpreted:
//
//   - C0 controls (U+0000–U+001F) other than tab, and DEL (U+007F): \r and
//     \n (where a sink wants one line) by name, the others as \x00 … \x1f,
//     \x7f;
//   - C1 controls (U+0080–U+009F), as \u0080 … \u009f;
//   - the bidirectional and line-breaking format characters U+061C,
//     U+200E, U+200F, U+2028, U+2029, U+202A–U+202E, U+2066–U+2069, as
//     \u061c, \u202e, …;
//   - each byte of invalid UTF-8, as \xff.
//
// Tab is kept: it moves the cursor forward only and is ordinary in logs.
// Everything else passes unchanged, letters of any script and emoji (with
// their joiners and variation selectors) included. Backslashes are not
// escaped: the escapes are for reading, not for decoding back, so a text
// that already contains the characters \x1b reads the same as one that
// contained an ESC.
//
// Text that needs no escape is returned as it is, without allocating.
package escape

import (
	"strings"
	"unicode/utf8"
	"unsafe"
)

// special reports whether a rune other than tab and newline must be
// escaped.
func special(r rune) bool {
	switch {
	case r < 0x20 || r == 0x7f:
		return r != '\t' && r != '\n'
	case r < 0x80:
		return false
	case r <= 0x9f:
		return true
	case r < 0x061c:
		return false
	}
	switch r {
	case 0x061c, 0x200e, 0x200f, 0x2028, 0x2029,
		0x202a, 0x202b, 0x202c, 0x202d, 0x202e,
		0x2066, 0x2067, 0x2068, 0x2069:
		return true
	}
	return false
}

// Special reports whether r is one of the characters this package escapes
// (newline included; tab not).
func Special(r rune) bool { return r == '\n' || special(r) }

// first returns the index of the first byte of s that needs an escape, or
// -1. A newline needs one unless keepNewline.
func first(s string, keepNewline bool) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != 0x7f || c == '\t' || c == '\n' && keepNewline {
				i++
				continue
			}
			return i
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || special(r) {
			return i
		}
		i += size
	}
	return -1
}

const hexDigits = "0123456789abcdef"

// writeEscape writes the escape of r.
func writeEscape(b *strings.Builder, r rune) {
	switch {
	case r == '\n':
		b.WriteString(`\n`)
	case r == '\r':
		b.WriteString(`\r`)
	case r < 0x80:
		writeX(b, byte(r))
	default:
		writeU(b, r)
	}
}

// writeX writes c as \xhh.
func writeX(b *strings.Builder, c byte) {
	b.WriteString(`\x`)
	b.WriteByte(hexDigits[c>>4])
	b.WriteByte(hexDigits[c&0xf])
}

// Line escapes s for a sink that shows it as one line: every character
// the package escapes, newline included, becomes its escape.
func Line(s string) string {
	i := first(s, false)
	if i < 0 {
		return s
	}
	return build(s, i, false, "")
}

// Text escapes s for a sink that shows it as lines: newlines are kept,
// and each one is followed by indent, so that when indent is not empty
// no continuation line can pass for a line of its own (a program that
// logs "a\n[error] b" shows "a" and an indented "[error] b"). Every other
// character the package escapes becomes its escape.
func Text(s, indent string) string {
	i := first(s, true)
	if i < 0 {
		if indent == "" || !strings.Contains(s, "\n") {
			return s
		}
		return strings.ReplaceAll(s, "\n", "\n"+indent)
	}
	return build(s, i, true, indent)
}

func build(s string, i int, keepNewline bool, indent string) string {
	var b strings.Builder
	b.Grow(len(s) + 16)
	if keepNewline && indent != "" {
		b.WriteString(strings.ReplaceAll(s[:i], "\n", "\n"+indent))
	} else {
		b.WriteString(s[:i])
	}
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '\n' && keepNewline:
				b.WriteByte('\n')
				b.WriteString(indent)
			case c >= 0x20 && c != 0x7f || c == '\t':
				b.WriteByte(c)
			default:
				writeEscape(&b, rune(c))
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			writeX(&b, c)
		case special(r):
			writeEscape(&b, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// JSON escapes a JSON text without changing the value it encodes: the
// characters the package escapes that may stand raw in a JSON string (DEL,
// C1 controls, the bidirectional and line-breaking format characters)
// become \u escapes, which decode to the same characters; invalid UTF-8
// becomes \ufffd, as a JSON decoder reads it. Newlines and tabs, JSON's
// whitespace, are kept. Other C0 controls cannot stand raw in valid JSON;
// if b has any, they become \u escapes as well. encoding/json's output
// already has C0 controls escaped, and nothing is escaped twice.
func JSON(b []byte) []byte {
	// s shares b's memory: it is only read here, and never kept.
	s := unsafe.String(unsafe.SliceData(b), len(b))
	i := first(s, true)
	if i < 0 {
		return b
	}
	var out strings.Builder
	out.Grow(len(b) + 16)
	out.WriteString(s[:i])
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != 0x7f || c == '\t' || c == '\n' {
				out.WriteByte(c)
			} else {
				writeU(&out, rune(c))
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			writeU(&out, utf8.RuneError)
		case special(r):
			writeU(&out, r)
		default:
			out.WriteString(s[i : i+size])
		}
		i += size
	}
	return []byte(out.String())
}

// writeU writes r as \uhhhh.
func writeU(b *strings.Builder, r rune) {
	b.WriteString(`\u`)
	for shift := 12; shift >= 0; shift -= 4 {
		b.WriteByte(hexDigits[(r>>shift)&0xf])
	}
}
