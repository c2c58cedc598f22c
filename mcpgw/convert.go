package mcpgw

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The shapes a program receives for non-text content items. They are
// documented in docs/mcp-gateway.md; binary data stays base64, as MCP sends
// it, so the program can pass it on unchanged.
type (
	textItem struct {
		Type string `json:"type"` // "text"
		Text string `json:"text"`
	}
	mediaItem struct {
		Type     string `json:"type"` // "image" or "audio"
		MIMEType string `json:"mimeType"`
		Data     []byte `json:"data"` // base64 in JSON
	}
	linkItem struct {
		Type        string `json:"type"` // "resource_link"
		URI         string `json:"uri"`
		Name        string `json:"name"`
		Title       string `json:"title,omitempty"`
		Description string `json:"description,omitempty"`
		MIMEType    string `json:"mimeType,omitempty"`
		Size        *int64 `json:"size,omitempty"`
	}
	resourceItem struct {
		Type     string  `json:"type"` // "resource"
		URI      string  `json:"uri"`
		MIMEType string  `json:"mimeType,omitempty"`
		Text     *string `json:"text,omitempty"`
		Blob     []byte  `json:"blob,omitempty"` // base64 in JSON
	}
)

// toolError is an upstream result with isError set: the program receives its
// text as the message of a catchable Error.
type toolError struct{ text string }

func (e *toolError) Error() string { return e.text }

// resultValue unwraps an upstream tool result into the value the program
// receives:
//
//   - isError: a *toolError carrying the upstream's text;
//   - structuredContent: that value;
//   - only text items: their texts joined with "\n", parsed as JSON when
//     the whole is JSON, else the string;
//   - no content: null;
//   - one non-text item: its object (see the item types above);
//   - several items, not all text: an array of their objects, in order.
func resultValue(server, tool string, r *mcp.CallToolResult) (json.RawMessage, error) {
	if r.IsError {
		return nil, &toolError{errorText(server, tool, r)}
	}
	if r.StructuredContent != nil {
		if raw, ok := r.StructuredContent.(json.RawMessage); ok {
			return raw, nil
		}
		return marshal(r.StructuredContent)
	}
	if len(r.Content) == 0 {
		return json.RawMessage("null"), nil
	}
	if text, ok := allText(r.Content); ok {
		if t := bytes.TrimSpace([]byte(text)); len(t) > 0 && json.Valid(t) {
			return json.RawMessage(t), nil
		}
		return marshal(text)
	}
	if len(r.Content) == 1 {
		return marshal(contentItem(r.Content[0]))
	}
	items := make([]any, len(r.Content))
	for i, c := range r.Content {
		items[i] = contentItem(c)
	}
	return marshal(items)
}

// allText joins the texts of content that is all text.
func allText(content []mcp.Content) (string, bool) {
	texts := make([]string, 0, len(content))
	for _, c := range content {
		t, ok := c.(*mcp.TextContent)
		if !ok {
			return "", false
		}
		texts = append(texts, t.Text)
	}
	return strings.Join(texts, "\n"), true
}

// errorText is the message of an isError result: its texts joined with
// "\n", else its structured content as JSON, else a pinned sentence.
func errorText(server, tool string, r *mcp.CallToolResult) string {
	var texts []string
	for _, c := range r.Content {
		if t, ok := c.(*mcp.TextContent); ok && strings.TrimSpace(t.Text) != "" {
			texts = append(texts, t.Text)
		}
	}
	if len(texts) > 0 {
		return strings.Join(texts, "\n")
	}
	if r.StructuredContent != nil {
		if b, err := marshal(r.StructuredContent); err == nil {
			return string(b)
		}
	}
	return textNoMessage(server, tool)
}

// contentItem is the program's object for one content item.
func contentItem(c mcp.Content) any {
	switch c := c.(type) {
	case *mcp.TextContent:
		return textItem{"text", c.Text}
	case *mcp.ImageContent:
		return mediaItem{"image", c.MIMEType, nonNil(c.Data)}
	case *mcp.AudioContent:
		return mediaItem{"audio", c.MIMEType, nonNil(c.Data)}
	case *mcp.ResourceLink:
		return linkItem{"resource_link", c.URI, c.Name, c.Title, c.Description, c.MIMEType, c.Size}
	case *mcp.EmbeddedResource:
		r := c.Resource
		if r == nil {
			return resourceItem{Type: "resource"}
		}
		item := resourceItem{Type: "resource", URI: r.URI, MIMEType: r.MIMEType}
		if r.Blob != nil {
			item.Blob = r.Blob
		} else {
			text := r.Text
			item.Text = &text
		}
		return item
	}
	// Anything else (tool_use, tool_result) passes as MCP encodes it.
	return c
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// marshal encodes v as JSON without HTML escaping.
func marshal(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return json.RawMessage(bytes.TrimRight(b.Bytes(), "\n")), nil
}
