package console

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/mcpgw"
)

// Gateway is the Backend of codemode mcp --console: the gateway's upstreams
// and tools, and the playground running through the gateway (so its
// programs call the same tools, asking the same approvals).
type Gateway struct{ G *mcpgw.Gateway }

// Servers reports the gateway's upstreams and its surface report.
func (b Gateway) Servers(context.Context) ServersView {
	v := ServersView{Kind: "gateway", Servers: []ServerView{}}
	for _, s := range b.G.State() {
		sv := ServerView{Name: s.Name, Provider: s.Provider, State: "down", Error: s.Error, Tools: []ToolView{}}
		switch {
		case s.Up:
			sv.State = "up"
		case s.Starting:
			sv.State = "starting"
		}
		for _, t := range s.Tools {
			sv.Tools = append(sv.Tools, ToolView{Name: t.Name, Declaration: t.Declaration, Annotations: t.Annotations, Approval: t.Approval})
		}
		v.Servers = append(v.Servers, sv)
	}
	v.Report = b.G.Report().String()
	return v
}

// Run runs a playground program through the gateway.
func (b Gateway) Run(ctx context.Context, code string, timeout time.Duration) codemode.Result {
	return b.G.Execute(ctx, code, codemode.Limits{Timeout: timeout})
}

// maxDurable bounds the executions the page lists from the gateway's store.
const maxDurable = 100

// durableExecutions lists the executions of the gateway's durable store (its
// state directory), which outlive the gateway's process: after a restart,
// the executions waiting for approval and their outcomes are still listed.
func (b Gateway) durableExecutions() []Execution {
	var out []Execution
	for _, d := range b.G.DurableExecutions(maxDurable) {
		e := Execution{ID: d.ID, Source: "store", Code: d.Code, Started: d.Started, Status: d.State, Logs: d.Logs, Events: []Event{}, Error: d.Error}
		if e.Logs == nil {
			e.Logs = []string{}
		}
		end := time.Now()
		switch d.State {
		case "finished":
			e.Status, end = "ok", d.Ended
			if d.Error != nil {
				e.Status = "failed"
			}
			e.Result = truncate(string(d.Value), MaxPayload)
		case "waiting":
			for i, w := range d.Waiting {
				e.Events = append(e.Events, Event{Seq: i + 1, Kind: "tool", Name: w, EndMs: -1, Waiting: "approval"})
			}
		}
		e.DurationMs = float64(end.Sub(d.Started).Microseconds()) / 1000
		out = append(out, e)
	}
	return out
}

// durableLister is a Backend whose executions are also in a durable store.
type durableLister interface{ durableExecutions() []Execution }

// Approver returns the gateway approver that asks in the console's page.
func (s *Store) Approver() mcpgw.Approver {
	return func(ctx context.Context, a mcpgw.Approval) (bool, error) {
		return s.Ask(ctx, Question{Server: a.Server, Tool: a.Tool, Call: a.Call, Args: a.Args, Kind: a.Kind, Message: a.Message, Execution: a.Execution})
	}
}

// Daemon is the Backend of codemode serve --console: the daemon's figures,
// and a playground whose programs run on the daemon's workers with no tools
// (a daemon's tools belong to its clients).
type Daemon struct {
	// X runs the playground's programs: the recorded executor.
	X codemode.Executor
	// Stats reports figures of the daemon, by name.
	Stats func() map[string]int
}

// Servers reports the daemon's figures.
func (b Daemon) Servers(context.Context) ServersView {
	v := ServersView{Kind: "daemon", Servers: []ServerView{},
		Note: "A daemon has no tools of its own: each client's tools and fetches are answered by that client, and its executions show them as they are relayed."}
	if b.Stats != nil {
		v.Stats = b.Stats()
	}
	return v
}

// Run runs a playground program on the daemon's workers, with no tools.
func (b Daemon) Run(ctx context.Context, code string, timeout time.Duration) codemode.Result {
	return b.X.Execute(ctx, codemode.Request{Code: code, Limits: codemode.Limits{Timeout: timeout}})
}

// Server is a console being served.
type Server struct {
	// URL is the page's address, with ?token= when it needs one.
	URL string
	srv *http.Server
	ln  net.Listener
}

// Close stops serving.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := s.srv.Shutdown(ctx); err != nil {
		return s.srv.Close()
	}
	return nil
}

// Listen serves the console on addr. A non-loopback addr needs
// opts.Token (the caller's or RandomToken()): Listen refuses one without.
func Listen(addr string, opts Options) (*Server, error) {
	if !IsLoopback(addr) && opts.Token == "" {
		return nil, fmt.Errorf("--console %s is not a loopback address: the console needs a token there", addr)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("--console %s: %v", addr, err)
	}
	s := &Server{ln: ln, srv: &http.Server{Handler: Handler(opts), ReadHeaderTimeout: 10 * time.Second}}
	host := ln.Addr().String()
	if a, ok := ln.Addr().(*net.TCPAddr); ok && a.IP.IsUnspecified() {
		host = net.JoinHostPort("localhost", fmt.Sprint(a.Port))
	} else if ok && a.IP.IsLoopback() && a.IP.To4() != nil {
		host = net.JoinHostPort("127.0.0.1", fmt.Sprint(a.Port))
	}
	s.URL = "http://" + host + "/"
	if opts.Token != "" {
		s.URL += "?token=" + opts.Token
	}
	go func() { _ = s.srv.Serve(ln) }() // ends with Close

	return s, nil
}
