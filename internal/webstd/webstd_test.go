package webstd

import (
	"encoding/base64"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// The Go side of the web APIs cannot be interrupted by a program's timeout,
// so nothing here may be slower than linear: a megabyte of repetitive input
// takes milliseconds (a quadratic step would take minutes).
func TestLinear(t *testing.T) {
	const n = 1 << 20
	up := &Parser{IDNA: func(d string) (string, bool) { return strings.ToLower(d), true }}
	start := time.Now()
	for _, in := range []string{
		"http://" + strings.Repeat("a@", n/2) + "x/",
		"http://" + strings.Repeat("a:", n/2) + "@x/",
		"http://x/" + strings.Repeat("../", n/3) + strings.Repeat("a/", n/2),
		"http://x/?" + strings.Repeat("%", n) + "#" + strings.Repeat(" ", n),
		"data:" + strings.Repeat("a ", n/2) + "?q",
		"http://" + strings.Repeat("a.", n/2),
		"http://" + strings.Repeat("ü.", n/4),
		"http://[" + strings.Repeat("1:", n/2) + "]",
		"sc://" + strings.Repeat("%", n),
	} {
		if u := up.ParseWithBase(in, "", false); u != nil {
			up.Components(u)
		}
	}
	FormParse(strings.Repeat("a=1&", n/4))
	PercentDecodeUTF8(strings.Repeat("%e2%82%ac+", n/10), true)
	FormEncode(strings.Repeat("é ", n/2))
	DecodeUTF8([]byte(strings.Repeat("\xf0\x9f\x98", n/3)), false, false)
	ForgivingBase64Decode(strings.Repeat("QUJD ", n/5))
	Btoa(strings.Repeat("\u00ff", n/2))
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("a megabyte of input took %v", d)
	}
}

// ---- fuzzing ----

func FuzzBase64(f *testing.F) {
	for _, s := range []string{"", "f", "foobar", "\x00\xff", "Zm9v", "Zg=", " Z g = = ", "Zh==", "é", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// atob never panics, and what it accepts re-encodes to its
		// canonical form.
		if b, ok := ForgivingBase64Decode(s); ok {
			if b2, ok := ForgivingBase64Decode(base64.StdEncoding.EncodeToString(b)); !ok || string(b2) != string(b) {
				t.Fatalf("atob(%q) = %q does not round-trip", s, b)
			}
		}
		// atob(btoa(x)) == x for the Latin-1 string of any bytes.
		latin1 := Latin1String([]byte(s))
		enc, ok := Btoa(latin1)
		if !ok {
			t.Fatalf("btoa refused Latin-1 %q", latin1)
		}
		dec, ok := ForgivingBase64Decode(enc)
		if !ok || Latin1String(dec) != latin1 {
			t.Fatalf("atob(btoa(%q)) = %q", latin1, Latin1String(dec))
		}
		// btoa refuses exactly the strings with a code point above U+00FF.
		if _, ok := Btoa(s); ok != !strings.ContainsFunc(s, func(r rune) bool { return r > 0xff }) {
			t.Fatalf("btoa(%q): ok = %v", s, ok)
		}
	})
}

