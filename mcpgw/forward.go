// Sampling and roots are deprecated by the 2026-07-28 protocol (SEP-2577) but
// remain in use during its deprecation window; the gateway relays them for
// the clients and servers that still use them.
//
//lint:file-ignore SA1019 relaying sampling and roots is this file's purpose

package mcpgw

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/codemode/codemode/internal/escape"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultProgressInterval is how often an execute call that asked for
// progress hears from the gateway while its program runs, so that clients
// that reset their request timeout on progress keep waiting.
const DefaultProgressInterval = 5 * time.Second

// invocation is one run of a program and the client that asked for it: the
// gateway's MCP session with that client (nil for Gateway.Execute) and the
// progress token of its execute call (nil when it asked for none).
type invocation struct {
	session *mcp.ServerSession
	token   any
	start   time.Time
	// call is the execute call's own context. Every progress notification
	// is sent with it, whichever goroutine sends it: the SDK writes a
	// notification made under a request's context on that request's stream,
	// and one made under any other context (an upstream's notification) on
	// the session's standalone stream, which the client reads on another
	// goroutine, so the two would reach it in either order.
	call context.Context

	mu       sync.Mutex // held while a progress notification is made and sent
	progress float64    // the last progress value sent; it only grows
}

// notify sends one progress notification for the execute call, if its
// client asked for progress.
func (inv *invocation) notify(ctx context.Context, message string) {
	if inv == nil || inv.session == nil || inv.token == nil {
		return
	}
	if inv.call != nil {
		ctx = inv.call
	}
	// The value is taken and sent under one lock: the heartbeat and the
	// relay of upstream progress notify from different goroutines, and a
	// value sent after a larger one would break the rule that progress only
	// grows.
	inv.mu.Lock()
	defer inv.mu.Unlock()
	inv.progress++
	_ = inv.session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: inv.token, Progress: inv.progress, Message: message})
}

// heartbeat sends progress every interval until ctx ends.
func (inv *invocation) heartbeat(ctx context.Context, interval time.Duration) {
	if inv.session == nil || inv.token == nil || interval <= 0 {
		return
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			inv.notify(ctx, "the program is running ("+roundDuration(time.Since(inv.start).Truncate(time.Second))+")")
		}
	}
}

// supports reports whether the invocation's client offered a capability.
func (inv *invocation) supports(capability string) bool {
	if inv == nil || inv.session == nil {
		return false
	}
	p := inv.session.InitializeParams()
	if p == nil || p.Capabilities == nil {
		return false
	}
	c := p.Capabilities
	switch capability {
	case "sampling":
		return c.Sampling != nil
	case "elicitation":
		return c.Elicitation != nil
	case "roots":
		return c.RootsV2 != nil || c.Roots.ListChanged
	}
	return false
}

// flight is one upstream call in progress.
type flight struct {
	inv   *invocation
	call  string
	token string // the progress token passed upstream
	seq   uint64
}

// flights tracks the calls in progress, by their upstream progress token
// and by upstream, so that progress, sampling and elicitation requests of
// an upstream reach the client whose program made the call.
type flights struct {
	mu    sync.Mutex
	seq   uint64
	byTok map[string]*flight
	byUp  map[*upstream]map[*flight]bool
}

func (f *flights) begin(u *upstream, inv *invocation, call string) *flight {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.byTok == nil {
		f.byTok = map[string]*flight{}
		f.byUp = map[*upstream]map[*flight]bool{}
	}
	f.seq++
	fl := &flight{inv: inv, call: call, seq: f.seq, token: "codemode-" + strconv.FormatUint(f.seq, 10)}
	f.byTok[fl.token] = fl
	if f.byUp[u] == nil {
		f.byUp[u] = map[*flight]bool{}
	}
	f.byUp[u][fl] = true
	return fl
}

func (f *flights) end(u *upstream, fl *flight) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.byTok, fl.token)
	delete(f.byUp[u], fl)
}

