package console

// ServersView is the servers page: each upstream, its state and its tools,
// and the surface report.
type ServersView struct {
	// Kind is "gateway" (codemode mcp) or "daemon" (codemode serve).
	Kind string `json:"kind"`
	// Note says what the page shows, e.g. that a daemon's tools belong to
	// its clients.
	Note    string       `json:"note,omitempty"`
	Servers []ServerView `json:"servers"`
	// Report is the surface report as text.
	Report string `json:"report,omitempty"`
	// Stats are figures of the daemon (workers, running, queued).
	Stats map[string]int `json:"stats,omitempty"`
}

// ServerView is one upstream.
type ServerView struct {
	Name     string `json:"name"`
	Provider string `json:"provider"`
	// State is "up", "down" (failed, started again on the next call) or
	// "starting".
	State string     `json:"state"`
	Error string     `json:"error,omitempty"`
	Tools []ToolView `json:"tools"`
}

// ToolView is one tool of an upstream.
type ToolView struct {
	Name string `json:"name"`
	// Declaration is its TypeScript declaration, as search shows it.
	Declaration string `json:"declaration"`
	// Annotations are its MCP annotations, MCP's defaults spelled out.
	Annotations map[string]any `json:"annotations,omitempty"`
	// Approval says whether its calls are asked about first.
	Approval bool `json:"approval,omitempty"`
}
