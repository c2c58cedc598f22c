package webstd

import (
	"math"
	"strings"
	"unicode/utf8"
)

// ---- Punycode (RFC 3492) ----

const (
	punyBase = 36
	punyTMin = 1
	punyTMax = 26
)

func punyAdapt(delta, numPoints int, first bool) int {
	if first {
		delta /= 700
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := 0
	for delta > ((punyBase-punyTMin)*punyTMax)/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + (punyBase-punyTMin+1)*delta/(delta+38)
}

func punyThreshold(k, bias int) int {
	switch {
	case k <= bias:
		return punyTMin
	case k >= bias+punyTMax:
		return punyTMax
	}
	return k - bias
}

func punyDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// PunycodeEncode is RFC 3492's encoder: the Punycode of the code points
// (without the "xn--" prefix).
func PunycodeEncode(cps []rune) string {
	var out []byte
	for _, c := range cps {
		if c < 0x80 {
			out = append(out, byte(c))
		}
	}
	h := len(out)
	b := h
	if b > 0 {
		out = append(out, '-')
	}
	n, delta, bias := 0x80, 0, 72
	for h < len(cps) {
		m := math.MaxInt32
		for _, c := range cps {
			if int(c) >= n && int(c) < m {
				m = int(c)
			}
		}
		delta += (m - n) * (h + 1)
		n = m
		for _, c := range cps {
			if int(c) < n {
				delta++
			}
			if int(c) == n {
				q := delta
				for k := punyBase; ; k += punyBase {
					t := punyThreshold(k, bias)
					if q < t {
						break
					}
					out = append(out, punyDigit(t+(q-t)%(punyBase-t)))
					q = (q - t) / (punyBase - t)
				}
				out = append(out, punyDigit(q))
				bias = punyAdapt(delta, h+1, h == b)
				delta = 0
				h++
			}
		}
		delta++
		n++
	}
	return string(out)
}

// punycodeDecode decodes the part of a label after "xn--".
func punycodeDecode(s string) (string, bool) {
	var out []rune
	basic := strings.LastIndexByte(s, '-')
	if basic < 0 {
		basic = 0
	}
	for i := 0; i < basic; i++ {
		if s[i] >= 0x80 {
			return "", false
		}
		out = append(out, rune(s[i]))
	}
	n, i, bias := 0x80, 0, 72
	idx := 0
	if basic > 0 {
		idx = basic + 1
	}
	for idx < len(s) {
		oldi, w := i, 1
		for k := punyBase; ; k += punyBase {
			if idx >= len(s) {
				return "", false
			}
			c := s[idx]
			idx++
			var digit int
			switch {
			case '0' <= c && c <= '9':
				digit = int(c-'0') + 26
			case 'a' <= c && c <= 'z':
				digit = int(c - 'a')
			case 'A' <= c && c <= 'Z':
				digit = int(c - 'A')
			default:
				return "", false
			}
			i += digit * w
			if i > math.MaxInt32 {
				return "", false
			}
			t := punyThreshold(k, bias)
			if digit < t {
				break
			}
			w *= punyBase - t
			if w > math.MaxInt32 {
				return "", false
			}
		}
		l := len(out) + 1
		bias = punyAdapt(i-oldi, l, oldi == 0)
		n += i / l
		i %= l
		if n > utf8.MaxRune || n >= 0xd800 && n <= 0xdfff {
			return "", false
		}
		out = append(out, 0)
		copy(out[i+1:], out[i:])
		out[i] = rune(n)
		i++
	}
	return string(out), true
}