func FuzzUTF8Decode(f *testing.F) {
	for _, s := range []string{"", "hi", "\xef\xbb\xbfh", "\xf0\x9f\x98", "\xed\xa0\x80", "\xc0\x80", "\xe2\x82\x41", "é€😀"} {
		f.Add([]byte(s), 1)
	}
	f.Fuzz(func(t *testing.T, b []byte, split int) {
		text, used, ok := DecodeUTF8(b, false, false)
		if !ok || used != len(b) || !utf8.ValidString(text) {
			t.Fatalf("decode(% x) = %q, %d, %v", b, text, used, ok)
		}
		if utf8.Valid(b) && text != string(b) {
			t.Fatalf("decode(% x) = %q changed valid UTF-8", b, text)
		}
		if _, _, ok := DecodeUTF8(b, true, false); ok != utf8.Valid(b) {
			t.Fatalf("fatal decode(% x): ok = %v", b, ok)
		}
		// Decoding in two streamed chunks gives the same text.
		if split < 0 {
			split = -split
		}
		split %= len(b) + 1
		first, n, _ := DecodeUTF8(b[:split], false, true)
		if n > split || len(b[:split])-n > 3 {
			t.Fatalf("stream decode(% x) kept %d bytes", b[:split], split-n)
		}
		rest := append(append([]byte(nil), b[n:split]...), b[split:]...)
		second, _, _ := DecodeUTF8(rest, false, false)
		if first+second != text {
			t.Fatalf("split at %d: %q + %q != %q", split, first, second, text)
		}
		// Encoding into any room writes whole characters only.
		dst := make([]byte, split)
		read, written := EncodeInto(dst, text)
		if written > split || !utf8.Valid(dst[:written]) || string(dst[:written]) != text[:written] || read > len(text) {
			t.Fatalf("EncodeInto(%q, %d) = %d, %d", text, split, read, written)
		}
		// Percent-decoding and form parsing never panic, and give valid
		// text for the valid UTF-8 that JavaScript strings arrive as.
		in := strings.ToValidUTF8(string(b), "\uFFFD")
		if s := PercentDecodeUTF8(in, true); !utf8.ValidString(s) {
			t.Fatalf("percentDecode(%q) = %q", in, s)
		}
		for _, s := range FormParse(in) {
			if !utf8.ValidString(s) {
				t.Fatalf("FormParse(%q) gave %q", in, s)
			}
		}
	})
}

// The URL parser never panics, and a URL's href parses to itself.
func FuzzURLParse(f *testing.F) {
	for _, c := range urlSeeds {
		f.Add(c[0], c[1])
	}
	up := &Parser{IDNA: func(d string) (string, bool) { return strings.ToLower(d), utf8.ValidString(d) }}
	f.Fuzz(func(t *testing.T, input, base string) {
		if !utf8.ValidString(input) || !utf8.ValidString(base) {
			return // JavaScript strings reach the parser as valid UTF-8
		}
		u := up.ParseWithBase(input, base, base != "")
		if u == nil {
			return
		}
		href := u.Href()
		again := up.ParseWithBase(href, "", false)
		if again == nil || again.Href() != href {
			t.Fatalf("parse(%q, %q).href = %q, which does not parse to itself", input, base, href)
		}
		for which := urlProtocol; which <= urlQueryRaw; which++ {
			v := *again
			v.path = append([]string(nil), again.path...)
			up.Set(&v, which, input)
			if h := v.Href(); up.ParseWithBase(h, "", false) == nil {
				t.Fatalf("setting %d to %q on %q gave %q, which does not parse", which, input, href, h)
			}
		}
	})
}

