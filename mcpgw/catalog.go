package mcpgw

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/codemode/codemode/internal/escape"
	"github.com/codemode/codemode/tsdecl"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// declarations renders the TypeScript declarations of every known tool, one
// `declare const` per server, in server order. A server whose tools are not
// known (it has never started) gets a comment instead. What the servers
// wrote (names, descriptions, schemas) is escaped (internal/escape): a
// control character becomes an escape such as \u202e, which reads the
// same in a comment and means the same character in a string literal.
func declarations(sts []status) string {
	var parts []string
	for _, st := range sts {
		if !st.listed {
			parts = append(parts, fmt.Sprintf("// MCP server %q (%s) is unavailable; its tools are not known yet.\n", st.name, st.provider))
			continue
		}
		parts = append(parts, renderProvider(st.provider, st.tools)+taskNote(st))
	}
	return escape.Text(strings.Join(parts, "\n"), "")
}

// taskNote says which tools of a server are left out because they can only
// be called as MCP tasks.
func taskNote(st status) string {
	if len(st.taskOnly) == 0 {
		return ""
	}
	quoted := make([]string, len(st.taskOnly))
	for i, n := range st.taskOnly {
		quoted[i] = fmt.Sprintf("%q", n)
	}
	return fmt.Sprintf("// Not listed: %s of MCP server %q, which can only be called as MCP tasks; the gateway does not make task calls.\n",
		strings.Join(quoted, ", "), st.name)
}

// renderProvider renders one server's tools as a namespace declaration,
// escaped (internal/escape).
func renderProvider(provider string, tools []*toolEntry) string {
	decls := make([]tsdecl.Tool, len(tools))
	for i, e := range tools {
		decls[i] = e.declaration()
	}
	return escape.Text(tsdecl.Provider(provider, decls, tsdecl.Options{}), "")
}

// hit is one search result.
type hit struct {
	st    *status
	e     *toolEntry
	score float64
	order int
}

// stopwords are ignored in queries and descriptions.
var stopwords = map[string]bool{
	"a": true, "an": true, "and": true, "are": true, "as": true, "at": true, "be": true, "by": true,
	"for": true, "from": true, "in": true, "is": true, "it": true, "of": true, "on": true, "or": true,
	"that": true, "the": true, "this": true, "to": true, "with": true, "i": true, "me": true, "my": true,
}

// tokens splits text into lower-case words: on anything that is not a
// letter or digit, and between a lower-case letter and an upper-case one
// (searchNodes is search and nodes). A trailing plural s is dropped.
func tokens(s string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			w := stem(strings.ToLower(string(cur)))
			if !stopwords[w] {
				out = append(out, w)
			}
			cur = cur[:0]
		}
	}
	var prev rune
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if unicode.IsUpper(r) && unicode.IsLower(prev) {
				flush()
			}
			cur = append(cur, r)
		default:
			flush()
		}
		prev = r
	}
	flush()
	return out
}

func stem(w string) string {
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return w[:len(w)-1]
	}
	return w
}

// matchScore scores one query word against a field's words: 1 for an exact
// word, 0.6 when one is a prefix of the other (three letters at least), 0
// otherwise.
func matchScore(q string, words []string) float64 {
	best := 0.0
	for _, w := range words {
		switch {
		case w == q:
			return 1
		case len(q) >= 3 && len(w) >= 3 && (strings.HasPrefix(w, q) || strings.HasPrefix(q, w)):
			best = 0.6
		}
	}
	return best
}

// The weights of the fields a query word can match.
const (
	weightName     = 6
	weightProvider = 3
	weightDesc     = 1
)

