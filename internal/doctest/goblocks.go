package doctest

import (
	"bytes"
	"os"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// GoBlocks returns every fenced code block of a Markdown file whose info
// string is "go", in order, marked runnable or not: a test builds each of
// them, so a Go snippet on a page cannot stop compiling unnoticed.
func GoBlocks(file string) ([]Block, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	md := goldmark.New(goldmark.WithExtensions(extension.Table))
	doc := md.Parser().Parse(text.NewReader(src))
	lineOf := func(offset int) int { return 1 + bytes.Count(src[:offset], []byte("\n")) }

	var blocks []Block
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		fence, ok := n.(*ast.FencedCodeBlock)
		if !entering || !ok {
			return ast.WalkContinue, nil
		}
		f := strings.Fields(string(fence.Language(src)))
		if len(f) == 0 || f[0] != "go" {
			return ast.WalkContinue, nil
		}
		b := Block{File: file, Lang: "go"}
		if fence.Lines().Len() > 0 {
			b.Line = lineOf(fence.Lines().At(0).Start)
		}
		var code strings.Builder
		for i := 0; i < fence.Lines().Len(); i++ {
			seg := fence.Lines().At(i)
			code.Write(seg.Value(src))
		}
		b.Code = code.String()
		blocks = append(blocks, b)
		return ast.WalkContinue, nil
	})
	return blocks, nil
}
