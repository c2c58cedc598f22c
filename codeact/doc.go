// Package codeact lets a model compose ordinary tools inside one bounded,
// synchronous JavaScript program. It is an
// orchestration frontend over the registry's own pipeline (package tools):
// it provides no shell, Node.js, network, filesystem, credentials or second
// tool dispatcher.
//
// # The run_code tool
//
// CodeAct is run_code, the registry's reserved code transport, in its
// synchronous flavour: [Install] makes it a registry's run_code
// (tools.Registry.SetTransport with [CodeAct.Transport]) in place of the
// asynchronous program transport every registry starts with. A registry has
// one of the two; the name stays reserved against ordinary registration, and
// the presentation modes and the execution collapse of package tools apply
// unchanged: under code the model is offered run_code only, under both the
// visible tools and run_code, under native the visible tools; and a direct
// call of another tool in a code-mode scope ends UNKNOWN_TOOL with
//
//	Tool "write" is not available directly in code mode; call it from inside a run_code program as tools.call("write", args) in function main(input)
//
// ([RouteText]), or `Tool "write" not found` when the step does not let code
// call it. Use [New] instead of Install for CodeAct without making it
// run_code (recipes on a registry that keeps the asynchronous transport).
//
// Its arguments are {source, input}; the source defines function main(input):
//
//	function main(input) {
//	  const record = tools.call("lookup_record", { id: input.id });
//	  return { id: input.id, status: record.status };
//	}
//
// Each execution runs once, in a fresh QuickJS runtime of its own, under
// [Limits] on source, input and output bytes, heap, stack, wall clock and
// child calls. The source is first evaluated with tools inert: a tools.call
// at the top level fails the whole execution before anything reaches the
// registry, even if the source catches the error. The bridge becomes active
// immediately before main is called. Async functions, promises, modules,
// timers, the clock (Date), randomness (Math.random), console, dynamic
// evaluation (eval and every Function constructor), WebAssembly and the
// usual host globals (process, require, fetch, ...) are unavailable, each
// refused with a pinned text (the Text* constants). The value main returns,
// as JSON, is the tool's value.
//
// # Child calls
//
// Each tools.call(name, args) is a child of the run_code call: it runs
// through [tools.Registry.Execute] with the outer call's nest token, so it
// gets validation, the exact capability grant, hooks, approval, guards,
// retries, the tool's timeout, cancellation, usage accounting, a span under
// the outer call's span, and events whose Outer is the outer call's ID. The
// program sees only the child's public JSON value; Outcome.Private goes to
// the outer result's Private (PrivateCalls), never to JavaScript or the
// model. A failed child is a catchable Error "<tool> failed: <reason>" with
// error.code set. Approval (deferred or refused), cancellation, an
// exhausted child-call limit, the deadline and a lost broker are terminal:
// the program cannot catch them, the execution ends with them, and the
// broker rejects every later child call before it is given an ID or run.
// Nothing re-runs an interrupted execution.
//
// # Eligibility and the catalog
//
// A tool is callable from code ([CodeAct.Check], [CodeAct.Projection]) only
// if it is visible in the call's scope, its kind is ordinary and its name is
// not run_code (hard policy), the product policy (Config.Deny) does not deny
// it, its CodeAct eligibility is Inherit or Allow, its dependency profile is
// Strict, and every capability it requires is granted to it in the scope, by
// exact name (tools.Registry.MissingCapability, the grant query the pipeline
// asks of every call). Allow never creates authority; Deny always wins.
//
// [CodeAct.Prepare] prepares a [Step]: the projection, its [Catalog] (name,
// description, argument and return schemas, at most [CatalogLimit] bytes;
// without return schemas and with return_schema_omitted when they do not
// fit; empty, with an empty allowlist, when even that does not fit) and the
// allowlist, exactly the catalog's names. [WithStep] binds executions to a
// step.
//
// # Configuration
//
// [LoadSettings] reads [codeact] enabled = true|false from the global file
// ([GlobalConfigPath]) and the project file ([ProjectConfigPath]); the
// project wins, and the default is enabled.
//
// docs/codeact.md has the whole story and every pinned text.
package codeact
