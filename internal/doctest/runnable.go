package doctest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// RunnableMarker marks the fenced code block that follows it as runnable: a
// test runs it and fails when it fails. It is an HTML comment, invisible in
// rendered Markdown, on the line before the fence:
//
//	<!-- runnable -->
//	```sh
//	go run ./examples/quickstart
//	```
//
// The comment may carry a JSON object of options after the word, for the
// test that runs the block to read (see [Block.Options]):
//
//	<!-- runnable {"providers": {"store": {"find": {"result": 1}}}} -->
const RunnableMarker = "<!-- runnable"

// Block is a fenced code block marked runnable.
type Block struct {
	// File and Line locate the block's first line of code.
	File string
	Line int
	// Lang is the fence's info string up to the first space ("sh", "js").
	Lang string
	// Code is the block's content.
	Code string
	// Options is the marker's JSON object, or nil.
	Options json.RawMessage
}

// String names the block for a test's messages.
func (b Block) String() string { return fmt.Sprintf("%s:%d (%s)", b.File, b.Line, b.Lang) }

// RunnableBlocks returns the blocks of a Markdown file marked runnable, in
// order. A marker that is not directly followed by a fenced code block, or
// whose options are not one JSON object, is an error: a marker must never be
// silently ignored.
func RunnableBlocks(file string) ([]Block, error) {
	src, doc, lineOf, err := parse(file)
	if err != nil {
		return nil, err
	}

	var blocks []Block
	var walkErr error
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		h, ok := n.(*ast.HTMLBlock)
		if !ok || h.Lines().Len() == 0 {
			return ast.WalkContinue, nil
		}
		first := h.Lines().At(0)
		comment := strings.TrimSpace(string(h.Lines().Value(src)))
		if !strings.HasPrefix(comment, RunnableMarker) {
			return ast.WalkContinue, nil
		}
		at := lineOf(first.Start)
		fence, ok := n.NextSibling().(*ast.FencedCodeBlock)
		if !ok {
			walkErr = fmt.Errorf("%s:%d: a runnable marker must be directly followed by a fenced code block", file, at)
			return ast.WalkStop, nil
		}
		b := Block{File: file}
		if f := strings.Fields(string(fence.Language(src))); len(f) > 0 {
			b.Lang = f[0]
		}
		if fence.Lines().Len() > 0 {
			b.Line = lineOf(fence.Lines().At(0).Start)
		}
		var code strings.Builder
		for i := 0; i < fence.Lines().Len(); i++ {
			seg := fence.Lines().At(i)
			code.Write(seg.Value(src))
		}
		b.Code = code.String()
		opts := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(comment, RunnableMarker), "-->"))
		if opts != "" {
			var o map[string]json.RawMessage
			if err := json.Unmarshal([]byte(opts), &o); err != nil || o == nil {
				walkErr = fmt.Errorf("%s:%d: the runnable marker's options are not one JSON object: %s", file, at, opts)
				return ast.WalkStop, nil
			}
			b.Options = json.RawMessage(opts)
		}
		blocks = append(blocks, b)
		return ast.WalkContinue, nil
	})
	if walkErr != nil {
		return nil, walkErr
	}
	return blocks, nil
}

// parse reads a Markdown file and parses it as GitHub does (with tables),
// returning its bytes, its tree and the line of a byte offset.
func parse(file string) (src []byte, doc ast.Node, lineOf func(offset int) int, err error) {
	src, err = os.ReadFile(file)
	if err != nil {
		return nil, nil, nil, err
	}
	md := goldmark.New(goldmark.WithExtensions(extension.Table))
	doc = md.Parser().Parse(text.NewReader(src))
	lineOf = func(offset int) int { return 1 + bytes.Count(src[:offset], []byte("\n")) }
	return src, doc, lineOf, nil
}
