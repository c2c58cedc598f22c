package mcpgw

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/codemode/codemode/internal/escape"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The approval policies of Options.Approve and a server's "approve": which
// of a program's tool calls the gateway asks the user about before making
// them.
const (
	// ApproveNone makes every call without asking.
	ApproveNone = "none"
	// ApproveDestructive asks before calls of tools that may destroy:
	// those not marked readOnlyHint whose destructiveHint is not false
	// (MCP's default for a tool without annotations is destructive).
	ApproveDestructive = "destructive"
	// ApproveWrites asks before calls of every tool not marked
	// readOnlyHint.
	ApproveWrites = "writes"
	// ApproveAll asks before every call.
	ApproveAll = "all"
)

// checkApprove validates a policy's spelling.
func checkApprove(policy string) error {
	switch policy {
	case "", ApproveNone, ApproveDestructive, ApproveWrites, ApproveAll:
		return nil
	}
	return fmt.Errorf("%q is not an approval policy; use %q, %q, %q or %q", policy, ApproveDestructive, ApproveWrites, ApproveAll, ApproveNone)
}

// policy is the server's approval policy.
func (u *upstream) policy() string {
	if u.cfg.Approve != "" {
		return u.cfg.Approve
	}
	if u.g.opts.Approve != "" {
		return u.g.opts.Approve
	}
	return ApproveNone
}

// needsApproval reports whether a call of t needs the user's approval under
// policy.
func needsApproval(policy string, t *mcp.Tool) bool {
	a := t.Annotations
	readOnly := a != nil && a.ReadOnlyHint
	switch policy {
	case ApproveAll:
		return true
	case ApproveWrites:
		return !readOnly
	case ApproveDestructive:
		return !readOnly && (a == nil || a.DestructiveHint == nil || *a.DestructiveHint)
	}
	return false
}

// kindOf says what kind of tool t is, for the question to the user.
func kindOf(t *mcp.Tool) string {
	a := t.Annotations
	switch {
	case a != nil && a.ReadOnlyHint:
		return "read-only"
	case a != nil && a.DestructiveHint != nil && !*a.DestructiveHint:
		return "writes, not destructive"
	case a != nil && a.DestructiveHint != nil:
		return "destructive"
	}
	return "no annotations: may be destructive"
}

// approvalSchema asks for nothing but the decision (accept or decline).
var approvalSchema = json.RawMessage(`{"type":"object","properties":{}}`)

// maxShownArgs bounds the arguments quoted in an approval question.
const maxShownArgs = 600

// approve asks the user, through the client of the program's execute call,
// whether the call may go ahead. It returns nil when it may, else the error
// the program gets.
func (u *upstream) approve(ctx context.Context, inv *invocation, e *toolEntry, call, args string) error {
	policy := u.policy()
	if !needsApproval(policy, e.tool) {
		return nil
	}
	if inv == nil || inv.session == nil {
		return errors.New(textCannotAsk(u.name, call, policy, "no MCP client is connected to ask"))
	}
	if !inv.supports("elicitation") {
		return errors.New(textCannotAsk(u.name, call, policy, "the MCP client does not support elicitation"))
	}
	shown := args
	if len(shown) > maxShownArgs {
		shown = shown[:maxShownArgs] + "…"
	}
	msg := fmt.Sprintf("A program wants to call %s(%s): tool %q of MCP server %q (%s). Allow this call?", escape.Line(call), escape.Line(shown), e.tool.Name, u.name, kindOf(e.tool))
	res, err := inv.session.Elicit(ctx, &mcp.ElicitParams{Message: msg, RequestedSchema: approvalSchema})
	if err != nil {
		if ctx.Err() != nil {
			return errors.New(textCallCancelled(call))
		}
		return errors.New(textCannotAsk(u.name, call, policy, "asking the MCP client failed: "+err.Error()))
	}
	switch res.Action {
	case "accept":
		return nil
	case "decline":
		return errors.New(textDeclined(call))
	}
	return errors.New(textDismissed(call))
}
