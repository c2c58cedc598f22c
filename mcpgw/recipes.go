package mcpgw

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/internal/escape"
	"github.com/codemode/codemode/recipes"
	"github.com/codemode/codemode/tools"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultRecipePoll is how often the gateway looks for changes to the
// workspace's recipes and CodeAct settings.
const DefaultRecipePoll = time.Second

// WorkspaceOptions configure the workspace tools the gateway serves beside
// search and execute: CodeAct's run_code (a synchronous program calling the
// upstream tools by name) and one tool per recipe of the project (the
// reviewed programs under PROJECT/.codemode/recipes). Both are on when
// Project is set, unless [codeact] enabled = false in the global
// configuration file or the project's .codemode/config.toml (the project's
// wins). Changes to the recipes, and to those files, are picked up while the
// gateway runs and announced to clients with notifications/tools/list_changed.
type WorkspaceOptions struct {
	// Project is the project directory. Empty serves no workspace tools.
	Project string
	// GlobalConfig is the global configuration file. Empty means
	// codeact.GlobalConfigPath ($XDG_CONFIG_HOME/codemode/config.toml).
	GlobalConfig string
	// Limits bound each CodeAct execution, run_code's and recipes'; zero
	// fields take codeact.DefaultLimits.
	Limits codeact.Limits
	// Poll is how often the files are looked at. 0 means
	// DefaultRecipePoll.
	Poll time.Duration
}

// The names of the gateway's own tools, which no recipe may take.
var ownTools = []string{"search", "execute", codeact.ToolName}

// workspace is the gateway's workspace tools: one generation at a time, made
// anew whenever the files or the upstream tools change (a registry cannot
// drop a tool, so nothing is patched in place).
type workspace struct {
	g    *Gateway
	opts WorkspaceOptions
	poke chan struct{} // an upstream's tools changed

	mu     sync.Mutex // serializes rebuilds
	gen    atomic.Pointer[generation]
	served map[string]string // tool name → its definition as served
	seen   string            // the files' fingerprint at the last rebuild
	calls  atomic.Uint64
}

// generation is one build of the workspace tools.
type generation struct {
	reg     *tools.Registry
	ca      *codeact.CodeAct
	set     *recipes.Set
	enabled bool
}

// startWorkspace builds the first generation, so that the first tools/list
// has it, and starts watching. A configuration file that cannot be read
// fails the start.
func (g *Gateway) startWorkspace() error {
	o := g.opts.Workspace
	if o.Project == "" {
		return nil
	}
	if o.Poll <= 0 {
		o.Poll = DefaultRecipePoll
	}
	if o.GlobalConfig == "" {
		o.GlobalConfig, _ = codeact.GlobalConfigPath()
	}
	if o.Limits == (codeact.Limits{}) {
		o.Limits = codeact.DefaultLimits()
	}
	if err := o.Limits.Validate(); err != nil {
		return err
	}
	w := &workspace{g: g, opts: o, poke: make(chan struct{}, 1), served: map[string]string{}}
	if err := w.rebuild(true); err != nil {
		return err
	}
	g.ws.Store(w)
	g.spawn(w.watch)
	return nil
}

// workspaceChanged tells the workspace that the upstream tools changed.
func (g *Gateway) workspaceChanged() {
	if w := g.ws.Load(); w != nil {
		select {
		case w.poke <- struct{}{}:
		default:
		}
	}
}

// watch rebuilds when the files or the upstream tools change, until the
// gateway closes.
func (w *workspace) watch() {
	t := time.NewTicker(w.opts.Poll)
	defer t.Stop()
	for {
		select {
		case <-w.g.life.Done():
			return
		case <-w.poke:
			_ = w.rebuild(false)
		case <-t.C:
			if w.fingerprint() != w.seen {
				_ = w.rebuild(false)
			}
		}
	}
}

// recipesDir is the project's recipes root.
func (w *workspace) recipesDir() string {
	return filepath.Join(w.opts.Project, filepath.FromSlash(recipes.DefaultDir))
}

// maxFingerprintEntries bounds the files one look visits.
const maxFingerprintEntries = 20_000