// rank scores every tool against the query: for each query word, the best
// match in the tool's name counts 6, in its server's name 3, in its
// description 1; the sum is scaled by the share of query words that matched
// at all, and a name equal to the whole query gets 10 more. Tools scoring 0
// are left out; an empty query keeps every tool in catalog order.
func rank(sts []status, query string) []hit {
	q := tokens(query)
	var hits []hit
	order := 0
	for i := range sts {
		st := &sts[i]
		prov := tokens(st.name + " " + st.provider)
		for _, e := range st.tools {
			order++
			if len(q) == 0 {
				hits = append(hits, hit{st, e, 1, order})
				continue
			}
			name := tokens(e.tool.Name + " " + e.tool.Title)
			desc := tokens(e.decl.Description + " " + strings.Join(e.argNames, " "))
			score, matched := 0.0, 0
			for _, w := range q {
				s := weightName*matchScore(w, name) + weightProvider*matchScore(w, prov) + weightDesc*matchScore(w, desc)
				if s > 0 {
					matched++
				}
				score += s
			}
			if score == 0 {
				continue
			}
			score *= float64(matched) / float64(len(q))
			if strings.Join(tokens(e.tool.Name), " ") == strings.Join(q, " ") {
				score += 10
			}
			hits = append(hits, hit{st, e, score, order})
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
	Description string `json:"description,omitempty"`
	// Annotations are the tool's hints as the server gave them.
	Annotations *mcp.ToolAnnotations `json:"annotations,omitempty"`
}

// searchResult is the search tool's structured answer.
type searchResult struct {
	Matches []searchMatch `json:"matches"`
	Total   int           `json:"total"`
	Shown   int           `json:"shown"`
}

// search answers a query: the best matches, at most limit of them, as
// declarations grouped by server (servers ordered by their best match)
// that fit within maxBytes; then the names of matches left out, and a note
// for each server that is down. The text and the matches' texts are
// escaped (internal/escape).
func search(sts []status, query string, limit, maxBytes int) (string, searchResult) {
	text, res := searchText(sts, query, limit, maxBytes)
	for i, m := range res.Matches {
		m.Server, m.Tool, m.Call = escape.Line(m.Server), escape.Line(m.Tool), escape.Line(m.Call)
		m.Description = escape.Text(m.Description, "")
		if m.Annotations != nil && m.Annotations.Title != "" {
			a := *m.Annotations
			a.Title = escape.Line(a.Title)
			m.Annotations = &a
		}
		res.Matches[i] = m
	}
	return escape.Text(text, ""), res
}

func searchText(sts []status, query string, limit, maxBytes int) (string, searchResult) {
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
	for _, h := range hits {
		if limit > 0 && len(shown) >= limit {
			break
		}
		n := len(renderProvider(h.st.provider, []*toolEntry{h.e}))
		if len(shown) > 0 && size+n > maxBytes {
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
		fmt.Fprintf(&b, "// Tools matching %q: %d of %d", q, len(hits), total)
		if len(rest) > 0 {
			fmt.Fprintf(&b, "; the best %d are shown", len(shown))
		}
		b.WriteString(", best first within each server")
	}
	b.WriteString(". Call them in execute as declared, e.g. " + callName(shown[0].st.provider, shown[0].e.tool.Name) + "({ ... }).\n")

	// Group by server, servers in order of their best hit.
	var groups []string
	byProv := map[string][]*toolEntry{}
	for _, h := range shown {
		if _, ok := byProv[h.st.provider]; !ok {
			groups = append(groups, h.st.provider)
		}
		byProv[h.st.provider] = append(byProv[h.st.provider], h.e)
		res.Matches = append(res.Matches, searchMatch{
			Server: h.st.name, Provider: h.st.provider, Tool: h.e.tool.Name,
			Call: callName(h.st.provider, h.e.tool.Name), Description: h.e.decl.Description,
			Annotations: h.e.tool.Annotations,
		})
	}
	res.Shown = len(shown)
	for i, p := range groups {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(renderProvider(p, byProv[p]))
	}
	if len(rest) > 0 {
		names := make([]string, 0, len(rest))
		n := 0
		for _, h := range rest {
			c := callName(h.st.provider, h.e.tool.Name)
			if n+len(c) > 2048 {
				names = append(names, "…")
				break
			}
			n += len(c) + 2
			names = append(names, c)
		}
		fmt.Fprintf(&b, "\n// %d more matches not shown: %s. Search with narrower words to see their declarations.\n", len(rest), strings.Join(names, ", "))
	}
	writeDown(&b, sts)
	return b.String(), res
}

// writeDown notes the servers that are down.
func writeDown(b *strings.Builder, sts []status) {
	for _, st := range sts {
		if !st.up && st.lastErr != "" {
			fmt.Fprintf(b, "// MCP server %q is unavailable (%s); calls to it start it again.\n", st.name, st.lastErr)
		}
	}
}

// serverList renders "everything (12 tools), memory (9 tools)".
func serverList(sts []status) string {
	parts := make([]string, len(sts))
	for i, st := range sts {
		switch {
		case !st.listed:
			parts[i] = st.provider + " (unavailable)"
		case len(st.tools) == 1:
			parts[i] = st.provider + " (1 tool)"
		default:
			parts[i] = fmt.Sprintf("%s (%d tools)", st.provider, len(st.tools))
		}
	}
	return strings.Join(parts, ", ")
}
