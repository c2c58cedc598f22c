package sandbox

import "testing"

// Even if async syntax slipped past the check, the engine has no Promise:
// calling an async function or import() throws before anything runs.
func TestSyncEngineHasNoPromiseMachinery(t *testing.T) {
	for _, src := range []string{
		`async function f() { globalThis.ran = true } try { f() } catch (e) {} typeof ran`,
		`try { import("x") } catch (e) {} 1`,
		`Object.getPrototypeOf(async function () {}) === null`,
	} {
		e, err := newSyncEngine()
		if err != nil {
			t.Fatal(err)
		}
		v := e.eval(src, "<t>")
		if isException(v) {
			t.Fatalf("%q threw %v", src, e.takeException())
		}
		s, _ := e.toString(v)
		e.free(v)
		e.close()
		if s != "undefined" && s != "1" && s != "true" {
			t.Fatalf("%q = %s", src, s)
		}
	}
}

// With its evaluator switched off, a synchronous engine compiles nothing:
// evaluating throws (CodeAct's runtime switches it off
// after compiling and before anything runs).
func TestSyncEngineEvaluatorOff(t *testing.T) {
	e, err := newSyncEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.close()
	disableEval(e)
	v := e.eval("1", "<t>")
	if !isException(v) || e.takeException().Error() != "TypeError: eval is not supported" {
		t.Fatalf("the evaluator still works")
	}
}
