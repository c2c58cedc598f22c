package mcpgw

import (
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// toolHints are a tool's annotations as programs and search answers see
// them: every hint with a value, MCP's default where the server declared
// none (readOnlyHint false, destructiveHint true, idempotentHint false,
// openWorldHint true), and Declared naming the hints the server declared,
// so that a destructiveHint or openWorldHint left to its default (true)
// can be told from one declared true. MCP gives destructiveHint and
// idempotentHint meaning only when readOnlyHint is false; their values are
// spelled out all the same.
//
// The MCP Go SDK decodes an absent readOnlyHint or idempotentHint as
// false, the same as a declared false (both mean MCP's default), so those
// two are in Declared only when declared true. destructiveHint and
// openWorldHint are in Declared whenever the server sent them.
type toolHints struct {
	Title           string   `json:"title,omitempty"`
	ReadOnlyHint    bool     `json:"readOnlyHint"`
	DestructiveHint bool     `json:"destructiveHint"`
	IdempotentHint  bool     `json:"idempotentHint"`
	OpenWorldHint   bool     `json:"openWorldHint"`
	Declared        []string `json:"declared"`
}

// hintNames are the four hints in the order they are shown.
var hintNames = [4]string{"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}

// hintsOf spells out a tool's annotations (nil: none declared).
func hintsOf(a *mcp.ToolAnnotations) toolHints {
	h := toolHints{DestructiveHint: true, OpenWorldHint: true, Declared: []string{}}
	if a == nil {
		return h
	}
	h.Title = a.Title
	if a.ReadOnlyHint {
		h.ReadOnlyHint = true
		h.Declared = append(h.Declared, "readOnlyHint")
	}
	if a.DestructiveHint != nil {
		h.DestructiveHint = *a.DestructiveHint
		h.Declared = append(h.Declared, "destructiveHint")
	}
	if a.IdempotentHint {
		h.IdempotentHint = true
		h.Declared = append(h.Declared, "idempotentHint")
	}
	if a.OpenWorldHint != nil {
		h.OpenWorldHint = *a.OpenWorldHint
		h.Declared = append(h.Declared, "openWorldHint")
	}
	return h
}

// value is the hint's value by name.
func (h toolHints) value(name string) bool {
	switch name {
	case "readOnlyHint":
		return h.ReadOnlyHint
	case "destructiveHint":
		return h.DestructiveHint
	case "idempotentHint":
		return h.IdempotentHint
	}
	return h.OpenWorldHint
}

// declared reports whether the server declared the named hint.
func (h toolHints) declared(name string) bool {
	for _, d := range h.Declared {
		if d == name {
			return true
		}
	}
	return false
}

// tag renders the hints as one JSDoc tag, with the property names and
// values a program reads; a hint whose default is true (destructiveHint,
// openWorldHint) that the server left out is marked as MCP's default:
//
//	@annotations readOnlyHint: false, destructiveHint: true (MCP default), idempotentHint: false, openWorldHint: true (MCP default)
//
// A hint whose default is false reads false whether the server left it out
// or declared it false: the two mean the same.
func (h toolHints) tag() string {
	parts := make([]string, len(hintNames))
	for i, n := range hintNames {
		parts[i] = n + ": false"
		if h.value(n) {
			parts[i] = n + ": true"
			if !h.declared(n) && (n == "destructiveHint" || n == "openWorldHint") {
				parts[i] += " (MCP default)"
			}
		}
	}
	return "@annotations " + strings.Join(parts, ", ")
}

// annotationTags renders a tool's annotations as the JSDoc of its
// declaration: one @annotations tag (see toolHints.tag), on every tool, so
// that a hint the server left out reads as MCP's default, not as false.
func annotationTags(a *mcp.ToolAnnotations) []string {
	return []string{hintsOf(a).tag()}
}

// annotationsPrelude is the provider prelude that gives each tool function
// of a server an `annotations` property: its toolHints, frozen. A name the
// provider does not answer with a function (then) is skipped.
func annotationsPrelude(provider string, tools []*toolEntry) string {
	if len(tools) == 0 {
		return ""
	}
	m := make(map[string]toolHints, len(tools))
	for _, e := range tools {
		m[e.tool.Name] = hintsOf(e.tool.Annotations)
	}
	b, err := marshal(m)
	if err != nil {
		return ""
	}
	// JSON.parse of a string literal: a tool called __proto__ is an own
	// property, as in JSON, not the prototype an object literal would set.
	lit, _ := json.Marshal(string(b))
	return "((p, all) => { for (const name of Object.keys(all)) { const f = p[name]; if (typeof f !== \"function\") continue; " +
		"const a = all[name]; Object.freeze(a.declared); " +
		"Object.defineProperty(f, \"annotations\", { value: Object.freeze(a), enumerable: true }); } })(" +
		provider + ", JSON.parse(" + string(lit) + "));"
}
