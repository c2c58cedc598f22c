// Package test262 holds a pinned subset of the test262 conformance suite and
// a test that holds codemode's sandboxes to the engine they run on: every
// vendored test runs on the bare upstream engine (modernc.org/libquickjs, the
// module internal/libquickjs is a patched copy of) and in codemode's
// sandbox, with the same program text on both sides, and the test fails on
// every test that passes bare and fails in the sandbox. The package has no
// code of its own; everything is in its tests.
//
// testdata/ holds test262's harness/ and a part of test/built-ins, byte for
// byte at one commit (testdata/README.md says which, and vendor.sh
// re-vendors them). TestBuiltinsMatchTheBareEngine runs them; it is skipped
// with -short.
//
// # The program
//
// A test runs as one program, an async arrow function whose body is a
// "use strict" directive, a $262 written in plain JavaScript
// (detachArrayBuffer through ArrayBuffer.prototype.transfer, evalScript
// through indirect eval, global; gc throws; no createRealm or agent), the
// harness files test262's INTERPRETING.md lists (assert.js, sta.js, for an
// async test doneprintHandle.js with a print that settles a promise the body
// awaits at its end, then the test's includes), and the test's source.
// Because the sandbox runs programs as strict code, tests flagged noStrict
// or raw do not run, nor do module tests; every other test runs once,
// strict. Since the test is a function body and not a global script, some
// tests behave otherwise than under a real test262 runner (var declarations
// are not properties of the global object, this is undefined): they fail on
// both sides alike, and only a difference between the sides counts.
//
// # The two sides
//
// The bare side evaluates the program as a strict global script with this
// undefined (as the sandbox runs a program's script), on a fresh runtime
// with every intrinsic (JS_NewContext), a 256 MiB memory limit and a 10 s
// deadline, calls the function, runs every pending job and reads the
// promise. The sandbox side is codemode.New's Execute with the same bounds.
// A test passes on a side when the program completes, or, for a negative
// test, fails in the named phase with an error whose constructor has the
// named name.
//
// Every test that is not flagged async runs again in CodeAct's synchronous
// engine (internal/codeactrt.RunSync, what package codeact runs), as a script
// that defines function main(input) with the same body. Its bare
// counterpart has CodeAct's intrinsics (no Date, Promise or WeakRef; the
// evaluator switched off once the program is compiled), since leaving those
// out is CodeAct's design; a failure that holds one of CodeAct's pinned
// refusal texts (Math.random, async syntax, a source its checker cannot
// parse, ...) is counted as "refused by CodeAct", not as a failure. The
// generated tests of RegExp's Unicode property escapes, most of the suite's
// time, run on the async sandbox only, unless
// CODEMODE_TEST262_SYNC_ALL=1.
//
// TestDefinedPropertiesMatchTheBareEngine holds one class of operation to
// the bare engine beyond the suite: it defines properties every way a program
// can, on every kind of object, under every kind of key, on both sides, and
// requires the same outcome, descriptor, key order and extensibility.
//
// The test logs a table of counts per directory for each engine: tests not
// run, passing on both sides, failing on both, failing in the sandbox only
// (each an error, with both outcomes) and failing bare only, and the
// slowest runs.
// CODEMODE_TEST262_REPORT=path writes the tables and every test that did not
// pass on both sides, with both outcomes, as markdown to path;
// CODEMODE_TEST262_FILTER=regexp runs only the tests whose path (e.g.
// built-ins/Array/from/iter-set-elem-prop.js) it matches.
package test262
