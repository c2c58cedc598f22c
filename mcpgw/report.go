package mcpgw

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/codemode/codemode/internal/escape"
	"github.com/codemode/codemode/internal/version"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Report compares what an agent loads into its context to use the upstream
// servers natively (every tool definition, as tools/list returns it) with
// what it loads to use them through the gateway: every tool the gateway
// serves (search, execute, run_code and the recipes), as a client lists
// them. Sizes are bytes of compact JSON; tokens are estimated as bytes/4,
// rounded up, a rule of thumb for English and JSON under common BPE
// tokenizers (real counts vary by model).
type Report struct {
	// Servers has one row per upstream, in name order.
	Servers []ServerReport
	// Native is the sum over the servers.
	Native Size
	// Gateway is every tool the gateway serves, measured in its own
	// tools/list: a session with the gateway's MCP server lists them, and
	// each entry counts as compact JSON, as for Native.
	Gateway Size
	// Served has one row per tool of Gateway, in tools/list order.
	Served []ToolSize
	// SearchFirst is Gateway with execute's declarations not inlined; it
	// equals Gateway unless they are.
	SearchFirst Size
	// Declarations is the size of all the tools' TypeScript declarations.
	Declarations int
	// Declared is how many tools they declare: the native ones less those
	// the gateway leaves out (tools that can only be called as MCP tasks).
	Declared int
	// Budget is the configured budget (0 for none, the default; -1 with
	// Options.NoInline), and Inlined reports whether the declarations fit
	// it and are in execute's description.
	Budget  int
	Inlined bool
	// Error says why the gateway's tools could not be listed (Gateway
	// and Served are then empty).
	Error string
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

// ToolSize is one served tool's row of a Report.
type ToolSize struct {
	// Name is the tool's name.
	Name string
	// Bytes is its tools/list entry's size as compact JSON.
	Bytes int
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

// Report measures the current catalog and the gateway's surface.
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

	ctx, cancel := context.WithTimeout(g.life, 30*time.Second)
	defer cancel()
	tools, err := g.listServed(ctx)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	execBytes := 0
	for _, t := range tools {
		b, err := marshal(t)
		if err != nil {
			r.Error = fmt.Sprintf("tool %q: %v", t.Name, err)
			return r
		}
		r.Served = append(r.Served, ToolSize{Name: t.Name, Bytes: len(b)})
		r.Gateway.Tools++
		r.Gateway.Bytes += len(b)
		if t.Name == "execute" {
			execBytes = len(b)
		}
	}
	_, inlined := g.executeTool(sts, g.opts.Budget)
	r.Inlined = inlined
	r.SearchFirst = r.Gateway
	if inlined {
		first, _ := g.executeTool(sts, -1)
		if b, err := marshal(first); err == nil {
			r.SearchFirst.Bytes += len(b) - execBytes
		}
	}
	return r
}

// listServed lists the gateway's tools as a client does: through an MCP
// session with its server, every page, each entry decoded as the Go SDK's
// client decodes it.
func (g *Gateway) listServed(ctx context.Context) ([]*mcp.Tool, error) {
	ct, st := mcp.NewInMemoryTransports()
	ss, err := g.server.Connect(ctx, st, nil)
	if err != nil {
		return nil, fmt.Errorf("connecting to the gateway's server: %w", err)
	}
	defer ss.Close()
	client := mcp.NewClient(&mcp.Implementation{Name: "codemode-report", Version: version.String()}, &mcp.ClientOptions{Logger: g.sdkLog})
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		return nil, fmt.Errorf("connecting to the gateway's server: %w", err)
	}
	defer cs.Close()
	return listTools(ctx, cs)
}

// String renders the report as a table, followed by notes on how the figures
// were measured. Server and tool names and errors are escaped
// (internal/escape).
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
	for _, t := range r.Served {
		rows = append(rows, row{"gateway: " + escape.Line(t.Name), Size{Tools: 1, Bytes: t.Bytes}})
	}
	rows = append(rows, row{"gateway: total", r.Gateway})
	if r.Inlined {
		rows = append(rows, row{"gateway: total, search first", r.SearchFirst})
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
	b.WriteString("\nbytes: the tool definitions an agent loads (tools/list entries as compact JSON); the gateway's are its own tools/list.\n" +
		"~tokens: bytes/4, rounded up; a rule of thumb for English and JSON, not a tokenizer's count.\n")
	if r.Declared == r.Native.Tools {
		fmt.Fprintf(&b, "The TypeScript declarations of all %d tools take %d bytes", r.Declared, r.Declarations)
	} else {
		fmt.Fprintf(&b, "The TypeScript declarations of the %d tools the gateway offers (of %d) take %d bytes", r.Declared, r.Native.Tools, r.Declarations)
	}
	switch {
	case r.Inlined:
		fmt.Fprintf(&b, "; they fit the budget of %d bytes and are inlined in execute's description.\n", r.Budget)
	case r.Budget > 0:
		fmt.Fprintf(&b, "; over the budget of %d bytes, search answers with them.\n", r.Budget)
	default:
		b.WriteString("; search answers with them (none are inlined in execute's description).\n")
	}
	if r.Native.Bytes > 0 && r.Error == "" {
		fmt.Fprintf(&b, "The gateway's surface is %.0f%% of the native definitions' size", 100*float64(r.Gateway.Bytes)/float64(r.Native.Bytes))
		if r.Inlined {
			fmt.Fprintf(&b, " (%.0f%% when searching first)", 100*float64(r.SearchFirst.Bytes)/float64(r.Native.Bytes))
		}
		b.WriteString(".\n")
	}
	if r.Error != "" {
		fmt.Fprintf(&b, "The gateway's tools could not be listed: %s\n", escape.Line(r.Error))
	}
	for _, s := range r.Servers {
		if s.Error != "" {
			fmt.Fprintf(&b, "MCP server %q is unavailable: %s\n", s.Name, escape.Line(s.Error))
		}
	}
	return b.String()
}
