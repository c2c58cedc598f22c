package mcpgw

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/escape"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultMaxAnswer is how many characters of text execute's answer gives
// the model at most, logs and result together (about 6,000 tokens).
const DefaultMaxAnswer = 24000

// maxMediaBlocks bounds the image and audio blocks of one answer.
const maxMediaBlocks = 16

// node is a JSON value with its object members in order.
type node struct {
	kind  byte   // 'o' object, 'a' array, 's' string, 'l' any other literal
	raw   string // a literal's JSON; a string's value
	keys  []string
	elems []*node
	size  int // the length of its compact JSON, once measured
}

// parseJSON reads one JSON value, keeping the order of object members.
func parseJSON(b []byte) (*node, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	n, err := parseNode(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("trailing data after the value")
	}
	return n, nil
}

func parseNode(dec *json.Decoder) (*node, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			n := &node{kind: 'o'}
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := parseNode(dec)
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k.(string))
				n.elems = append(n.elems, v)
			}
			_, err := dec.Token()
			return n, err
		}
		n := &node{kind: 'a'}
		for dec.More() {
			v, err := parseNode(dec)
			if err != nil {
				return nil, err
			}
			n.elems = append(n.elems, v)
		}
		_, err := dec.Token()
		return n, err
	case string:
		return &node{kind: 's', raw: t}, nil
	case json.Number:
		return &node{kind: 'l', raw: t.String()}, nil
	case bool:
		return &node{kind: 'l', raw: strconv.FormatBool(t)}, nil
	case nil:
		return &node{kind: 'l', raw: "null"}, nil
	}
	return nil, fmt.Errorf("unexpected token %v", tok)
}

// quote is s as a JSON string with every character internal/escape
// escapes written as a \u escape: the model reads the escape, and a
// client decoding the JSON gets s back.
func quote(s string) string {
	b, _ := marshal(s)
	return string(escape.JSON(b))
}

// measure sets the compact JSON length of n and its children.
func (n *node) measure() int {
	switch n.kind {
	case 's':
		n.size = len(quote(n.raw))
	case 'l':
		n.size = len(n.raw)
	default:
		n.size = 2
		for i, e := range n.elems {
			if i > 0 {
				n.size++
			}
			if n.kind == 'o' {
				n.size += len(quote(n.keys[i])) + 1
			}
			n.size += e.measure()
		}
	}
	return n.size
}

// media is one image or audio object found in a result.
type media struct {
	kind, mimeType string
	data           []byte
}

// extractMedia replaces the image and audio objects in n (the shape the
// gateway gives programs: {type: "image"|"audio", mimeType, data}, data
// base64) with a short placeholder naming the content block that carries
// it, and returns them in the order met, depth first.
func extractMedia(n *node, found *[]media, first int) *node {
	switch n.kind {
	case 'o':
		if m, ok := asMedia(n); ok {
			if len(*found) >= maxMediaBlocks {
				return &node{kind: 's', raw: fmt.Sprintf("[%s %s, %d bytes, not shown: an answer shows at most %d images and audio clips]", m.mimeType, m.kind, len(m.data), maxMediaBlocks)}
			}
			*found = append(*found, m)
			return &node{kind: 's', raw: fmt.Sprintf("[%s %s, %d bytes: content block %d]", m.mimeType, m.kind, len(m.data), first+len(*found))}
		}
		fallthrough
	case 'a':
		for i, e := range n.elems {
			n.elems[i] = extractMedia(e, found, first)
		}
	}
	return n
}

// asMedia reports whether n is an image or audio object with valid base64
// data.
func asMedia(n *node) (media, bool) {
	var m media
	var data string
	seen := 0
	for i, k := range n.keys {
		v := n.elems[i]
		switch k {
		case "type":
			if v.kind != 's' || (v.raw != "image" && v.raw != "audio") {
				return m, false
			}
			m.kind = v.raw
		case "mimeType":
			if v.kind != 's' {
				return m, false
			}
			m.mimeType = v.raw
		case "data":
			if v.kind != 's' {
				return m, false
			}
			data = v.raw
		default:
			continue
		}
		seen++
	}
	if seen != 3 || m.mimeType == "" || data == "" {
		return m, false
	}
	b, err := base64.StdEncoding.DecodeString(data)
	if err != nil {
		return m, false
	}
	m.data = b
	return m, true
}

