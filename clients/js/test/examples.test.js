// The examples of the tools chapter (the specification of this client's API),
// pasted in as the chapter writes them and run against a real `codemode
// serve`. Where the chapter writes TypeScript (a type annotation, `as`, a
// generic argument), the annotation is dropped: Node 20 runs JavaScript. The
// chapter's package name @supolka/codemode-executor-protocol is ours,
// @codemode/client/protocol.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { connect } from '@codemode/client';
import {
  createEnvelopeDispatch,
  parseDispatchArguments,
  stringifyForDispatch,
  ToolNotFoundError,
} from '@codemode/client/protocol';
import { startDaemon } from './daemon.js';

let daemon;
let executor;

before(async () => {
  daemon = await startDaemon();
  executor = await connect(daemon.url, { token: undefined });
});

after(async () => {
  await executor?.close();
  await daemon?.stop();
});

// The chapter leaves `dispatch` and `code` to the reader where an example
// does not depend on them.
const dispatch = async (provider, tool, argsJson) => JSON.stringify({ result: { provider, tool, argsJson } });
const code = 'async () => await store.x()';

describe('declaration and dispatch', () => {
  test('one request carries both', async () => {
    const serve = async (provider, tool, argsJson) => `${provider}.${tool}(${parseDispatchArguments(argsJson).join(', ')})`;
    const code = `async () => await store.findUser('ada')`;

    const out = await executor.execute({
      code,
      providers: [{ name: 'store', tools: ['listUsers', 'findUser'] }],
      dispatch: async (provider, tool, argsJson) =>
        JSON.stringify({ result: await serve(provider, tool, argsJson) }),
    });

    assert.deepStrictEqual(out, { result: 'store.findUser(ada)', logs: [] });
  });

  test('awaiting the provider yields the proxy and calls no tool', async () => {
    let calls = 0;
    const dispatch = async () => { calls++; return JSON.stringify({ result: null }); };

    const out = await executor.execute({
      code: 'async () => { const v = await store; return typeof v }',
      providers: [{ name: 'store', tools: ['x'] }],
      dispatch,
    });

    assert.deepStrictEqual(out, { result: 'object', logs: [] });
    assert.equal(calls, 0);
  });
});

describe('values that cross a tool call', () => {
  test('arguments spread into an array', async () => {
    // The chapter prints with console.log; this console collects instead.
    const printed = [];
    const console = { log: (value) => printed.push(value) };

    const out = await executor.execute({
      code: `async () => {
        await store.noArgs()
        await store.two('ada', 7)
        await store.obj({ id: 1, deep: { a: [1, 2] } })
        await store.bytes(new Uint8Array([1, 2, 3]))
        return 'sent'
      }`,
      providers: [{ name: 'store', tools: ['noArgs'] }],
      dispatch: async (provider, tool, argsJson) => {
        console.log({ provider, tool, argsJson })

        return JSON.stringify({ result: null })
      },
    })

    assert.deepStrictEqual(printed, [
      { provider: 'store', tool: 'noArgs', argsJson: '[]' },
      { provider: 'store', tool: 'two', argsJson: '["ada",7]' },
      { provider: 'store', tool: 'obj', argsJson: '[{"id":1,"deep":{"a":[1,2]}}]' },
      { provider: 'store', tool: 'bytes', argsJson: '[{"__executor_binary_v1__":"Uint8Array","data":"AQID"}]' },
    ]);
    assert.deepStrictEqual(out, { result: 'sent', logs: [] });
  });

  test('positionalArgs: false sends one options object', async () => {
    const seen = [];
    const out = await executor.execute({
      code: 'async () => { await store.find({ id: 7 }); await store.all(); return "ok" }',
      providers: [{ name: 'store', tools: ['find'], positionalArgs: false }],
      dispatch: async (provider, tool, argsJson) => {
        seen.push([tool, argsJson]);
        return JSON.stringify({ result: null });
      },
    });

    assert.deepStrictEqual(out, { result: 'ok', logs: [] });
    // store.find({ id: 7 })  ->  argsJson '{"id":7}'
    // store.all()            ->  argsJson '{}'
    assert.deepStrictEqual(seen, [['find', '{"id":7}'], ['all', '{}']]);
    // Either way parseDispatchArguments gives your responder an array.
    assert.deepStrictEqual(parseDispatchArguments('{"id":7}'), [{ id: 7 }]);
    assert.deepStrictEqual(parseDispatchArguments('{}'), [{}]);
  });

  test('a Uint8Array returned from a tool reaches the program as a Uint8Array', async () => {
    const state = { active: true };

    const out = await executor.execute({
      code: `async () => {
        const r = await store.reverse(new Uint8Array([1, 2, 3]))
        return { isBytes: r instanceof Uint8Array, values: Array.from(r), bytes: r }
      }`,
      providers: [{ name: 'store', tools: ['reverse'] }],
      dispatch: createEnvelopeDispatch(state, async (provider, tool, argsJson) => {
        const [bytes] = parseDispatchArguments(argsJson) // as [Uint8Array]

        return new Uint8Array([...bytes].reverse()) // arrives inside the sandbox as a Uint8Array
      }),
    });

    // The program's result crosses back through the same codec, so bytes in
    // it are a Uint8Array here too.
    assert.deepStrictEqual(out, {
      result: { isBytes: true, values: [3, 2, 1], bytes: new Uint8Array([3, 2, 1]) },
      logs: [],
    });
  });
});

