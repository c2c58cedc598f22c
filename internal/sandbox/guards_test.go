package sandbox

import "testing"

// The guards change no result: each expression gives the same JSON with the
// guards as without them, on ordinary inputs and on inputs big enough to
// take the guarded (interruptible) path but small enough for the bare
// built-in to finish.
func TestGuardsChangeNoResult(t *testing.T) {
	guarded, err := newEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer guarded.close()
	bare, err := newEngineWith(func(e *engine) error { return e.installLibrary(true) })
	if err != nil {
		t.Fatal(err)
	}
	defer bare.close()
	const setup = `
var big = { length: 70000, 3: 'x', 69998: 'y' };
var sparse = []; sparse[4200000] = 7; sparse[3] = 1;
var mixed = []; for (let i = 0; i < 5000; i++) mixed.push(i % 7 === 0 ? undefined : i % 3 ? 'k' + (i * 7919 % 5000) : (i * 104729) % 9973);
mixed.length = 5100;
var hay = 'ab'.repeat(20000) + 'abc' + 'ab'.repeat(20000);
var needle = 'ab'.repeat(300) + 'c';
var floats = new Float64Array(70000); for (let i = 0; i < floats.length; i++) floats[i] = i % 5 === 0 ? NaN : i % 7 === 0 ? -0 : (i * 7919) % 1000 - 500;
var spreadable = { length: 70000, 5: 1, [Symbol.isConcatSpreadable]: true };
`
	for _, e := range []*engine{guarded, bare} {
		e.setMemoryLimit(256 << 20)
		v := e.eval(setup, "<setup>")
		if isException(v) {
			t.Fatal(e.takeException())
		}
		e.free(v)
	}
	for _, expr := range []string{
		`[1, 2, 3].includes(2)`, `[1, 2, NaN].includes(NaN)`, `[1, 2, 3].indexOf(3, -1)`, `['a', 'b'].join('-')`,
		`Array.prototype.includes.call(big, 'y')`, `Array.prototype.indexOf.call(big, 'x')`, `Array.prototype.lastIndexOf.call(big, 'x')`,
		`Array.prototype.join.call(big, '').length`, `Array.prototype.map.call(big, (x) => x + '!').filter(Boolean)`,
		`Array.prototype.reduce.call(big, (a, x) => a + x, '')`, `Array.prototype.slice.call(big, 3, 5)`,
		`(() => { const o = { ...big, length: 70000 }; Array.prototype.reverse.call(o); return [o[1], o[69996], o.length]; })()`,
		`(() => { const o = { ...big }; Array.prototype.splice.call(o, 2, 3, 'z'); return [o[2], o[69995], o.length]; })()`,
		`(() => { const o = { ...big }; Array.prototype.copyWithin.call(o, 0, 3, 4); return [o[0], o[3]]; })()`,
		`sparse.indexOf(7)`, `Object.keys(sparse.slice(0, 10))`, `sparse.at(-1)`,
		`mixed.slice().sort()`, `mixed.toSorted().slice(0, 50)`, `[3, 1, 10, 2].sort()`, `['b', undefined, 'a', , 'c'].sort()`,
		`Array.from(floats.slice().sort()).slice(0, 20).map(String)`, `Array.from(floats.toSorted()).slice(-20).map(String)`,
		`floats.join().length`, `floats.slice(0, 100).join(';')`, `floats.toString().slice(0, 200)`, `new Uint8Array([1, 2, 3]).join()`,
		`hay.indexOf(needle)`, `hay.indexOf(needle, 40001)`, `hay.lastIndexOf(needle)`, `hay.lastIndexOf(needle, 100)`,
		`hay.includes(needle)`, `hay.includes(needle, 40010)`, `hay.split(needle).map((s) => s.length)`, `hay.split(needle, 1).length`,
		`hay.replace(needle, '[$&|$$|$1|$<x>]').length`, "hay.replace(needle, '$`').length", `hay.replace(needle, "$'").length`,
		`hay.replace(needle, (m, p, s) => p + ':' + m.length + ':' + s.length).slice(38000, 38100)`,
		`(hay + needle).replaceAll(needle, '#').length`, `(hay + needle).replaceAll(needle, (m, p) => p).slice(-20)`,
		`'abcabc'.replace('bc', '[$&$` + "`" + `]')`, `'aaa'.split('a')`, `'x'.indexOf('')`, `'abc'.lastIndexOf('c', -5)`,
		`[[1, [2]], [3]].flat()`, `[1, [2, [3, [4]]]].flat(Infinity)`, `[1, 2].flatMap((x) => [x, [x]])`,
		`[0].concat(spreadable).length`, `[0].concat(spreadable)[6]`, `[1].concat([2], 3, [[4]])`,
		`Array.from(big).length`, `Array.from(big)[69998]`, `Array.from({ length: 3 }, (_, i) => i * 2)`, `Array.from('héllo')`,
		`JSON.stringify(sparse.slice(0, 5))`, `JSON.stringify(big).length`, `JSON.stringify({ a: [1, { b: 2 }] }, null, 2)`,
		`JSON.stringify(Object.assign([], { length: 70000 })).length`,
		`Array.from(new Uint8Array(big)).slice(0, 5)`, `new Float64Array({ length: 70000, 7: 2.5 })[7]`,
		`(() => { const u = new Uint8Array(70000); u.set({ length: 70000, 9: 9 }); return u[9]; })()`,
		`Uint8Array.from({ length: 70000, 1: 3 })[1]`, `new Uint8Array(new ArrayBuffer(8), 2, 3).length`,
		`[String(Array.prototype.includes), String(Uint8Array), String(Function.prototype.toString), Uint8Array.name, Uint8Array.length]`,
		`[Array.prototype.includes.length, Array.prototype.sort.length, String.prototype.replace.length, JSON.stringify.length]`,
		`[new Uint8Array(2) instanceof Uint8Array, Object.getPrototypeOf(Uint8Array) === Object.getPrototypeOf(Int8Array), Uint8Array.BYTES_PER_ELEMENT]`,
		`(() => { class B extends Uint8Array {} const b = new B(4); return [b instanceof B, b.length, B.BYTES_PER_ELEMENT]; })()`,
		`(() => { try { Uint8Array(2); } catch (e) { return e.name; } })()`, `(() => { try { new Array.prototype.includes(); } catch (e) { return e.name; } })()`,
		`typeof Math.sumPrecise === 'function' ? String(Math.sumPrecise(floats.filter((x) => x === x))) : 0`, `typeof Math.sumPrecise === 'function' ? Math.sumPrecise([1e20, 0.1, -1e20]) : 0`,
		`typeof RegExp.escape === 'function' ? RegExp.escape('1a.b' + '-x\u{1F600}'.repeat(30000)).length : 0`,
		`typeof RegExp.escape === 'function' ? RegExp.escape('\ud83d'.repeat(70000)).slice(0, 30) : 0`,
		`JSON.stringify('\x01"é\u{1F600}\ud800'.repeat(20000)).length`, `JSON.stringify('ab\ud83d\ude00'.repeat(30000)).slice(65530, 65560)`,
		`Object.getOwnPropertyNames(Array.prototype).length`, `Object.keys(Array.prototype)`,
	} {
		got, want := evalJSON(t, guarded, expr), evalJSON(t, bare, expr)
		if got != want {
			t.Errorf("%s:\nguarded %.300s\nbare    %.300s", expr, got, want)
		}
	}
}

func evalJSON(t *testing.T, e *engine, expr string) string {
	t.Helper()
	v := e.eval("JSON.stringify(("+expr+"))", "<test>")
	if isException(v) {
		return "threw " + e.takeException().Error()
	}
	defer e.free(v)
	s, _ := e.toString(v)
	return s
}
