package mcpgw

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode/codemode/internal/escape"
	"github.com/codemode/codemode/internal/schemacheck"
	"github.com/codemode/codemode/internal/version"
	"github.com/codemode/codemode/protocol"
	"github.com/codemode/codemode/tsdecl"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
)

// upstream is one configured MCP server: its connection, which comes and
// goes, and its last known tools, which stay when it goes so that the
// program's surface does not flap.
type upstream struct {
	g        *Gateway
	name     string
	provider string
	cfg      ServerConfig

	changes atomic.Int64 // tools/list_changed notifications seen

	mu           sync.Mutex
	conn         *conn         // nil while down
	starting     chan struct{} // closed when the start in flight ends
	tools        []*toolEntry
	byName       map[string]*toolEntry
	listed       bool   // tools listed at least once
	lastErr      string // why it is down
	failures     int    // failed starts in a row
	retryAt      time.Time
	refreshing   bool
	refreshAgain bool
	closed       bool
	taskTools    map[string]bool // tools that require MCP tasks (see tasks.go)
	taskOnly     []string        // those left out of the catalog, by name
	taskBytes    int             // their definitions' size, for the report
}

// conn is one live session with an upstream.
type conn struct {
	cs      *mcp.ClientSession
	done    chan struct{} // closed when the session ends
	exitErr error         // cs.Wait's error, set before done closes
	stderr  *tail         // stdio only
	started time.Time
	probing chan struct{} // guarded by upstream.mu: closed when the ping after a timed-out call ends
	client  *mcp.Client
	feats   clientFeatures // what it was offered
	// calls counts the calls handed this session (by ensure, under
	// upstream.mu) that have not ended, so that a session replaced by a
	// restart is closed only after them.
	calls atomic.Int64

	rootsMu  sync.Mutex
	rootURIs []string
}

// ended reports whether the session has ended, waiting up to d for it.
func (c *conn) ended(d time.Duration) bool {
	if d <= 0 {
		select {
		case <-c.done:
			return true
		default:
			return false
		}
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-c.done:
		return true
	case <-t.C:
		return false
	}
}

// toolEntry is one upstream tool as the gateway uses it.
type toolEntry struct {
	tool        *mcp.Tool
	decl        tsdecl.Tool
	nativeBytes int      // its definition's JSON, as an agent would load it
	argNames    []string // the top-level properties of its input schema, for search
	key         string   // its name in the observed-types cache
	types       *typeCache

	once      sync.Once
	schema    *schemacheck.Schema
	schemaErr error
	inputType string
}

// newToolEntry prepares a listed tool: its schemas as JSON for the
// declarations, and its size.
func newToolEntry(t *mcp.Tool) *toolEntry {
	e := &toolEntry{tool: t}
	e.decl.Name = t.Name
	e.decl.Description = t.Description
	if strings.TrimSpace(e.decl.Description) == "" {
		e.decl.Description = t.Title
	}
	if t.InputSchema != nil {
		e.decl.InputSchema, _ = marshal(t.InputSchema)
		var in struct {
			Properties map[string]json.RawMessage `json:"properties"`
		}
		if json.Unmarshal(e.decl.InputSchema, &in) == nil {
			for k := range in.Properties {
				e.argNames = append(e.argNames, k)
			}
			sort.Strings(e.argNames)
		}
	}
	e.decl.Tags = annotationTags(t.Annotations)
	if len(e.decl.InputSchema) > 0 {
		if _, err := compileSchema(e.decl.InputSchema); err != nil {
			e.decl.Notes = append(e.decl.Notes, "Note: its input schema does not compile, so the gateway does not check its arguments ("+
				firstLine(err.Error(), 160)+").")
		}
	}
	if t.OutputSchema != nil {
		e.decl.OutputSchema, _ = marshal(t.OutputSchema)
	}
	if b, err := marshal(t); err == nil {
		e.nativeBytes = len(b)
	}
	return e
}

