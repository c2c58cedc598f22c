package mcpgw

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/codemode/codemode/internal/escape"
	"github.com/codemode/codemode/tsdecl"
	"github.com/kljensen/snowball/english"
)

// The search tool ranks every tool of every server together with Okapi
// BM25 (Robertson et al.): a tool is a document of words, and a query
// word found in it scores
//
//	idf(w) · tf(w)·(k1+1) / (tf(w) + k1·(1 − b + b·len/avglen))
//
// with idf(w) = ln(1 + (N − n(w) + 0.5)/(n(w) + 0.5)), N the number of
// tools, n(w) how many contain w, tf(w) how often the tool's document
// has it, len its length in words and avglen the mean length. A tool's
// document is the words of its name and title (counted nameWeight times,
// so that a name outweighs a passing mention), its server's name, its
// description, the names of its arguments, and its annotations (the
// title, and the hints declared true: "read only", "destructive",
// "idempotent", "open world"). Words are split on anything that is not a
// letter or digit and at camelCase humps (create_entities, createEntities
// and create-entities are all "create entities"), lower-cased, stripped of
// common words and stemmed with the Snowball English stemmer (entities and
// entity are one word). A query word that is in no tool's document counts
// prefixMatchWeight for each word of the corpus it begins (three letters
// at least): "dir" finds directory.
const (
	bm25K1            = 1.2
	bm25B             = 0.75
	nameWeight        = 3
	prefixMatchWeight = 0.5
)

// hit is one search result.
type hit struct {
	st    *status
	e     *toolEntry
	score float64
	order int
}

// stopwords are ignored in queries and documents.
var stopwords = map[string]bool{
	"a": true, "an": true, "and": true, "are": true, "as": true, "at": true, "be": true, "by": true,
	"for": true, "from": true, "in": true, "is": true, "it": true, "of": true, "on": true, "or": true,
	"that": true, "the": true, "this": true, "to": true, "with": true, "i": true, "me": true, "my": true,
}

// tokens splits text into stemmed lower-case words: on anything that is
// not a letter or digit, between a lower-case letter or digit and an
// upper-case one (searchNodes is search and nodes), and before the last
// capital of a run followed by a lower-case letter (HTTPServer is HTTP and
// server). Stopwords are dropped.
func tokens(s string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			w := strings.ToLower(string(cur))
			if !stopwords[w] {
				out = append(out, english.Stem(w, false))
			}
			cur = cur[:0]
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush()
			continue
		}
		if unicode.IsUpper(r) && len(cur) > 0 {
			prev := cur[len(cur)-1]
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if unicode.IsLower(prev) || unicode.IsDigit(prev) || unicode.IsUpper(prev) && nextLower {
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return out
}

// hintWords are the words a declared-true hint adds to a tool's document.
var hintWords = map[string]string{
	"readOnlyHint": "read only", "destructiveHint": "destructive", "idempotentHint": "idempotent", "openWorldHint": "open world",
}

// document is the words of one tool, as search indexes it.
func document(st *status, e *toolEntry) []string {
	var doc []string
	name := tokens(e.tool.Name + " " + e.tool.Title)
	for range nameWeight {
		doc = append(doc, name...)
	}
	server := st.name
	if st.provider != st.name {
		server += " " + st.provider
	}
	doc = append(doc, tokens(server)...)
	doc = append(doc, tokens(e.decl.Description)...)
	doc = append(doc, tokens(strings.Join(e.argNames, " "))...)
	h := hintsOf(e.tool.Annotations)
	var ann []string
	if h.Title != "" {
		ann = append(ann, h.Title)
	}
	for _, n := range h.Declared {
		if h.value(n) {
			ann = append(ann, hintWords[n])
		}
	}
	return append(doc, tokens(strings.Join(ann, " "))...)
}

// rank scores every tool of every server against the query with BM25 (see
// above), best first, ties in catalog order (server by server, each
// server's tools as it lists them). Tools scoring 0 are left out; an empty
// query keeps every tool in catalog order.
func rank(sts []status, query string) []hit {
	var all []hit
	var docs []map[string]float64
	var lens []float64
	df := map[string]int{}
	total := 0.0
	for i := range sts {
		st := &sts[i]
		for _, e := range st.tools {
			all = append(all, hit{st: st, e: e, order: len(all)})
			words := document(st, e)
			tf := map[string]float64{}
			for _, w := range words {
				if tf[w] == 0 {
					df[w]++
				}
				tf[w]++
			}
			docs = append(docs, tf)
			lens = append(lens, float64(len(words)))
			total += float64(len(words))
		}
	}
	q := tokens(query)
	if len(q) == 0 {
		return all
	}
	// The query's terms: its words, each once, and for a word no tool has,
	// the words of the corpus it begins.
	type term struct {
		w      string
		weight float64
	}
	var terms []term
	seen := map[string]bool{}
	add := func(w string, weight float64) {
		if !seen[w] {
			seen[w] = true
			terms = append(terms, term{w, weight})
		}
	}
	var vocab []string
	for w := range df {
		vocab = append(vocab, w)
	}
	sort.Strings(vocab)
	for _, w := range q {
		if df[w] > 0 || len([]rune(w)) < 3 {
			add(w, 1)
			continue
		}
		for _, v := range vocab {
			if strings.HasPrefix(v, w) {
				add(v, prefixMatchWeight)
			}
		}
	}
	n := float64(len(all))
	avg := total / max(n, 1)
	var hits []hit
	for i, h := range all {
		score := 0.0
		for _, t := range terms {
			f := docs[i][t.w]
			if f == 0 {
				continue
			}
			nw := float64(df[t.w])
			idf := math.Log(1 + (n-nw+0.5)/(nw+0.5))
			score += t.weight * idf * f * (bm25K1 + 1) / (f + bm25K1*(1-bm25B+bm25B*lens[i]/max(avg, 1)))
		}
		if score > 0 {
			h.score = score
			hits = append(hits, h)
		}
	}
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].score != hits[j].score {
			return hits[i].score > hits[j].score
		}
		return hits[i].order < hits[j].order
	})
	return hits
}

