// Unit tests of @codemode/client/protocol: the codec, handles, the envelope
// dispatch and the provider-name rules, checked against the Go package's
// rules (protocol/binary.go, protocol/handle.go, protocol/names.go).

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  BINARY_TAG,
  HANDLE_TAG,
  Handle,
  REFUSED_WORDS,
  RESERVED_PROVIDER_NAMES,
  TEXT_ALREADY_COMPLETED,
  TEXT_OUTSIDE_ENVELOPE,
  ToolNotFoundError,
  createEnvelopeDispatch,
  errorEnvelope,
  parseDispatchArguments,
  parseForDispatch,
  resultEnvelope,
  stringifyForDispatch,
  toolNotFoundText,
  validateProviderName,
  validateProviderNames,
} from '@codemode/client/protocol';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

// One sample of every binary type this Node can build.
const samples = () => {
  const list = [
    new Int8Array([-1, 0, 127]),
    new Uint8Array([0, 1, 255]),
    new Uint8ClampedArray([0, 128, 255]),
    new Int16Array([-32768, 1, 32767]),
    new Uint16Array([1, 2, 65535]),
    new Int32Array([-1, 2 ** 31 - 1]),
    new Uint32Array([2 ** 32 - 1, 7]),
    new Float32Array([1.5, -0.25]),
    new Float64Array([Math.PI, -0, Infinity]),
    new BigInt64Array([-1n, 2n ** 63n - 1n]),
    new BigUint64Array([2n ** 64n - 1n]),
    new Uint8Array([9, 8, 7]).buffer,
    new DataView(new Uint8Array([4, 5, 6]).buffer),
  ];
  if (typeof globalThis.Float16Array === 'function') list.push(new globalThis.Float16Array([1, 0.5]));
  return list;
};

const typeName = (v) => (v instanceof ArrayBuffer ? 'ArrayBuffer' : v.constructor.name);
const bytesOf = (v) =>
  v instanceof ArrayBuffer ? [...new Uint8Array(v)] : [...new Uint8Array(v.buffer, v.byteOffset, v.byteLength)];

