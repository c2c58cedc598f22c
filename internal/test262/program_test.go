package test262

// program_test.go builds the one program a test runs as, the same text for
// the bare engine and the sandbox.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// preludeJS starts every program's body. It makes the body strict (the
// sandbox compiles every program strict; the directive makes the text say
// so on both sides) and defines the host's $262 in plain JavaScript, as a
// property of the global object as INTERPRETING.md asks: detachArrayBuffer
// through ArrayBuffer.prototype.transfer, evalScript through indirect eval,
// global, and a gc that throws (neither side can reach the collector from
// JavaScript). createRealm and agent are absent: tests that need them fail
// on both sides alike.
const preludeJS = `"use strict";
var $262 = (function () {
  var apply = Reflect.apply;
  var transfer = ArrayBuffer.prototype.transfer;
  var indirectEval = eval;
  return {
    global: globalThis,
    gc: function gc() {
      throw new Test262Error("$262.gc is not available");
    },
    detachArrayBuffer: function detachArrayBuffer(buffer) {
      apply(transfer, buffer, []);
      return null;
    },
    evalScript: function evalScript(source) {
      return indirectEval(String(source));
    },
  };
})();
Object.defineProperty(globalThis, "$262", { value: $262, writable: true, configurable: true });
`

// asyncPreludeJS follows the prelude in an async test: harness/doneprintHandle.js
// reports through print, which here settles the promise the body awaits at
// its end (asyncEpilogueJS), the first call winning. $DONE (hoisted from
// doneprintHandle.js) is made a property of the global object, where
// asyncHelpers.js's asyncTest looks for it.
const asyncPreludeJS = `var __test262Settle;
var __test262Printed = new Promise(function (resolve) { __test262Settle = resolve; });
function print(message) { __test262Settle(String(message)); }
Object.defineProperty(globalThis, "$DONE", { value: $DONE, writable: true, configurable: true });
`

// asyncEpilogueJS ends an async test's body: it waits for $DONE and fails
// the program unless $DONE reported completion.
const asyncEpilogueJS = `{
  const __test262Message = await __test262Printed;
  if (__test262Message !== "Test262:AsyncTestComplete") {
    throw new Error(__test262Message);
  }
}
`

// harness reads harness files from testdata/harness, once each.
type harness struct {
	mu    sync.Mutex
	files map[string]string
}

func (h *harness) file(name string) (string, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if s, ok := h.files[name]; ok {
		return s, nil
	}
	b, err := os.ReadFile(filepath.Join("testdata", "harness", filepath.FromSlash(name)))
	if err != nil {
		return "", fmt.Errorf("harness file %s: %w", name, err)
	}
	if h.files == nil {
		h.files = map[string]string{}
	}
	h.files[name] = string(b)
	return string(b), nil
}

// body is a test's program body: the prelude, the harness files (assert.js,
// sta.js, for an async test doneprintHandle.js, then the test's includes, in
// order, as INTERPRETING.md lists them) and the test's source. Every part
// ends on a line of its own, so that a last line comment cannot swallow
// what follows.
func (h *harness) body(m meta, src string, async bool) (string, error) {
	var b strings.Builder
	b.WriteString(preludeJS)
	files := []string{"assert.js", "sta.js"}
	if async {
		b.WriteString(asyncPreludeJS)
		files = append(files, "doneprintHandle.js")
	}
	files = append(files, m.includes...)
	for _, f := range files {
		s, err := h.file(f)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
		b.WriteString("\n")
	}
	b.WriteString(src)
	b.WriteString("\n")
	if async {
		b.WriteString(asyncEpilogueJS)
	}
	return b.String(), nil
}

// asyncProgram is a test as a program of the asynchronous sandbox: an async
// arrow function whose body is the test's. async says whether the test is
// flagged async (it then ends when $DONE is called).
func (h *harness) asyncProgram(m meta, src string, async bool) (string, error) {
	body, err := h.body(m, src, async)
	if err != nil {
		return "", err
	}
	return "async () => {\n" + body + "}", nil
}

// syncProgram is a (not async) test as a program of CodeAct's synchronous
// engine: a script that defines function main(input), whose body is the
// test's.
func (h *harness) syncProgram(m meta, src string) (string, error) {
	body, err := h.body(m, src, false)
	if err != nil {
		return "", err
	}
	return "function main(input) {\n" + body + "}\n", nil
}