// searchMatch is one tool in the search tool's structured answer.
type searchMatch struct {
	Server      string `json:"server"`
	Provider    string `json:"provider"`
	Tool        string `json:"tool"`
	Call        string `json:"call"`
	RunCodeName string `json:"runCodeName,omitempty"`
	Description string `json:"description,omitempty"`
	// Annotations are the tool's hints with MCP's defaults spelled out,
	// as a program reads them (see toolHints).
	Annotations toolHints `json:"annotations"`
}

// searchResult is the search tool's structured answer.
type searchResult struct {
	Matches []searchMatch `json:"matches"`
	Total   int           `json:"total"`
	Shown   int           `json:"shown"`
}

// search answers a query: the best matches in rank order, at most limit of
// them (0: no limit), as declarations that fit within maxBytes, a run of
// matches of one server in one declaration; then a line saying how many
// more matched and how to see them, and a note for each server that is
// down. runCode, when CodeAct is on, reports whether run_code's tools.call
// takes a tool's name: those declarations get a @runCode tag. The text and
// the matches' texts are escaped (internal/escape).
func search(sts []status, query string, limit, maxBytes int, runCode func(string) bool) (string, searchResult) {
	text, res := searchText(sts, query, limit, maxBytes, runCode)
	for i, m := range res.Matches {
		m.Server, m.Tool, m.Call, m.RunCodeName = escape.Line(m.Server), escape.Line(m.Tool), escape.Line(m.Call), escape.Line(m.RunCodeName)
		m.Description = escape.Text(m.Description, "")
		m.Annotations.Title = escape.Line(m.Annotations.Title)
		res.Matches[i] = m
	}
	return escape.Text(text, ""), res
}

// runCodeCall is how a run_code program calls a tool.
func runCodeCall(name string) string {
	return "tools.call(" + jsString(name) + ", input)"
}

// jsString is s as a JavaScript string literal (JSON's, which JavaScript
// reads the same).
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// searchDeclaration is a tool's declaration in a search answer: with a
// @runCode tag when run_code can call it.
func searchDeclaration(e *toolEntry, runCode func(string) bool) tsdecl.Tool {
	d := e.declaration()
	if runCode != nil && runCode(e.tool.Name) {
		d.Tags = append(append([]string(nil), d.Tags...), "@runCode "+runCodeCall(e.tool.Name))
	}
	return d
}

// renderRun renders a run of one server's matches as its declaration.
func renderRun(provider string, entries []*toolEntry, runCode func(string) bool) string {
	decls := make([]tsdecl.Tool, len(entries))
	for i, e := range entries {
		decls[i] = searchDeclaration(e, runCode)
	}
	return escape.Text(tsdecl.Provider(provider, decls, tsdecl.Options{}), "")
}

// maxHintNames is how many of the matches left out the hint names.
const maxHintNames = 5