// cutter renders a value as compact JSON within a budget of characters,
// cutting long strings and leaving out trailing array items and object
// members, each cut marked in place.
type cutter struct{ b strings.Builder }

// render writes n within budget (it may go over by a marker's length).
func (c *cutter) render(n *node, budget int) {
	if n.size <= budget {
		c.whole(n)
		return
	}
	switch n.kind {
	case 's':
		keep := max(budget-40, 0) - 2
		s := n.raw
		cut, used := 0, 0
		for i, r := range s {
			w := len(quote(string(r))) - 2
			if used+w > keep {
				break
			}
			used += w
			cut = i + utf8.RuneLen(r)
		}
		rest := utf8.RuneCountInString(s[cut:])
		c.b.WriteString(quote(s[:cut] + fmt.Sprintf("… (%d more characters)", rest)))
	case 'l':
		c.b.WriteString(n.raw)
	default:
		open, close := byte('['), byte(']')
		if n.kind == 'o' {
			open, close = '{', '}'
		}
		start := c.b.Len()
		c.b.WriteByte(open)
		for i, e := range n.elems {
			used := c.b.Len() - start
			left := budget - used - 48 // room for the marker
			var key string
			if n.kind == 'o' {
				key = quote(n.keys[i]) + ":"
			}
			if i > 0 && (left < len(key)+e.size || left < 64) || left < len(key)+8 {
				more := len(n.elems) - i
				if i > 0 {
					c.b.WriteByte(',')
				}
				if n.kind == 'o' {
					c.b.WriteString(quote("…") + ":" + quote(fmt.Sprintf("%d more properties", more)))
				} else {
					c.b.WriteString(quote(fmt.Sprintf("… %d more items", more)))
				}
				break
			}
			if i > 0 {
				c.b.WriteByte(',')
			}
			c.b.WriteString(key)
			c.render(e, left-len(key))
		}
		c.b.WriteByte(close)
	}
}

func (c *cutter) whole(n *node) {
	switch n.kind {
	case 's':
		c.b.WriteString(quote(n.raw))
	case 'l':
		c.b.WriteString(n.raw)
	default:
		open, close := byte('['), byte(']')
		if n.kind == 'o' {
			open, close = '{', '}'
		}
		c.b.WriteByte(open)
		for i, e := range n.elems {
			if i > 0 {
				c.b.WriteByte(',')
			}
			if n.kind == 'o' {
				c.b.WriteString(quote(n.keys[i]) + ":")
			}
			c.whole(e)
		}
		c.b.WriteByte(close)
	}
}

// shapedResult is a program's result made ready for the model: the JSON
// the answer shows, its media as content blocks, and what was cut.
type shapedResult struct {
	json   json.RawMessage
	media  []media
	cut    bool
	total  int // characters of the whole result (after media placeholders)
	shown  int
	parsed bool
}

// shapeResult moves the media out of value and cuts it to budget
// characters. first is how many content blocks come before the media
// (the text block).
func shapeResult(value json.RawMessage, budget, first int) shapedResult {
	value = escape.JSON(value)
	out := shapedResult{json: value, total: len(value), shown: len(value)}
	if len(value) <= budget && !bytes.Contains(value, []byte(`"data"`)) {
		return out // nothing to do: no media possible, and it fits
	}
	n, err := parseJSON(value)
	if err != nil {
		return out
	}
	out.parsed = true
	n = extractMedia(n, &out.media, first)
	n.measure()
	out.total = n.size
	var c cutter
	if n.size <= budget {
		c.whole(n)
	} else {
		c.render(n, budget)
		out.cut = true
	}
	out.json = json.RawMessage(c.b.String())
	out.shown = len(out.json)
	return out
}

// mediaContent is the content blocks of the media.
func mediaContent(ms []media) []mcp.Content {
	out := make([]mcp.Content, len(ms))
	for i, m := range ms {
		if m.kind == "audio" {
			out[i] = &mcp.AudioContent{MIMEType: m.mimeType, Data: m.data}
		} else {
			out[i] = &mcp.ImageContent{MIMEType: m.mimeType, Data: m.data}
		}
	}
	return out
}

