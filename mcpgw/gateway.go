package mcpgw

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/limits"
	"github.com/codemode/codemode/internal/version"
	"github.com/codemode/codemode/protocol"
	"github.com/codemode/codemode/tracing"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.opentelemetry.io/otel/trace"
)

// Defaults of Options.
const (
	// DefaultBudget is how many bytes of declarations go into the execute
	// tool's description by default: none. The model reads the signatures
	// it needs from search, one call away, instead of every signature on
	// every request (RATIONALE.md, "Execute's declarations are searched,
	// not inlined").
	DefaultBudget = 0
	// DefaultSearchBytes bounds the declarations one search answers with.
	DefaultSearchBytes = 16 << 10
	// DefaultCallTimeout bounds one upstream tool call (the execution's
	// own deadline bounds it too).
	DefaultCallTimeout = 60 * time.Second
	// DefaultStartTimeout bounds starting an upstream: spawning it (or
	// opening its HTTP session), the MCP handshake and listing its tools.
	DefaultStartTimeout = 30 * time.Second
	// DefaultMaxTimeout is the most an execute call's timeoutMs can ask
	// for, unless Options.Limits.Timeout is larger.
	DefaultMaxTimeout = limits.MaxTimeout // 5m, the daemon's too
	// defaultSearchLimit is how many matches a non-empty query shows when
	// the caller gives no limit.
	defaultSearchLimit = 5
	// maxSearchLimit caps the limit a caller can ask for.
	maxSearchLimit = 100
)

// Options configure a Gateway. The zero value is usable: zero fields take
// their defaults, and New refuses negative ones.
type Options struct {
	// Executor runs the programs. Nil means an in-process executor
	// (codemode.New), which the gateway closes on Close; an executor
	// passed in is the caller's to close.
	Executor codemode.Executor
	// Limits bound each execution; zero fields take codemode's defaults.
	// An execute call's timeoutMs replaces Limits.Timeout, up to
	// MaxTimeout.
	Limits codemode.Limits
	// MaxTimeout caps timeoutMs. Default DefaultMaxTimeout, or
	// Limits.Timeout when that is larger.
	MaxTimeout time.Duration
	// Budget is how many bytes of TypeScript declarations may go into the
	// execute tool's description, so that a model needs no search for a
	// small catalog. When the declarations of all upstream tools are
	// larger, or Budget is 0 (DefaultBudget, the default), the description
	// tells the model to search first.
	Budget int
	// NoInline keeps the declarations out of the description whatever
	// Budget says: the model always searches first.
	NoInline bool
	// SearchBytes bounds the declarations in one search answer. 0 means
	// DefaultSearchBytes.
	SearchBytes int
	// CallTimeout bounds each upstream tool call. 0 means
	// DefaultCallTimeout.
	CallTimeout time.Duration
	// StartTimeout bounds each start of an upstream. 0 means
	// DefaultStartTimeout.
	StartTimeout time.Duration
	// Logger receives the gateway's events: upstreams started, stopped,
	// refreshed. Nil discards them.
	Logger *slog.Logger
	// Stderr receives the standard error of stdio upstreams, each line
	// prefixed with "[name] ". Nil discards it (the end of it still goes
	// into start-failure messages).
	Stderr io.Writer
	// Workspace serves CodeAct's run_code and the project's recipes beside
	// search and execute (see WorkspaceOptions); its zero value serves
	// neither.
	Workspace WorkspaceOptions
	// OAuth configures the authorization of HTTP servers that ask for
	// OAuth (see OAuthOptions).
	OAuth OAuthOptions
	// InheritEnv names variables of the gateway's environment every stdio
	// upstream inherits besides the default safe set (HOME, LOGNAME, PATH,
	// SHELL, TERM, USER): exact names, NAME_* prefixes, or "*" for the
	// whole environment. A server's own inheritEnv adds to it, and its env
	// is set on top.
	InheritEnv []string
	// ProgressInterval is how often an execute call whose client asked
	// for progress (a progressToken) gets a progress notification while
	// its program runs, besides the upstreams' own progress, which is
	// relayed as it comes. 0 means DefaultProgressInterval; a negative
	// value is refused (NoProgress turns these notifications off).
	ProgressInterval time.Duration
	// NoProgress sends only the upstreams' own progress: an execute call
	// gets no notification of its own while its program runs.
	NoProgress bool
	// MaxAnswer is how many characters of text an execute answer gives
	// the model at most, logs and result together; a longer result is cut
	// at a value boundary with a marker saying what was left out (its
	// structured content the same way). 0 means DefaultMaxAnswer.
	MaxAnswer int
	// Approve is the approval policy for the servers that set none of
	// their own: ApproveDestructive, ApproveWrites, ApproveAll, or
	// ApproveNone (the default). Before a program's call that the policy
	// names reaches the upstream, the gateway asks the user through MCP
	// elicitation on the execute call's session; a declined call throws
	// a catchable Error in the program, and so does a call the gateway
	// cannot ask about (the client does not support elicitation).
	Approve string
	// Approver, if set, is asked about the calls Approve names besides
	// the client: the first answer wins, the Approver's or the client's
	// elicitation. With a client that cannot elicit (or none, as for
	// Execute) only the Approver is asked, and the call waits for it
	// instead of being refused. codemode mcp --console asks in its page.
	Approver Approver
	// TracerProvider, if set, makes a span of each execution, a child
	// span of each of its tool calls (see package tracing) and, under
	// that, a client span of the upstream request.
	TracerProvider trace.TracerProvider
	// TypeCache is the file where the gateway records the types of the
	// results of tools that declare no output schema, and declares them
	// as observed return types (DefaultTypeCache is the per-user one).
	// Empty records nothing. New refuses a file that is not a regular
	// file, is over 8 MiB or is not the cache's JSON (a missing or empty
	// file is an empty cache), and writes nothing over it.
	TypeCache string
	// State is the directory of the gateway's durable state (DefaultState
	// is the per-user one). With it, an execution that may need approval
	// runs durable: a call that needs approval suspends it into a SQLite
	// store there, so that no process holds it while the user decides, and
	// a restart of the gateway loses no question (docs/durable.md, "The
	// gateway's approvals"). Empty keeps a waiting execution in the
	// process, as its execute call waits. The directory is opened only when
	// some server's calls may need approval (an approval policy other than
	// none): without one nothing waits, and execute offers no resume.
	State string
}

