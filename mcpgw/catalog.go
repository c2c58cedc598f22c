package mcpgw

import (
	"fmt"
	"strings"

	"github.com/codemode/codemode/internal/escape"
	"github.com/codemode/codemode/tsdecl"
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
