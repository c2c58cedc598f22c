package test262

import (
	"testing"

	"github.com/codemode/codemode"
)

// TestClassifier runs made-up tests through the same pipeline as the suite
// (frontmatter, program text, both sides, verdict) and checks the verdicts:
// in particular that a program which passes bare and throws in a sandbox is
// a sandbox-only failure, so that the suite can fail.
func TestClassifier(t *testing.T) {
	x := codemode.New(codemode.Options{})
	t.Cleanup(func() { x.Close() }) // after the parallel subtests
	r := &runner{x: x}
	cases := []struct {
		name string
		src  string
		want [numEngines]verdict
	}{
		{
			// Only the sandboxes have console; CodeAct's refuses it
			// with a pinned text, which is excused.
			"throws in the sandbox only",
			"/*---\n---*/\nif (typeof console !== 'undefined') throw new TypeError('a sandbox');\n",
			[numEngines]verdict{vSandboxOnly, vExcused},
		},
		{
			// CodeAct binds tools; the bare engine does not.
			"throws in CodeAct only",
			"/*---\n---*/\nif (typeof tools !== 'undefined') throw new TypeError('CodeAct');\n",
			[numEngines]verdict{vPassBoth, vSandboxOnly},
		},
		{
			"throws on the bare engine only",
			"/*---\n---*/\nif (typeof console === 'undefined') throw new Test262Error('bare');\n",
			[numEngines]verdict{vBareOnly, vFailBoth},
		},
		{
			"fails on both",
			"/*---\n---*/\nassert.sameValue(1, 2);\n",
			[numEngines]verdict{vFailBoth, vFailBoth},
		},
		{
			"passes on both, with an include and $262.detachArrayBuffer",
			"/*---\nincludes: [detachArrayBuffer.js, compareArray.js]\n---*/\n" +
				"var b = new ArrayBuffer(8);\n$DETACHBUFFER(b);\nassert.sameValue(b.byteLength, 0);\n" +
				"assert.compareArray([1, 2], [1, 2]);\nassert.sameValue(this, undefined);\n",
			[numEngines]verdict{vPassBoth, vPassBoth},
		},
		{
			"a parse error, expected",
			"/*---\nnegative:\n  phase: parse\n  type: SyntaxError\n---*/\n$DONOTEVALUATE();\nvar x = ;\n",
			[numEngines]verdict{vPassBoth, vPassBoth},
		},
		{
			"a parse error of another type than expected",
			"/*---\nnegative:\n  phase: parse\n  type: ReferenceError\n---*/\n$DONOTEVALUATE();\nvar x = ;\n",
			[numEngines]verdict{vFailBoth, vFailBoth},
		},
		{
			"a parse error expected, a runtime error thrown",
			"/*---\nnegative:\n  phase: parse\n  type: SyntaxError\n---*/\nthrow new SyntaxError('at run time');\n",
			[numEngines]verdict{vFailBoth, vFailBoth},
		},
		{
			"a runtime error, expected",
			"/*---\nnegative:\n  phase: runtime\n  type: TypeError\n---*/\nnull.x;\n",
			[numEngines]verdict{vPassBoth, vPassBoth},
		},
		{
			"an async test that completes",
			"/*---\nflags: [async]\n---*/\nPromise.resolve().then(function () { $DONE(); });\n",
			[numEngines]verdict{vPassBoth, vNotRun},
		},
		{
			"an async test that fails",
			"/*---\nflags: [async]\n---*/\nPromise.resolve().then(function () { $DONE(new Test262Error('no')); });\n",
			[numEngines]verdict{vFailBoth, vNotRun},
		},
		{
			"an async test that never calls $DONE",
			"/*---\nflags: [async]\n---*/\nPromise.resolve();\n",
			[numEngines]verdict{vFailBoth, vNotRun},
		},
		{
			"asyncTest finds $DONE on the global object",
			"/*---\nflags: [async]\nincludes: [asyncHelpers.js]\n---*/\n" +
				"asyncTest(async function () { await assert.throwsAsync(TypeError, async function () { null.x; }); });\n",
			[numEngines]verdict{vPassBoth, vNotRun},
		},
		{
			"not strict",
			"/*---\nflags: [noStrict]\n---*/\nwith ({}) {}\n",
			[numEngines]verdict{vNotRun, vNotRun},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			res := r.run("built-ins/Fake/"+c.name+".js", c.src)
			if res.err != nil {
				t.Fatal(res.err)
			}
			for e := range numEngines {
				if p := res.pairs[e]; p.verdict != c.want[e] {
					t.Errorf("%s: verdict %s, want %s\n\tbare:    %s\n\tsandbox: %s", engineShort[e], verdictNames[p.verdict], verdictNames[c.want[e]], p.bare, p.sandbox)
				}
			}
		})
	}
}

var verdictNames = [...]string{
	vNotRun:      "not run",
	vPassBoth:    "pass both",
	vFailBoth:    "fail both",
	vSandboxOnly: "sandbox-only failure",
	vBareOnly:    "bare-only failure",
	vExcused:     "refused by CodeAct",
}