// validate reports the first option that cannot be used.
func (o Options) validate() error {
	for _, c := range []struct {
		name string
		v    int64
		text string
	}{
		{"Budget", int64(o.Budget), fmt.Sprintf("%d", o.Budget)},
		{"SearchBytes", int64(o.SearchBytes), fmt.Sprintf("%d", o.SearchBytes)},
		{"CallTimeout", int64(o.CallTimeout), o.CallTimeout.String()},
		{"StartTimeout", int64(o.StartTimeout), o.StartTimeout.String()},
		{"MaxTimeout", int64(o.MaxTimeout), o.MaxTimeout.String()},
		{"MaxAnswer", int64(o.MaxAnswer), fmt.Sprintf("%d", o.MaxAnswer)},
	} {
		if c.v < 0 {
			hint := "use 0 for the default or a positive value"
			if c.name == "Budget" {
				hint += ", or NoInline to never inline the declarations"
			}
			return fmt.Errorf("mcpgw: Options.%s is %s; %s", c.name, c.text, hint)
		}
	}
	if o.ProgressInterval < 0 {
		return fmt.Errorf("mcpgw: Options.ProgressInterval is %s; use 0 for the default (%s) or a positive duration, or NoProgress to send only the upstreams' progress", o.ProgressInterval, DefaultProgressInterval)
	}
	return nil
}