describe('the binary codec', () => {
  test('every typed array, ArrayBuffer and DataView round-trips with its type and bytes', () => {
    for (const value of samples()) {
      const json = stringifyForDispatch(value);
      const tagged = JSON.parse(json);
      assert.deepStrictEqual(Object.keys(tagged), [BINARY_TAG, 'data'], json);
      assert.equal(tagged[BINARY_TAG], typeName(value));
      assert.equal(tagged.data, Buffer.from(bytesOf(value)).toString('base64'));
      const back = parseForDispatch(json);
      assert.equal(typeName(back), typeName(value), json);
      assert.deepStrictEqual(bytesOf(back), bytesOf(value), json);
    }
  });

  test('binary values are tagged at any depth and rebuilt at any depth', () => {
    const value = { a: [new Uint16Array([1, 2])], b: { c: new Float64Array([0.5]) } };
    const json = stringifyForDispatch(value);
    assert.equal(
      json,
      '{"a":[{"__executor_binary_v1__":"Uint16Array","data":"AQACAA=="}],"b":{"c":{"__executor_binary_v1__":"Float64Array","data":"AAAAAAAA4D8="}}}',
    );
    assert.deepStrictEqual(parseForDispatch(json), value);
  });

  test('a view sends only its own bytes', () => {
    const whole = new Uint8Array([1, 2, 3, 4, 5, 6]);
    assert.equal(stringifyForDispatch(whole.subarray(2, 4)), '{"__executor_binary_v1__":"Uint8Array","data":"AwQ="}');
    assert.equal(
      stringifyForDispatch(new DataView(whole.buffer, 1, 2)),
      '{"__executor_binary_v1__":"DataView","data":"AgM="}',
    );
  });

  test('rebuilt values own a fresh, exactly sized buffer', () => {
    const back = parseForDispatch('{"__executor_binary_v1__":"Uint8Array","data":"AQID"}');
    assert.ok(back instanceof Uint8Array);
    assert.equal(back.buffer.byteLength, 3);
    assert.equal(back.byteOffset, 0);
  });

  test('a Buffer does not cross as binary (it has toJSON), a Uint8Array does', () => {
    assert.equal(stringifyForDispatch(Buffer.from([1, 2, 3])), '{"type":"Buffer","data":[1,2,3]}');
    assert.equal(stringifyForDispatch(new Uint8Array([1, 2, 3])), '{"__executor_binary_v1__":"Uint8Array","data":"AQID"}');
    assert.equal(stringifyForDispatch([Buffer.from([1])]), '[{"type":"Buffer","data":[1]}]');
  });

  test('member order does not matter, and a repeated member collapses (last wins)', () => {
    assert.deepStrictEqual(
      parseForDispatch('{"data":"AQID","__executor_binary_v1__":"Uint8Array"}'),
      new Uint8Array([1, 2, 3]),
    );
    assert.deepStrictEqual(
      parseForDispatch('{"__executor_binary_v1__":"Nope","__executor_binary_v1__":"Uint8Array","data":"AQID"}'),
      new Uint8Array([1, 2, 3]),
    );
  });

  test('an empty view round-trips', () => {
    assert.equal(stringifyForDispatch(new Uint8Array(0)), '{"__executor_binary_v1__":"Uint8Array","data":""}');
    assert.deepStrictEqual(parseForDispatch('{"__executor_binary_v1__":"Float64Array","data":""}'), new Float64Array(0));
  });

  // Each of these is close to the envelope and breaks one clause of the rule
  // (protocol.Binary's doc comment), so it stays an ordinary object.
  const malformed = {
    'a third member': '{"__executor_binary_v1__":"Uint8Array","data":"AQID","x":1}',
    'no data': '{"__executor_binary_v1__":"Uint8Array","x":"AQID"}',
    'the tag alone': '{"__executor_binary_v1__":"Uint8Array"}',
    'an unknown type': '{"__executor_binary_v1__":"Uint24Array","data":"AQID"}',
    'a type that is not a string': '{"__executor_binary_v1__":1,"data":"AQID"}',
    'data that is not a string': '{"__executor_binary_v1__":"Uint8Array","data":[1,2,3]}',
    'missing padding': '{"__executor_binary_v1__":"Uint8Array","data":"AQI"}',
    'non-zero padding bits': '{"__executor_binary_v1__":"Uint8Array","data":"AQJ="}',
    'URL-safe letters': '{"__executor_binary_v1__":"Uint8Array","data":"-_-_"}',
    'a newline': '{"__executor_binary_v1__":"Uint8Array","data":"AQ\\nID"}',
    'a space': '{"__executor_binary_v1__":"Uint8Array","data":"AQ ID"}',
    'too much padding': '{"__executor_binary_v1__":"Uint8Array","data":"AQ==="}',
    'a length that is not whole elements': '{"__executor_binary_v1__":"Uint16Array","data":"AQID"}',
    'a Float64Array of 4 bytes': '{"__executor_binary_v1__":"Float64Array","data":"AAAAAA=="}',
    'an inherited type name': '{"__executor_binary_v1__":"toString","data":""}',
  };
  for (const [name, json] of Object.entries(malformed)) {
    test(`${name} stays an object`, () => {
      assert.deepStrictEqual(parseForDispatch(json), JSON.parse(json));
      assert.deepStrictEqual(parseDispatchArguments(`[${json}]`), [JSON.parse(json)]);
    });
  }

  test('invalid JSON throws', () => {
    assert.throws(() => parseForDispatch('{'), SyntaxError);
  });
});

describe('handles', () => {
  test('a handle envelope becomes a Handle, at any depth', () => {
    const args = parseDispatchArguments('[1,{"__executor_handle_v1__":"h1"},{"cb":{"__executor_handle_v1__":"h2"}}]');
    assert.ok(args[1] instanceof Handle);
    assert.equal(args[1].id, 'h1');
    assert.ok(args[2].cb instanceof Handle);
    assert.equal(args[2].cb.id, 'h2');
  });

  test('near misses stay objects', () => {
    for (const json of [
      '{"__executor_handle_v1__":"h1","x":1}',
      '{"__executor_handle_v1__":""}',
      '{"__executor_handle_v1__":7}',
    ]) {
      assert.deepStrictEqual(parseForDispatch(json), JSON.parse(json), json);
    }
  });

  test('a Handle serialises back to its envelope', () => {
    assert.equal(stringifyForDispatch(new Handle('h3')), `{"${HANDLE_TAG}":"h3"}`);
    assert.equal(resultEnvelope({ fn: new Handle('h3') }), '{"result":{"fn":{"__executor_handle_v1__":"h3"}}}');
    assert.throws(() => new Handle(''), TypeError);
  });
});

