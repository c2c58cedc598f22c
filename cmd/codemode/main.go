// Command codemode runs model-written JavaScript programs against tools.
//
//	codemode run FILE|-          run one program and print its result
//	codemode serve               run the daemon other languages connect to
//	codemode mcp --config FILE   put MCP servers behind a code-mode surface
//	codemode bench               measure the executor against the peers
//	codemode recipe ...          check, digest and run file-backed recipes
//	codemode version             print the version (also codemode --version)
//
// Exit status: 0 when the program (or command) completed, 1 when the execution
// ended in an error, 2 for a usage error.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/codemode/codemode/internal/escape"
	"github.com/codemode/codemode/internal/profiling"
	"github.com/spf13/cobra"
)

// Exit codes.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// exitCode carries a command's exit status out of cobra.
type exitCode int

func (e exitCode) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// usageError marks an error as the user's: it prints with a hint and exits 2.
type usageError struct{ error }

func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs the command line args and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		profiling.Start(args[0])
	}
	root := newRoot()
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	var code exitCode
	var usage usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &code):
		return int(code)
	case errors.As(err, &usage):
		fmt.Fprintf(stderr, "codemode: %s\nRun 'codemode --help' for usage.\n", escape.Text(usage.error.Error(), "  "))
		return exitUsage
	default:
		fmt.Fprintf(stderr, "codemode: %s\n", escape.Text(err.Error(), "  ")) // it may quote a server or a file
		return exitError
	}
}

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:           "codemode",
		Short:         "Run model-written JavaScript programs that call tools, in a fresh sandbox under hard limits",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.Args = func(_ *cobra.Command, args []string) error {
		if len(args) > 0 {
			return usagef("unknown command %q", args[0])
		}
		return nil
	}
	root.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
	withVersion(root)
	for _, add := range subcommands {
		root.AddCommand(add())
	}
	return root
}

// subcommands are registered by the files that define them.
var subcommands []func() *cobra.Command