func (o Options) withDefaults() Options {
	if o.NoInline {
		o.Budget = -1 // the executeTool and the report read it so
	}
	if o.SearchBytes <= 0 {
		o.SearchBytes = DefaultSearchBytes
	}
	if o.CallTimeout <= 0 {
		o.CallTimeout = DefaultCallTimeout
	}
	if o.StartTimeout <= 0 {
		o.StartTimeout = DefaultStartTimeout
	}
	if o.MaxTimeout <= 0 {
		o.MaxTimeout = max(DefaultMaxTimeout, o.Limits.WithDefaults().Timeout)
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.MaxAnswer <= 0 {
		o.MaxAnswer = DefaultMaxAnswer
	}
	if o.ProgressInterval == 0 {
		o.ProgressInterval = DefaultProgressInterval
	}
	if o.NoProgress {
		o.ProgressInterval = -1 // heartbeat reads it so
	}
	return o
}

// Gateway puts a set of MCP servers behind code mode: it connects to each
// (the upstreams), and offers two tools of its own, search and execute,
// through an MCP server (see [Gateway.Server]). The programs that execute
// runs call the upstream tools as functions on one provider per server.
//
// A Gateway is safe for concurrent use.
type Gateway struct {
	opts    Options
	exec    codemode.Executor
	ownExec bool
	log     *slog.Logger
	sdkLog  *slog.Logger

	ups    []*upstream // in server-name order
	byProv map[string]*upstream
	server *mcp.Server

	life   context.Context // ends at Close
	cancel context.CancelFunc

	mu      sync.Mutex // guards closing and wg.Add
	closing bool
	wg      sync.WaitGroup

	stderrMu sync.Mutex

	flights flights
	types   *typeCache

	featMu   sync.Mutex
	features clientFeatures // what the clients offered so far
	roots    []*mcp.Root    //lint:ignore SA1019 the latest client roots, relayed (see forward.go)

	surfaceMu sync.Mutex
	ready     bool
	execTool  *mcp.Tool
	srchTool  *mcp.Tool

	tracer trace.Tracer // Options.TracerProvider's, or a no-op one

	ws    atomic.Pointer[workspace] // nil without workspace tools
	oauth oauthSet

	chain       []gatewayLink // the gateways that started this one (GatewayEnv)
	fingerprint string        // this one's config, on its servers' chain

	st *gwState // Options.State's; nil without one
}

// New connects to every server in cfg, concurrently, and returns once each
// has started or failed to (each start is bounded by Options.StartTimeout;
// ctx bounds the whole wait and nothing after it). A server that fails to
// start does not fail New: its calls report why, and each call after its
// backoff tries to start it again. New fails for a config it cannot use:
// no servers, an invalid entry, two servers whose names make the same
// provider name; and a type cache it cannot use (see Options.TypeCache).
func New(ctx context.Context, cfg Config, opts Options) (*Gateway, error) {
	names := cfg.names()
	if len(names) == 0 {
		return nil, errors.New("the config names no MCP servers (or all are disabled)")
	}
	for _, name := range names {
		if err := cfg.Servers[name].validate(name); err != nil {
			return nil, err
		}
		if err := checkApprove(cfg.Servers[name].Approve); err != nil {
			return nil, fmt.Errorf("MCP server %q: \"approve\": %v", name, err)
		}
	}
	if err := checkApprove(opts.Approve); err != nil {
		return nil, fmt.Errorf("approve: %v", err)
	}
	chain, fp := gatewayChain(os.Getenv(GatewayEnv)), configFingerprint(cfg)
	if err := checkChain(chain, fp); err != nil {
		return nil, err
	}
	if err := opts.Limits.Validate(); err != nil {
		return nil, err
	}
	if err := opts.validate(); err != nil {
		return nil, err
	}
	opts = opts.withDefaults()
	types, err := loadTypeCache(opts.TypeCache)
	if err != nil {
		return nil, err
	}
	g := &Gateway{
		opts:   opts,
		exec:   opts.Executor,
		log:    opts.Logger,
		sdkLog: slog.New(slog.DiscardHandler),
		byProv: map[string]*upstream{},
		types:  types,

		chain:       chain,
		fingerprint: fp,
	}
	if g.exec == nil {
		g.exec = codemode.New(codemode.Options{})
		g.ownExec = true
	}
	provs, renamed, err := providerNames(names, sandboxGlobals(ctx, g.exec))
	for _, w := range renamed {
		g.log.Warn(w)
	}
	if err != nil {
		if g.ownExec {
			g.exec.Close()
		}
		return nil, err
	}
	g.exec = tracing.Executor(g.exec, opts.TracerProvider) // after the probe of the globals
	g.tracer = tracerOf(opts.TracerProvider)
	g.life, g.cancel = context.WithCancel(context.Background())
	g.server = mcp.NewServer(&mcp.Implementation{Name: "codemode-mcp-gateway", Title: "codemode MCP gateway", Version: version.String()}, &mcp.ServerOptions{
		Instructions:            serverInstructions,
		Capabilities:            &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: true}},
		Logger:                  g.sdkLog,
		InitializedHandler:      g.clientInitialized,
		RootsListChangedHandler: g.rootsChanged, //lint:ignore SA1019 relayed (see forward.go)
	})
	for _, name := range names {
		u := &upstream{g: g, name: name, provider: provs[name], cfg: cfg.Servers[name]}
		g.ups = append(g.ups, u)
		g.byProv[u.provider] = u
	}
	var starts []chan struct{}
	for _, u := range g.ups {
		u.mu.Lock()
		starts = append(starts, u.startLocked())
		u.mu.Unlock()
	}
	for _, ch := range starts {
		select {
		case <-ch:
		case <-ctx.Done():
			g.Close()
			return nil, ctx.Err()
		}
	}
	if opts.State != "" && g.asksApproval() {
		if g.st, err = openState(ctx, opts.State, g.exec); err != nil {
			g.Close()
			return nil, err
		}
	}
	g.surfaceMu.Lock()
	g.ready = true
	g.surfaceMu.Unlock()
	g.catalogChanged()
	if err := g.startWorkspace(); err != nil {
		g.Close()
		return nil, err
	}
	if g.st != nil {
		g.askWaiting() // the questions a previous run left waiting
	}
	return g, nil
}