describe('parseDispatchArguments', () => {
  test('always returns an array', () => {
    assert.deepStrictEqual(parseDispatchArguments('[]'), []);
    assert.deepStrictEqual(parseDispatchArguments('["ada",7]'), ['ada', 7]);
    assert.deepStrictEqual(parseDispatchArguments('{"id":7}'), [{ id: 7 }]);
    assert.deepStrictEqual(parseDispatchArguments('7'), [7]);
    assert.deepStrictEqual(parseDispatchArguments('null'), [null]);
    assert.deepStrictEqual(parseDispatchArguments('[[1]]'), [[1]]);
  });
});

describe('the envelope', () => {
  test('pinned texts', () => {
    assert.equal(TEXT_ALREADY_COMPLETED, 'Execution has already completed.');
    assert.equal(TEXT_OUTSIDE_ENVELOPE, 'The dispatch answered outside the result envelope.');
    assert.equal(toolNotFoundText('x'), 'Tool "x" not found');
    const e = new ToolNotFoundError('nope');
    assert.ok(e instanceof Error);
    assert.equal(e.message, 'Tool "nope" not found');
    assert.equal(e.tool, 'nope');
  });

  test('resultEnvelope and errorEnvelope', () => {
    assert.equal(resultEnvelope({ a: 1 }), '{"result":{"a":1}}');
    assert.equal(resultEnvelope(null), '{"result":null}');
    assert.equal(resultEnvelope(undefined), '{}');
    assert.equal(resultEnvelope(new Uint8Array([1, 2, 3])), '{"result":{"__executor_binary_v1__":"Uint8Array","data":"AQID"}}');
    assert.equal(errorEnvelope('Tool "x" not found'), '{"error":"Tool \\"x\\" not found"}');
  });
});