describe('Node buffers do not cross as binary', () => {
  test('stringifyForDispatch', () => {
    assert.equal(stringifyForDispatch(Buffer.from([1, 2, 3])), '{"type":"Buffer","data":[1,2,3]}');
    assert.equal(stringifyForDispatch(new Uint8Array([1, 2, 3])), '{"__executor_binary_v1__":"Uint8Array","data":"AQID"}');
  });

  test('a Buffer from a tool arrives as its type and data shape; asBytes gives bytes', async () => {
    const asBytes = (value) =>
      Buffer.isBuffer(value) ? new Uint8Array(value) : value

    const state = { active: true };
    const out = await executor.execute({
      code: `async () => {
        const raw = await store.raw()
        const wrapped = await store.wrapped()
        return { raw, rawBytes: raw instanceof Uint8Array, wrapped: wrapped instanceof Uint8Array, length: wrapped.length }
      }`,
      providers: [{ name: 'store', tools: ['raw', 'wrapped'] }],
      dispatch: createEnvelopeDispatch(state, async (provider, tool) =>
        tool === 'raw' ? Buffer.from([1, 2, 3]) : asBytes(Buffer.from([1, 2, 3]))),
    });

    assert.deepStrictEqual(out, {
      result: { raw: { type: 'Buffer', data: [1, 2, 3] }, rawBytes: false, wrapped: true, length: 3 },
      logs: [],
    });
  });
});

describe('dispatch worth copying', () => {
  // The host's own data, which the sample's tools read.
  const store = {
    users: async () => [{ id: 'ada', name: 'Ada' }, { id: 'alan', name: 'Alan' }],
    user: async (id) => ({ id, name: id === 'ada' ? 'Ada' : 'Alan' }),
  };

  async function run(code) {
    const tools = new Map([
      ['listUsers', () => store.users()],
      ['findUser', ([id]) => store.user(String(id))],
    ])

    const state = { active: true }

    try {
      return await executor.execute({
        code,
        providers: [{ name: 'store', tools: [...tools.keys()] }],
        outbound: null,
        dispatch: createEnvelopeDispatch(state, async (provider, tool, argsJson) => {
          if (provider !== 'store') {
            throw new ToolNotFoundError(tool)
          }

          const handler = tools.get(tool)

          if (handler === undefined) {
            throw new ToolNotFoundError(tool)
          }

          return handler(parseDispatchArguments(argsJson))
        }),
      })
    } finally {
      state.active = false
    }
  }

  test('routes the tools it grants', async () => {
    const out = await run(`async () => {
      const users = await store.listUsers()
      const ada = await store.findUser(users[0].id)
      return { count: users.length, ada: ada.name }
    }`);
    assert.deepStrictEqual(out, { result: { count: 2, ada: 'Ada' }, logs: [] });
  });

  test('turns down the rest with the pinned text', async () => {
    const out = await run(`async () => {
      const read = async (f) => { try { return await f() } catch (e) { return e.message } }
      return [await read(() => store.dropUsers()), await read(() => __dispatch('secrets', 'read', '[]'))]
    }`);
    assert.deepStrictEqual(out, {
      result: ['Tool "dropUsers" not found', '{"error":"Tool \\"read\\" not found"}'],
      logs: [],
    });
  });

  test('the latch answers a closed execution without calling the responder', async () => {
    let called = false;
    const state = { active: false };
    const dispatch = createEnvelopeDispatch(state, async () => { called = true; return 1; });
    assert.equal(await dispatch('store', 'x', '[]'), '{"error":"Execution has already completed."}');
    assert.equal(called, false);
  });

  test('fireAndForget: the responder starts before execute resolves', async () => {
    const state = { active: true };
    let started = false;
    let finished = false;
    let release;
    const respond = async () => {
      started = true;
      await new Promise((resolve) => { release = resolve; });
      finished = true;
      return null;
    };

    const out = await executor.execute({
      code: `async () => { store.fireAndForget(); return 'returned early' }`,
      providers: [{ name: 'store', tools: ['fireAndForget'] }],
      dispatch: createEnvelopeDispatch(state, respond),
    })

    assert.deepStrictEqual(out, { result: 'returned early', logs: [] });
    assert.equal(started, true, 'the responder started before execute resolved');
    assert.equal(finished, false, 'and was still running when execute resolved');
    release();
  });
});