// Server returns the gateway's MCP server, which offers search and execute.
// Serve it over any transport, as many sessions as needed:
// server.Run(ctx, &mcp.StdioTransport{}) or
// mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil).
// When an upstream's tools change, the tools' descriptions follow and
// connected clients get notifications/tools/list_changed.
func (g *Gateway) Server() *mcp.Server { return g.server }

// Close stops every upstream (a stdio server's process is asked to exit,
// then killed) and, if the gateway made it, the executor. It waits for the
// gateway's background work to end. It is safe to call more than once.
func (g *Gateway) Close() error {
	g.mu.Lock()
	if g.closing {
		g.mu.Unlock()
		return nil
	}
	g.closing = true
	g.mu.Unlock()
	g.cancel()
	var wg sync.WaitGroup
	for _, u := range g.ups {
		wg.Add(1)
		go func() {
			defer wg.Done()
			u.close()
		}()
	}
	wg.Wait()
	g.wg.Wait()
	if g.st != nil {
		_ = g.st.close()
	}
	if g.ownExec {
		g.exec.Close()
	}
	return nil
}

// spawn runs f on a goroutine Close waits for, unless the gateway is
// closing.
func (g *Gateway) spawn(f func()) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closing {
		return false
	}
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		f()
	}()
	return true
}

// Execute runs one program against the upstreams, as the execute tool does:
// each server is a provider, each of its tools a function taking one
// arguments object. Zero fields of limits take codemode's defaults.
func (g *Gateway) Execute(ctx context.Context, code string, limits codemode.Limits) codemode.Result {
	return g.execute(ctx, nil, code, limits)
}

// execute runs one program for an invocation (nil: no client to tell or
// ask).
func (g *Gateway) execute(ctx context.Context, inv *invocation, code string, limits codemode.Limits) codemode.Result {
	req, done := g.request(inv, code, limits)
	defer done()
	return g.exec.Execute(ctx, req)
}

// request is the request of a program run for an invocation; done ends its
// dispatch state.
func (g *Gateway) request(inv *invocation, code string, limits codemode.Limits) (codemode.Request, func()) {
	state := protocol.NewState()
	providers := make([]codemode.Provider, 0, len(g.ups))
	for _, u := range g.ups {
		st := u.status()
		names := make([]string, len(st.tools))
		for i, e := range st.tools {
			names[i] = e.tool.Name
		}
		providers = append(providers, codemode.Provider{Name: u.provider, Tools: names, Args: codemode.OptionsObject})
	}
	return codemode.Request{
		Code:      code,
		Providers: providers,
		Dispatch: protocol.EnvelopeDispatch(state, func(ctx context.Context, provider, tool, argsJSON string) (any, error) {
			return g.respond(ctx, inv, provider, tool, argsJSON)
		}),
		Limits: limits,
	}, func() { _ = state.Close() }
}

