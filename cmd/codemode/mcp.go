package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/console"
	"github.com/codemode/codemode/internal/escape"
	"github.com/codemode/codemode/mcpgw"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"
)

func init() { subcommands = append(subcommands, newMCPCommand) }

func newMCPCommand() *cobra.Command {
	var (
		lf           limitFlags
		ef           executorFlags
		config       string
		httpAddr     string
		budget       string
		report       bool
		callTimeout  time.Duration
		startTimeout time.Duration
		maxTimeout   time.Duration
		quiet        bool
		inputs       []string
		workspace    string
		oauthDir     string
		noBrowser    bool
		inheritEnv   []string
		progressEach time.Duration
		maxAnswer    int
		approve      string
		typeCache    string
		stateDir     string
		of           observeFlags
	)
	cmd := &cobra.Command{
		Use:   "mcp --config FILE",
		Short: "Put MCP servers behind a code-mode surface (search and execute)",
		Long: `Connect to the MCP servers of a config file and serve MCP with two tools in
their place: search (keywords in, matching tools' TypeScript declarations out)
and execute (a JavaScript program in, which calls the servers' tools as
functions; its result and logs out). Beside them: run_code (a synchronous
CodeAct program calling the tools by name) and one tool per recipe of the
project (--workspace, default the current directory: .codemode/recipes),
followed live; [codeact] enabled = false in ~/.config/codemode/config.toml or
the project's .codemode/config.toml turns both off.

The config is the file agents already use (Claude, Cursor, Windsurf, VS Code
with its inputs, Zed; JSON or JSONC), e.g.:

  {"mcpServers": {
    "memory": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-memory"]},
    "docs":   {"url": "https://example.com/mcp", "headers": {"Authorization": "Bearer ${TOKEN}"}}
  }}

The gateway serves over standard input and output, or with --http over
streamable HTTP at http://ADDR/mcp. Upstream servers' standard error and the
gateway's own log go to standard error.

With --report it prints how many bytes (and roughly how many tokens) of tool
definitions an agent loads for the configured servers natively, and through
the gateway, then exits.

See docs/mcp-gateway.md.`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 0 {
				return usagef("mcp takes no arguments; name the config with --config FILE")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			if config == "" {
				return usagef("mcp needs --config FILE, a JSON file with an \"mcpServers\" object")
			}
			limits, err := lf.limits()
			if err != nil {
				return err
			}
			b := 0
			if budget != "" {
				n, err := parseBytes(budget)
				if err != nil {
					return usagef("--budget %q: %v", budget, err)
				}
				b = int(n)
				if b == 0 {
					b = -1 // --budget 0: never inline
				}
			}
			cfgOpts, err := configOptions(inputs, workspace)
			if err != nil {
				return err
			}
			cfg, err := mcpgw.LoadConfigWith(config, cfgOpts)
			if err != nil {
				return usagef("%v", err)
			}
			stderr := cmd.ErrOrStderr()
			logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
			x, err := ef.executor(gatewayWorkers(), stderr)
			if err != nil {
				return err
			}
			defer x.Close()
			var ob *observer
			if !report {
				if ob, err = of.start(cmd.Context(), stderr); err != nil {
					return err
				}
				defer ob.close()
				x = ob.record(x, "mcp")
			}
			opts := mcpgw.Options{
				Executor:     x,
				Limits:       limits,
				MaxTimeout:   maxTimeout,
				Budget:       b,
				CallTimeout:  callTimeout,
				StartTimeout: startTimeout,
				Logger:       logger,
				Stderr:       stderr,
				// run_code and the project's recipes, unless
				// [codeact] enabled = false says otherwise.
				Workspace: mcpgw.WorkspaceOptions{Project: cfgOpts.Workspace},
				// The sign-in prompt goes to standard error: standard
				// output may be the MCP channel.
				OAuth: mcpgw.OAuthOptions{Dir: oauthDir, Prompt: stderr},

				InheritEnv: inheritEnv,

				ProgressInterval: max(progressEach, 0),
				NoProgress:       progressEach < 0, // the flag's "only the servers' own progress"
				MaxAnswer:        maxAnswer,
				Approve:          approve,
				TypeCache:        typeCache,
				State:            stateDir,
			}
			if stateDir == "none" || report {
				opts.State = "" // approvals wait in the process
			}
			if ob != nil {
				opts.TracerProvider = ob.tracerProvider()
				if ob.store != nil {
					opts.Approver = ob.store.Approver() // the page answers too, or alone for a client that cannot elicit
				}
			}
			if typeCache == "none" || report && !cmd.Flags().Changed("type-cache") {
				opts.TypeCache = "" // the report measures what the servers declare
			}
			if noBrowser {
				opts.OAuth.Browser = func(context.Context, string) error { return errors.New("--no-browser") }
			}
			if report || quiet {
				opts.Logger, opts.Stderr = nil, nil
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			gw, err := mcpgw.New(ctx, cfg, opts)
			if err != nil {
				switch {
				case ctx.Err() != nil:
					return nil // stopped by a signal while the servers started
				case errors.Is(err, mcpgw.ErrGatewayLoop):
					return err // not a usage error: the config starts the gateway again
				}
				return usagef("%v", err) // the config cannot be used
			}
			defer gw.Close()
			if report {
				fmt.Fprint(cmd.OutOrStdout(), gw.Report().String())
				return nil
			}
			if err := ob.serve(of.console, console.Gateway{G: gw}, maxTimeout, ctx); err != nil {
				return err
			}
			if httpAddr != "" {
				return serveHTTP(ctx, gw, httpAddr, stderr)
			}
			err = gw.Server().Run(ctx, &mcp.StdioTransport{})
			if err != nil && ctx.Err() == nil && !errors.Is(err, io.EOF) && !errors.Is(err, mcp.ErrConnectionClosed) {
				return err
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&config, "config", "", `the config file: {"mcpServers": {"name": {"command", "args", "env"} | {"url", "headers"}}}`)
	f.StringVar(&httpAddr, "http", "", "serve streamable HTTP on ADDR (e.g. 127.0.0.1:8080) at /mcp instead of standard input and output")
	f.StringVar(&budget, "budget", "", "bytes of tool declarations to inline in execute's description when all fit; otherwise, and by default (0), the model searches first")
	f.BoolVar(&report, "report", false, "print the size of the tool definitions natively and through the gateway, then exit")
	f.DurationVar(&callTimeout, "call-timeout", 0, "limit of one upstream tool call (default 60s; the execution's own timeout applies too)")
	f.DurationVar(&startTimeout, "start-timeout", 0, "limit of starting one upstream server (default 30s)")
	f.DurationVar(&maxTimeout, "max-timeout", 0, "the most an execute call's timeoutMs can ask for (default 5m)")
	f.BoolVar(&quiet, "quiet", false, "do not print the gateway's log or the servers' standard error")
	f.StringArrayVar(&inputs, "input", nil, "answer the config's VS Code input ID: --input ID=VALUE (repeatable; also CODEMODE_INPUT_<ID> in the environment)")
	f.StringVar(&oauthDir, "oauth-dir", "", "where OAuth tokens of remote servers are kept (default $XDG_CONFIG_HOME/codemode/oauth)")
	f.BoolVar(&noBrowser, "no-browser", false, "print the OAuth sign-in URL without opening a browser")
	f.StringVar(&workspace, "workspace", "", "the project directory: ${workspaceFolder} in the config, and where a relative envFile is read (default the current directory)")
	f.IntVar(&maxAnswer, "max-answer", 0, "characters of text an execute answer gives the model at most; longer results are cut with a marker (default 24000)")
	f.StringVar(&approve, "approve", "", "ask the user, through the client, before a program's call of: destructive tools, writes (every tool not read-only), all, or none (default none)")
	f.StringVar(&stateDir, "state", mcpgw.DefaultState(), "the directory of the gateway's durable state: executions waiting for approval are suspended into its store, so no process holds them and a restart loses none (docs/durable.md); none keeps them in the process")
	f.StringVar(&typeCache, "type-cache", mcpgw.DefaultTypeCache(), "the file recording the result types of tools without an output schema, declared as observed types; none records nothing")
	f.DurationVar(&progressEach, "progress-interval", 0, "how often an execute call that asked for progress hears that its program still runs (default 5s; negative: only the servers' own progress)")
	f.StringSliceVar(&inheritEnv, "inherit-env", nil, "variables stdio servers inherit besides PATH, HOME, LOGNAME, SHELL, TERM and USER: NAME, NAME_* or * (repeatable, comma-separated)")
	of.register(f, "default: one made at random, printed in the console's URL")
	lf.register(f)
	ef.register(f)
	return cmd
}

// configOptions reads --input ID=VALUE flags and --workspace.
func configOptions(inputs []string, workspace string) (mcpgw.ConfigOptions, error) {
	opts := mcpgw.ConfigOptions{Inputs: map[string]string{}}
	for _, in := range inputs {
		id, value, ok := strings.Cut(in, "=")
		if !ok || id == "" {
			return opts, usagef("--input %q: want ID=VALUE, e.g. --input api-key=sk-123", in)
		}
		opts.Inputs[id] = value
	}
	if workspace == "" {
		workspace = "."
	}
	{
		abs, err := filepath.Abs(workspace)
		if err != nil {
			return opts, usagef("--workspace %q: %v", workspace, err)
		}
		if st, err := os.Stat(abs); err != nil || !st.IsDir() {
			return opts, usagef("--workspace %q is not a directory", workspace)
		}
		opts.Workspace = abs
	}
	return opts, nil
}

// serveHTTP serves the gateway over streamable HTTP until ctx ends.
func serveHTTP(ctx context.Context, gw *mcpgw.Gateway, addr string, stderr io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return usagef("--http %q: %v", addr, err)
	}
	handler := gw.HTTPHandler()
	mux := http.NewServeMux()
	mux.Handle("/mcp", handler)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stderr, "codemode mcp: serving MCP over streamable HTTP at http://%s/mcp\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
		return nil
	}
}

// runWithMCP runs a program for `codemode run --mcp NAME=COMMAND…`: the
// servers are started, the program runs against them, and they are stopped.
func runWithMCP(ctx context.Context, x codemode.Executor, specs []string, code string, limits codemode.Limits, stderr io.Writer) (codemode.Result, error) {
	cfg := mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{}}
	for _, spec := range specs {
		name, sc, err := mcpgw.ParseServerSpec(spec)
		if err != nil {
			return codemode.Result{}, usagef("%v", err)
		}
		if _, dup := cfg.Servers[name]; dup {
			return codemode.Result{}, usagef("--mcp names the server %q twice", name)
		}
		cfg.Servers[name] = sc
	}
	// The commands are typed on this command line, so they get its whole
	// environment, as a shell would give them.
	gw, err := mcpgw.New(ctx, cfg, mcpgw.Options{Executor: x, InheritEnv: []string{"*"}})
	if err != nil {
		return codemode.Result{}, usagef("%v", err)
	}
	defer gw.Close()
	for _, s := range gw.Servers() {
		if !s.Up {
			fmt.Fprintf(stderr, "codemode: MCP server %q is unavailable: %s\n", s.Name, escape.Line(s.Error))
		}
	}
	return gw.Execute(ctx, code, limits), nil
}
