// Package mcpgw puts a set of MCP servers behind code mode.
//
// A [Gateway] connects to every server of a [Config] (the conventional
// {"mcpServers": {...}} JSON, stdio commands or streamable HTTP URLs) with
// the official Go SDK, and serves MCP itself with two tools instead of all
// of theirs:
//
//   - search: keywords in, the matching upstream tools out, as TypeScript
//     declarations with their descriptions;
//   - execute: a JavaScript program in, its result and logs out. The program
//     runs in codemode's sandbox, where each upstream server is a provider
//     and each of its tools a function taking one arguments object:
//     await memory.search_nodes({ query: "ada" }), or
//     await everything["get-sum"]({ a: 1, b: 2 }) for a name that is not an
//     identifier.
//
// The model reads the declarations of the tools it needs from search, one
// call away (Options.Budget inlines them into execute's description when
// all fit). Every tool served counts in [Gateway.Report], measured in the
// gateway's own tools/list.
//
// Values are unwrapped for the program: structuredContent is the value; text
// content is the text, parsed when it is JSON; images, audio and resources
// become documented objects; isError becomes a catchable Error with the
// upstream's text. Arguments are checked against the tool's input schema
// before the call. An upstream that fails to start, crashes or hangs does
// not take the gateway down: its calls report why, it is started again on
// demand with backoff, and every call has a timeout. When an upstream's
// tools change, the gateway's surface follows and clients are notified.
//
// A stdio server runs in a process group of its own under a supervisor (the
// program's own executable, started again in supervisor mode), so that
// what it starts ends with it, on Close and on the gateway's death; a
// config whose server starts the gateway again is refused by the gateway
// so started ([GatewayEnv], [ErrGatewayLoop]).
//
// The gateway serves agents' clients as they expect: stdio servers get a
// minimal environment (Options.InheritEnv and a server's inheritEnv add to
// it); an execute call with a progress token hears the upstreams' progress
// and the gateway's own while the program runs; images and audio a program
// returns become content blocks; answers are capped (Options.MaxAnswer)
// and cut at value boundaries with a marker; sampling, elicitation and
// roots are offered upstream as the clients offer them and relayed to the
// client whose program made the call; Options.Approve asks the user through
// elicitation before calls of destructive (or any) tools; tool annotations
// are JSDoc tags; tools without an output schema are declared with the
// types observed in their results (Options.TypeCache).
//
// docs/mcp-gateway.md has the whole story: configuration, the value shapes,
// the error texts and the size report.
package mcpgw