// respond routes one tool call of a program to its upstream.
func (g *Gateway) respond(ctx context.Context, inv *invocation, provider, tool, argsJSON string) (any, error) {
	u := g.byProv[provider]
	if u == nil {
		return nil, &protocol.ToolNotFoundError{Tool: tool}
	}
	if tool == annotationsLookup && u.lookup(tool) == nil {
		return u.lookupAnnotations(ctx, argsJSON) // annotations.go
	}
	return u.call(ctx, inv, tool, argsJSON)
}

// ServerStatus describes one upstream.
type ServerStatus struct {
	// Name is the server's name in the config.
	Name string
	// Provider is the name programs call it by.
	Provider string
	// Tools is how many tools it offers (as last listed).
	Tools int
	// Up reports whether a session with it is open now.
	Up bool
	// Error says why it is down, when it is.
	Error string
}

// Servers reports on every upstream, in name order.
func (g *Gateway) Servers() []ServerStatus {
	out := make([]ServerStatus, len(g.ups))
	for i, u := range g.ups {
		st := u.status()
		out[i] = ServerStatus{Name: st.name, Provider: st.provider, Tools: len(st.tools), Up: st.up, Error: st.lastErr}
	}
	return out
}

// statuses snapshots every upstream.
func (g *Gateway) statuses() []status {
	out := make([]status, len(g.ups))
	for i, u := range g.ups {
		out[i] = u.status()
	}
	return out
}

// catalogChanged re-renders the surface and replaces whichever of the two
// tools changed; the MCP server then tells connected clients.
func (g *Gateway) catalogChanged() {
	g.surfaceMu.Lock()
	defer g.surfaceMu.Unlock()
	if !g.ready || g.life.Err() != nil {
		return
	}
	sts := g.statuses()
	exec, _ := g.executeTool(sts, g.opts.Budget)
	srch := g.searchTool(sts)
	if g.execTool == nil || !sameDefinition(g.execTool, exec) {
		g.execTool = exec
		g.server.AddTool(exec, g.handleExecute)
	}
	if g.srchTool == nil || !sameDefinition(g.srchTool, srch) {
		g.srchTool = srch
		g.server.AddTool(srch, g.handleSearch)
	}
	g.workspaceChanged()
}

func sameDefinition(a, b *mcp.Tool) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(x) == string(y)
}

// sandboxGlobals asks the sandbox which globals it has, so that no provider
// hides one; it falls back to a fixed list.
func sandboxGlobals(ctx context.Context, x codemode.Executor) []string {
	res := x.Execute(ctx, codemode.Request{
		Code:   "async () => Object.getOwnPropertyNames(globalThis)",
		Limits: codemode.Limits{Timeout: 5 * time.Second},
	})
	var names []string
	if res.Error != nil || json.Unmarshal(res.Value, &names) != nil || len(names) == 0 {
		return staticGlobals
	}
	return names
}

// ---- the surface ----

// serverInstructions is the gateway's MCP instructions.
const serverInstructions = "This server puts other MCP servers behind code mode. Instead of calling their tools one at a time, " +
	"write one JavaScript program that calls them as functions and returns only what matters, and run it with the execute tool. " +
	"The search tool finds tools and their TypeScript signatures."