// urlSeeds are the inputs and bases (empty for none) of internal/sandbox's
// URL vectors (the WHATWG URL test suite's, typed in), as the fuzzer's seeds.
var urlSeeds = [][2]string{
	{"http://example\t.\norg", "http://example.org/foo/bar"},
	{"http://user:pass@foo:21/bar;par?b#c", "http://example.org/foo/bar"},
	{"https://test:@test", ""},
	{"non-special://test:@test/x", ""},
	{"http:foo.com", "http://example.org/foo/bar"},
	{"\t   :foo.com   \n", "http://example.org/foo/bar"},
	{"http://f:21/ b ? d # e ", "http://example.org/foo/bar"},
	{"lolscheme:x x#x x", ""},
	{"http://f:00000000000000000000080/c", "http://example.org/foo/bar"},
	{"http://f:b/c", "http://example.org/foo/bar"},
	{"http://f:999999/c", "http://example.org/foo/bar"},
	{"", "http://example.org/foo/bar"},
	{"#", "http://example.org/foo/bar"},
	{"?", "http://example.org/foo/bar"},
	{"\\\\x\\hello", "http://example.org/foo/bar"},
	{"http://&a:foo(b]c@d:2/", "http://example.org/foo/bar"},
	{"http:\\\\a\\b:c\\d@foo.com\\", "http://example.org/foo/bar"},
	{"foo://///////bar.com/", "http://example.org/foo/bar"},
	{"http://[1::2]:3:4", "http://example.org/foo/bar"},
	{"http://[::127.0.0.1]", "http://example.org/foo/bar"},
	{"http://[0:0:0:0:0:0:13.1.68.3]", "http://example.org/foo/bar"},
	{"data:text/html,test#test", "http://example.org/foo/bar"},
	{"file:c:\\foo\\bar.html", "file:///tmp/mock/path"},
	{"  File:c|////foo\\bar.html", "file:///tmp/mock/path"},
	{"\\\\server\\file", "file:///tmp/mock/path"},
	{"file://localhost/test", "file:///tmp/mock/path"},
	{"http://example.com/foo/bar/../ton/../../a", "about:blank"},
	{"http://example.com/foo/%2e%2", "about:blank"},
	{"http://example.com/foo/%2e./%2e%2e/.%2e/%2e.bar", "about:blank"},
	{"http://example.com/foo\t\u0091%91", "about:blank"},
	{"http://example.com/\u4f60\u597d\u4f60\u597d", "about:blank"},
	{"http://www.google.com/foo?bar=baz# \u00bb", "about:blank"},
	{"http://192.0x00A80001", "about:blank"},
	{"http://%25DOMAIN:foobar@foodomain.com/", "about:blank"},
	{"https://foo:443/", "about:blank"},
	{"ftp://foo:21/", "about:blank"},
	{"ws://foo:80/", "about:blank"},
	{"wss://foo:443/", "about:blank"},
	{"http::b@www.example.com", "about:blank"},
	{"http:/:@/www.example.com", "about:blank"},
	{"..", "http://www.example.com/test"},
	{"http://Goo%20 goo%7C|.com", "http://other.com/"},
	{"http://GOO\u00a0\u3000goo.com", "http://other.com/"},
	{"http://www.foo\u3002bar.com", "http://other.com/"},
	{"http://\uff27\uff4f.com", "http://other.com/"},
	{"http://\uff05\uff14\uff11.com", "http://other.com/"},
	{"http://192.168.0.257", "http://other.com/"},
	{"http://\uff10\uff38\uff43\uff10\uff0e\uff10\uff12\uff15\uff10\uff0e\uff10\uff11", "http://other.com/"},
	{"http://[www.google.com]/", ""},
	{"http://host/?'", ""},
	{"notspecial://host/?'", ""},
	{"i", "sc:sd"},
	{"../i", "sc:sd"},
	{"sc://\u00f1.test/", ""},
	{"sc://%/", ""},
	{"sc:\\../", ""},
	{"http://a\x00b/", ""},
	{"http://4294967295", "http://other.com/"},
	{"http://4294967296", "http://other.com/"},
	{"http://0xffffffff", "http://other.com/"},
	{"http://256.256.256.256", "http://other.com/"},
	{"file:///C%3A/", ""},
	{"//d:", "file:///C:/a/b"},
	{"C|", "file://host/dir/file"},
	{"non-spec:/..//path", ""},
	{"blob:https://example.com:443/", ""},
	{"blob:d3958f5c-0777-0845-9dcf-2cb28783acaf", ""},
	{"http://[0:1:0:1:0:1:0:1]", ""},
	{"http://example.org/test?\u2323", ""},
	{"https://@test@test@example:800/", "http://doesnotmatter/"},
	{"http://B\u00fccher.de/", ""},
	{"https://\u4f8b\u3048.\u30c6\u30b9\u30c8", ""},
	{"http://xn--a.com", ""},
	{"http://fa\u00df.ExAmPlE/", ""},
	{"http://[2001:0db8::0001]", ""},
	{"http://0177.0.0.1/", ""},
	{"http://127.1/", ""},
	{"http://1.2.3.09", ""},
	{"mailto:John.Doe@example.com", ""},
	{"javascript:alert(1)", ""},
	{"https://example.com/a/./b/../../c/./d/..", ""},
	{"http://example.com/a^b", ""},
	{"sc:space   ?x", ""},
	{"sc:space #x", ""},
	{"HTTPS://User:Pa%20ss@EXAMPLE.com:443/a/./b/../c\\d?Q=1#F", ""},
	{"wss://h:443/", ""},
	{"ws://h:443/", ""},
	{"../x?y#z", "https://a.b/c/d/e"},
	{"https://ex.com/p?q=a b'c#f g`", ""},
	{"http://[::ffff:192.168.0.1]/", ""},
	{"http://0x7f000001/", ""},
	{"http://münchen.DE/straße", ""},
	{"http://\u2488.com", ""},
	{"http://\u0301a.com", ""},
	{"http://a b/", ""},
	{"not a url", ""},
	{"/relative", ""},
	{"https://", ""},
}
