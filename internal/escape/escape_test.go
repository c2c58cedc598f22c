package escape

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// class is one character the package must escape, with its escape.
type class struct {
	raw, want string
}

// classes enumerates every character the package escapes besides newline:
// each C0 control but tab, DEL, each C1 control, each bidirectional and
// line-breaking format character, and invalid UTF-8 of several shapes.
func classes() []class {
	var out []class
	for c := 0; c < 0x20; c++ {
		if c == '\t' || c == '\n' {
			continue
		}
		want := fmt.Sprintf(`\x%02x`, c)
		if c == '\r' {
			want = `\r`
		}
		out = append(out, class{string(rune(c)), want})
	}
	out = append(out, class{"\x7f", `\x7f`})
	for r := rune(0x80); r <= 0x9f; r++ {
		out = append(out, class{string(r), fmt.Sprintf(`\u%04x`, r)})
	}
	for _, r := range []rune{0x061c, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069} {
		out = append(out, class{string(r), fmt.Sprintf(`\u%04x`, r)})
	}
	out = append(out,
		class{"\xff", `\xff`},
		class{"\x80", `\x80`},
		class{"\xc0\xaf", `\xc0\xaf`},
		class{"\xe2\x80", `\xe2\x80`},
		class{"\xed\xa0\x80", `\xed\xa0\x80`}, // a lone surrogate, as WTF-8 writes it
	)
	return out
}

// clean reports the first character of s that must not reach a sink raw,
// allowing newlines when lines.
func clean(s string, lines bool) error {
	for i, r := range s {
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") {
			return fmt.Errorf("invalid UTF-8 at %d in %q", i, s)
		}
		if r == '\n' && lines {
			continue
		}
		if Special(r) {
			return fmt.Errorf("raw %U at %d in %q", r, i, s)
		}
	}
	return nil
}

func TestEveryClass(t *testing.T) {
	n := 0
	for _, c := range classes() {
		in := "a" + c.raw + "b"
		for name, got := range map[string]string{"Line": Line(in), "Text": Text(in, "  ")} {
			n++
			if want := "a" + c.want + "b"; got != want {
				t.Errorf("%s(%q) = %q, want %q", name, in, got, want)
			}
			if err := clean(got, name == "Text"); err != nil {
				t.Error(name, err)
			}
		}
	}
	t.Logf("%d classes, %d checks", len(classes()), n)
}

func TestNewlines(t *testing.T) {
	in := "first\n[error] forged\r\nthird\n"
	if got, want := Line(in), `first\n[error] forged\r\nthird\n`; got != want {
		t.Errorf("Line = %q, want %q", got, want)
	}
	if got, want := Text(in, "  "), "first\n  [error] forged\\r\n  third\n  "; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
	// The fast path (nothing to escape but newlines) indents the same way.
	if got, want := Text("a\nb", "| "), "a\n| b"; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
	if got := Text("a\nb", ""); got != "a\nb" {
		t.Errorf("Text without indent = %q", got)
	}
}

func TestOrdinaryTextUnchanged(t *testing.T) {
	for _, s := range []string{
		"", "plain ASCII, with\ttabs and punctuation: {}[]\\/'\"~",
		"Grüße, 日本語, العربية, עברית, Ελληνικά",
		"emoji 👍🏽 👨‍👩‍👧 🏳️‍🌈 ❤️", // skin tone, zero-width joiners, variation selectors
		"\u00a0non-breaking\u00a0spaces and \u00ad soft hyphen",
		`an escape already written out: \x1b[2J \u202e`,
	} {
		if got := Line(s); got != s {
			t.Errorf("Line(%q) = %q", s, got)
		}
		if got := Text(s, "  "); got != s {
			t.Errorf("Text(%q) = %q", s, got)
		}
		if got := string(JSON([]byte(s))); got != s {
			t.Errorf("JSON(%q) = %q", s, got)
		}
	}
}

// TestJSONKeepsTheValue: every class inside a JSON string, as encoding/json
// writes it, comes out as an escape that decodes to the same string.
func TestJSONKeepsTheValue(t *testing.T) {
	for _, c := range classes() {
		value := "a" + c.raw + "b\n\tc"
		b, _ := json.Marshal(value)
		got := JSON(b)
		if err := clean(string(got), false); err != nil {
			t.Error(err)
		}
		var back string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("JSON(%s) = %s: not JSON: %v", b, got, err)
		}
		want := strings.ToValidUTF8(value, "\uFFFD")
		if !utf8.ValidString(value) {
			want = string([]rune(value)) // encoding/json replaces each invalid byte
		}
		if back != want {
			t.Errorf("JSON(%s) = %s decodes to %q, want %q", b, got, back, want)
		}
		if again := JSON(got); string(again) != string(got) {
			t.Errorf("JSON escaped twice: %s then %s", got, again)
		}
	}
	// Raw controls and invalid UTF-8 outside what encoding/json writes.
	if got, want := string(JSON([]byte("\"\x1b\x7f\xff\u202e\"\n"))), `"\u001b\u007f\ufffd\u202e"`+"\n"; got != want {
		t.Errorf("JSON = %q, want %q", got, want)
	}
	// Indented JSON keeps its layout.
	b, _ := json.MarshalIndent(map[string]string{"k": "\u202e"}, "", "  ")
	if got, want := string(JSON(b)), "{\n  \"k\": \"\\u202e\"\n}"; got != want {
		t.Errorf("JSON = %q, want %q", got, want)
	}
}

// TestNoAllocationWhenClean pins the fast path: text with nothing to
// escape is returned as it is.
func TestNoAllocationWhenClean(t *testing.T) {
	s := strings.Repeat("plain log line with ünïcödé 👍 ", 20)
	b := []byte(s)
	if n := testing.AllocsPerRun(100, func() { Line(s); Text(s, "  "); JSON(b) }); n != 0 {
		t.Fatalf("%v allocations for clean text", n)
	}
}

func BenchmarkLine(b *testing.B) {
	for _, bc := range []struct{ name, s string }{
		{"ascii", strings.Repeat("console.log output, plain ASCII 0123456789 ", 25)},
		{"unicode", strings.Repeat("Grüße 日本語 👍🏽 ", 40)},
		{"escapes", strings.Repeat("a\x1b[2Jb\u202ec\r", 100)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.s)))
			for b.Loop() {
				Line(bc.s)
			}
		})
	}
}
