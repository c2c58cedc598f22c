package mcpgw

import (
	"fmt"
	"strings"

	"github.com/codemode/codemode/internal/escape"
)

// Report compares what an agent loads into its context to use the upstream
// servers natively (every tool definition, as tools/list returns it) with
// what it loads to use them through the gateway (the definitions of search
// and execute). Sizes are bytes of compact JSON; tokens are estimated as
// bytes/4, rounded up, a rule of thumb for English and JSON under common
// BPE tokenizers (real counts vary by model).
type Report struct {
	// Servers has one row per upstream, in name order.
	Servers []ServerReport
	// Native is the sum over the servers.
	Native Size
	// Gateway is the gateway's tools as served with the configured budget.
	Gateway Size
	// SearchFirst is the gateway's tools with no declarations inlined,
	// what an agent loads when the catalog is over the budget.
	SearchFirst Size
	// Declarations is the size of all the tools' TypeScript declarations.
	Declarations int
	// Declared is how many tools they declare: the native ones less those
	// the gateway leaves out (tools that can only be called as MCP tasks).
	Declared int
	// Budget is the configured budget (-1 with Options.NoInline), and
	// Inlined reports whether the declarations fit it and are in execute's
	// description.
	Budget  int
	Inlined bool
}

// ServerReport is one upstream's row of a Report.
type ServerReport struct {
	// Name is the server's name in the config, Provider its name in
	// programs.
	Name, Provider string
	// Native is the size of its tool definitions.
	Native Size
	// Error says why it is down, if it never listed its tools.
	Error string
}

// Size is a number of tool definitions and their size.
type Size struct {
	// Tools is how many tool definitions.
	Tools int
	// Bytes is their size as compact JSON.
	Bytes int
}

// Tokens estimates the tokens of s: bytes/4, rounded up.
func (s Size) Tokens() int { return (s.Bytes + 3) / 4 }

// Report measures the current catalog.
func (g *Gateway) Report() Report {
	sts := g.statuses()
	r := Report{Budget: g.opts.Budget}
	for _, st := range sts {
		row := ServerReport{Name: st.name, Provider: st.provider}
		if !st.listed {
			row.Error = st.lastErr
		}
		for _, e := range st.tools {
			row.Native.Tools++
			row.Native.Bytes += e.nativeBytes
		}
		r.Declared += len(st.tools)
		// Tools the gateway leaves out (MCP tasks only) are still loaded
		// natively.
		row.Native.Tools += len(st.taskOnly)
		row.Native.Bytes += st.taskBytes
		r.Native.Tools += row.Native.Tools
		r.Native.Bytes += row.Native.Bytes
		r.Servers = append(r.Servers, row)
	}
	r.Declarations = len(declarations(sts))
	exec, inlined := g.executeTool(sts, g.opts.Budget)
	r.Inlined = inlined
	r.Gateway = surfaceSize(exec, g.searchTool(sts))
	exec, _ = g.executeTool(sts, -1)
	r.SearchFirst = surfaceSize(exec, g.searchTool(sts))
	return r
}

func surfaceSize(tools ...any) Size {
	s := Size{Tools: len(tools)}
	for _, t := range tools {
		if b, err := marshal(t); err == nil {
			s.Bytes += len(b)
		}
	}
	return s
}

// String renders the report as a table, followed by notes on how the figures
// were measured. Server names and errors are escaped (internal/escape).
func (r Report) String() string {
	type row struct {
		label string
		size  Size
	}
	var rows []row
	for _, s := range r.Servers {
		label := "native: " + escape.Line(s.Name)
		if s.Error != "" {
			label += " (unavailable)"
		}
		rows = append(rows, row{label, s.Native})
	}
	rows = append(rows, row{"native: total", r.Native})
	if r.Inlined {
		rows = append(rows, row{"gateway (declarations inlined)", r.Gateway}, row{"gateway (search first)", r.SearchFirst})
	} else {
		rows = append(rows, row{"gateway (search first)", r.Gateway})
	}
	width := len("surface")
	for _, x := range rows {
		width = max(width, len(x.label))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-*s  %5s  %7s  %7s\n", width, "surface", "tools", "bytes", "~tokens")
	for _, x := range rows {
		fmt.Fprintf(&b, "%-*s  %5d  %7d  %7d\n", width, x.label, x.size.Tools, x.size.Bytes, x.size.Tokens())
	}
	b.WriteString("\nbytes: the tool definitions an agent loads (tools/list entries as compact JSON).\n" +
		"~tokens: bytes/4, rounded up; a rule of thumb for English and JSON, not a tokenizer's count.\n")
	budget := fmt.Sprintf("%d bytes", r.Budget)
	if r.Budget < 0 {
		budget = "none (never inlined)"
	}
	if r.Declared == r.Native.Tools {
		fmt.Fprintf(&b, "The TypeScript declarations of all %d tools take %d bytes", r.Declared, r.Declarations)
	} else {
		fmt.Fprintf(&b, "The TypeScript declarations of the %d tools the gateway offers (of %d) take %d bytes", r.Declared, r.Native.Tools, r.Declarations)
	}
	fmt.Fprintf(&b, "; the budget for inlining them in execute's description is %s.\n", budget)
	if r.Native.Bytes > 0 {
		fmt.Fprintf(&b, "The gateway's surface is %.0f%% of the native definitions' size", 100*float64(r.Gateway.Bytes)/float64(r.Native.Bytes))
		if r.Inlined {
			fmt.Fprintf(&b, " (%.0f%% when searching first)", 100*float64(r.SearchFirst.Bytes)/float64(r.Native.Bytes))
		}
		b.WriteString(".\n")
	}
	for _, s := range r.Servers {
		if s.Error != "" {
			fmt.Fprintf(&b, "MCP server %q is unavailable: %s\n", s.Name, escape.Line(s.Error))
		}
	}
	return b.String()
}