// fingerprint summarizes the files a generation is made from: every entry
// under the recipes root (name, size, modification time, mode) and the two
// configuration files.
func (w *workspace) fingerprint() string {
	h := sha256.New()
	stat := func(p string) {
		if fi, err := os.Stat(p); err == nil {
			fmt.Fprintf(h, "%s %d %d %v\n", p, fi.Size(), fi.ModTime().UnixNano(), fi.Mode())
		} else {
			fmt.Fprintf(h, "%s -\n", p)
		}
	}
	stat(w.opts.GlobalConfig)
	stat(codeact.ProjectConfigPath(w.opts.Project))
	n := 0
	_ = filepath.WalkDir(w.recipesDir(), func(p string, d fs.DirEntry, err error) error {
		if n++; n > maxFingerprintEntries {
			return filepath.SkipAll
		}
		if err != nil {
			fmt.Fprintf(h, "%s !%v\n", p, err)
			return nil
		}
		if fi, err := d.Info(); err == nil {
			fmt.Fprintf(h, "%s %d %d %v\n", p, fi.Size(), fi.ModTime().UnixNano(), fi.Mode())
		}
		return nil
	})
	return hex.EncodeToString(h.Sum(nil))
}

// rebuild makes a new generation and serves its tools. At the start an
// unreadable configuration is an error; later it is logged and the tools
// served stay as they are.
func (w *workspace) rebuild(first bool) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	log := w.g.log
	w.seen = w.fingerprint()
	settings, err := codeact.LoadSettings(w.opts.GlobalConfig, codeact.ProjectConfigPath(w.opts.Project))
	if err != nil {
		if first {
			return fmt.Errorf("the CodeAct settings cannot be read: %w", err)
		}
		log.Warn("the CodeAct settings cannot be read; the workspace tools stay as they were", "error", err)
		return nil
	}
	gen := &generation{enabled: settings.Enabled}
	defs := map[string]*mcp.Tool{}
	if settings.Enabled {
		if gen, err = w.build(); err != nil {
			if w.g.life.Err() == nil { // else the gateway is closing: nothing to say
				log.Warn("the workspace tools cannot be built; they stay as they were", "error", err)
			}
			return nil
		}
		defs = w.definitions(gen)
	} else if !first {
		log.Info("CodeAct and recipes are disabled", "by", settings.EnabledBy)
	}
	old := w.gen.Swap(gen)
	w.serve(defs)
	if old != nil && old.reg != nil {
		old.reg.Close()
	}
	return nil
}

// build makes a registry of the upstream tools, CodeAct on it, and the
// project's recipes.
func (w *workspace) build() (*generation, error) {
	reg := tools.NewRegistry(tools.Options{})
	for _, t := range w.upstreamTools() {
		if err := reg.Register(t); err != nil {
			w.g.log.Warn("an upstream tool is not callable from run_code or recipes", "tool", t.Name, "error", err)
		}
	}
	ca, err := codeact.Install(reg, codeact.Config{Limits: w.opts.Limits})
	if err != nil {
		reg.Close()
		return nil, err
	}
	ctx, cancel := context.WithTimeout(w.g.life, time.Minute)
	defer cancel()
	set, err := recipes.Install(ctx, ca, w.recipesDir(), recipes.Options{})
	if err != nil {
		reg.Close()
		return nil, err
	}
	for _, p := range set.Problems {
		w.g.log.Warn("a recipe is not served", "problem", p.Error())
	}
	return &generation{reg: reg, ca: ca, set: set, enabled: true}, nil
}

// upstreamTools are the upstream tools as registry tools, under their own
// names, as recipes name them. A name two servers offer is left out (with a
// warning): a recipe names its tools exactly.
func (w *workspace) upstreamTools() []tools.Tool {
	owner := map[string]string{}
	clash := map[string]bool{}
	var out []tools.Tool
	for _, st := range w.g.statuses() {
		for _, e := range st.tools {
			name := e.tool.Name
			if prev, dup := owner[name]; dup {
				if !clash[name] {
					w.g.log.Warn("two MCP servers offer a tool of the same name; neither is callable from run_code or recipes", "tool", name, "servers", prev+", "+st.name)
				}
				clash[name] = true
				continue
			}
			owner[name] = st.name
			u := w.g.byProv[st.provider]
			input := e.decl.InputSchema
			if len(input) == 0 {
				input = json.RawMessage(`{"type":"object"}`)
			}
			out = append(out, tools.Tool{
				Name:         name,
				Description:  e.decl.Description,
				InputSchema:  input,
				OutputSchema: e.decl.OutputSchema,
				Concurrent:   true,
				Handler: func(ctx context.Context, call tools.Call) (tools.Result, error) {
					v, err := u.call(ctx, invocationFrom(ctx), name, call.Arguments)
					if err != nil {
						return tools.Result{}, err
					}
					return tools.Result{Value: v}, nil
				},
			})
		}
	}
	return slices.DeleteFunc(out, func(t tools.Tool) bool { return clash[t.Name] })
}

