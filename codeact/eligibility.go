package codeact

import "github.com/codemode/codemode/tools"

// Reason says why a tool is not callable from code; the empty Reason means it
// is.
type Reason string

// The reasons, in the order they are checked. The first that applies is
// reported; all of them must be clear for a tool to be eligible.
const (
	// Callable: the tool is in the code projection.
	Callable Reason = ""
	// ReasonHardDenied: the tool is an interaction, delegation,
	// session-control, proxy, output or orchestration tool, or one of the
	// reserved orchestration names (run_code, code_act). Hard denial wins
	// over everything the tool says about itself.
	ReasonHardDenied Reason = "hard_denied"
	// ReasonUnavailable: no tool by that name is visible in the scope.
	ReasonUnavailable Reason = "unavailable"
	// ReasonPolicy: the host's product policy (Config.Deny) denies it.
	ReasonPolicy Reason = "policy"
	// ReasonDenied: the tool's own eligibility is CodeActDeny.
	ReasonDenied Reason = "denied"
	// ReasonDependencies: its dependency profile is Legacy or Filtered,
	// not Strict. CodeActAllow does not upgrade it.
	ReasonDependencies Reason = "dependencies"
	// ReasonCapabilities: a capability it requires is not known to be
	// granted to it, by exact name, in the scope.
	ReasonCapabilities Reason = "capabilities"
)

// HardDenied reports whether product hard policy keeps t out of every code
// projection, whatever its own metadata says: every kind but ordinary, and
// the names of the orchestration tools (run_code and code_act, whatever
// their registered kind).
func HardDenied(t tools.Tool) bool {
	return t.Kind != tools.KindOrdinary || ReservedName(t.Name)
}

// grantChecker is what a registry offers if it can answer whether a tool's
// capabilities are granted in a scope. tools.Registry does not (yet): see
// Config.Granted.
type grantChecker interface {
	CapabilitiesGranted(scope string, t tools.Tool) bool
}

// Check reports whether t, as registered, may be called from code in scope,
// and if not, why. It checks hard policy, that the tool is visible in the
// scope (a tool that is not is ReasonUnavailable), product policy, the
// tool's own eligibility, its dependency profile and its capability grants.
// CodeActAllow never creates authority: it admits nothing that another
// condition refuses, and CodeActDeny always wins.
func (c *CodeAct) Check(scope string, t tools.Tool) Reason {
	if HardDenied(t) {
		return ReasonHardDenied
	}
	if !c.visible(scope, t.Name) {
		return ReasonUnavailable
	}
	return c.checkDefinition(scope, t)
}

// checkDefinition is Check without the visibility test.
func (c *CodeAct) checkDefinition(scope string, t tools.Tool) Reason {
	switch {
	case HardDenied(t):
		return ReasonHardDenied
	case c.cfg.Deny != nil && c.cfg.Deny(scope, t):
		return ReasonPolicy
	case t.CodeAct == tools.CodeActDeny:
		return ReasonDenied
	case t.CodeAct != tools.CodeActInherit && t.CodeAct != tools.CodeActAllow:
		return ReasonDenied // an unknown eligibility fails closed
	case t.Dependencies != tools.DependenciesStrict:
		return ReasonDependencies
	case !c.granted(scope, t):
		return ReasonCapabilities
	}
	return Callable
}

// granted reports whether every capability t requires is known to be granted
// in scope. A tool that requires none is granted trivially; otherwise the
// registry answers if it can, then Config.Granted; with neither, the tool is
// not eligible (fail closed). The pipeline checks the grant again on every
// child call, so a wrong answer here can narrow, never widen.
func (c *CodeAct) granted(scope string, t tools.Tool) bool {
	if len(t.Capabilities) == 0 {
		return true
	}
	if g, ok := any(c.reg).(grantChecker); ok {
		return g.CapabilitiesGranted(scope, t)
	}
	if c.cfg.Granted != nil {
		return c.cfg.Granted(scope, t)
	}
	return false
}

// visible reports whether a tool by that name is visible in scope.
func (c *CodeAct) visible(scope, name string) bool {
	for _, s := range c.reg.Schemas(scope) {
		if s.Name == name {
			return true
		}
	}
	return false
}

// Projection returns the tools callable from code in scope, in registration
// order: every visible tool that passes [CodeAct.Check].
func (c *CodeAct) Projection(scope string) []tools.Tool {
	var out []tools.Tool
	for _, s := range c.reg.Schemas(scope) {
		t, ok := c.reg.Get(s.Name)
		if ok && c.checkDefinition(scope, t) == Callable {
			out = append(out, t)
		}
	}
	return out
}
