package mcpgw

import (
	"context"
	"encoding/json"
	"errors"
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

// annotationsLookup is the function every provider answers besides its
// tools: await memory.$annotations("delete_entities") resolves to that
// tool's toolHints, await memory.$annotations() to every tool's, by name.
// MCP tool names do not use "$"; a server that has a tool of this name
// anyway keeps it, and its provider has no lookup.
const annotationsLookup = "$annotations"

// lookupAnnotations answers a program's call of a provider's
// $annotations: from the server's tools as last listed (it is started
// first if they never were). The argument is a tool's name, as a string
// or as { tool }, or nothing for every tool.
func (u *upstream) lookupAnnotations(ctx context.Context, argsJSON string) (any, error) {
	call := callName(u.provider, annotationsLookup)
	if st := u.status(); !st.listed {
		c, err := u.ensure(ctx, call)
		if err != nil {
			return nil, err
		}
		c.calls.Add(-1)
	}
	st := u.status()
	var name *string
	var in any
	if strings.TrimSpace(argsJSON) != "" && json.Unmarshal([]byte(argsJSON), &in) != nil {
		return nil, errors.New(textAnnotationsUsage(u.provider, st))
	}
	switch v := in.(type) {
	case nil:
	case string:
		name = &v
	case map[string]any:
		t, ok := v["tool"].(string)
		if len(v) > 1 || len(v) == 1 && !ok {
			return nil, errors.New(textAnnotationsUsage(u.provider, st))
		}
		if ok {
			name = &t
		}
	default:
		return nil, errors.New(textAnnotationsUsage(u.provider, st))
	}
	if name == nil {
		all := make(map[string]toolHints, len(st.tools))
		for _, e := range st.tools {
			all[e.tool.Name] = hintsOf(e.tool.Annotations)
		}
		return marshal(all)
	}
	for _, e := range st.tools {
		if e.tool.Name == *name {
			return marshal(hintsOf(e.tool.Annotations))
		}
	}
	return nil, errors.New(textAnnotationsNoTool(u.name, u.provider, *name))
}
