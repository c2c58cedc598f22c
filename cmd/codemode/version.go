package main

import (
	"fmt"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"github.com/codemode/codemode/internal/version"
)

func init() { subcommands = append(subcommands, newVersionCommand) }

// versionLine is what `codemode --version` and `codemode version` print:
// "codemode 0.1.0 (commit ce911cd7abcd, go1.26.8 linux/amd64)".
func versionLine() string {
	extra := []string{runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH}
	if rev := version.Revision(); rev != "" {
		extra = append([]string{"commit " + rev}, extra...)
	}
	return fmt.Sprintf("codemode %s (%s)\n", version.String(), strings.Join(extra, ", "))
}

// withVersion gives root the --version flag.
func withVersion(root *cobra.Command) {
	root.Version = version.String()
	root.SetVersionTemplate(versionLine())
}

func newVersionCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print codemode's version, the commit it was built from and the Go release",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := fmt.Fprint(cmd.OutOrStdout(), versionLine())
			return err
		},
	}
}
