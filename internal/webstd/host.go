package webstd

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ---- hosts ----

// parseHost is the host parser: the serialized host, or false.
func (up *Parser) parseHost(input string, isOpaque bool) (string, bool) {
	if strings.HasPrefix(input, "[") {
		if !strings.HasSuffix(input, "]") || len(input) < 2 {
			return "", false
		}
		return parseIPv6(input[1 : len(input)-1])
	}
	if isOpaque {
		var b []byte
		for _, c := range input {
			if isForbiddenHost(c) {
				return "", false
			}
			b = appendPercentEncoded(b, c, inC0ControlSet)
		}
		return string(b), true
	}
	domain := PercentDecodeUTF8(input, false)
	ascii, ok := up.domainToASCII(domain)
	if !ok {
		return "", false
	}
	if endsInANumber(ascii) {
		return parseIPv4(ascii)
	}
	return ascii, true
}

// domainToASCII lowercases an ASCII domain without "xn--" labels; anything
// else goes through UTS #46 (the mapping in webapis.js, Punycode here).
func (up *Parser) domainToASCII(domain string) (string, bool) {
	result := ""
	if isASCII(domain) && !hasXNLabel(domain) {
		result = strings.ToLower(domain)
	} else {
		var ok bool
		result, ok = up.uts46ToASCII(domain)
		if !ok {
			return "", false
		}
	}
	if result == "" {
		return "", false
	}
	for _, c := range result {
		if isForbiddenDomain(c) {
			return "", false
		}
	}
	return result, true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func isXNLabel(label string) bool { return len(label) >= 4 && strings.EqualFold(label[:4], "xn--") }

func hasXNLabel(domain string) bool {
	for label := range strings.SplitSeq(domain, ".") {
		if isXNLabel(label) {
			return true
		}
	}
	return false
}

// MaxURLLength bounds a URL, its base and a value set on one, in bytes of
// UTF-8: Chromium's limit (2 MiB). The parser is linear, but each step copies
// the input, so the bound keeps the host's share of a program's memory small.
const MaxURLLength = 2 << 20

// maxPunycodeLabel bounds the length of a label that needs Punycode (an
// "xn--" label to decode, in bytes, or a non-ASCII label to encode, in code
// points). Punycode's cost grows with the square of a label's length; DNS
// allows 63 octets, so four times that refuses no real name and keeps a host
// of any length linear: a URL with a longer such label is invalid.
const maxPunycodeLabel = 252

// uts46ToASCII maps the domain (webapis.js's uts46Map: an approximation of
// UTS #46 mapping and validity) and Punycode-encodes its non-ASCII labels;
// an existing "xn--" label must decode to a mapped, valid, non-ASCII label.
func (up *Parser) uts46ToASCII(domain string) (string, bool) {
	if up.IDNA == nil {
		return "", false
	}
	mapped, ok := up.IDNA(domain)
	if !ok {
		return "", false
	}
	labels := strings.Split(mapped, ".")
	for i, label := range labels {
		if isASCII(label) {
			if isXNLabel(label) {
				if len(label) > maxPunycodeLabel {
					return "", false
				}
				dec, ok := punycodeDecode(label[4:])
				if !ok || dec == "" || isASCII(dec) {
					return "", false
				}
				if m, ok := up.IDNA(dec); !ok || m != dec {
					return "", false
				}
			}
			continue
		}
		cps := []rune(label)
		if len(cps) > maxPunycodeLabel {
			return "", false
		}
		labels[i] = "xn--" + PunycodeEncode(cps)
	}
	return strings.Join(labels, "."), true
}

// ipv4Number parses one part of an IPv4 address (decimal, 0x hex or 0
// octal); ok is false if it is not a number.
func ipv4Number(s string) (v float64, ok bool) {
	if s == "" {
		return 0, false
	}
	r := 10.0
	switch {
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		r, s = 16, s[2:]
	case len(s) >= 2 && s[0] == '0':
		r, s = 8, s[1:]
	}
	for i := 0; i < len(s); i++ {
		c := rune(s[i])
		var d float64
		switch {
		case r == 16 && isASCIIHex(c):
			d = float64(unhexRune(c))
		case isASCIIDigit(c) && float64(c-'0') < r:
			d = float64(c - '0')
		default:
			return 0, false
		}
		v = v*r + d
	}
	return v, true
}

func unhexRune(c rune) byte {
	b, _ := unhex(byte(c))
	return b
}

func endsInANumber(s string) bool {
	parts := strings.Split(s, ".")
	if parts[len(parts)-1] == "" {
		if len(parts) == 1 {
			return false
		}
		parts = parts[:len(parts)-1]
	}
	last := parts[len(parts)-1]
	if last != "" && strings.Trim(last, "0123456789") == "" {
		return true
	}
	_, ok := ipv4Number(last)
	return ok
}

// parseIPv4 is the IPv4 parser, answering the dotted-decimal form.
func parseIPv4(s string) (string, bool) {
	parts := strings.Split(s, ".")
	if parts[len(parts)-1] == "" && len(parts) > 1 {
		parts = parts[:len(parts)-1]
	}
	if len(parts) > 4 {
		return "", false
	}
	nums := make([]float64, len(parts))
	for i, part := range parts {
		v, ok := ipv4Number(part)
		if !ok {
			return "", false
		}
		nums[i] = v
	}
	for _, v := range nums[:len(nums)-1] {
		if v > 255 {
			return "", false
		}
	}
	last := nums[len(nums)-1]
	if last >= math.Pow(256, float64(5-len(nums))) {
		return "", false
	}
	ipv4 := uint32(last)
	for i, v := range nums[:len(nums)-1] {
		ipv4 += uint32(v) << (8 * (3 - i))
	}
	return fmt.Sprintf("%d.%d.%d.%d", ipv4>>24, ipv4>>16&255, ipv4>>8&255, ipv4&255), true
}

// parseIPv6 is the IPv6 parser, answering the bracketed, compressed,
// lowercase serialization.
func parseIPv6(s string) (string, bool) {
	var address [8]uint16
	pieceIndex, compress := 0, -1
	cps := []rune(s)
	p := 0
	at := func(i int) rune {
		if i < len(cps) {
			return cps[i]
		}
		return urlEOF
	}
	if at(p) == ':' {
		if at(p+1) != ':' {
			return "", false
		}
		p += 2
		pieceIndex++
		compress = pieceIndex
	}
	for at(p) != urlEOF {
		if pieceIndex == 8 {
			return "", false
		}
		if at(p) == ':' {
			if compress >= 0 {
				return "", false
			}
			p++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length := 0, 0
		for length < 4 && isASCIIHex(at(p)) {
			value = value*16 + int(unhexRune(at(p)))
			p++
			length++
		}
		if at(p) == '.' {
			if length == 0 {
				return "", false
			}
			p -= length
			if pieceIndex > 6 {
				return "", false
			}
			numbersSeen := 0
			for at(p) != urlEOF {
				piece := -1
				if numbersSeen > 0 {
					if at(p) == '.' && numbersSeen < 4 {
						p++
					} else {
						return "", false
					}
				}
				if !isASCIIDigit(at(p)) {
					return "", false
				}
				for isASCIIDigit(at(p)) {
					number := int(at(p) - '0')
					switch piece {
					case -1:
						piece = number
					case 0:
						return "", false
					default:
						piece = piece*10 + number
					}
					if piece > 255 {
						return "", false
					}
					p++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				return "", false
			}
			break
		} else if at(p) == ':' {
			p++
			if at(p) == urlEOF {
				return "", false
			}
		} else if at(p) != urlEOF {
			return "", false
		}
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}
	if compress >= 0 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		return "", false
	}
	// The first longest run of two or more zero pieces becomes "::".
	best, bestLen := -1, 1
	for i := 0; i < 8; {
		if address[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && address[j] == 0 {
			j++
		}
		if j-i > bestLen {
			best, bestLen = i, j-i
		}
		i = j
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := 0; i < 8; i++ {
		if i == best {
			if i == 0 {
				b.WriteString("::")
			} else {
				b.WriteByte(':')
			}
			i += bestLen - 1
			continue
		}
		b.WriteString(strconv.FormatUint(uint64(address[i]), 16))
		if i != 7 {
			b.WriteByte(':')
		}
	}
	b.WriteByte(']')
	return b.String(), true
}