func (f *flights) byToken(tok any) *flight {
	s, ok := tok.(string)
	if !ok {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.byTok[s]
}

// latest is the most recent call in progress on u whose client offered
// capability, else the most recent call in progress on u at all.
func (f *flights) latest(u *upstream, capability string) *flight {
	f.mu.Lock()
	defer f.mu.Unlock()
	var best, any *flight
	for fl := range f.byUp[u] {
		if any == nil || fl.seq > any.seq {
			any = fl
		}
		if fl.inv.supports(capability) && (best == nil || fl.seq > best.seq) {
			best = fl
		}
	}
	if best != nil {
		return best
	}
	return any
}

// relayProgress passes an upstream's progress on a call to the client of
// the execute call that made it.
func (g *Gateway) relayProgress(ctx context.Context, req *mcp.ProgressNotificationClientRequest) {
	fl := g.flights.byToken(req.Params.ProgressToken)
	if fl == nil {
		return
	}
	msg := fl.call + ": " + strconv.FormatFloat(req.Params.Progress, 'f', -1, 64)
	if req.Params.Total > 0 {
		msg += "/" + strconv.FormatFloat(req.Params.Total, 'f', -1, 64)
	}
	if req.Params.Message != "" {
		msg += " " + escape.Line(req.Params.Message)
	}
	fl.inv.notify(ctx, msg)
}

// askerFor finds the client to relay a request of upstream u to: the
// client of the program whose call of u is in flight (the latest such call
// when there are several). It fails with a JSON-RPC error the upstream
// passes on to its tool when there is no such call or its client cannot
// answer.
func (u *upstream) askerFor(capability string) (*mcp.ServerSession, error) {
	fl := u.g.flights.latest(u, capability)
	if fl == nil || fl.inv == nil || fl.inv.session == nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest,
			Message: fmt.Sprintf("the codemode gateway has no MCP client to relay %s to: no program's call of this server is in flight", capability)}
	}
	if !fl.inv.supports(capability) {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidRequest,
			Message: fmt.Sprintf("the MCP client behind the codemode gateway does not support %s", capability)}
	}
	return fl.inv.session, nil
}

// sample relays sampling/createMessage to the client.
func (u *upstream) sample(ctx context.Context, req *mcp.CreateMessageRequest) (*mcp.CreateMessageResult, error) {
	ss, err := u.askerFor("sampling")
	if err != nil {
		return nil, err
	}
	return ss.CreateMessage(ctx, req.Params)
}

// elicit relays elicitation/create to the client.
func (u *upstream) elicit(ctx context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
	ss, err := u.askerFor("elicitation")
	if err != nil {
		return nil, err
	}
	return ss.Elicit(ctx, req.Params)
}

// ---- the capabilities offered upstream ----

// clientFeatures is what the gateway's clients offered, and so what it
// offers upstream: the union over the sessions that have initialized so far
// (it never shrinks, so that upstreams are not restarted when a client
// leaves).
type clientFeatures struct {
	sampling, roots bool
	elicitForm      bool
	elicitURL       bool
	elicit          bool
}

func (f clientFeatures) union(o clientFeatures) clientFeatures {
	return clientFeatures{f.sampling || o.sampling, f.roots || o.roots, f.elicitForm || o.elicitForm, f.elicitURL || o.elicitURL, f.elicit || o.elicit}
}

func featuresOf(c *mcp.ClientCapabilities) clientFeatures {
	var f clientFeatures
	if c == nil {
		return f
	}
	f.sampling = c.Sampling != nil
	f.roots = c.RootsV2 != nil || c.Roots.ListChanged
	if c.Elicitation != nil {
		f.elicit = true
		f.elicitForm = c.Elicitation.Form != nil
		f.elicitURL = c.Elicitation.URL != nil
	}
	return f
}

// capabilities renders the features as an MCP client's capabilities.
func (f clientFeatures) capabilities() *mcp.ClientCapabilities {
	c := &mcp.ClientCapabilities{}
	if f.sampling {
		c.Sampling = &mcp.SamplingCapabilities{}
	}
	if f.roots {
		c.RootsV2 = &mcp.RootCapabilities{ListChanged: true}
	}
	if f.elicit {
		c.Elicitation = &mcp.ElicitationCapabilities{}
		if f.elicitForm {
			c.Elicitation.Form = &mcp.FormElicitationCapabilities{}
		}
		if f.elicitURL {
			c.Elicitation.URL = &mcp.URLElicitationCapabilities{}
		}
	}
	return c
}

