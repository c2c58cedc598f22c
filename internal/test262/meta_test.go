package test262

// meta_test.go reads a test's frontmatter, the YAML between /*--- and ---*/,
// for the keys that decide how it runs. It reads the subset of YAML test262
// uses: a top-level key per line, a flow list ([a, b], possibly over several
// lines), a block list (lines "- a"), a mapping one level deep (negative's
// phase and type), and block scalars (description, info), which it skips.

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// meta is what a test's frontmatter says.
type meta struct {
	includes []string
	flags    map[string]bool
	features []string
	// negative.phase and negative.type, or "".
	negPhase, negType string
}

func parseMeta(src string) (meta, error) {
	m := meta{flags: map[string]bool{}}
	start := strings.Index(src, "/*---")
	if start < 0 {
		return m, fmt.Errorf("no frontmatter")
	}
	end := strings.Index(src[start:], "---*/")
	if end < 0 {
		return m, fmt.Errorf("frontmatter not closed")
	}
	lines := strings.Split(strings.ReplaceAll(src[start+len("/*---"):start+end], "\r\n", "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		key, rest, ok := topLevelKey(lines[i])
		if !ok {
			continue
		}
		// The key's value: the rest of its line and the indented (or
		// blank) lines after it.
		var body []string
		for i+1 < len(lines) {
			if _, _, ok := topLevelKey(lines[i+1]); ok {
				break
			}
			i++
			body = append(body, lines[i])
		}
		switch key {
		case "includes":
			m.includes = parseList(rest, body)
		case "features":
			m.features = parseList(rest, body)
		case "flags":
			for _, f := range parseList(rest, body) {
				m.flags[f] = true
			}
		case "negative":
			for _, l := range body {
				k, v, ok := strings.Cut(strings.TrimSpace(l), ":")
				if !ok {
					continue
				}
				switch strings.TrimSpace(k) {
				case "phase":
					m.negPhase = strings.TrimSpace(v)
				case "type":
					m.negType = strings.TrimSpace(v)
				}
			}
			if m.negPhase == "" || m.negType == "" {
				return m, fmt.Errorf("negative without phase and type")
			}
		}
	}
	return m, nil
}

// topLevelKey splits a line "key: rest" that starts in the first column.
func topLevelKey(line string) (key, rest string, ok bool) {
	if line == "" || line[0] == ' ' || line[0] == '\t' || line[0] == '-' || line[0] == '#' {
		return "", "", false
	}
	key, rest, ok = strings.Cut(line, ":")
	if !ok || strings.ContainsAny(key, " \t") {
		return "", "", false
	}
	return key, strings.TrimSpace(rest), true
}

// parseList reads a flow list ("[a, b]", which may go on in body) or a
// block list (body lines "- a").
func parseList(rest string, body []string) []string {
	var out []string
	add := func(s string) {
		s = strings.Trim(strings.TrimSpace(s), `"'`)
		if s != "" {
			out = append(out, s)
		}
	}
	if strings.HasPrefix(rest, "[") {
		flow := rest
		for _, l := range body {
			if strings.Contains(flow, "]") {
				break
			}
			flow += " " + strings.TrimSpace(l)
		}
		flow = strings.TrimPrefix(flow, "[")
		flow, _, _ = strings.Cut(flow, "]")
		for _, s := range strings.Split(flow, ",") {
			add(s)
		}
		return out
	}
	if rest != "" {
		add(rest)
		return out
	}
	for _, l := range body {
		if s, ok := strings.CutPrefix(strings.TrimSpace(l), "- "); ok {
			add(s)
		}
	}
	return out
}

func TestParseMeta(t *testing.T) {
	src := `// Copyright
/*---
esid: sec-x
description: |
    Several lines: with colons,
    flags: [notAKey]

info: >
    more
includes: [propertyHelper.js, compareArray.js]
flags: [async, onlyStrict]
features:
  - Symbol
  - "TypedArray"
negative:
  phase: parse
  type: SyntaxError
---*/
$DONOTEVALUATE();
`
	m, err := parseMeta(src)
	if err != nil {
		t.Fatal(err)
	}
	want := meta{
		includes: []string{"propertyHelper.js", "compareArray.js"},
		flags:    map[string]bool{"async": true, "onlyStrict": true},
		features: []string{"Symbol", "TypedArray"},
		negPhase: "parse",
		negType:  "SyntaxError",
	}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("got %+v, want %+v", m, want)
	}
	m, err = parseMeta("/*---\nflags: [a,\n  b]\nincludes: []\n---*/")
	if err != nil || !reflect.DeepEqual(m.flags, map[string]bool{"a": true, "b": true}) || len(m.includes) != 0 {
		t.Errorf("a flow list over two lines: got %+v, %v", m, err)
	}
	if _, err := parseMeta("no frontmatter"); err == nil {
		t.Error("a test without frontmatter was read")
	}
}
