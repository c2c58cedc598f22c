package test262

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode/codemode"
)

// sortProgram sorts arrays of every order the merge sort treats apart
// (empty, one element, the lengths around its minimum run and around powers
// of two, sorted, reversed, made of runs of every length, with few distinct
// keys and with all keys equal, random, organ pipes, sawtooths, sorted with
// a few out of place), each by comparators that are consistent (by a number
// both ways, by a key with ties, so that stability shows, by strings, by
// answers that are not integers, by the default order) and by one that
// throws at its k-th call, with Array.prototype.sort, toSorted, and
// %TypedArray%.prototype.sort and toSorted. A consistent comparator has one
// right answer, stability included, so the sandbox must give exactly what
// upstream's engine gives. It throws the description.
const sortProgram = `async () => {
  let seed = 12345;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const orders = {
    random: (n) => Array.from({ length: n }, () => rand(1000)),
    sorted: (n) => Array.from({ length: n }, (_, i) => i),
    reversed: (n) => Array.from({ length: n }, (_, i) => n - i),
    fewKeys: (n) => Array.from({ length: n }, () => rand(4)),
    allEqual: (n) => Array.from({ length: n }, () => 7),
    organPipe: (n) => Array.from({ length: n }, (_, i) => Math.min(i, n - i)),
    sawtooth: (n) => Array.from({ length: n }, (_, i) => i % 17),
    descendingRuns: (n) => Array.from({ length: n }, (_, i) => (i % 50) === 0 ? 1000 : 1000 - (i % 50)),
    runsOfEveryLength: (n) => { const a = []; let k = 1; while (a.length < n) { for (let i = 0; i < k && a.length < n; i++) a.push(i); k = k * 2 + 1; } return a; },
    nearlySorted: (n) => { const a = Array.from({ length: n }, (_, i) => i); for (let i = 0; i < n / 20; i++) { const x = rand(n), y = rand(n); [a[x], a[y]] = [a[y], a[x]]; } return a; },
    decimalNames: (n) => Array.from({ length: n }, (_, i) => i * 2),
  };
  const lengths = [0, 1, 2, 3, 31, 32, 33, 63, 64, 65, 127, 128, 129, 200, 255, 257, 1000, 2500];
  const comparators = {
    up: (a, b) => a.v - b.v,
    down: (a, b) => b.v - a.v,
    byKeyTies: (a, b) => (a.v % 5) - (b.v % 5),
    byName: (a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0),
    fractions: (a, b) => (a.v - b.v) / 3,
    strings: (a, b) => String(a.v - b.v),
    default: undefined,
  };
  const show = (xs) => xs.map((o) => o.i).join(",");
  const out = [];
  for (const [order, make] of Object.entries(orders)) {
    for (const n of lengths) {
      const values = make(n);
      const items = () => values.map((v, i) => ({ v, i, name: "user" + v, toString() { return this.name; } }));
      for (const [name, cmp] of Object.entries(comparators)) {
        const a = items();
        const r = a.sort(cmp);
        out.push(order + " " + n + " " + name + ": " + (r === a) + " " + show(a));
        if (n === 200) out.push(order + " " + n + " " + name + " toSorted: " + show(items().toSorted(cmp)));
      }
      for (const k of [1, 5, Math.floor(n / 2), n - 1]) {
        if (k < 1 || k > n - 1) continue; // any sort compares n - 1 times at least
        const a = items();
        let calls = 0;
        let r;
        try { a.sort((x, y) => { if (++calls === k) throw new Error("at " + k); return x.v - y.v; }); r = "sorted"; }
        catch (e) { r = e.message; }
        out.push(order + " " + n + " throws at " + k + ": " + r + " " + show(a));
      }
      const t = new Float64Array(values.map((v, i) => v + i / 100000));
      out.push(order + " " + n + " Float64Array: " + Array.from(t.slice().sort((x, y) => Math.floor(y) - Math.floor(x))).join(","));
      out.push(order + " " + n + " Int32Array: " + Array.from(Int32Array.from(values).sort((x, y) => (x % 7) - (y % 7))).join(","));
      out.push(order + " " + n + " Uint8Array toSorted: " + Array.from(Uint8Array.from(values).toSorted((x, y) => y - x)).join(","));
    }
  }
  // Holes, undefined and an array-like: upstream's collection of what is
  // sorted, unchanged.
  const holes = [5, , 3, undefined, 1, , 4];
  holes.sort((a, b) => a - b);
  out.push("holes: " + JSON.stringify(holes) + " " + holes.length + " " + (1 in holes) + " " + (5 in holes));
  const like = { length: 5, 0: "c", 1: "a", 3: "b", 4: "a" };
  Array.prototype.sort.call(like, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
  out.push("array-like: " + JSON.stringify(like));
  throw new Error(out.join("\n"));
}`