// The tools' input schemas.
var (
	executeInput = json.RawMessage(`{"type":"object","properties":{` +
		`"code":{"type":"string","description":"The program: an async arrow function."},` +
		`"timeoutMs":{"type":"number","exclusiveMinimum":0,"description":"Wall-clock limit in milliseconds."}},` +
		`"required":["code"],"additionalProperties":false}`)
	// executeInputDurable is execute's schema with a state directory: a
	// call names a program to run, or an execution to resume.
	executeInputDurable = json.RawMessage(`{"type":"object","properties":{` +
		`"code":{"type":"string","description":"The program: an async arrow function."},` +
		`"timeoutMs":{"type":"number","exclusiveMinimum":0,"description":"Wall-clock limit in milliseconds."},` +
		`"resume":{"type":"string","description":"Instead of code: the id of an execution that waited for the user's approval, to collect its outcome."}},` +
		`"additionalProperties":false}`)
	executeOutput = json.RawMessage(`{"type":"object","properties":{` +
		`"result":{"description":"The returned value."},` +
		`"logs":{"type":"array","items":{"type":"string"}},` +
		`"error":{"type":["object","null"],"properties":{` +
		`"kind":{"type":"string"},"message":{"type":"string"},"line":{"type":"integer"},"column":{"type":"integer"},"stack":{"type":"string"}},` +
		`"required":["kind","message"]},` +
		`"truncated":{"type":"object","description":"The result was cut.",` +
		`"properties":{"shownChars":{"type":"integer"},"totalChars":{"type":"integer"}},"required":["shownChars","totalChars"]}},` +
		`"required":["logs","error"]}`)
	searchInput = json.RawMessage(`{"type":"object","properties":{` +
		`"query":{"type":"string","description":"Keywords for what the tool does or is called, e.g. \"create issue\". Empty lists every tool."},` +
		`"limit":{"type":"integer","minimum":1,"maximum":100,"description":"How many matches to show at most (default 5; every tool for an empty query)."}},` +
		`"additionalProperties":false}`)
	searchOutput = json.RawMessage(`{"type":"object","properties":{` +
		`"matches":{"type":"array","items":{"type":"object","properties":{` +
		`"server":{"type":"string"},"provider":{"type":"string"},"tool":{"type":"string"},"call":{"type":"string"},` +
		`"runCodeName":{"type":"string"},"description":{"type":"string"},"annotations":{"type":"object"}},` +
		`"required":["server","provider","tool","call","annotations"]}},` +
		`"total":{"type":"integer","description":"How many tools matched."},"shown":{"type":"integer","description":"How many are in matches."}},` +
		`"required":["matches","total","shown"]}`)
)

// executeTool renders the execute tool for the catalog; inlined reports
// whether the declarations fit the budget and are in the description.
func (g *Gateway) executeTool(sts []status, budget int) (*mcp.Tool, bool) {
	timeout := g.opts.Limits.WithDefaults().Timeout
	var b strings.Builder
	b.WriteString("Run a JavaScript program that calls the MCP servers' tools and returns only what is needed, with its console output. " +
		"One program makes many calls, in parallel with Promise.all.\n\n" +
		"Write an async arrow function: async () => { ... }. Each server is a global object, each tool an async function of one " +
		"arguments object: await github.search_issues({ q: \"bug\" }), or github[\"list-repos\"]({}). " +
		"A tool resolves to its structured content, else its text (parsed when JSON), else { type, mimeType, data }; " +
		"a failing tool throws an Error. Answers show " + strconv.Itoa(g.opts.MaxAnswer) +
		" characters at most. No require, filesystem or network; the time limit is " + roundDuration(timeout) + " (timeoutMs).\n\n")
	decls := declarations(sts)
	inline := budget > 0 && len(decls) <= budget
	if inline {
		b.WriteString("The servers and their tools:\n\n")
		b.WriteString(decls)
	} else {
		b.WriteString("Call search first: it answers with the tools' TypeScript declarations. Servers: " + serverList(sts) + ".")
	}
	input := executeInput
	if g.st != nil {
		input = executeInputDurable
		b.WriteString("\n\nA call that needs the user's approval names its execution; if the answer comes after this call has ended, " +
			"call execute with {\"resume\": \"<execution id>\"} to collect the outcome.")
	}
	return &mcp.Tool{
		Name:         "execute",
		Title:        "Run a program against the MCP servers' tools",
		Description:  b.String(),
		InputSchema:  input,
		OutputSchema: executeOutput,
	}, inline
}

// searchTool renders the search tool for the catalog.
func (g *Gateway) searchTool(sts []status) *mcp.Tool {
	return &mcp.Tool{
		Name:  "search",
		Title: "Find tools for execute",
		Description: "Find tools of the connected MCP servers to call from execute. " +
			"Pass keywords, e.g. \"create issue\"; the answer lists the best " + strconv.Itoa(defaultSearchLimit) + " matches across all servers (limit asks for more) as TypeScript declarations " +
			"with their descriptions, which say how to call them. An empty query lists every tool, up to a size cap.",
		InputSchema:  searchInput,
		OutputSchema: searchOutput,
		Annotations:  &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)},
	}
}

func ptr[T any](v T) *T { return &v }

