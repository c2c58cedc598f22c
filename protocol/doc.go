// Package protocol holds the host side of the tool-call protocol between a
// code-mode program running in the sandbox and the Go process that serves
// its tools. It has no engine dependency: everything here is strings in and
// strings out, so hosts, tests and the executor share one definition.
//
// A program reaches data only through tool calls. Every provider a request
// declares becomes a name in the sandbox's entry scope, and calling a tool
// on it sends three strings out of the sandbox: the provider name, the tool
// name, and the arguments as one JSON string. By default the arguments are
// the call's argument list as a JSON array (store.two("ada", 7) sends
// ["ada",7]); a provider declared with positional arguments off sends its one
// options object instead. [ParseArguments] turns either form into a slice,
// and [DecodeArguments] decodes it into typed Go values.
//
// The host's dispatch function answers with one JSON string, the envelope:
// {"result": value} becomes the value the call returns inside the program,
// and {"error": text} becomes an Error the program can catch, with text as
// its message. [ResultEnvelope] and [ErrorEnvelope] build the two forms and
// [ParseEnvelope] reads one the way the sandbox does. Three texts are pinned
// so that a program can recognise them and no host rewords them:
// [ToolNotFoundText], [TextAlreadyCompleted] and [TextOutsideEnvelope].
//
// JSON has no bytes, so binary crosses as a tagged object, in both
// directions: {"__executor_binary_v1__":"Uint8Array","data":"AQID"}. The
// codec that writes and reads it is [Stringify] and [ParseValue]; a Go []byte
// crosses as a Uint8Array and [Binary] carries any other typed-array type.
// See [Binary] for the exact rule that decides when an object is rebuilt as
// bytes.
//
// [EnvelopeDispatch] wraps a [Responder] into a dispatch function: it turns
// results, errors and panics into envelopes and refuses every call once the
// execution's [State] latch is closed. Provider names become const
// declarations in a strict-mode entry scope, so [ValidateProviderNames]
// checks them against the four rules the executor enforces.
package protocol
