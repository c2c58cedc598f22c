package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/codemode/codemode"
	"github.com/codemode/codemode/internal/boundedfile"
	"github.com/codemode/codemode/internal/escape"
	"github.com/spf13/cobra"
)

func init() { subcommands = append(subcommands, newRunCommand) }

func newRunCommand() *cobra.Command {
	var (
		lf        limitFlags
		ef        executorFlags
		asJSON    bool
		mcps      []string
		stubsFile string
	)
	cmd := &cobra.Command{
		Use:   "run FILE|-",
		Short: "Run one program and print its result",
		Long: `Run one program (a file, or - for standard input) in a fresh sandbox and print
its result. The program is a function expression, usually an async arrow
function such as: async () => { return 1 + 1 }

Without --json the logs go to standard error and the result, as JSON, to
standard output. With --json one JSON object goes to standard output:
{"result":…,"logs":[…]} when the program completed (no "result" when it
returned undefined), {"error":…,"errorKind":…,"logs":[…]} when it failed (a
syntax error adds "line" and "column", a thrown Error "stack"), and
"unhandledRejections" when promises rejected with no handler.

With --mcp NAME=COMMAND (repeatable) the program can call the tools of MCP
servers as functions on NAME: --mcp "mem=npx -y @modelcontextprotocol/server-memory"
runs the command (split like a shell would) and gives the program mem; a URL
in place of the command names a streamable HTTP server.

With --providers FILE the program can call stub providers whose canned answers
FILE declares, a JSON object of providers, tools and answers:
  {"store": {"listUsers": {"result": [{"id": 1}]}, "save": "echo",
             "charge": {"error": "declined"}, "*": {"result": null}}}
"echo" answers a call's arguments, and "*" answers the tools not listed.
The program runs in a worker process; --in-process runs it in this process
instead, faster to start. Either way the engine stops at the deadline (or an
interrupt), inside built-ins too; a worker that has not stopped a second later
is killed, so whatever the program does, run ends by then.

Exit status: 0 when the program completed, 1 when it ended in an error, 2 for a
usage error.`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("run takes one program file, or - for standard input")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			limits, err := lf.limits()
			if err != nil {
				return err
			}
			code, err := readProgram(args[0], cmd.InOrStdin())
			if err != nil {
				return err
			}
			var stub *stubs
			if stubsFile != "" {
				if len(mcps) > 0 {
					return usagef("--providers and --mcp cannot be combined: give the program either stub providers or MCP servers")
				}
				if stub, err = loadStubs(stubsFile); err != nil {
					return err
				}
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()
			x, err := ef.executor(1, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer x.Close()
			var res codemode.Result
			if len(mcps) > 0 {
				if res, err = runWithMCP(ctx, x, mcps, code, limits, cmd.ErrOrStderr()); err != nil {
					return err
				}
			} else if stub != nil {
				res = x.Execute(ctx, codemode.Request{Code: code, Limits: limits, Providers: stub.providers(), Dispatch: stub.dispatch})
			} else {
				res = x.Execute(ctx, codemode.Request{Code: code, Limits: limits})
			}
			return printResult(cmd.OutOrStdout(), cmd.ErrOrStderr(), res, asJSON)
		},
	}
	lf.register(cmd.Flags())
	ef.register(cmd.Flags())
	cmd.Flags().BoolVar(&asJSON, "json", false, `print one JSON object: {"result":…,"logs":[…]} or {"error":…,"errorKind":…,"logs":[…]}`)
	cmd.Flags().StringArrayVar(&mcps, "mcp", nil, `NAME=COMMAND: an MCP server whose tools the program calls as NAME.tool({...}) (repeatable)`)
	cmd.Flags().StringVar(&stubsFile, "providers", "", `FILE: stub providers with canned answers, {"provider": {"tool": {"result": value}}}`)
	return cmd
}

func readProgram(name string, stdin io.Reader) (string, error) {
	var b []byte
	var err error
	if name == "-" {
		b, err = readBoundedStdin(stdin, maxProgramBytes)
	} else {
		b, err = boundedfile.Read(name, maxProgramBytes)
	}
	if err != nil {
		return "", usagef("reading the program: %v", err)
	}
	return string(b), nil
}

// printResult writes the result and returns the exit status as an error.
// Text from the program is escaped (internal/escape): its control
// characters are shown, never interpreted by the terminal, and a log or
// error message of several lines has its continuation lines indented, so
// each log entry starts a line of its own. The --json object carries the
// strings whole, as JSON escapes.
func printResult(stdout, stderr io.Writer, res codemode.Result, asJSON bool) error {
	if asJSON {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(res); err != nil {
			return err
		}
		if _, err := stdout.Write(escape.JSON(b.Bytes())); err != nil {
			return err
		}
	} else {
		for _, l := range res.Logs {
			fmt.Fprintln(stderr, escape.Text(l, logIndent))
		}
		if res.Error != nil {
			fmt.Fprintf(stderr, "error (%s): %s\n", res.Error.Kind, escape.Text(res.Error.Message, logIndent))
			if res.Error.Stack != "" {
				fmt.Fprintln(stderr, stackText(res.Error.Stack))
			}
		} else if res.Value != nil {
			var v any
			if json.Unmarshal(res.Value, &v) == nil {
				b, _ := json.MarshalIndent(v, "", "  ")
				fmt.Fprintln(stdout, string(escape.JSON(b)))
			} else {
				fmt.Fprintln(stdout, string(escape.JSON(res.Value)))
			}
		}
	}
	if res.Error != nil {
		return exitCode(exitError)
	}
	return nil
}

// logIndent starts the continuation lines of a log entry or an error
// message on the terminal.
const logIndent = "  "

// stackText is a stack for the terminal: escaped, every line indented
// (frames are, "    at f (program:2:9)"), so that a stack a program
// wrote itself cannot pass for a log line or the error line.
func stackText(stack string) string {
	lines := strings.Split(escape.Text(stack, ""), "\n")
	for i, l := range lines {
		if l != "" && l[0] != ' ' && l[0] != '\t' {
			lines[i] = logIndent + l
		}
	}
	return strings.Join(lines, "\n")
}