// declaration is the tool's declaration, with its observed return type
// when it has no output schema.
func (e *toolEntry) declaration() tsdecl.Tool {
	d := e.decl
	if len(d.OutputSchema) > 0 {
		return d
	}
	if o, ok := e.types.get(e.key); ok {
		typ, tag := observedHints(o)
		d.ReturnType = typ
		d.Tags = append(append([]string(nil), d.Tags...), tag)
	}
	return d
}

// firstLine is the first line of s, at most n bytes.
func firstLine(s string, n int) string {
	s, _, _ = strings.Cut(s, "\n")
	if len(s) > n {
		s = s[:n] + "…"
	}
	return strings.TrimSpace(s)
}

// check validates a call's arguments; the schema is compiled on first use.
func (e *toolEntry) check(ctx context.Context, g *Gateway, server, call string, args json.RawMessage) error {
	e.once.Do(func() {
		if len(e.decl.InputSchema) == 0 {
			return
		}
		s, err := compileSchema(e.decl.InputSchema)
		if err != nil {
			g.log.Warn("the input schema of an upstream tool does not compile; its calls are not checked",
				"server", server, "tool", e.tool.Name, "error", err)
		}
		e.schema, e.schemaErr = s, err
		if t, err := tsdecl.Type(e.decl.InputSchema, tsdecl.Options{}); err == nil {
			e.inputType = compactType(t)
		}
	})
	return checkArgs(ctx, call, args, e.schema, e.schemaErr, e.inputType)
}

// jsdoc matches the doc comments tsdecl writes into a type.
var jsdoc = regexp.MustCompile(`/\*\*[\s\S]*?\*/`)

// compactType puts a rendered type on one line without its doc comments,
// for a refusal: { a: number; b: number; }.
func compactType(t string) string {
	return strings.Join(strings.Fields(jsdoc.ReplaceAllString(t, " ")), " ")
}

// The backoff between failed starts: 500ms, 1s, 2s, … up to 30s.
const (
	backoffBase = 500 * time.Millisecond
	backoffMax  = 30 * time.Second
)

func backoff(failures int) time.Duration {
	if failures <= 0 {
		return 0
	}
	d := backoffBase
	for i := 1; i < failures && d < backoffMax; i++ {
		d *= 2
	}
	return min(d, backoffMax)
}

// startLocked begins a start unless one is running and returns the channel
// closed when it ends. u.mu is held.
func (u *upstream) startLocked() chan struct{} {
	if u.starting != nil {
		return u.starting
	}
	ch := make(chan struct{})
	u.starting = ch
	if !u.g.spawn(func() { u.start(ch) }) {
		u.starting = nil
		u.lastErr = "the gateway is closed"
		close(ch)
	}
	return ch
}

// start connects, lists the tools and installs the session.
func (u *upstream) start(ch chan struct{}) {
	ctx, cancel := context.WithTimeout(u.g.life, u.g.opts.StartTimeout)
	defer cancel()
	seen := u.changes.Load()
	c, tools, err := u.connect(ctx)
	if err == nil && c.ended(0) {
		err = errors.New(u.exitReason(c))
	}

	u.mu.Lock()
	u.starting = nil
	up, discard := false, false
	switch {
	case err != nil:
		u.failures++
		u.lastErr = err.Error()
		u.retryAt = time.Now().Add(backoff(u.failures))
		if u.g.life.Err() == nil { // else the gateway is closing
			u.g.log.Warn("MCP server failed to start", "server", u.name, "error", err)
		}
	case u.closed:
		discard = true
	default:
		up = true
		u.conn = c
		u.failures = 0
		u.lastErr = ""
		u.retryAt = time.Time{}
		u.setToolsLocked(tools)
		u.g.log.Info("MCP server started", "server", u.name, "provider", u.provider, "tools", len(tools))
	}
	close(ch)
	u.mu.Unlock()

	if discard {
		c.cs.Close()
		return
	}
	if up && u.changes.Load() != seen {
		u.toolsChanged(c.cs) // the list changed while we listed it
	}
	u.g.catalogChanged()
}