// executeOutputValue is execute's structured content.
type executeOutputValue struct {
	Result    json.RawMessage `json:"result,omitempty"`
	Logs      []string        `json:"logs"`
	Error     *codemode.Error `json:"error"`
	Truncated *truncation     `json:"truncated,omitempty"`
}

// truncation says how much of a result an answer shows.
type truncation struct {
	ShownChars int `json:"shownChars"`
	TotalChars int `json:"totalChars"`
}

// handleExecute runs the execute tool.
func (g *Gateway) handleExecute(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Code      *string  `json:"code"`
		TimeoutMs *float64 `json:"timeoutMs"`
		Resume    *string  `json:"resume"`
	}
	usage := textExecuteUsage
	known := []string{"code", "timeoutMs"}
	if g.st != nil {
		usage = textExecuteUsageResume
		known = append(known, "resume")
	}
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil || in.Code == nil && in.Resume == nil {
		return usageResult(usage), nil
	}
	if k := unknownArgument(req.Params.Arguments, known...); k != "" {
		return usageResult(textUnknownArgument("execute", k, usage)), nil
	}
	if in.Code != nil && in.Resume != nil {
		return usageResult(usage), nil
	}
	if g.st != nil && (in.Resume != nil || req.Params.RequestState != "") {
		inv := &invocation{session: req.Session, token: req.Params.GetProgressToken(), start: time.Now(), call: ctx}
		if req.Params.RequestState != "" {
			return g.retry(ctx, inv, req.Params.RequestState, req.Params.InputResponses), nil
		}
		return g.followUp(ctx, inv, *in.Resume), nil
	}
	limits := g.opts.Limits
	note := ""
	if in.TimeoutMs != nil {
		ms := *in.TimeoutMs
		if !(ms > 0) || math.IsInf(ms, 0) {
			return usageResult(textTimeoutMsInvalid), nil
		}
		d := time.Duration(ms * float64(time.Millisecond))
		limits.Timeout = min(max(d, time.Millisecond), g.opts.MaxTimeout)
		if d > g.opts.MaxTimeout {
			note = textTimeoutCapped(ms, g.opts.MaxTimeout)
		}
	}
	inv := &invocation{session: req.Session, token: req.Params.GetProgressToken(), start: time.Now(), call: ctx}
	hb, stop := context.WithCancel(ctx)
	defer stop()
	go inv.heartbeat(hb, g.opts.ProgressInterval)
	if g.durableApprovals() {
		return g.executeDurably(ctx, inv, *in.Code, limits, note), nil
	}
	res := g.execute(ctx, inv, *in.Code, limits)
	return executeResult(res, g.opts.MaxAnswer, note), nil
}

// handleSearch runs the search tool.
func (g *Gateway) handleSearch(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Query string   `json:"query"`
		Limit *float64 `json:"limit"`
	}
	const usage = textSearchUsage
	if len(req.Params.Arguments) > 0 {
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return usageResult(usage), nil
		}
		if k := unknownArgument(req.Params.Arguments, "query", "limit"); k != "" {
			return usageResult(textUnknownArgument("search", k, usage)), nil
		}
	}
	limit := 0
	if strings.TrimSpace(in.Query) != "" {
		limit = defaultSearchLimit
	}
	if in.Limit != nil {
		switch l := *in.Limit; {
		case l < 1:
			return usageResult(textLimitTooSmall), nil
		case l > maxSearchLimit:
			return usageResult(textLimitTooLarge()), nil
		case l != math.Trunc(l):
			return usageResult(textLimitNotWhole), nil
		}
		limit = int(*in.Limit)
	}
	text, res := search(g.statuses(), in.Query, limit, g.opts.SearchBytes, g.runCodeNames())
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: text}},
		StructuredContent: res,
	}, nil
}

// unknownArgument returns the first argument name (in sorted order) that
// is not one of known, or "".
func unknownArgument(args json.RawMessage, known ...string) string {
	var m map[string]json.RawMessage
	if json.Unmarshal(args, &m) != nil {
		return ""
	}
	var bad []string
	for k := range m {
		if !slices.Contains(known, k) {
			bad = append(bad, k)
		}
	}
	if len(bad) == 0 {
		return ""
	}
	slices.Sort(bad)
	return bad[0]
}

// usageResult is a tool error for arguments the gateway's own tools refuse.
func usageResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: true}
}
