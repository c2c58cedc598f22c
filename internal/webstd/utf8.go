package webstd

import (
	"math"
	"unicode/utf8"
	"unsafe"
)

// ---- UTF-8 (the Encoding Standard) ----

// EncodeInto writes the UTF-8 of s (valid UTF-8) into dst, whole characters
// only, and reports the UTF-16 code units read and the bytes written.
func EncodeInto(dst []byte, s string) (read, written int) {
	for _, r := range s {
		n := utf8.RuneLen(r)
		if written+n > len(dst) {
			break
		}
		utf8.EncodeRune(dst[written:], r)
		written += n
		if r >= 0x10000 {
			read += 2
		} else {
			read++
		}
	}
	return read, written
}

// DecodeUTF8 is the Encoding Standard's UTF-8 decoder: each maximal ill-formed
// subpart becomes one U+FFFD, or, with fatal, the decoding fails (ok false).
// With stream, an incomplete sequence at the end is not decoded: used is where
// it starts. The BOM is left in; the caller strips it.
func DecodeUTF8(b []byte, fatal, stream bool) (text string, used int, ok bool) {
	return DecodeUTF8Within(b, fatal, stream, math.MaxInt64)
}

// DecodeUTF8Within is DecodeUTF8 for a caller with room bytes left: a text
// that cannot fit (it is wide, two bytes a UTF-16 unit, and a unit takes at
// most three bytes of UTF-8) is given up as soon as that is certain, with ok
// false and used -1, so the decoder never holds more than about one and a
// half times the room.
func DecodeUTF8Within(b []byte, fatal, stream bool, room int64) (text string, used int, ok bool) {
	if utf8.Valid(b) {
		return string(b), len(b), true
	}
	limit := min(room, math.MaxInt64/4) / 2 * 3
	// The text takes up to three bytes an input byte: make room once, within
	// the limit, so that growing never overshoots it.
	out := make([]byte, 0, min(3*int64(len(b))+8, limit+8))
	i := 0
	for i < len(b) {
		if int64(len(out)) > limit-4 {
			return "", -1, false
		}
		c := b[i]
		if c < utf8.RuneSelf {
			out = append(out, c)
			i++
			continue
		}
		need := 0
		lower, upper := byte(0x80), byte(0xbf)
		switch {
		case c >= 0xc2 && c <= 0xdf:
			need = 1
		case c >= 0xe0 && c <= 0xef:
			need = 2
			if c == 0xe0 {
				lower = 0xa0
			} else if c == 0xed {
				upper = 0x9f
			}
		case c >= 0xf0 && c <= 0xf4:
			need = 3
			if c == 0xf0 {
				lower = 0x90
			} else if c == 0xf4 {
				upper = 0x8f
			}
		default:
			if fatal {
				return "", 0, false
			}
			out = append(out, "\uFFFD"...)
			i++
			continue
		}
		j, seen := i+1, 0
		for seen < need && j < len(b) && b[j] >= lower && b[j] <= upper {
			lower, upper = 0x80, 0xbf
			seen++
			j++
		}
		if seen == need {
			out = append(out, b[i:j]...)
			i = j
			continue
		}
		if j == len(b) && stream {
			return string(out), i, true
		}
		// The lead byte and the continuation bytes seen form one
		// maximal subpart; the byte that broke it is read again.
		if fatal {
			return "", 0, false
		}
		out = append(out, "\uFFFD"...)
		i = j
	}
	if len(out) == 0 {
		return "", len(b), true
	}
	return unsafe.String(&out[0], len(out)), len(b), true // out is not written again
}