// connect starts the server (or opens the HTTP session) and lists its tools.
func (u *upstream) connect(ctx context.Context) (*conn, []*mcp.Tool, error) {
	c := &conn{done: make(chan struct{}), started: time.Now(), feats: u.g.currentFeatures()}
	transport, err := u.transport(c)
	if err != nil {
		return nil, nil, errors.New(u.startReason(ctx, c, err))
	}
	// The client offers what the gateway's own clients offer, and relays
	// their requests to them.
	opts := &mcp.ClientOptions{
		Capabilities: c.feats.capabilities(),
		ToolListChangedHandler: func(_ context.Context, req *mcp.ToolListChangedRequest) {
			u.changes.Add(1)
			u.toolsChanged(req.Session)
		},
		ProgressNotificationHandler: u.g.relayProgress,
		Logger:                      u.g.sdkLog,
	}
	if c.feats.sampling {
		opts.CreateMessageHandler = u.sample //lint:ignore SA1019 relayed (see forward.go)
	}
	if c.feats.elicit {
		opts.ElicitationHandler = u.elicit
	}
	c.client = mcp.NewClient(&mcp.Implementation{Name: "codemode-mcp-gateway", Version: version.String()}, opts)
	if c.feats.roots {
		u.g.featMu.Lock()
		roots := u.g.roots
		u.g.featMu.Unlock()
		c.setRoots(roots)
	}
	cs, err := c.client.Connect(ctx, transport, nil)
	if err != nil {
		return nil, nil, errors.New(u.startReason(ctx, c, err))
	}
	c.cs = cs
	if !u.g.spawn(func() { u.watch(c) }) {
		cs.Close()
		return nil, nil, errors.New("the gateway is closed")
	}
	tools, err := listTools(ctx, cs)
	if err != nil {
		cs.Close()
		return nil, nil, errors.New(u.startReason(ctx, c, fmt.Errorf("listing its tools: %w", err)))
	}
	return c, tools, nil
}

// transport builds the client transport of the server's config.
func (u *upstream) transport(c *conn) (mcp.Transport, error) {
	cfg := u.cfg
	switch cfg.transport() {
	case transportStdio:
		// A bare name is found on the gateway's PATH, as exec.Command
		// finds it; a path is run as it is, from cfg.Cwd.
		path := cfg.Command
		if !strings.ContainsRune(path, '/') && !strings.ContainsRune(path, filepath.Separator) {
			var err error
			if path, err = exec.LookPath(cfg.Command); err != nil {
				return nil, err
			}
		}
		cmd, life, lifeChild := supervised(path, cfg.Args)
		cmd.Dir = cfg.Cwd
		cmd.Env = supervisorEnv(u.commandEnv(), life)
		c.stderr = &tail{}
		var w io.Writer = c.stderr
		if u.g.opts.Stderr != nil {
			w = io.MultiWriter(c.stderr, newStderrRelay(u.g.opts.Stderr, &u.g.stderrMu, u.name))
		}
		cmd.Stderr = w
		noise := &noiseLogger{u: u}
		return &stdioTransport{cmd: cmd, life: life, lifeChild: lifeChild, terminate: 2 * time.Second, noise: noise.line, message: u.noteMessage}, nil
	case transportHTTP:
		return &mcp.StreamableClientTransport{Endpoint: cfg.URL, HTTPClient: u.httpClient(), MaxRetries: 2,
			OAuthHandler: u.g.oauthHandler(u.name, cfg)}, nil
	case transportSSE:
		sse := &mcp.SSEClientTransport{Endpoint: cfg.URL, HTTPClient: u.httpClient()}
		return &detached{inner: sse, life: u.g.life}, nil
	}
	return nil, fmt.Errorf("unknown transport %q", cfg.Type)
}

