package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/codemode/codemode/codeact"
	"github.com/codemode/codemode/internal/boundedfile"
	"github.com/codemode/codemode/internal/escape"
	"github.com/codemode/codemode/mcpgw"
	"github.com/codemode/codemode/recipes"
	"github.com/codemode/codemode/tools"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"
)

func init() { subcommands = append(subcommands, newRecipeCommand) }

func newRecipeCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "recipe",
		Short: "Check, digest and run file-backed CodeAct recipes",
		Long: `Recipes are reviewed CodeAct programs kept in a project, one directory per
recipe under .codemode/recipes: recipe.toml, main.js and input.schema.json.
Each becomes one tool. See docs/codeact.md.

  codemode recipe check [DIR]            validate recipes and list them
  codemode recipe digest FILE            print a file's sha256: digest
  codemode recipe run NAME --input JSON  run one recipe against MCP tools`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef("unknown recipe command %q; use check, digest or run", args[0])
			}
			return usagef("recipe needs a command: check, digest or run")
		},
		RunE: func(*cobra.Command, []string) error { return nil },
	}
	cmd.AddCommand(newRecipeCheckCommand(), newRecipeDigestCommand(), newRecipeRunCommand())
	return cmd
}

func newRecipeCheckCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "check [DIR]",
		Short: "Validate recipes and list them",
		Long: `Validate the recipes under DIR (default .codemode/recipes) exactly as a
preparation does, and list them: one line per valid recipe (name, source
digest, declared tools) on standard output, one line per problem, naming the
file and the manifest field, on standard error. DIR may also be one recipe's
directory (the one holding recipe.toml). Without DIR, a project that has no
.codemode/recipes has no recipes: check says so and exits 0.

Exit status: 0 when every recipe is valid, 1 otherwise, 2 for a usage error.`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) > 1 {
				return usagef("check takes at most one directory")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := filepath.FromSlash(recipes.DefaultDir)
			if len(args) == 1 {
				dir = args[0]
			}
			fi, err := os.Stat(dir)
			if len(args) == 0 && errors.Is(err, fs.ErrNotExist) {
				// As recipe run and Prepare: a project without the
				// default root has no recipes.
				fmt.Fprintf(cmd.OutOrStdout(), "no recipes under %s\n", recipes.DefaultDir)
				return nil
			}
			if err != nil {
				return usagef("%v", err)
			}
			if !fi.IsDir() {
				return usagef("%s is not a directory", dir)
			}
			stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
			var (
				list     []*recipes.Recipe
				problems []*recipes.Problem
			)
			if _, err := os.Stat(filepath.Join(dir, recipes.ManifestFile)); err == nil {
				r, ps, err := recipes.PrepareDir(cmd.Context(), dir, recipes.Options{})
				if err != nil {
					return err
				}
				if r != nil {
					list = append(list, r)
				}
				problems = ps
			} else {
				set, err := recipes.Prepare(cmd.Context(), dir, recipes.Options{})
				if err != nil {
					fmt.Fprintf(stderr, "codemode: %v\n", err)
					return exitCode(exitError)
				}
				list, problems = set.Recipes, set.Problems
			}
			for _, r := range list {
				targets := strings.Join(r.Tools, ", ")
				if targets == "" {
					targets = "(none)"
				}
				fmt.Fprintf(stdout, "ok  %s  %s  tools: %s\n", r.Name, r.Digest, targets)
			}
			for _, p := range problems {
				fmt.Fprintf(stderr, "%s\n", p.Error())
			}
			if len(problems) > 0 {
				fmt.Fprintf(stderr, "codemode: %d recipe(s) ok, %d problem(s)\n", len(list), len(problems))
				return exitCode(exitError)
			}
			if len(list) == 0 {
				fmt.Fprintf(stderr, "codemode: no recipes in %s\n", dir)
			}
			return nil
		},
	}
}

func newRecipeDigestCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "digest FILE",
		Short: "Print a file's digest in the form of source_digest",
		Long:  `Print sha256:<64 hex digits> of FILE, the form recipe.toml's source_digest takes.`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("digest takes one file")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			b, err := boundedfile.Read(args[0], maxDigestBytes)
			if err != nil {
				return usagef("%v", err)
			}
			fmt.Fprintln(cmd.OutOrStdout(), recipes.Digest(b))
			return nil
		},
	}
}

