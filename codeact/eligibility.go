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
	// session-control, proxy, output or orchestration tool, or has the
	// reserved name run_code. Hard denial wins over everything the tool
	// says about itself.
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
	// ReasonCapabilities: a capability it requires is not granted to it,
	// by exact name, in the scope (tools.Registry.MissingCapability).
	ReasonCapabilities Reason = "capabilities"
)

// HardDenied reports whether product hard policy keeps t out of every code
// projection, whatever its own metadata says: every kind but ordinary, and
// the name run_code, whatever its kind.
func HardDenied(t tools.Tool) bool {
	return t.Kind != tools.KindOrdinary || ReservedName(t.Name)
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

// granted reports whether every capability t requires is granted to it in
// scope: the registry's grant query, the one its pipeline asks of every
// call (child calls included). A tool that requires none needs no grant;
// with no grants made (and no Options.Granted), a tool that requires any is
// not eligible.
func (c *CodeAct) granted(scope string, t tools.Tool) bool {
	_, missing := c.reg.MissingCapability(scope, t)
	return !missing
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