describe('createEnvelopeDispatch', () => {
  const state = { active: true };

  test('serialises the responder\'s value into {"result": value}, binary included', async () => {
    const dispatch = createEnvelopeDispatch(state, async (provider, tool, argsJson) => ({
      provider,
      tool,
      args: parseDispatchArguments(argsJson),
      bytes: new Uint8Array([1, 2, 3]),
    }));
    assert.equal(
      await dispatch('store', 'find', '["ada"]'),
      '{"result":{"provider":"store","tool":"find","args":["ada"],"bytes":{"__executor_binary_v1__":"Uint8Array","data":"AQID"}}}',
    );
  });

  test('a synchronous responder works too, and undefined answers {}', async () => {
    assert.equal(await createEnvelopeDispatch(state, () => 5)('p', 't', '[]'), '{"result":5}');
    assert.equal(await createEnvelopeDispatch(state, () => {})('p', 't', '[]'), '{}');
  });

  test('turns a rejection or a throw into {"error": message}', async () => {
    assert.equal(
      await createEnvelopeDispatch(state, async (p, tool) => { throw new ToolNotFoundError(tool); })('p', 'x', '[]'),
      '{"error":"Tool \\"x\\" not found"}',
    );
    assert.equal(
      await createEnvelopeDispatch(state, () => { throw new RangeError('out of range'); })('p', 'x', '[]'),
      '{"error":"out of range"}',
    );
    assert.equal(
      await createEnvelopeDispatch(state, () => Promise.reject('a string'))('p', 'x', '[]'),
      '{"error":"a string"}',
    );
  });

  test('a value that cannot be serialised is an error for the program', async () => {
    const cyclic = {};
    cyclic.self = cyclic;
    assert.match(await createEnvelopeDispatch(state, () => 1n)('p', 'x', '[]'), /^\{"error":"tool result could not be serialized: .*BigInt/);
    assert.match(await createEnvelopeDispatch(state, () => cyclic)('p', 'x', '[]'), /^\{"error":"tool result could not be serialized: /);
  });

  test('checks the latch before it calls the responder', async () => {
    const latch = { active: true };
    let calls = 0;
    const dispatch = createEnvelopeDispatch(latch, () => ++calls);
    assert.equal(await dispatch('p', 't', '[]'), '{"result":1}');
    latch.active = false;
    assert.equal(await dispatch('p', 't', '[]'), '{"error":"Execution has already completed."}');
    assert.equal(calls, 1);
  });

  test('a null state is always active', async () => {
    assert.equal(await createEnvelopeDispatch(null, () => 'ok')('p', 't', '[]'), '{"result":"ok"}');
  });

  test('passes the dispatch context through to the responder', async () => {
    const context = { executionId: 'e1' };
    let seen;
    await createEnvelopeDispatch(state, (p, t, a, ctx) => { seen = ctx; })('p', 't', '[]', context);
    assert.equal(seen, context);
  });

  test('the responder starts synchronously', () => {
    let started = false;
    createEnvelopeDispatch(state, () => { started = true; })('p', 't', '[]');
    assert.equal(started, true);
  });
});

describe('provider names', () => {
  // Reads a []string literal out of protocol/names.go.
  const goList = (source, name) => {
    const body = new RegExp(`var ${name} = \\[\\]string\\{([\\s\\S]*?)\\n\\}`).exec(source)[1];
    const consts = { BinaryTag: BINARY_TAG, HandleTag: HANDLE_TAG };
    return body
      .split('\n')
      .map((line) => line.replace(/\/\/.*$/, ''))
      .join(' ')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => (s.startsWith('"') ? JSON.parse(s) : consts[s]));
  };

  test('RESERVED_PROVIDER_NAMES and REFUSED_WORDS equal the Go lists', async () => {
    const source = await readFile(path.join(repoRoot, 'protocol', 'names.go'), 'utf8');
    assert.deepStrictEqual([...RESERVED_PROVIDER_NAMES], goList(source, 'reservedProviderNames'));
    assert.deepStrictEqual([...REFUSED_WORDS], goList(source, 'refusedWords'));
    assert.ok(Object.isFrozen(RESERVED_PROVIDER_NAMES));
  });

  test('the four texts', () => {
    assert.equal(
      validateProviderName('console'),
      'Provider name "console" is reserved. Give the provider a name the entry scope does not bind.',
    );
    assert.equal(
      validateProviderName('my-store'),
      'Provider name "my-store" must be ASCII letters, digits, underscore and dollar, and must not start with a digit.',
    );
    assert.equal(
      validateProviderName('class'),
      'Provider name "class" is on the list this executor refuses: every ECMAScript reserved word, the names strict mode reserves, and async. Pick a name outside it.',
    );
    assert.equal(
      validateProviderNames(['store', 'store']),
      'Provider name "store" is declared twice. Give each provider its own name.',
    );
  });

  test('the rules in order', () => {
    assert.match(validateProviderName(''), /must be ASCII letters/);
    assert.match(validateProviderName('1store'), /must be ASCII letters/);
    assert.match(validateProviderName('störe'), /must be ASCII letters/);
    assert.match(validateProviderName('async'), /is on the list this executor refuses/);
    assert.match(validateProviderName('eval'), /is on the list this executor refuses/);
    assert.match(validateProviderName('__executor_handle_v1__'), /is reserved/);
    assert.match(validateProviderName('globalThis'), /is reserved/);
    for (const ok of ['store', '$', '_x1', 'fetch', 'Store$2']) assert.equal(validateProviderName(ok), null, ok);
    assert.equal(validateProviderNames(['a', 'b']), null);
    // A name's own rule wins over the duplicate rule, and the first violation is reported.
    assert.match(validateProviderNames(['a', 'class', 'a']), /"class" is on the list/);
    assert.match(validateProviderNames(['a', 'a', 'class']), /"a" is declared twice/);
  });
});
