// Package tools defines tools, keeps them in a registry that presents them to
// a model in one of three modes, and runs every call through one policy
// pipeline, whether the model made it directly or a program made it from
// inside run_code, the registry's code transport.
//
// # Tools
//
// A [Tool] is a name, a description, an input JSON Schema, an optional output
// schema and a [Handler], plus metadata: its [Kind], its CodeAct eligibility
// and [DependencyProfile] (read by package codeact, see
// [Tool.CodeActEligible]), the capabilities it needs, whether it may run
// concurrently, its timeout and its retry policy. [Func] makes a typed tool
// from a plain Go function, deriving both schemas from the Go types.
//
// # Modes and scopes
//
// A scope is a path such as "agent/researcher/session/42"; "" is the root. A
// setting made for a scope holds for every scope below it, and for the mode
// the nearest scope that set one wins ([Registry.SetMode]); the default is
// [Native]. [Registry.WireSchemas] gives the tools a model is offered:
//
//   - native: every visible tool;
//   - code: only run_code;
//   - both: every visible tool, then run_code.
//
// run_code is reserved: it cannot be registered or shadowed. Which program it
// runs is the registry's choice of [Transport] (see "The run_code
// transports" below); the modes are the same for both.
//
// # The collapse
//
// Code mode is enforced where calls run, not only in what is offered: the
// execution path looks tools up through one private function,
// resolveExecution. A call the model made directly (Call.Parent empty) in a
// code-mode scope may name only run_code; naming any other visible tool ends
// UNKNOWN_TOOL with a message that names the route, in the words of the
// transport's programs ([Transport].Route). With the asynchronous transport:
//
//	Tool "write" is not available directly in code mode; call it from inside a run_code program as tools.write(...)
//
// and with CodeAct's:
//
//	Tool "write" is not available directly in code mode; call it from inside a run_code program as tools.call("write", args) in function main(input)
//
// When no program of the transport can call the tool either (an
// orchestration tool such as a recipe; for CodeAct, a tool not eligible for
// code), the text is the pinned `Tool "write" not found`: there is no route
// to name. That happens before the extensible policy pipeline: pre-execute
// hooks, the approver and guards never see such a call, and the handler never
// runs. A nested call (Parent set, which only a program's binding does) may
// call every visible tool but the orchestration tools (KindOrchestration:
// run_code, recipes): orchestration never nests, and such a call too is
// refused before the pipeline, with `Tool "x" not found`. A genuinely unknown
// name (no visible tool has it) still goes through the pipeline, so that the
// host sees every attempt: pre-execute hooks, the approver and guards see it, with a [Tool]
// that holds only the name, and may deny it; if they do not, it ends
// UNKNOWN_TOOL with the pinned `Tool "x" not found`. The public view ([Registry.Get],
// [Registry.Schemas]) is the same in every mode.
//
// # The pipeline
//
// [Registry.Execute] takes a [Call] and returns an [Outcome]. In order:
// cancellation before dispatch (ABORTED_BEFORE_DISPATCH) → arguments are JSON
// (INVALID_ARGUMENTS) → the parent token is live (DENIED) → the collapse
// (UNKNOWN_TOOL) → argument validation
// against the input schema (INVALID_ARGUMENTS) → exact capability grants
// (CAPABILITY_MISSING, see [Registry.MissingCapability]) → pre-execute hooks (DENIED) → approval
// (APPROVAL_DENIED, DEFERRED) → guards (DENIED) → for a name no visible tool
// has, UNKNOWN_TOOL (it skipped validation and grants) → the handler, under the
// tool's timeout and retry policy (OK, TOOL_ERROR, TIMEOUT, CANCELLED), with
// usage accounted → post-execute hooks. Events (start, retry, result, error)
// go to subscribers throughout, and every call is an OpenTelemetry span. An
// outcome's Value is the public JSON value and Error the text for the model;
// Private is host metadata that never reaches the model or JavaScript.
//
// # Capability grants
//
// A tool's Capabilities must each be granted to it, by exact name, in the
// call's scope. [Registry.MissingCapability] is the one grant query: the
// pipeline asks it of every call, and package codeact asks it to decide what
// code may call. The grants are those made with [Registry.Grant] (adding up
// along the scope path), or, when Options.Granted is set, that function's
// answers instead. With neither, nothing is granted: a tool that requires a
// capability ends CAPABILITY_MISSING and is not callable from code, and a
// tool that requires none needs no grant.
//
// # The run_code transports
//
// run_code is the registry's code transport, in one of two flavours:
//
//   - the asynchronous program transport, every registry's
//     run_code from [NewRegistry] on, described below;
//   - CodeAct (package codeact): {"source", "input"}, a synchronous
//     program that defines function main(input) and calls
//     tools.call("name", args). codeact.Install makes it a registry's
//     run_code with [Registry.SetTransport].
//
// A registry has one of them; the name, its reservation, the modes and the
// collapse are the same for both.
//
// The asynchronous transport takes {"code": "<program>"} and runs the program
// through the registry's codemode.Executor. The program reaches the tools
// visible in the call's scope, but not the orchestration tools (run_code,
// CodeAct, recipes), as async functions on `tools`, each taking its one input
// object: await tools.findUser({ id: "ada" }), or
// tools["name-with-dash"]({...}). Each call a program makes is
// "<call ID>:code:<n>", n counting from 1 in the order the program makes its
// calls, carries the program's parent token, and goes through the whole
// pipeline. Concurrency-safe calls overlap, up to Options.MaxConcurrent (10);
// any other call waits for the calls in flight, runs alone, and holds back
// the calls made while it waits or runs. A failed call throws an Error the
// program can catch, "<tool> failed: <reason>" with error.tool and error.code
// set (an unknown tool throws the pinned `Tool "x" not found`). A deferred
// call stops the program: run_code ends DEFERRED. The output the model reads
// is the logs, then the value:
//
//	Logs:
//	<each console line>
//
//	Result:
//	<the value as JSON; a string as it is; undefined when none>
//
// (no "Logs:" block without logs), and on failure "Error:" and the message,
// with the stack when there is one, in place of "Result:".
//
// [Registry.Prompt] renders what the model is told: guidance sections and the
// SDK section, and under code mode the SDK section only. The SDK section is
// the transport's: for the asynchronous transport the TypeScript
// declarations of the tools its programs can call and a short guide to
// writing programs; for CodeAct its guide and catalog.
package tools
