package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/codemode/codemode/internal/version"
)

// `codemode --version` and `codemode version` print the one version.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"version"}} {
		var out, errb bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errb); code != exitOK {
			t.Fatalf("codemode %s: exit %d, stderr %q", args[0], code, errb.String())
		}
		want := "codemode " + version.String() + " ("
		if !strings.HasPrefix(out.String(), want) || strings.Count(out.String(), "\n") != 1 {
			t.Errorf("codemode %s printed %q; want one line starting %q", args[0], out.String(), want)
		}
	}
}
