// Package version is the one source of codemode's version: the CLI's
// --version, the daemon's welcome message and the MCP gateway's server
// information all report String.
//
// The version of this source tree is the constant Base; the JS and Python
// clients' package files and the Helm chart's appVersion carry the same
// number (version_test.go checks that they agree). A release build may stamp
// another with
//
//	go build -ldflags "-X github.com/codemode/codemode/internal/version.stamped=v0.1.0" ./cmd/codemode
//
// and a binary built by `go install github.com/codemode/codemode/cmd/codemode@v0.1.0`
// reports the module version Go recorded in it.
package version

import (
	"runtime/debug"
	"strings"

	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"
)

// Base is the version of this source tree (semantic versioning, without "v").
const Base = "0.1.0"

// Module is the module path whose recorded version String reports.
const Module = "github.com/codemode/codemode"

// stamped is set by -ldflags -X at release builds; empty otherwise.
var stamped string

// String returns the version: the stamped one if the build stamped it, else
// the tagged version of this module that Go recorded in the binary (a
// `go install ...@vX` or a build of a program that requires the module at vX),
// else Base. A pseudo-version (an untagged commit, or a clone's build, which Go
// stamps v0.0.0-date-commit) is not reported: Base says more.
func String() string {
	if s := strings.TrimPrefix(strings.TrimSpace(stamped), "v"); s != "" {
		return s
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := fromModules(append([]*debug.Module{&bi.Main}, bi.Deps...)); v != "" {
			return v
		}
	}
	return Base
}

// fromModules returns the tagged version of Module among mods, without "v",
// or "" if it has none.
func fromModules(mods []*debug.Module) string {
	for _, m := range mods {
		if m == nil || m.Path != Module {
			continue
		}
		if m.Replace != nil {
			m = m.Replace
		}
		if tagged(m.Version) {
			return strings.TrimPrefix(m.Version, "v")
		}
	}
	return ""
}

// tagged reports whether v is a release version ("vMAJOR.MINOR.PATCH", with
// an optional pre-release): not "(devel)", not a pseudo-version, not "+dirty".
func tagged(v string) bool {
	return semver.IsValid(v) && semver.Build(v) == "" && !module.IsPseudoVersion(v)
}

// Revision returns the VCS commit Go recorded in the binary (shortened to 12
// characters, "+dirty" appended when the work tree had changes), or "" when
// it recorded none (a `go install ...@vX` or a build with -buildvcs=false).
func Revision() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	var rev string
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" && dirty {
		rev += "+dirty"
	}
	return rev
}