func newRecipeRunCommand() *cobra.Command {
	var (
		input     string
		project   string
		dir       string
		mcps      []string
		mcpConfig string
		asJSON    bool
		timeout   time.Duration
	)
	cmd := &cobra.Command{
		Use:   "run NAME --input JSON",
		Short: "Run one recipe against the tools of MCP servers",
		Long: `Prepare the project's recipes, then run the recipe NAME once with the input
JSON (default {}), and print its value as JSON.

The tools a recipe calls come from MCP servers: --mcp NAME=COMMAND (repeatable;
a URL in place of the command names a streamable HTTP server) and --mcp-config
FILE (the {"mcpServers": {...}} JSON agents already use). Each tool of each
server is registered under its own name as an ordinary tool: by naming the
servers you install their tools, as a host installs its own. A recipe whose
declared tools are not all available fails without running, naming the tool.

The project (default the current directory) supplies .codemode/config.toml,
layered over ~/.config/codemode/config.toml; with [codeact] enabled = false
recipes do not run. The recipes are under --dir (default
PROJECT/.codemode/recipes).

With --json one object {"status":…,"result":…,"error":…,"calls":[…]} goes to
standard output; calls are the recipe's tool calls, for the record.

Exit status: 0 when the recipe returned, 1 when it failed, 2 for a usage error.`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("run takes one recipe name")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if strings.TrimSpace(input) == "" {
				input = "{}"
			}
			if !json.Valid([]byte(input)) {
				return usagef("--input is not valid JSON: %s", input)
			}
			if dir == "" {
				dir = filepath.Join(project, filepath.FromSlash(recipes.DefaultDir))
			}
			global, err := codeact.GlobalConfigPath()
			if err != nil {
				global = ""
			}
			settings, err := codeact.LoadSettings(global, codeact.ProjectConfigPath(project))
			if err != nil {
				return usagef("%v", err)
			}
			if !settings.Enabled {
				fmt.Fprintf(cmd.ErrOrStderr(), "codemode: CodeAct and recipes are disabled by [codeact] enabled = false in %s\n", settings.EnabledBy)
				return exitCode(exitError)
			}
			cfg := mcpgw.Config{Servers: map[string]mcpgw.ServerConfig{}}
			if mcpConfig != "" {
				c, err := mcpgw.LoadConfig(mcpConfig)
				if err != nil {
					return usagef("%v", err)
				}
				cfg = c
			}
			for _, spec := range mcps {
				name, sc, err := mcpgw.ParseServerSpec(spec)
				if err != nil {
					return usagef("%v", err)
				}
				if _, dup := cfg.Servers[name]; dup {
					return usagef("the MCP server %q is named twice", name)
				}
				cfg.Servers[name] = sc
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()

			limits := codeact.DefaultLimits()
			if timeout != 0 {
				limits.Timeout = timeout
			}
			reg := tools.NewRegistry(tools.Options{})
			defer reg.Close()
			// CodeAct becomes the registry's run_code; the recipes run
			// through it, under the same limits.
			ca, err := codeact.Install(reg, codeact.Config{Limits: limits})
			if err != nil {
				return usagef("%v", err)
			}
			set, err := recipes.Install(ctx, ca, dir, recipes.Options{})
			if err != nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "codemode: %v\n", err)
				return exitCode(exitError)
			}
			r, ok := set.Lookup(args[0])
			if !ok {
				var why []string
				for _, p := range set.Problems {
					if strings.HasPrefix(p.File, args[0]+"/") || p.File == args[0] {
						why = append(why, "  "+p.Error())
					}
				}
				msg := fmt.Sprintf("codemode: no recipe %q in %s", args[0], dir)
				if len(why) > 0 {
					msg = fmt.Sprintf("codemode: the recipe %q cannot be used:\n%s", args[0], strings.Join(why, "\n"))
				}
				fmt.Fprintln(cmd.ErrOrStderr(), msg)
				return exitCode(exitError)
			}
			if len(cfg.Servers) > 0 {
				closeAll, err := registerMCPTools(ctx, reg, cfg, cmd.ErrOrStderr())
				defer closeAll()
				if err != nil {
					return usagef("%v", err)
				}
			}
			out := reg.Execute(ctx, tools.Call{ID: "recipe-run", Name: r.Name, Arguments: input})
			return printRecipeOutcome(cmd.OutOrStdout(), cmd.ErrOrStderr(), r.Name, out, asJSON)
		},
	}
	f := cmd.Flags()
	f.StringVar(&input, "input", "{}", "the recipe's input, as JSON")
	f.StringVar(&project, "project", ".", "the project directory: its .codemode/config.toml and .codemode/recipes")
	f.StringVar(&dir, "dir", "", "the recipes root (default PROJECT/.codemode/recipes)")
	f.StringArrayVar(&mcps, "mcp", nil, "NAME=COMMAND: an MCP server whose tools the recipe may call (repeatable)")
	f.StringVar(&mcpConfig, "mcp-config", "", `a {"mcpServers": {...}} file of MCP servers whose tools the recipe may call`)
	f.BoolVar(&asJSON, "json", false, `print one JSON object {"status":…,"result":…,"error":…,"calls":[…]}`)
	f.DurationVar(&timeout, "timeout", 0, "wall-clock limit of the recipe's execution (default 30s)")
	return cmd
}

