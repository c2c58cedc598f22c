package executortest

import "strings"

// NativeLoop is a program that spends its time in the engine's own native
// code, in loops that run no bytecode: every one must end by its deadline
// (or the memory limit) with the engine stopped, in every engine and every
// arrangement. Body is a function body both engines run (the asynchronous
// one as `async () => { Body }`, CodeAct's as `function main(input) { Body }`).
type NativeLoop struct {
	Name string
	Body string
}

// NativeLoops are the classes of native loop the engine polls in
// (internal/libquickjs/README.md, "Every native loop stops"), each at a size
// that would run for seconds to hours unstopped (or, where one call is
// shorter, called in a loop). An engine that polls stops within a few
// milliseconds of its deadline; one that does not would finish the call
// under way first.
var NativeLoops = []NativeLoop{
	{"NormalizeCombiningMarks", `return ('a' + '\u0301\u0316'.repeat(4e4)).normalize('NFD').length`},
	{"ComposeCombiningMarks", `return ('a' + '\u0316\u0301'.repeat(4e4)).normalize('NFC').length`},
	{"LocaleCompareCombiningMarks", `return ('a' + '\u0301\u0316'.repeat(4e4)).localeCompare('b')`},
	{"PropertyClassRegExp", `return new RegExp('\\p{L}|'.repeat(5000) + 'a', 'ui').source.length`},
	{"PropertyClassRegExpLiteral", `return /` + strings.Repeat(`\p{L}|`, 5000) + `a/ui.source.length`},
	{"LargestBigIntToDecimal", `const b = (1n << 1048574n) - 1n; for (;;) String(b)`},
	{"LargestBigIntsJoined", `const b = (1n << 1048574n) - 1n; return Array(64).fill(b).join().length`},
	{"IncludesOfHugeArrayLike", `return Array.prototype.includes.call({ length: 2 ** 53 - 1 }, 1)`},
	{"FillOfHugeArrayLike", `return Array.prototype.fill.call({ length: 2 ** 53 - 1 }, 0).length`},
	{"JoinOfSparseArray", `const a = []; a[2 ** 32 - 2] = 1; return a.join().length`},
	{"StringOfSparseArray", `const a = [1, 2, 3]; a.length = 2 ** 32 - 1; return String(a).length`},
	{"SearchForLongNeedle", `return 'a'.repeat(2 ** 23).indexOf('a'.repeat(2 ** 13) + 'b')`},
	{"SplitByLongNeedle", `return 'a'.repeat(2 ** 23).split('a'.repeat(2 ** 13) + 'b').length`},
	{"QuoteControlCharacters", `return JSON.stringify('\x01'.repeat(2 ** 23)).length`},
	{"EncodeControlCharacters", `const s = '\x01'.repeat(2 ** 23); for (;;) encodeURIComponent(s)`},
	{"DescriptorsOfDenseArray", `const a = []; for (let i = 0; i < 2 ** 18; i++) a[i] = i; for (;;) Object.getOwnPropertyDescriptors(a)`},
	{"SortStrings", `const a = []; for (let i = 0; i < 3e5; i++) a.push('k' + (i * 7919 % 3e5)); for (;;) a.slice().sort()`},
}