// definitions are the MCP tools of a generation: run_code and one tool per
// recipe. run_code's description is CodeAct's contract and where the
// signatures are: search, which shows the tools of CodeAct's catalog with
// their run_code calls, as it shows execute's declarations; the catalog
// itself (its 32 KiB bound, and the allowlist that fails closed past it)
// is CodeAct's, prepared for every call.
func (w *workspace) definitions(gen *generation) map[string]*mcp.Tool {
	defs := map[string]*mcp.Tool{}
	rc, _ := gen.reg.Get(codeact.ToolName)
	desc := rc.Description + "\n\n" + textRunCodeTools
	if gen.ca.Prepare("").Catalog.FailedClosed {
		desc += " " + textRunCodeNoTools()
	}
	defs[codeact.ToolName] = &mcp.Tool{
		Name:        codeact.ToolName,
		Title:       "Run a CodeAct program",
		Description: desc,
		InputSchema: rc.InputSchema,
	}
	for _, r := range gen.set.Recipes {
		if slices.Contains(ownTools, r.Name) {
			w.g.log.Warn("a recipe is not served: its name is one of the gateway's own tools", "recipe", r.Name)
			continue
		}
		var top struct {
			Type any `json:"type"`
		}
		if json.Unmarshal(r.InputSchema, &top) != nil || top.Type != "object" {
			w.g.log.Warn(`a recipe is not served: an MCP tool's input schema must have "type": "object"`, "recipe", r.Name)
			continue
		}
		desc := r.Description
		if desc != "" && !strings.HasSuffix(desc, ".") {
			desc += "."
		}
		calls := "no tools"
		if len(r.Tools) > 0 {
			calls = strings.Join(r.Tools, ", ")
		}
		desc += fmt.Sprintf(" A recipe of this project (%s/%s): a reviewed program, run as prepared from %s (%s); it calls %s.",
			recipes.DefaultDir, r.Name, r.SourceFile, r.Digest, calls)
		defs[r.Name] = &mcp.Tool{
			Name:        r.Name,
			Description: strings.TrimSpace(desc),
			InputSchema: r.InputSchema,
			Meta:        mcp.Meta{"codemode/recipe": map[string]any{"source": r.SourceFile, "digest": r.Digest, "tools": r.Tools}},
		}
	}
	return defs
}

// serve makes the served workspace tools those of defs: added, replaced or
// removed; the MCP server then tells connected clients.
func (w *workspace) serve(defs map[string]*mcp.Tool) {
	var gone []string
	for name := range w.served {
		if defs[name] == nil {
			gone = append(gone, name)
			delete(w.served, name)
		}
	}
	if len(gone) > 0 {
		sort.Strings(gone)
		w.g.server.RemoveTools(gone...)
	}
	names := make([]string, 0, len(defs))
	for name := range defs {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		b, _ := json.Marshal(defs[name])
		if w.served[name] == string(b) {
			continue
		}
		w.served[name] = string(b)
		w.g.server.AddTool(defs[name], w.handler(name))
	}
}

// handler calls the named workspace tool in the current generation.
func (w *workspace) handler(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		gen := w.gen.Load()
		if gen == nil || !gen.enabled {
			return usageResult(textCodeActDisabled(name)), nil
		}
		if _, ok := gen.reg.Get(name); !ok {
			return usageResult(textRecipeGone(name)), nil
		}
		args := string(req.Params.Arguments)
		if strings.TrimSpace(args) == "" || args == "null" {
			args = "{}"
		}
		// The recipe's or run_code's calls ask for approval and report
		// progress on this call's session, as execute's do.
		ctx = withInvocation(ctx, &invocation{session: req.Session, token: req.Params.GetProgressToken(), start: time.Now(), call: ctx})
		out := gen.reg.Execute(ctx, tools.Call{ID: "mcp-" + strconv.FormatUint(w.calls.Add(1), 10), Name: name, Arguments: args})
		// The program's and the upstreams' text, escaped as execute's.
		if !out.OK() {
			return usageResult(string(out.Status) + ": " + escape.Text(out.Error, "  ")), nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(escape.JSON(out.Value))}}}, nil
	}
}

// invocationKey carries the MCP call a recipe or run_code runs for.
type invocationKey struct{}

func withInvocation(ctx context.Context, inv *invocation) context.Context {
	return context.WithValue(ctx, invocationKey{}, inv)
}

// invocationFrom is the MCP call ctx runs for, or nil.
func invocationFrom(ctx context.Context) *invocation {
	inv, _ := ctx.Value(invocationKey{}).(*invocation)
	return inv
}
