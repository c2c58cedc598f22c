package mcpgw

import (
	"context"
	"encoding/json"

	"github.com/codemode/codemode/tracing"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// ToolInfo describes one upstream tool as the gateway serves it to
// programs.
type ToolInfo struct {
	// Server is its server's name in the config, Provider the name
	// programs call it by, Name the tool's own name.
	Server, Provider, Name string
	// Declaration is its TypeScript declaration, as search shows it.
	Declaration string
	// Annotations are its annotations with MCP's defaults spelled out,
	// as await provider.$annotations("tool") answers them.
	Annotations map[string]any
	// Approval reports whether the approval policy asks before its calls.
	Approval bool
}

// ServerState describes one upstream for a status page.
type ServerState struct {
	ServerStatus
	// Starting reports whether a start of it is in flight.
	Starting bool
	// Tools are its tools, in catalog order.
	Tools []ToolInfo
}

// State reports on every upstream and its tools, in name order.
func (g *Gateway) State() []ServerState {
	out := make([]ServerState, len(g.ups))
	for i, u := range g.ups {
		u.mu.Lock()
		starting := u.starting != nil
		policy := u.policy()
		u.mu.Unlock()
		st := u.status()
		s := ServerState{ServerStatus: ServerStatus{Name: st.name, Provider: st.provider, Tools: len(st.tools), Up: st.up, Error: st.lastErr}, Starting: starting}
		for _, e := range st.tools {
			var hints map[string]any
			if b, err := json.Marshal(hintsOf(e.tool.Annotations)); err == nil {
				_ = json.Unmarshal(b, &hints)
			}
			s.Tools = append(s.Tools, ToolInfo{Server: st.name, Provider: st.provider, Name: e.tool.Name,
				Declaration: renderProvider(st.provider, []*toolEntry{e}), Annotations: hints, Approval: needsApproval(policy, e.tool)})
		}
		out[i] = s
	}
	return out
}

// Approval is a call the approval policy asks about, as an Approver
// receives it.
type Approval struct {
	// Server and Tool name the upstream tool; Call is how the program
	// called it ("provider.tool"); Args are its arguments as JSON.
	Server, Tool, Call, Args string
	// Kind says what kind of tool it is ("destructive", "read-only", ...).
	Kind string
	// Message is the question as the client is asked it.
	Message string
	// Execution is the durable execution the call waits in, when the
	// gateway has a state directory (Options.State): the id
	// execute {"resume": id} collects.
	Execution string
}

// An Approver asks the user about a call besides (or instead of) the MCP
// client: a web page, a chat. It returns true to let the call go ahead and
// false to decline it, or an error when it could not ask; it must return
// when ctx ends. See Options.Approver.
type Approver func(ctx context.Context, a Approval) (bool, error)

// tracerOf is tp's tracer for the gateway's spans, or a no-op one.
func tracerOf(tp trace.TracerProvider) trace.Tracer {
	if tp == nil {
		tp = noop.NewTracerProvider()
	}
	return tp.Tracer(tracing.ScopeName)
}