// printRecipeOutcome prints a recipe's outcome and returns its exit status.
// What the program and the tools wrote is escaped (internal/escape), as
// `codemode run` escapes it.
func printRecipeOutcome(stdout, stderr io.Writer, name string, out tools.Outcome, asJSON bool) error {
	if asJSON {
		type call struct {
			ID     string `json:"id"`
			Name   string `json:"name"`
			Status string `json:"status"`
		}
		v := struct {
			Status string          `json:"status"`
			Result json.RawMessage `json:"result,omitempty"`
			Error  string          `json:"error,omitempty"`
			Calls  []call          `json:"calls"`
		}{Status: string(out.Status), Error: out.Error, Calls: []call{}}
		if out.OK() {
			v.Result = out.Value
		}
		if cs, ok := out.Private[codeact.PrivateCalls].([]codeact.ChildCall); ok {
			for _, c := range cs {
				v.Calls = append(v.Calls, call{c.ID, c.Name, string(c.Status)})
			}
		}
		b, _ := json.Marshal(v)
		fmt.Fprintln(stdout, string(escape.JSON(b)))
	} else if out.OK() {
		fmt.Fprintln(stdout, string(escape.JSON(out.Value)))
	} else {
		fmt.Fprintf(stderr, "codemode: recipe %s failed (%s): %s\n", name, out.Status, escape.Text(out.Error, "  "))
	}
	if !out.OK() {
		return exitCode(exitError)
	}
	return nil
}

// mcpStartTimeout bounds connecting to one MCP server and listing its tools.
const mcpStartTimeout = 30 * time.Second

