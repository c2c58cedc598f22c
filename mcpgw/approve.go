package mcpgw

import (
	"context"
	"encoding/json"
	"errors"

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
	return errors.New(textNotApprovalPolicy(policy))
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

// asksApproval reports whether some server's calls may need the user's
// approval: its policy is not none.
func (g *Gateway) asksApproval() bool {
	for _, u := range g.ups {
		if u.policy() != ApproveNone {
			return true
		}
	}
	return false
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

// approve asks the user, through the client of the program's execute call
// and through Options.Approver when there is one, whether the call may go
// ahead: the first answer wins. It returns nil when it may, else the error
// the program gets. A call approved before its durable execution suspended
// on it goes ahead without asking again.
func (u *upstream) approve(ctx context.Context, inv *invocation, e *toolEntry, call, args string) error {
	if ctx.Value(approvedKey{}) != nil {
		return nil
	}
	policy := u.policy()
	if !needsApproval(policy, e.tool) {
		return nil
	}
	kind := kindOf(e.tool)
	return u.g.ask(ctx, inv, "", u.name, policy, e.tool.Name, call, args, kind, approvalMessage(call, args, e.tool.Name, u.name, kind))
}

// approvalMessage is the question about a call.
func approvalMessage(call, args, tool, server, kind string) string {
	shown := args
	if len(shown) > maxShownArgs {
		shown = shown[:maxShownArgs] + "…"
	}
	return textApprovalQuestion(escape.Line(call), escape.Line(shown), tool, server, kind)
}

// ask asks the user about a call, through the invocation's client (when it
// can elicit) and Options.Approver: the first answer wins. It returns nil
// for an approval, else the error the program gets. execution names the
// durable execution the call waits in, if any.
func (g *Gateway) ask(ctx context.Context, inv *invocation, execution, server, policy, tool, call, args, kind, msg string) error {
	approver := g.opts.Approver
	elicit := inv != nil && inv.session != nil && inv.supports("elicitation")
	if !elicit && approver == nil {
		if inv == nil || inv.session == nil {
			return errors.New(textCannotAsk(server, call, policy, "no MCP client is connected to ask"))
		}
		return errors.New(textCannotAsk(server, call, policy, "the MCP client does not support elicitation"))
	}
	// Each asker answers once on answers: an answer (final) or why it
	// could not ask. The first answer wins and ends the other question.
	type answer struct {
		err   error
		final bool
	}
	askCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	answers := make(chan answer, 2)
	asking := 0
	if elicit {
		asking++
		go func() {
			res, err := inv.session.Elicit(askCtx, &mcp.ElicitParams{Message: msg, RequestedSchema: approvalSchema})
			switch {
			case err != nil:
				answers <- answer{err: errors.New(textCannotAsk(server, call, policy, "asking the MCP client failed: "+err.Error()))}
			case res.Action == "accept":
				answers <- answer{final: true}
			case res.Action == "decline":
				answers <- answer{err: errors.New(textDeclined(call)), final: true}
			default:
				answers <- answer{err: errors.New(textDismissed(call)), final: true}
			}
		}()
	}
	if approver != nil {
		asking++
		go func() {
			ok, err := approver(askCtx, Approval{Server: server, Tool: tool, Call: call, Args: args, Kind: kind, Message: msg, Execution: execution})
			switch {
			case err != nil:
				answers <- answer{err: errors.New(textCannotAsk(server, call, policy, "asking failed: "+err.Error()))}
			case ok:
				answers <- answer{final: true}
			default:
				answers <- answer{err: errors.New(textDeclined(call)), final: true}
			}
		}()
	}
	var last error
	for range asking {
		a := <-answers
		if ctx.Err() != nil {
			return errors.New(textCallCancelled(call))
		}
		if a.final {
			return a.err
		}
		last = a.err
	}
	return last
}