// detached connects a transport whose connection would otherwise live only
// as long as the context of Connect (the SSE transport's event stream is a
// request made with it): the connection lives as long as life, and ctx
// bounds only the connecting.
type detached struct {
	inner mcp.Transport
	life  context.Context
}

func (d *detached) Connect(ctx context.Context) (mcp.Connection, error) {
	type result struct {
		c   mcp.Connection
		err error
	}
	var (
		mu        sync.Mutex
		abandoned bool
		done      = make(chan result, 1)
	)
	go func() {
		c, err := d.inner.Connect(d.life)
		mu.Lock()
		defer mu.Unlock()
		if abandoned {
			if c != nil {
				c.Close()
			}
			return
		}
		done <- result{c, err}
	}()
	select {
	case r := <-done:
		return r.c, r.err
	case <-ctx.Done():
		mu.Lock()
		abandoned = true
		mu.Unlock()
		select {
		case r := <-done:
			if r.c != nil {
				r.c.Close()
			}
		default:
		}
		return nil, ctx.Err()
	}
}

// startReason explains a failed start, with the end of the server's stderr.
func (u *upstream) startReason(ctx context.Context, c *conn, err error) string {
	var reason string
	switch {
	case errors.Is(err, exec.ErrNotFound):
		reason = fmt.Sprintf("command %q not found", u.cfg.Command)
	case ctx.Err() != nil && u.g.life.Err() == nil:
		reason = textStartTimeout(u.g.opts.StartTimeout, u.cfg.transport() == transportStdio)
	default:
		reason = err.Error()
	}
	if c.stderr != nil {
		if t := c.stderr.last(); t != "" {
			reason += "; its stderr ended with: " + t
		}
	}
	return reason
}

// exitReason explains an ended session.
func (u *upstream) exitReason(c *conn) string {
	var reason string
	if u.cfg.transport() == transportStdio {
		reason = "its process exited"
	} else {
		reason = "the connection closed"
	}
	if c.exitErr != nil && !errors.Is(c.exitErr, mcp.ErrConnectionClosed) {
		reason += " (" + c.exitErr.Error() + ")"
	}
	if c.stderr != nil {
		if t := c.stderr.last(); t != "" {
			reason += "; its stderr ended with: " + t
		}
	}
	return reason
}

// watch waits for the session to end and marks the server down if it ended
// on its own. The next call starts it again.
func (u *upstream) watch(c *conn) {
	err := c.cs.Wait()
	c.exitErr = err
	close(c.done)
	u.mu.Lock()
	current := u.conn == c
	if current {
		u.conn = nil
		u.lastErr = u.exitReason(c)
		u.retryAt = time.Time{} // a crash after a good start restarts at once
	}
	closed := u.closed
	u.mu.Unlock()
	if current && !closed {
		u.g.log.Warn("MCP server stopped; it is started again on the next call", "server", u.name, "reason", u.exitReason(c))
	}
}

// drop takes a session out of service (it hangs, or its transport failed)
// and closes it; the next call starts a new one.
func (u *upstream) drop(c *conn, reason string) {
	u.mu.Lock()
	if u.conn == c {
		u.conn = nil
		u.lastErr = reason
		u.retryAt = time.Time{}
	}
	u.mu.Unlock()
	u.g.log.Warn("MCP server taken out of service; it is started again on the next call", "server", u.name, "reason", reason)
	if !u.g.spawn(func() { c.cs.Close() }) {
		c.cs.Close()
	}
}