describe('undeclared names reach your dispatch', () => {
  test('__dispatch takes the provider name as an argument', async () => {
    const out = await executor.execute({
      code: `async () => await __dispatch('secrets', 'read', '[]')`,
      providers: [{ name: 'store', tools: ['listOrders'] }],
      dispatch: async (provider, tool, argsJson) =>
        JSON.stringify({ result: { provider, tool, argsJson } }),
    })

    assert.deepStrictEqual(out, { result: '{"result":{"provider":"secrets","tool":"read","argsJson":"[]"}}', logs: [] });
  });

  test('ToolNotFoundError composes the declared text', () => {
    assert.equal(new ToolNotFoundError('read').message, 'Tool "read" not found');
  });
});

describe('how a failure reads on both sides', () => {
  test('the program catches the tool failure', async () => {
    const state = { active: true };

    const out = await executor.execute({
      code: `async () => {
        try {
          return await store.nope()
        } catch (failure) {
          return { name: failure.name, message: failure.message }
        }
      }`,
      providers: [{ name: 'store', tools: ['listUsers'] }],
      dispatch: createEnvelopeDispatch(state, async (provider, tool) => {
        throw new ToolNotFoundError(tool)
      }),
    })

    assert.deepStrictEqual(out, { result: { name: 'Error', message: 'Tool "nope" not found' }, logs: [] });
  });

  test('an answer outside the envelope', async () => {
    const out = await executor.execute({
      code: `async () => { try { return await store.x() } catch (failure) { return failure.message } }`,
      providers: [{ name: 'store', tools: ['x'] }],
      dispatch: async () => JSON.stringify('just a string'),
    })

    assert.deepStrictEqual(out, { result: 'The dispatch answered outside the result envelope.', logs: [] });
  });

  test('a request with no dispatch refuses every call', async () => {
    const out = await executor.execute({
      code: `async () => { try { return await store.x() } catch (failure) { return failure.message } }`,
      providers: [{ name: 'store', tools: ['x'] }],
    });
    assert.deepStrictEqual(out, { result: 'Tool "x" not found', logs: [] });
  });
});

describe('provider source', () => {
  test('prelude hangs helpers on the namespace', async () => {
    const out = await executor.execute({
      code: 'async () => store.helpers.twice(21)',
      providers: [
        { name: 'store', tools: ['listUsers'], prelude: 'store.helpers = { twice: (n) => n * 2 }' },
      ],
      dispatch,
    })

    assert.deepStrictEqual(out, { result: 42, logs: [] });
  });

  test('proxySource replaces the generated proxy', async () => {
    const out = await executor.execute({
      code: 'async () => await api.v1.users.list()',
      providers: [
        {
          name: 'api',
          tools: ['v1.users.list'],
          proxySource: `const api = { v1: { users: { list: async () => {
            const json = await __dispatch('api', 'v1.users.list', __stringifyForDispatch([]))
            const data = __parseForDispatch(json)
            if (data.error) throw new Error(data.error)
            return data.result
          } } } };`,
        },
      ],
      dispatch: async (provider, tool) => JSON.stringify({ result: `${provider}.${tool} served` }),
    })

    assert.deepStrictEqual(out, { result: 'api.v1.users.list served', logs: [] });
  });
});

describe('names a provider may not take', () => {
  const refused = async (providers) => {
    const out = await executor.execute({ code, providers, dispatch });
    assert.equal(out.errorKind, 'provider');
    assert.equal('result' in out, false);
    assert.deepStrictEqual(out.logs, []);
    return out.error;
  };

  test('reserved', async () => {
    assert.equal(
      await refused([{ name: 'console', tools: ['x'] }]),
      'Provider name "console" is reserved. Give the provider a name the entry scope does not bind.',
    );
  });

  test('not an identifier', async () => {
    assert.equal(
      await refused([{ name: 'my-store', tools: ['x'] }]),
      'Provider name "my-store" must be ASCII letters, digits, underscore and dollar, and must not start with a digit.',
    );
  });

  test('a refused word', async () => {
    assert.equal(
      await refused([{ name: 'class', tools: ['x'] }]),
      'Provider name "class" is on the list this executor refuses: every ECMAScript reserved word, the names strict mode reserves, and async. Pick a name outside it.',
    );
  });

  test('declared twice', async () => {
    assert.equal(
      await refused([
        { name: 'store', tools: ['x'] },
        { name: 'store', tools: ['y'] },
      ]),
      'Provider name "store" is declared twice. Give each provider its own name.',
    );
  });

  test('a provider that shadows fetch breaks the program, silently', async () => {
    const out = await executor.execute({
      code: `async () => { try { const r = await fetch('https://example.com'); return 'reached ' + r.status } catch (failure) { return failure.message } }`,
      providers: [{ name: 'fetch', tools: ['x'] }],
      dispatch,
    })

    // The chapter shows V8's wording, 'fetch is not a function'. codemode's
    // engine is QuickJS, which words the same TypeError 'not a function'.
    assert.deepStrictEqual(out, { result: 'not a function', logs: [] });

    const typeOf = await executor.execute({
      code: 'async () => typeof fetch',
      providers: [{ name: 'fetch', tools: ['x'] }],
      dispatch,
    });
    assert.deepStrictEqual(typeOf, { result: 'object', logs: [] });
  });
});
