package mcpgw

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// The texts below are what a program (and so the model) reads when a call
// through the gateway fails. docs/mcp-gateway.md lists them; the tests
// assert them. <call> is how the program calls the tool: everything.echo or
// everything["get-sum"].

// textNotObject: the call's argument is not one object.
//
//	Invalid arguments for <call>: pass one object, e.g. <call>({ ... }); got <a string|an array|...>.
func textNotObject(call, got string) string {
	return "Invalid arguments for " + call + ": pass one object, e.g. " + call + "({ ... }); got " + got + "."
}

// textInvalidArgs: the arguments do not match the tool's input schema.
//
//	Invalid arguments for <call>: <path>: <problem>; <path>: <problem> (and <n> more). The input type is <TypeScript type>.
//
// <path> is the JavaScript path of the offending value (input, input.a,
// input.items[0]); <problem> is the validator's text, e.g. "got string, want
// number" or "missing property 'b'". The last sentence is left out when the
// type is longer than 600 bytes.
func textInvalidArgs(call string, issues []string, more int, inputType string) string {
	var b strings.Builder
	b.WriteString("Invalid arguments for " + call + ": " + strings.Join(issues, "; "))
	if more > 0 {
		fmt.Fprintf(&b, " (and %d more)", more)
	}
	b.WriteString(".")
	if inputType != "" && len(inputType) <= 600 {
		b.WriteString(" The input type is " + inputType + ".")
	}
	return b.String()
}

// textNoMessage: the upstream reported isError with nothing to say.
//
//	Tool "<tool>" of MCP server "<server>" failed without a message.
func textNoMessage(server, tool string) string {
	return `Tool "` + tool + `" of MCP server "` + server + `" failed without a message.`
}

// textStartFailed: the upstream could not be started (or connected to) when
// a call needed it.
//
//	MCP server "<server>" failed to start: <reason>
func textStartFailed(server, reason string) string {
	return `MCP server "` + server + `" failed to start: ` + reason
}

// textUnavailable: the upstream failed recently and the gateway waits
// before trying again.
//
//	MCP server "<server>" is unavailable: <reason>. The gateway tries to start it again in <d>.
func textUnavailable(server, reason string, wait time.Duration) string {
	return `MCP server "` + server + `" is unavailable: ` + strings.TrimSuffix(reason, ".") +
		". The gateway tries to start it again in " + roundDuration(wait) + "."
}

// textStopped: the upstream went away while the call was in flight.
//
//	MCP server "<server>" stopped during the call of <call>: <reason>. The gateway starts it again on the next call.
func textStopped(server, call, reason string) string {
	return `MCP server "` + server + `" stopped during the call of ` + call + ": " + strings.TrimSuffix(reason, ".") +
		". The gateway starts it again on the next call."
}

// textCallTimeout: the upstream did not answer within the per-call timeout.
//
//	MCP server "<server>" did not answer the call of <call> within <d>.
func textCallTimeout(server, call string, d time.Duration) string {
	return `MCP server "` + server + `" did not answer the call of ` + call + " within " + roundDuration(d) + "."
}

// textCallCancelled: the execution ended (timed out or was cancelled) while
// the call was in flight; the program no longer sees it, but logs may.
//
//	The call of <call> was cancelled: the execution ended.
func textCallCancelled(call string) string {
	return "The call of " + call + " was cancelled: the execution ended."
}

// textRefused: the upstream answered the call with a protocol error
// (JSON-RPC), not a tool result.
//
//	MCP server "<server>" refused the call of <call>: <message>
func textRefused(server, call, msg string) string {
	return `MCP server "` + server + `" refused the call of ` + call + ": " + msg
}

// textCallFailed: the call failed in transport (an HTTP error, a result
// that could not be decoded).
//
//	MCP server "<server>" failed the call of <call>: <error>
func textCallFailed(server, call, msg string) string {
	return `MCP server "` + server + `" failed the call of ` + call + ": " + msg
}

// textTimeoutCapped: the note before an answer whose timeoutMs asked for
// more than the gateway allows.
//
//	Note: timeoutMs asked for <ms> ms; the gateway allows at most <d>, so the program ran with <d>.
func textTimeoutCapped(ms float64, limit time.Duration) string {
	return fmt.Sprintf("Note: timeoutMs asked for %s ms; the gateway allows at most %s, so the program ran with %s.",
		strconv.FormatFloat(ms, 'f', -1, 64), roundDuration(limit), roundDuration(limit))
}

// textDeclined: the user declined a call the approval policy asked about.
//
//	The user declined the call of <call>; it was not made.
func textDeclined(call string) string {
	return "The user declined the call of " + call + "; it was not made."
}

// textDismissed: the user dismissed the question without deciding.
//
//	The user dismissed the approval of the call of <call>; it was not made.
func textDismissed(call string) string {
	return "The user dismissed the approval of the call of " + call + "; it was not made."
}

// textCannotAsk: a call needs the user's approval and the gateway cannot
// ask.
//
//	The call of <call> needs the user's approval (approve: <policy>), but <why>. To allow such calls without asking, set "approve": "none" for MCP server "<server>" or run the gateway with --approve none.
func textCannotAsk(server, call, policy, why string) string {
	return "The call of " + call + " needs the user's approval (approve: " + policy + "), but " + why +
		`. To allow such calls without asking, set "approve": "none" for MCP server "` + server + `" or run the gateway with --approve none.`
}

// textUnknownArgument: one of the gateway's own tools got an argument it
// does not take (a typo such as "qeury" would otherwise be ignored).
//
//	<tool> has no argument "<name>"; <usage>
func textUnknownArgument(tool, name, usage string) string {
	return tool + ` has no argument "` + name + `"; ` + usage
}

// textRecursion: New refuses a config one of whose servers started this
// gateway from a gateway with the same config (GatewayEnv says so), which
// would go on starting gateways without end.
//
//	MCP server "<server>" starts this gateway again with the same config, and that one would start another, without end; remove "<server>" from the config, or give the gateway it starts a config of its own
func textRecursion(server string) string {
	return `MCP server "` + server + `" starts this gateway again with the same config, and that one would start another, without end; remove "` +
		server + `" from the config, or give the gateway it starts a config of its own`
}

// textTooDeep: New refuses to be the next of MaxGatewayDepth gateways that
// started one another through their configs' servers.
//
//	<n> gateways already run inside one another, each started by a server of the one before (CODEMODE_MCP_GATEWAY counts them); the gateway refuses to be the next, which is how a config that starts itself again ends. Remove the server that starts a gateway from the config
func textTooDeep(n int) string {
	return fmt.Sprintf("%d gateways already run inside one another, each started by a server of the one before (%s counts them); "+
		"the gateway refuses to be the next, which is how a config that starts itself again ends. Remove the server that starts a gateway from the config", n, GatewayEnv)
}

// textStartTimeout: the reason of a start that did not complete within
// Options.StartTimeout; for a stdio server it says that a first download
// counts.
//
//	it did not complete the MCP handshake within <d>; --start-timeout raises the limit (a first npx or uvx run downloads the server within it)
//	it did not complete the MCP handshake within <d>; --start-timeout raises the limit
func textStartTimeout(d time.Duration, stdio bool) string {
	s := "it did not complete the MCP handshake within " + roundDuration(d) + "; --start-timeout raises the limit"
	if stdio {
		s += " (a first npx or uvx run downloads the server within it)"
	}
	return s
}

// roundDuration prints d the way the texts quote it: 30s, 1.5s, 250ms.
func roundDuration(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(100 * time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(time.Millisecond).String()
	}
	return d.String()
}