// ensure returns the live session, starting the server if it is down and
// its backoff has passed. The caller must call c.calls.Add(-1) when its call
// on the session ends.
func (u *upstream) ensure(ctx context.Context, call string) (*conn, error) {
	u.mu.Lock()
	if u.closed {
		u.mu.Unlock()
		return nil, errors.New(textStartFailed(u.name, "the gateway is closed"))
	}
	if c := u.conn; c != nil {
		p := c.probing
		if p == nil {
			c.calls.Add(1)
		}
		u.mu.Unlock()
		if p == nil {
			return c, nil
		}
		// A call timed out and the ping that tells a slow tool from a
		// frozen server runs: wait for its verdict rather than send this
		// call to a server that may never answer.
		select {
		case <-p:
		case <-ctx.Done():
			return nil, errors.New(textCallCancelled(call))
		}
		return u.ensure(ctx, call)
	}
	if u.starting == nil {
		if wait := time.Until(u.retryAt); wait > 0 {
			reason := u.lastErr
			u.mu.Unlock()
			return nil, errors.New(textUnavailable(u.name, reason, wait))
		}
	}
	ch := u.startLocked()
	u.mu.Unlock()
	select {
	case <-ch:
	case <-ctx.Done():
		return nil, errors.New(textCallCancelled(call))
	}
	u.mu.Lock()
	c, reason := u.conn, u.lastErr
	if c != nil {
		c.calls.Add(1)
	}
	u.mu.Unlock()
	if c == nil {
		return nil, errors.New(textStartFailed(u.name, reason))
	}
	return c, nil
}

// call makes one tool call for a program: it checks the arguments, calls
// the tool with a timeout and unwraps the result.
func (u *upstream) call(ctx context.Context, inv *invocation, tool, args string) (any, error) {
	call := callName(u.provider, tool)
	c, err := u.ensure(ctx, call)
	if err != nil {
		return nil, err
	}
	defer c.calls.Add(-1)
	e := u.lookup(tool)
	if e == nil {
		return nil, &protocol.ToolNotFoundError{Tool: tool}
	}
	if err := e.check(ctx, u.g, u.name, call, json.RawMessage(args)); err != nil {
		return nil, err
	}
	if err := u.approve(ctx, inv, e, call, args); err != nil {
		return nil, err
	}
	timeout := u.g.opts.CallTimeout
	callCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	fl := u.g.flights.begin(u, inv, call)
	defer u.g.flights.end(u, fl)
	params := &mcp.CallToolParams{Name: tool, Arguments: json.RawMessage(args)}
	if inv != nil && inv.token != nil {
		params.SetProgressToken(fl.token)
	}
	callCtx, span := u.g.tracer.Start(callCtx, "tools/call "+tool, trace.WithSpanKind(trace.SpanKindClient),
		trace.WithAttributes(attribute.String("mcp.method.name", "tools/call"), attribute.String("gen_ai.tool.name", tool), attribute.String("codemode.mcp.server", u.name)))
	res, err := c.cs.CallTool(callCtx, params)
	switch {
	case err != nil:
		span.SetStatus(codes.Error, err.Error())
	case res.IsError:
		span.SetStatus(codes.Error, "the tool answered with isError")
	}
	span.End()
	if err != nil {
		return nil, u.callError(ctx, callCtx, c, call, timeout, err)
	}
	v, err := resultValue(u.name, tool, res)
	if err != nil {
		return nil, err
	}
	if len(e.decl.OutputSchema) == 0 && e.types.record(e.key, v) {
		u.g.spawn(u.g.catalogChanged) // its declared type changed
	}
	return v, nil
}