// registerMCPTools connects to every server of cfg and registers each of its
// tools under its own name as an ordinary, strict tool whose handler calls
// the server. A server that cannot be reached is reported on stderr and
// skipped (a recipe that needs its tools then fails, naming the tool); two
// servers offering the same tool name, or a name the registry refuses, is
// an error. The returned function closes every session.
func registerMCPTools(ctx context.Context, reg *tools.Registry, cfg mcpgw.Config, stderr io.Writer) (func(), error) {
	var sessions []*mcp.ClientSession
	closeAll := func() {
		for _, cs := range sessions {
			cs.Close()
		}
	}
	var names []string
	for name, sc := range cfg.Servers {
		if !sc.Disabled {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	owner := map[string]string{}
	var all []tools.Tool
	for _, server := range names {
		cs, list, err := connectMCP(ctx, server, cfg.Servers[server], stderr)
		if err != nil {
			fmt.Fprintf(stderr, "codemode: MCP server %q is unavailable: %v\n", server, err)
			continue
		}
		sessions = append(sessions, cs)
		for _, t := range list {
			if prev, dup := owner[t.Name]; dup {
				return closeAll, fmt.Errorf("the MCP servers %q and %q both offer a tool %q; a recipe names tools exactly, so run with one of them", prev, server, t.Name)
			}
			owner[t.Name] = server
			all = append(all, mcpTool(server, cs, t))
		}
	}
	for _, t := range all {
		if err := reg.Register(t); err != nil {
			return closeAll, fmt.Errorf("MCP server %q: %v", owner[t.Name], err)
		}
	}
	return closeAll, nil
}

// connectMCP opens a session with one server and lists its tools.
func connectMCP(ctx context.Context, server string, sc mcpgw.ServerConfig, stderr io.Writer) (*mcp.ClientSession, []*mcp.Tool, error) {
	var transport mcp.Transport
	switch {
	case sc.URL != "" && strings.EqualFold(sc.Type, "sse"):
		transport = &mcp.SSEClientTransport{Endpoint: sc.URL, HTTPClient: headerClient(sc.Headers)}
	case sc.URL != "":
		t := &mcp.StreamableClientTransport{Endpoint: sc.URL, HTTPClient: headerClient(sc.Headers), MaxRetries: 2}
		// As the gateway does: OAuth when the server asks for it, with the
		// same token store, the sign-in prompt on standard error.
		// Its warnings (stored tokens it cannot use) on standard error.
		warn := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
		if h, err := mcpgw.NewOAuthHandler(server, sc, mcpgw.OAuthOptions{Prompt: stderr}, warn); err != nil {
			fmt.Fprintf(stderr, "codemode: OAuth is not available for the MCP server %q: %v\n", server, err)
		} else if h != nil {
			t.OAuthHandler = h
		}
		transport = t
	default:
		c := exec.Command(sc.Command, sc.Args...)
		c.Dir = sc.Cwd
		if len(sc.Env) > 0 {
			c.Env = os.Environ()
			for k, v := range sc.Env {
				c.Env = append(c.Env, k+"="+v)
			}
		}
		transport = &mcp.CommandTransport{Command: c, TerminateDuration: 2 * time.Second}
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "codemode-recipe-run", Version: "1"}, &mcp.ClientOptions{Capabilities: &mcp.ClientCapabilities{}})
	// The session must outlive the start's timeout (an SSE stream is a
	// request made with the connect context), so the timeout is applied
	// around the connect, not through its context.
	type started struct {
		cs    *mcp.ClientSession
		tools []*mcp.Tool
		err   error
	}
	done := make(chan started, 1)
	go func() {
		cs, err := client.Connect(ctx, transport, nil)
		if err != nil {
			if errors.Is(err, exec.ErrNotFound) {
				err = fmt.Errorf("command %q not found", sc.Command)
			}
			done <- started{err: err}
			return
		}
		var list []*mcp.Tool
		for t, err := range cs.Tools(ctx, nil) {
			if err != nil {
				cs.Close()
				done <- started{err: fmt.Errorf("listing its tools: %w", err)}
				return
			}
			list = append(list, t)
		}
		done <- started{cs, list, nil}
	}()
	timer := time.NewTimer(mcpStartTimeout)
	defer timer.Stop()
	select {
	case s := <-done:
		return s.cs, s.tools, s.err
	case <-timer.C:
		go func() {
			if s := <-done; s.cs != nil {
				s.cs.Close()
			}
		}()
		return nil, nil, fmt.Errorf("it did not start within %s", mcpStartTimeout)
	}
}

// mcpTool wraps one MCP tool as an ordinary registry tool.
func mcpTool(server string, cs *mcp.ClientSession, t *mcp.Tool) tools.Tool {
	input, _ := json.Marshal(t.InputSchema)
	if len(input) == 0 || string(input) == "null" {
		input = []byte(`{"type":"object"}`)
	}
	var output json.RawMessage
	if t.OutputSchema != nil {
		output, _ = json.Marshal(t.OutputSchema)
	}
	name := t.Name
	return tools.Tool{
		Name:         name,
		Description:  t.Description,
		InputSchema:  input,
		OutputSchema: output,
		Handler: func(ctx context.Context, call tools.Call) (tools.Result, error) {
			res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: json.RawMessage(call.Arguments)})
			if err != nil {
				return tools.Result{}, fmt.Errorf("MCP server %q: %v", server, err)
			}
			v, err := mcpValue(res)
			if err != nil {
				return tools.Result{}, err
			}
			return tools.Result{Value: v}, nil
		},
	}
}

// mcpValue is a tool result's value: an error for isError (its text);
// structuredContent when present; the text, parsed when it is JSON, when
// every item is text; null for no content; else the items as JSON.
func mcpValue(r *mcp.CallToolResult) (json.RawMessage, error) {
	var texts []string
	allText := true
	for _, c := range r.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			texts = append(texts, t.Text)
		} else {
			allText = false
		}
	}
	if r.IsError {
		if len(texts) > 0 {
			return nil, errors.New(strings.Join(texts, "\n"))
		}
		return nil, errors.New("the tool failed without a message")
	}
	if r.StructuredContent != nil {
		return json.Marshal(r.StructuredContent)
	}
	if len(r.Content) == 0 {
		return json.RawMessage("null"), nil
	}
	if allText {
		text := strings.Join(texts, "\n")
		if t := bytes.TrimSpace([]byte(text)); len(t) > 0 && json.Valid(t) {
			return json.RawMessage(t), nil
		}
		return json.Marshal(text)
	}
	return json.Marshal(r.Content)
}

// headerClient is an HTTP client that sends the configured headers.
func headerClient(headers map[string]string) *http.Client {
	if len(headers) == 0 {
		return &http.Client{}
	}
	return &http.Client{Transport: headerTransport(headers)}
}

type headerTransport map[string]string

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range h {
		r.Header.Set(k, v)
	}
	return http.DefaultTransport.RoundTrip(r)
}
