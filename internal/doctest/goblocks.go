package doctest

import (
	"strings"

	"github.com/yuin/goldmark/ast"
)

// GoBlocks returns every fenced code block of a Markdown file whose info
// string is "go", in order, marked runnable or not: a test builds each of
// them, so a Go snippet on a page cannot stop compiling unnoticed.
func GoBlocks(file string) ([]Block, error) {
	src, doc, lineOf, err := parse(file)
	if err != nil {
		return nil, err
	}

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