// callError turns a failed CallTool into the text the program reads, and
// takes a dead or hung session out of service.
func (u *upstream) callError(ctx, callCtx context.Context, c *conn, call string, timeout time.Duration, err error) error {
	if ctx.Err() != nil {
		return errors.New(textCallCancelled(call))
	}
	if callCtx.Err() != nil {
		u.mu.Lock()
		if c.probing == nil {
			p := make(chan struct{})
			c.probing = p
			if !u.g.spawn(func() { u.probe(c, p) }) {
				close(p)
			}
		}
		u.mu.Unlock()
		return errors.New(textCallTimeout(u.name, call, timeout))
	}
	var we *jsonrpc.Error
	if errors.As(err, &we) {
		return errors.New(textRefused(u.name, call, we.Message))
	}
	if errors.Is(err, mcp.ErrConnectionClosed) || c.ended(250*time.Millisecond) {
		c.ended(time.Second) // let watch record the exit status
		reason := u.exitReason(c)
		u.drop(c, reason)
		return errors.New(textStopped(u.name, call, reason))
	}
	if u.cfg.transport() != transportStdio && isTransportError(err) {
		reason := "the connection failed (" + err.Error() + ")"
		u.drop(c, reason)
		return errors.New(textStopped(u.name, call, reason))
	}
	return errors.New(textCallFailed(u.name, call, err.Error()))
}