// clientInitialized records a new client's capabilities. When it offers
// something the upstreams were not offered, they are started again with it
// (a server decides at its handshake which tools to offer: server-everything
// has its sampling and elicitation tools only for clients that can answer).
func (g *Gateway) clientInitialized(_ context.Context, req *mcp.InitializedRequest) {
	p := req.Session.InitializeParams()
	if p == nil {
		return
	}
	f := featuresOf(p.Capabilities)
	g.featMu.Lock()
	grown := g.features.union(f) != g.features
	g.features = g.features.union(f)
	g.featMu.Unlock()
	ss := req.Session
	g.spawn(func() {
		if f.roots {
			g.refreshRoots(ss) // first, so that restarted upstreams get them
		}
		if grown {
			g.log.Info("an MCP client offers more than the upstreams were offered; starting them again with it",
				"sampling", f.sampling, "elicitation", f.elicit, "roots", f.roots)
			for _, u := range g.ups {
				u.restart()
			}
		}
	})
}

func (g *Gateway) currentFeatures() clientFeatures {
	g.featMu.Lock()
	defer g.featMu.Unlock()
	return g.features
}

// rootsChanged follows a client's notifications/roots/list_changed.
func (g *Gateway) rootsChanged(_ context.Context, req *mcp.RootsListChangedRequest) {
	ss := req.Session
	g.spawn(func() { g.refreshRoots(ss) })
}

// refreshRoots lists a client's roots and offers them to every upstream
// (the latest client to tell wins); the SDK tells the upstreams that they
// changed.
func (g *Gateway) refreshRoots(ss *mcp.ServerSession) {
	ctx, cancel := context.WithTimeout(g.life, 10*time.Second)
	defer cancel()
	res, err := ss.ListRoots(ctx, nil)
	if err != nil {
		if g.life.Err() != nil || errors.Is(err, mcp.ErrConnectionClosed) {
			return // the gateway is closing, or the client left: nothing to say
		}
		g.log.Warn("listing the roots of an MCP client failed", "error", err)
		return
	}
	g.featMu.Lock()
	g.roots = res.Roots
	g.featMu.Unlock()
	for _, u := range g.ups {
		u.mu.Lock()
		c := u.conn
		u.mu.Unlock()
		if c != nil && c.feats.roots {
			c.setRoots(res.Roots)
		}
	}
}

// setRoots makes the roots the session's client offers exactly roots.
func (c *conn) setRoots(roots []*mcp.Root) {
	c.rootsMu.Lock()
	defer c.rootsMu.Unlock()
	keep := map[string]bool{}
	for _, r := range roots {
		keep[r.URI] = true
	}
	var gone []string
	for _, uri := range c.rootURIs {
		if !keep[uri] {
			gone = append(gone, uri)
		}
	}
	if len(gone) > 0 {
		c.client.RemoveRoots(gone...)
	}
	if len(roots) > 0 {
		c.client.AddRoots(roots...)
	}
	c.rootURIs = c.rootURIs[:0]
	for _, r := range roots {
		c.rootURIs = append(c.rootURIs, r.URI)
	}
}

// restart starts the server again if its session was offered less than the
// gateway's clients now offer.
func (u *upstream) restart() {
	u.mu.Lock()
	c := u.conn
	u.mu.Unlock()
	if c == nil || c.feats == u.g.currentFeatures() {
		return
	}
	// New calls go to the new session at once; the old one is closed when
	// the calls already made on it have ended (or their timeout has
	// passed, or the gateway closes), so that a client connecting does not fail another client's
	// call in flight.
	u.mu.Lock()
	if u.conn == c {
		u.conn = nil
		u.lastErr = "started again to offer its client's capabilities"
		u.retryAt = time.Time{}
	}
	if !u.closed {
		u.startLocked()
	}
	u.mu.Unlock()
	u.g.log.Info("MCP server started again to offer its client's capabilities; the old session closes after its calls", "server", u.name)
	retire := func() {
		for deadline := time.Now().Add(u.g.opts.CallTimeout + time.Second); c.calls.Load() > 0 && time.Now().Before(deadline) && !c.ended(0) && u.g.life.Err() == nil; {
			time.Sleep(10 * time.Millisecond)
		}
		c.cs.Close()
	}
	if !u.g.spawn(retire) {
		c.cs.Close()
	}
}
