package webstd

import (
	"strings"
)

// ---- URL helpers (the URL Standard) ----

func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// PercentDecodeUTF8 percent-decodes s (with plus, '+' is a space first) and
// reads the bytes as UTF-8 without BOM handling, U+FFFD for invalid bytes.
func PercentDecodeUTF8(s string, plus bool) string {
	if !strings.ContainsAny(s, "%+") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '+' && plus {
			b = append(b, ' ')
			continue
		}
		if c == '%' && i+2 < len(s) {
			h, ok1 := unhex(s[i+1])
			l, ok2 := unhex(s[i+2])
			if ok1 && ok2 {
				b = append(b, h<<4|l)
				i += 2
				continue
			}
		}
		b = append(b, c)
	}
	text, _, _ := DecodeUTF8(b, false, false)
	return text
}

// FormParse is the application/x-www-form-urlencoded parser: name and value
// of each non-empty '&'-separated sequence, alternating.
func FormParse(s string) []string {
	var out []string
	for seq := range strings.SplitSeq(s, "&") {
		if seq == "" {
			continue
		}
		name, val, _ := strings.Cut(seq, "=")
		out = append(out, PercentDecodeUTF8(name, true), PercentDecodeUTF8(val, true))
	}
	return out
}

// FormEncode is the application/x-www-form-urlencoded byte serializer for the
// UTF-8 of s: ASCII alphanumerics and *-._ stay, space becomes '+', every
// other byte is %XX.
func FormEncode(s string) string {
	const hexDigits = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '*' || c == '-' || c == '.' || c == '_':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteByte('%')
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&15])
		}
	}
	return b.String()
}

// ---- randomness ----

// UUIDString makes an RFC 4122 (RFC 9562) version 4 UUID, in lowercase, of 16
// random bytes.
func UUIDString(u [16]byte) string {
	u[6] = u[6]&0x0f | 0x40
	u[8] = u[8]&0x3f | 0x80
	const hexDigits = "0123456789abcdef"
	out := make([]byte, 0, 36)
	for i, c := range u {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			out = append(out, '-')
		}
		out = append(out, hexDigits[c>>4], hexDigits[c&15])
	}
	return string(out)
}
