// Package doctest reads the docs for tests that hold a page and the code to
// each other: the pinned texts a page quotes in its tables, and the code
// blocks it marks runnable. Only tests import it.
package doctest

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// TableCodeSpans returns the code spans in the table cells of one section of
// a Markdown file: the section starts at the heading written as heading (for
// example "## Pinned texts") and ends at the next heading of the same level or
// higher. Spans are as rendered: "\|" in a cell is "|".
func TableCodeSpans(file, heading string) (map[string]bool, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	level := strings.IndexFunc(heading, func(r rune) bool { return r != '#' })
	if level < 1 || !strings.HasPrefix(heading[level:], " ") {
		return nil, fmt.Errorf("%q is not a Markdown heading", heading)
	}
	title := strings.TrimSpace(heading[level:])
	md := goldmark.New(goldmark.WithExtensions(extension.Table))
	doc := md.Parser().Parse(text.NewReader(src))

	spans := map[string]bool{}
	in, found := false, false
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		if h, ok := n.(*ast.Heading); ok {
			if in && h.Level <= level {
				break
			}
			if h.Level == level && plain(h, src) == title {
				in, found = true, true
			}
			continue
		}
		if _, ok := n.(*east.Table); !in || !ok {
			continue
		}
		ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
			if cs, ok := c.(*ast.CodeSpan); ok && entering {
				spans[plain(cs, src)] = true
				return ast.WalkSkipChildren, nil
			}
			return ast.WalkContinue, nil
		})
	}
	if !found {
		return nil, fmt.Errorf("%s has no %q", file, heading)
	}
	return spans, nil
}

// plain is the text of n's inline children.
func plain(n ast.Node, src []byte) string {
	var b bytes.Buffer
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch t := c.(type) {
		case *ast.Text:
			b.Write(t.Segment.Value(src))
			if t.SoftLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(t.Value)
		default:
			b.WriteString(plain(c, src))
		}
	}
	return b.String()
}