// isTransportError reports whether an HTTP session's call failed below MCP.
func isTransportError(err error) bool {
	s := err.Error()
	for _, w := range []string{"connection refused", "connection reset", "EOF", "broken pipe", "no such host", "404 Not Found", "session not found"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// maxProbeTimeout bounds the ping after a call timed out; a shorter call
// timeout bounds it too.
const maxProbeTimeout = 5 * time.Second

// probe pings a server whose call timed out: one slow tool is not a hung
// server, but a server that does not answer a ping is taken out of service
// (its process is stopped) and started again on the next call.
func (u *upstream) probe(c *conn, done chan struct{}) {
	d := min(maxProbeTimeout, u.g.opts.CallTimeout)
	ctx, cancel := context.WithTimeout(u.g.life, d)
	defer cancel()
	if err := c.cs.Ping(ctx, nil); err != nil && u.g.life.Err() == nil && !c.ended(0) {
		u.drop(c, "it stopped answering: a ping after a timed-out call got no answer within "+roundDuration(d))
	}
	u.mu.Lock()
	c.probing = nil
	u.mu.Unlock()
	close(done)
}

// lookup returns the tool's entry, or nil.
func (u *upstream) lookup(tool string) *toolEntry {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.byName[tool]
}

// setToolsLocked replaces the catalog. u.mu is held.
func (u *upstream) setToolsLocked(tools []*mcp.Tool) {
	old := u.byName
	u.tools = make([]*toolEntry, 0, len(tools))
	u.byName = make(map[string]*toolEntry, len(tools))
	u.taskOnly, u.taskBytes = nil, 0
	for _, t := range tools {
		if _, dup := u.byName[t.Name]; dup {
			continue
		}
		if u.taskTools[t.Name] {
			u.taskOnly = append(u.taskOnly, t.Name)
			if b, err := marshal(t); err == nil {
				u.taskBytes += len(b)
			}
			continue
		}
		e := newToolEntry(t)
		key := observedKey(u.name, e)
		// A listed entry is read without the lock (the catalog renders
		// its declaration), so one is reused only as it is: same tool,
		// same key in the observed-types cache.
		if prev, ok := old[t.Name]; ok && sameTool(prev, e) && prev.key == key && prev.types == u.g.types {
			e = prev // keep its compiled schema
		} else {
			e.key, e.types = key, u.g.types
		}
		u.tools = append(u.tools, e)
		u.byName[t.Name] = e
	}
	u.listed = true
}

func sameTool(a, b *toolEntry) bool {
	return a.decl.Description == b.decl.Description && bytes.Equal(a.decl.InputSchema, b.decl.InputSchema) &&
		bytes.Equal(a.decl.OutputSchema, b.decl.OutputSchema) && slices.Equal(a.decl.Tags, b.decl.Tags) &&
		slices.Equal(a.decl.Notes, b.decl.Notes) && a.decl.ReturnType == b.decl.ReturnType && sameAnnotations(a.tool, b.tool)
}

func sameAnnotations(a, b *mcp.Tool) bool {
	x, _ := marshal(a.Annotations)
	y, _ := marshal(b.Annotations)
	return bytes.Equal(x, y)
}

// toolsChanged refreshes the catalog after notifications/tools/list_changed;
// notifications that arrive during a refresh cause one more.
func (u *upstream) toolsChanged(cs *mcp.ClientSession) {
	u.mu.Lock()
	if u.closed || u.conn == nil || u.conn.cs != cs {
		u.mu.Unlock()
		return // not installed yet: start() checks u.changes
	}
	if u.refreshing {
		u.refreshAgain = true
		u.mu.Unlock()
		return
	}
	u.refreshing = true
	u.mu.Unlock()
	refresh := func() {
		for {
			ctx, cancel := context.WithTimeout(u.g.life, u.g.opts.StartTimeout)
			tools, err := listTools(ctx, cs)
			cancel()
			u.mu.Lock()
			if err == nil && u.conn != nil && u.conn.cs == cs {
				u.setToolsLocked(tools)
			} else if err != nil && u.g.life.Err() == nil && u.conn != nil && u.conn.cs == cs {
				// (Not while the gateway closes, nor for a session
				// already replaced or ended, which is logged as such.)
				u.g.log.Warn("refreshing the tools of an MCP server failed", "server", u.name, "error", err)
			}
			again := u.refreshAgain && u.g.life.Err() == nil
			u.refreshAgain = false
			if !again {
				u.refreshing = false
			}
			u.mu.Unlock()
			if !again {
				break
			}
		}
		u.g.catalogChanged()
	}
	if !u.g.spawn(refresh) {
		u.mu.Lock()
		u.refreshing = false
		u.mu.Unlock()
	}
}

// status is a snapshot of an upstream for the surface and the report.
type status struct {
	name, provider string
	tools          []*toolEntry
	listed, up     bool
	lastErr        string
	taskOnly       []string
	taskBytes      int
}

func (u *upstream) status() status {
	u.mu.Lock()
	defer u.mu.Unlock()
	return status{u.name, u.provider, u.tools, u.listed, u.conn != nil, u.lastErr, u.taskOnly, u.taskBytes}
}

// close ends the session; a start in flight closes its own.
func (u *upstream) close() {
	u.mu.Lock()
	u.closed = true
	c := u.conn
	u.conn = nil
	u.mu.Unlock()
	if c != nil {
		c.cs.Close()
	}
}

// listTools lists every page of the server's tools.
func listTools(ctx context.Context, cs *mcp.ClientSession) ([]*mcp.Tool, error) {
	var out []*mcp.Tool
	for t, err := range cs.Tools(ctx, nil) {
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// httpClient returns a client that sends the configured headers and
// notes the tools that require tasks.
func (u *upstream) httpClient() *http.Client {
	var rt http.RoundTripper = &taskTap{next: http.DefaultTransport, note: u.noteMessage}
	if len(u.cfg.Headers) > 0 {
		rt = &headerTransport{headers: u.cfg.Headers, next: rt}
	}
	return &http.Client{Transport: rt}
}

type headerTransport struct {
	headers map[string]string
	next    http.RoundTripper
}

func (t *headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range t.headers {
		r.Header.Set(k, v)
	}
	return t.next.RoundTrip(r)
}

// tail keeps the end of a server's stderr for error messages.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailBytes = 4096

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > tailBytes {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-tailBytes:]...)
	}
	return len(p), nil
}

// last returns the last few non-empty lines, at most 400 bytes, joined
// with " | ", escaped (internal/escape) for the messages that quote it.
func (t *tail) last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var lines []string
	for _, l := range strings.Split(string(t.buf), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) > 3 {
		lines = lines[len(lines)-3:]
	}
	s := strings.Join(lines, " | ")
	if len(s) > 400 {
		s = "…" + s[runeStart(s, len(s)-400):]
	}
	return escape.Line(s)
}