func searchText(sts []status, query string, limit, maxBytes int, runCode func(string) bool) (string, searchResult) {
	hits := rank(sts, query)
	total := 0
	for _, st := range sts {
		total += len(st.tools)
	}
	res := searchResult{Matches: []searchMatch{}, Total: len(hits)}
	var b strings.Builder
	q := strings.TrimSpace(query)
	if len(hits) == 0 {
		if q == "" {
			b.WriteString("No tools are available yet.\n")
		} else {
			fmt.Fprintf(&b, "No tool matches %q. Servers: %s. Search with other words, or with an empty query to list every tool.\n", q, serverList(sts))
		}
		writeDown(&b, sts)
		return b.String(), res
	}

	// Take hits in rank order while they fit.
	var shown []hit
	size := 0
	cutBySize := false
	for _, h := range hits {
		if limit > 0 && len(shown) >= limit {
			break
		}
		n := len(renderRun(h.st.provider, []*toolEntry{h.e}, runCode))
		if len(shown) > 0 && size+n > maxBytes {
			cutBySize = true
			break
		}
		size += n
		shown = append(shown, h)
	}
	rest := hits[len(shown):]

	if q == "" {
		fmt.Fprintf(&b, "// All %d tools", len(hits))
		if len(rest) > 0 {
			fmt.Fprintf(&b, "; the first %d are shown", len(shown))
		}
	} else {
		fmt.Fprintf(&b, "// Tools matching %q: %d of %d, best first", q, len(hits), total)
		if len(rest) > 0 {
			fmt.Fprintf(&b, "; %d shown", len(shown))
		}
	}
	first := shown[0]
	b.WriteString(". Call them in execute as declared, e.g. " + callName(first.st.provider, first.e.tool.Name) + "({ ... })")
	if runCode != nil {
		b.WriteString(", or in run_code as @runCode says")
	}
	b.WriteString("; a program reads @annotations with await " + first.st.provider + "." + annotationsLookup + "(" + jsString(first.e.tool.Name) + ").\n")

	// Runs of one server's hits, in rank order.
	for i := 0; i < len(shown); {
		j := i
		var run []*toolEntry
		for ; j < len(shown) && shown[j].st == shown[i].st; j++ {
			run = append(run, shown[j].e)
		}
		b.WriteString(renderRun(shown[i].st.provider, run, runCode))
		i = j
	}
	for _, h := range shown {
		m := searchMatch{
			Server: h.st.name, Provider: h.st.provider, Tool: h.e.tool.Name,
			Call: callName(h.st.provider, h.e.tool.Name), Description: h.e.decl.Description,
			Annotations: hintsOf(h.e.tool.Annotations),
		}
		if runCode != nil && runCode(h.e.tool.Name) {
			m.RunCodeName = h.e.tool.Name
		}
		res.Matches = append(res.Matches, m)
	}
	res.Shown = len(shown)
	if len(rest) > 0 {
		b.WriteString(moreHint(rest, len(hits), cutBySize, maxBytes))
	}
	writeDown(&b, sts)
	return b.String(), res
}

// moreHint is the one line after the declarations that says how many
// more tools matched, names the next few, and how to see them: a larger
// limit, or (when the declarations filled the answer) narrower words.
func moreHint(rest []hit, matched int, cutBySize bool, maxBytes int) string {
	names := make([]string, 0, maxHintNames+1)
	for i, h := range rest {
		if i == maxHintNames {
			names = append(names, "…")
			break
		}
		names = append(names, callName(h.st.provider, h.e.tool.Name))
	}
	more := "1 more tool matches"
	if len(rest) > 1 {
		more = fmt.Sprintf("%d more tools match", len(rest))
	}
	if cutBySize {
		return fmt.Sprintf("// %s (%s), past the answer's %d bytes of declarations: search with narrower words to see them.\n",
			more, strings.Join(names, ", "), maxBytes)
	}
	return fmt.Sprintf("// %s (%s): search again with \"limit\": %d to see them.\n", more, strings.Join(names, ", "), min(matched, maxSearchLimit))
}

// writeDown notes the servers that are down.
func writeDown(b *strings.Builder, sts []status) {
	for _, st := range sts {
		if !st.up && st.lastErr != "" {
			fmt.Fprintf(b, "// MCP server %q is unavailable (%s); calls to it start it again.\n", st.name, st.lastErr)
		}
	}
}

// runCodeNames reports, when CodeAct is on, which tool names run_code's
// tools.call takes (its catalog's allowlist); nil when CodeAct is off.
func (g *Gateway) runCodeNames() func(string) bool {
	w := g.ws.Load()
	if w == nil {
		return nil
	}
	gen := w.gen.Load()
	if gen == nil || !gen.enabled || gen.ca == nil {
		return nil
	}
	return gen.ca.Prepare("").Allows
}
