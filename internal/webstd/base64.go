package webstd

import (
	"encoding/base64"
	"strings"
	"unicode/utf8"
)

// ---- base64 (HTML's atob and btoa) ----

// Btoa encodes a string of code points up to U+00FF, one byte each, as
// padded base64. ok is false if a code point is above U+00FF (a lone
// surrogate arrives as U+FFFD and is refused too).
func Btoa(s string) (string, bool) {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r > 0xff {
			return "", false
		}
		b = append(b, byte(r))
	}
	return base64.StdEncoding.EncodeToString(b), true
}

// ForgivingBase64Decode is HTML's forgiving-base64 decode: ASCII whitespace is
// removed, then one or two '=' at the end when the length is a multiple of 4;
// the remaining text must be in the base64 alphabet and its length must not be
// 1 more than a multiple of 4. Non-zero bits past the last byte are ignored.
func ForgivingBase64Decode(s string) ([]byte, bool) {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\t', '\n', '\f', '\r', ' ':
		default:
			b = append(b, c)
		}
	}
	if len(b)%4 == 0 && len(b) > 0 && b[len(b)-1] == '=' {
		b = b[:len(b)-1]
		if b[len(b)-1] == '=' {
			b = b[:len(b)-1]
		}
	}
	if len(b)%4 == 1 {
		return nil, false
	}
	for _, c := range b {
		if !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '/') {
			return nil, false
		}
	}
	out, err := base64.RawStdEncoding.DecodeString(string(b))
	if err != nil {
		return nil, false
	}
	return out, true
}

// Latin1String turns bytes into the string whose code points are those bytes.
func Latin1String(b []byte) string {
	var sb strings.Builder
	sb.Grow(len(b) + len(b)/4)
	for _, c := range b {
		if c < utf8.RuneSelf {
			sb.WriteByte(c)
		} else {
			sb.WriteRune(rune(c))
		}
	}
	return sb.String()
}