// cutLogs keeps the first log lines that fit budget characters; the last
// kept entry says how many were left out.
func cutLogs(logs []string, budget int) ([]string, bool) {
	size := 0
	for _, l := range logs {
		size += len(l) + 1
	}
	if size <= budget {
		return logs, false
	}
	var out []string
	used := 0
	for i, l := range logs {
		if used+len(l)+1 > budget {
			if keep := budget - used - 80; keep > 40 && len(out) == i {
				cut := keep
				for cut > 0 && !utf8.RuneStart(l[cut]) {
					cut--
				}
				// Nor inside an escape such as \u202e.
				if j := strings.LastIndexByte(l[max(cut-5, 0):cut], '\\'); j >= 0 {
					cut = max(cut-5, 0) + j
				}
				out = append(out, l[:cut]+fmt.Sprintf("… (%d more characters)", len(l)-cut))
				i++
			}
			if more := len(logs) - i; more > 0 {
				out = append(out, fmt.Sprintf("[… %d more log lines left out to fit the answer]", more))
			}
			break
		}
		out = append(out, l)
		used += len(l) + 1
	}
	return out, true
}

// executeResult renders a result for the model: the logs, then the result
// or the error with its kind; and the same as structured content. Images
// and audio in the result become content blocks after the text, with a
// placeholder in their place; text longer than maxAnswer characters is cut,
// the structured content the same way. note, when set, comes first.
//
// The program's text is escaped (internal/escape): control characters in
// logs and error texts are shown as escapes; a log entry or message of
// several lines keeps its newlines, and in the text each continuation line
// is indented, so that a log cannot pass for two; the result's JSON has
// the characters JSON may carry raw written as \u escapes, the same value.
func executeResult(res codemode.Result, maxAnswer int, note string) *mcp.CallToolResult {
	var b strings.Builder
	if note != "" {
		b.WriteString(note + "\n\n")
	}
	logs := make([]string, len(res.Logs))
	for i, l := range res.Logs {
		logs[i] = escape.Text(l, "")
	}
	logs, _ = cutLogs(logs, maxAnswer/2)
	if len(logs) > 0 {
		b.WriteString("Logs:\n")
		for _, l := range logs {
			b.WriteString(indentLines(l))
			b.WriteByte('\n')
		}
		b.WriteByte('\n')
	}
	var shaped shapedResult
	out := executeOutputValue{Logs: logs}
	switch {
	case res.Error != nil:
		e := *res.Error
		e.Message, e.Stack = escape.Text(e.Message, ""), escape.Text(e.Stack, "")
		out.Error = &e
		fmt.Fprintf(&b, "Error (%s): %s", e.Kind, indentLines(e.Message))
		if e.Stack != "" {
			b.WriteString("\n" + indentStack(e.Stack))
		}
	case res.Value == nil:
		b.WriteString("Result: undefined")
	default:
		budget := max(maxAnswer-b.Len()-len("Result:\n")-300, maxAnswer/4)
		shaped = shapeResult(res.Value, budget, 1)
		b.WriteString("Result:\n" + string(shaped.json))
		out.Result = shaped.json
		if shaped.cut {
			b.WriteString("\n\n" + textCut(shaped.total-shaped.shown, shaped.total))
			out.Truncated = &truncation{ShownChars: shaped.shown, TotalChars: shaped.total}
		}
	}
	content := append([]mcp.Content{&mcp.TextContent{Text: b.String()}}, mediaContent(shaped.media)...)
	return &mcp.CallToolResult{
		Content:           content,
		StructuredContent: out,
		IsError:           res.Error != nil,
	}
}

// indentLines indents the continuation lines of an escaped text by two
// spaces.
func indentLines(s string) string {
	if !strings.Contains(s, "\n") {
		return s
	}
	return strings.ReplaceAll(s, "\n", "\n  ")
}

// indentStack indents the lines of an escaped stack that are not indented
// already (frames are, "    at f (program:2:9)"), so that a stack a
// program wrote itself cannot pass for the lines around it.
func indentStack(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l != "" && l[0] != ' ' && l[0] != '\t' {
			lines[i] = "  " + l
		}
	}
	return strings.Join(lines, "\n")
}
