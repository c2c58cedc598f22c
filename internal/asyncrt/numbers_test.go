package asyncrt

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The engine reads a decimal integer of up to nine digits without its general
// conversion (third_party/libquickjs.md). Every reader of digits — the
// tokenizer, Number, parseInt, parseFloat, JSON.parse, BigInt — must give what
// the general conversion gives, for those digits alone and followed by each
// character that continues or ends a number: checked here against the values
// the digits mean, for lengths on both sides of the ninth digit.
func TestDecimalIntegersReadAsBefore(t *testing.T) {
	digits := []string{"1", "7", "9", "10", "99", "100", "123456789", "999999999", "1000000000", "2147483647", "2147483648", "4294967296", "9007199254740993"}
	r := rand.New(rand.NewPCG(1, 2))
	for len(digits) < 200 {
		n := 1 + r.IntN(12)
		b := []byte{byte('1' + r.IntN(9))}
		for len(b) < n {
			b = append(b, byte('0'+r.IntN(10)))
		}
		digits = append(digits, string(b))
	}
	var list strings.Builder
	for i, d := range digits {
		if i > 0 {
			list.WriteString(",")
		}
		list.WriteString(strconv.Quote(d))
	}
	code := `async () => {
  const bad = [];
  const check = (what, got, want) => { if (!Object.is(got, want)) bad.push(what + ': ' + String(got) + ' !== ' + String(want)); };
  const syntaxError = (src) => { try { (0, eval)(src); return false } catch (e) { return e instanceof SyntaxError } };
  for (const d of [` + list.String() + `]) {
    const n = +('0' + d);            // '0' first: never the short path
    const big = BigInt('0' + d);
    check(d + ' literal', (0, eval)(d), n);
    check(d + ' Number', Number(d), n);
    check(d + ' parseInt', parseInt(d), n);
    check(d + ' parseInt radix 10', parseInt(d, 10), n);
    check(d + ' parseFloat', parseFloat(d), n);
    check(d + ' JSON', JSON.parse(d), n);
    check(d + ' BigInt', BigInt(d), big);
    check(d + 'n literal', (0, eval)(d + 'n'), big);
    check(d + '.5 literal', (0, eval)(d + '.5'), +('0' + d + '.5'));
    check(d + '.5 Number', Number(d + '.5'), +('0' + d + '.5'));
    check(d + 'e2 literal', (0, eval)(d + 'e2'), +('0' + d + 'e2'));
    check(d + 'E-1 Number', Number(d + 'E-1'), +('0' + d + 'E-1'));
    check(d + '_0 literal', (0, eval)(d + '_0'), +('0' + d + '0'));
    check(d + '_0 Number', Number(d + '_0'), NaN);
    check(d + 'x Number', Number(d + 'x'), NaN);
    check(d + 'x parseInt', parseInt(d + 'x'), n);
    check(d + ' parseFloat with text after', parseFloat(d + 'abc'), n);
    check(d + ' with spaces', Number(' ' + d + ' '), n);
    check(d + ' negative', Number('-' + d), -n);
    check(d + ' in an expression', (0, eval)(d + '+1'), n + 1);
    check(d + ' as a key', Object.keys((0, eval)('({' + d + ': 1})'))[0], String(n));
    check(d + ' member', (0, eval)(d + ' .toString()'), String(n));
    check(d + 'a literal', syntaxError(d + 'a'), true);
    check(d + ' parseInt radix 16', parseInt(d, 16), parseInt('0' + d, 16));
  }
  return bad;
}`
	s, err := New()
	if err != nil {
		t.Fatal(err)
	}
	lim := phaseLimits
	lim.Timeout = 20 * time.Second
	res := s.Run(context.Background(), &Request{Code: code, Limits: lim})
	if res.Failure != nil {
		t.Fatalf("%s: %s", res.Failure.Kind, res.Failure.Message)
	}
	if res.Value != "[]" {
		t.Errorf("readings that differ: %s", res.Value)
	}
}
