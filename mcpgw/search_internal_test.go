package mcpgw

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// search finds a tool by the name of one of its arguments.
func TestSearchIndexesArgumentNames(t *testing.T) {
	e := newToolEntry(&mcp.Tool{Name: "fetch", Description: "Fetches a thing.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"repositoryOwner":{"type":"string"}}}`)})
	other := newToolEntry(&mcp.Tool{Name: "other", Description: "Something else.", InputSchema: json.RawMessage(`{"type":"object"}`)})
	sts := []status{{name: "gh", provider: "gh", tools: []*toolEntry{e, other}, listed: true, up: true}}
	for _, q := range []string{"repository owner", "repository", "repo"} {
		hits := rank(sts, q)
		if len(hits) != 1 || hits[0].e != e {
			t.Fatalf("%q: %d hits", q, len(hits))
		}
	}
}

// Names split into words the same way whatever their case convention;
// words are stemmed, stopwords dropped.
func TestTokens(t *testing.T) {
	for in, want := range map[string][]string{
		"create_entities":      {"creat", "entiti"},
		"createEntities":       {"creat", "entiti"},
		"create-entities":      {"creat", "entiti"},
		"CreateEntity":         {"creat", "entiti"},
		"getHTTPServer":        {"get", "http", "server"},
		"read_file2Text":       {"read", "file2", "text"},
		"list the directories": {"list", "directori"},
		"":                     nil,
	} {
		if got := tokens(in); !reflect.DeepEqual(got, want) {
			t.Errorf("tokens(%q) = %q, want %q", in, got, want)
		}
	}
}

// The scores are Okapi BM25's with k1 = 1.2 and b = 0.75, computed here
// from the formula for a corpus of three one-field documents.
func TestBM25Scores(t *testing.T) {
	mk := func(name string) *toolEntry {
		return newToolEntry(&mcp.Tool{Name: name, InputSchema: map[string]any{"type": "object"}})
	}
	// Documents (name words count three times; the server's name "s" once):
	// alpha: alpha×3 s (4 words), alpha_beta: alpha×3 beta×3 s (7), gamma: gamma×3 s (4).
	sts := []status{{name: "s", provider: "s", listed: true, tools: []*toolEntry{mk("alpha"), mk("alpha_beta"), mk("gamma")}}}
	hits := rank(sts, "alpha")
	avg := (4.0 + 7 + 4) / 3
	idf := math.Log(1 + (3-2+0.5)/(2+0.5))
	score := func(tf, length float64) float64 { return idf * tf * 2.2 / (tf + 1.2*(0.25+0.75*length/avg)) }
	if len(hits) != 2 || hits[0].e.tool.Name != "alpha" || math.Abs(hits[0].score-score(3, 4)) > 1e-9 || math.Abs(hits[1].score-score(3, 7)) > 1e-9 {
		t.Fatalf("hits %+v, want %v and %v", hits, score(3, 4), score(3, 7))
	}
}

// A tool's annotations are spelled out for every combination a server can
// send: each hint its declared value or MCP's default, declared naming
// exactly the hints known to be declared, and the JSDoc tag marking a
// default true as MCP's default.
func TestHintsEveryCombination(t *testing.T) {
	bools := []*bool{nil, new(bool), ptr(true)}
	n := 0
	check := func(a *mcp.ToolAnnotations) {
		n++
		h := hintsOf(a)
		want := map[string]bool{"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}
		declared := []string{}
		if a != nil {
			if a.ReadOnlyHint {
				want["readOnlyHint"] = true
				declared = append(declared, "readOnlyHint")
			}
			if a.DestructiveHint != nil {
				want["destructiveHint"] = *a.DestructiveHint
				declared = append(declared, "destructiveHint")
			}
			if a.IdempotentHint {
				want["idempotentHint"] = true
				declared = append(declared, "idempotentHint")
			}
			if a.OpenWorldHint != nil {
				want["openWorldHint"] = *a.OpenWorldHint
				declared = append(declared, "openWorldHint")
			}
		}
		var parts []string
		for _, name := range hintNames {
			if h.value(name) != want[name] {
				t.Errorf("%+v: %s = %v", a, name, h.value(name))
			}
			part := fmt.Sprintf("%s: %v", name, want[name])
			if want[name] && !h.declared(name) && (name == "destructiveHint" || name == "openWorldHint") {
				part += " (MCP default)"
			}
			parts = append(parts, part)
		}
		if !reflect.DeepEqual(h.Declared, declared) {
			t.Errorf("%+v: declared %v, want %v", a, h.Declared, declared)
		}
		if got, want := h.tag(), "@annotations "+strings.Join(parts, ", "); got != want {
			t.Errorf("%+v: tag %q, want %q", a, got, want)
		}
		// What a program reads: JSON with every hint and declared.
		b, _ := json.Marshal(h)
		var m map[string]any
		json.Unmarshal(b, &m)
		for _, name := range hintNames {
			if m[name] != want[name] {
				t.Errorf("%+v: JSON %s", a, b)
			}
		}
		if _, ok := m["declared"].([]any); !ok {
			t.Errorf("%+v: JSON %s has no declared list", a, b)
		}
	}
	check(nil)
	for _, ro := range []bool{false, true} {
		for _, d := range bools {
			for _, id := range []bool{false, true} {
				for _, ow := range bools {
					check(&mcp.ToolAnnotations{ReadOnlyHint: ro, DestructiveHint: d, IdempotentHint: id, OpenWorldHint: ow})
				}
			}
		}
	}
	if n != 37 {
		t.Fatalf("%d combinations", n)
	}
}

// A query shows the best few in rank order across servers and one line
// that counts the rest, names the next ones and says how to see them.
func TestSearchLimitAndHint(t *testing.T) {
	var tools []*toolEntry
	for i := range 8 {
		tools = append(tools, newToolEntry(&mcp.Tool{Name: fmt.Sprintf("item_%d", i), Description: "Handles an item.", InputSchema: map[string]any{"type": "object"}}))
	}
	sts := []status{
		{name: "a", provider: "a", listed: true, up: true, tools: tools[:4]},
		{name: "b", provider: "b", listed: true, up: true, tools: tools[4:]},
	}
	text, res := search(sts, "item", defaultSearchLimit, 1<<14, func(name string) bool { return name != "item_0" })
	if res.Total != 8 || res.Shown != 5 || len(res.Matches) != 5 {
		t.Fatalf("%+v", res)
	}
	if res.Matches[0].RunCodeName != "" || res.Matches[1].RunCodeName != "item_1" {
		t.Fatalf("run_code names: %+v", res.Matches)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if last := lines[len(lines)-1]; last != `// 3 more tools match (b.item_5, b.item_6, b.item_7): search again with "limit": 8 to see them.` {
		t.Fatalf("hint %q\n%s", last, text)
	}
	if !strings.HasPrefix(text, `// Tools matching "item": 8 of 8, best first; 5 shown. Call them in execute as declared, e.g. a.item_0({ ... }), or in run_code as @runCode says;`) ||
		!strings.Contains(text, "   * @runCode tools.call(\"item_1\", input)\n") || strings.Contains(text, `tools.call("item_0"`) {
		t.Fatalf("%s", text)
	}
	// Hits of one server in a row share a declaration; the order is the rank's.
	if strings.Count(text, "declare const a: {") != 1 || strings.Count(text, "declare const b: {") != 1 {
		t.Fatalf("%s", text)
	}
	// Without CodeAct, no run_code names.
	text, res = search(sts, "item", 20, 1<<14, nil)
	if res.Shown != 8 || strings.Contains(text, "@runCode") || strings.Contains(text, "more tools match") || res.Matches[1].RunCodeName != "" {
		t.Fatalf("%+v\n%s", res, text)
	}
	// Cut by size: the hint says to narrow the words.
	text, res = search(sts, "item", 20, 10, nil)
	if res.Shown != 1 || !strings.HasSuffix(text, "// 7 more tools match (a.item_1, a.item_2, a.item_3, b.item_4, b.item_5, …), past the answer's 10 bytes of declarations: search with narrower words to see them.\n") {
		t.Fatalf("%+v\n%s", res, text)
	}
}