// TestSortsMatchTheBareEngine sorts arrays of many orders and lengths by
// consistent comparators, by comparators that throw partway, and as typed
// arrays, in the sandbox and on the pristine upstream engine, and requires
// the same result on both. The patched engine sorts with a comparator by a
// merge of natural runs where upstream uses a quicksort
// (third_party/libquickjs.md): the order of the comparator's calls differs,
// what a consistent comparator sorts to must not.
func TestSortsMatchTheBareEngine(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	bareOut := runBareAsync(sortProgram)
	sandboxOut := runSandbox(x, sortProgram)
	if bareOut.kind != "thrown" || !strings.HasPrefix(bareOut.text, "Error: ") {
		t.Fatalf("the bare run did not end with its description: %v", bareOut)
	}
	want := strings.Split(strings.TrimPrefix(bareOut.text, "Error: "), "\n")
	got := strings.Split(strings.TrimPrefix(sandboxOut.text, "Error: "), "\n")
	if sandboxOut.kind != "thrown" || len(got) != len(want) {
		t.Fatalf("the sandbox ended otherwise than with its description (%d lines, want %d): %.300v", len(got), len(want), sandboxOut)
	}
	if len(want) < 2000 {
		t.Fatalf("the description has %d lines; the program sorts more than that", len(want))
	}
	bad := 0
	for i := range want {
		if got[i] != want[i] && bad < 10 {
			bad++
			t.Errorf("%.300s\n  sandbox: %.300s", want[i], got[i])
		}
	}
}

// inconsistentSortProgram sorts by comparators that contradict themselves
// (random answers, always 1, always -1, booleans, NaN, a comparator that
// changes the array it sorts) and requires only what holds for any
// algorithm: the sort ends, and the array holds the same elements as before.
const inconsistentSortProgram = `async () => {
  let seed = 99;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const comparators = [
    () => rand(3) - 1,
    () => 1,
    () => -1,
    (a, b) => a < b,
    () => NaN,
    (a, b) => (rand(10) === 0 ? "x" : a - b),
  ];
  for (const n of [2, 33, 64, 65, 500, 3000]) {
    for (const [c, cmp] of comparators.entries()) {
      const a = Array.from({ length: n }, () => rand(100));
      const before = a.slice().sort((x, y) => x - y).join();
      a.sort(cmp);
      if (a.length !== n || a.slice().sort((x, y) => x - y).join() !== before) throw new Error("comparator " + c + ", " + n + " elements: not a permutation");
      const t = Float64Array.from(a);
      t.sort(cmp);
      if (Array.from(t).sort((x, y) => x - y).join() !== before) throw new Error("comparator " + c + ", " + n + " typed elements: not a permutation");
    }
    const a = Array.from({ length: n }, (_, i) => i);
    a.sort((x, y) => { a[rand(n)] = -1; a.length = n + 1; return x - y; });
  }
  return "ok";
}`

// TestSortsByInconsistentComparatorsEnd: for a comparator that contradicts
// itself the order is the implementation's to choose, but the sort must end
// with every element still there once.
func TestSortsByInconsistentComparatorsEnd(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	res := x.Execute(t.Context(), codemode.Request{Code: inconsistentSortProgram, Limits: limits})
	if res.Error != nil || string(res.Value) != `"ok"` {
		t.Fatalf("%s %v", res.Value, res.Error)
	}
}

// TestSortCallsTheComparatorOncePerElementOfARun: data already in order, in
// reverse order, or made of a few long runs (the order of json10k's names)
// is sorted with about one comparison per element, where a quicksort makes
// n log n.
func TestSortCallsTheComparatorOncePerElementOfARun(t *testing.T) {
	x := codemode.New(codemode.Options{})
	defer x.Close()
	res := x.Execute(t.Context(), codemode.Request{Code: `async () => {
  const count = (a, cmp) => { let c = 0; a.sort((x, y) => (c++, cmp(x, y))); return c; };
  const n = 10000;
  const names = Array.from({ length: n / 2 }, (_, i) => "USER" + i * 2);
  return [
    count(Array.from({ length: n }, (_, i) => i), (a, b) => a - b),
    count(Array.from({ length: n }, (_, i) => n - i), (a, b) => a - b),
    count(names, (a, b) => (a < b ? 1 : a > b ? -1 : 0)),
  ];
}`, Limits: limits})
	if res.Error != nil {
		t.Fatal(res.Error)
	}
	got := string(res.Value)
	// Sorted and reversed: one comparison per neighbouring pair. The names:
	// 5,000 elements in a few runs; a quicksort takes about 57,000.
	var calls []int
	if err := json.Unmarshal(res.Value, &calls); err != nil || len(calls) != 3 {
		t.Fatalf("%s: %v", got, err)
	}
	sorted, reversed, names := calls[0], calls[1], calls[2]
	if sorted != 9999 || reversed != 9999 || names > 12000 {
		t.Fatalf("comparator calls: sorted %d (want 9,999), reversed %d (want 9,999), names %d (want at most 12,000)", sorted, reversed, names)
	}
}
