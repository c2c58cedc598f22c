// The prelude of a synchronous CodeAct run (see sync.go). It runs as a global
// script after the engine's intrinsics are installed and before the program's
// source: it replaces every route to dynamic evaluation, the clock,
// randomness and the host's globals with a function or accessor that throws a
// pinned text, and binds the global lexical constant `tools`, whose one
// function, call, is the host's bridge. Go reads two temporary globals, the
// bridge and the texts (JSON), and this script deletes them.
//
// Nothing here keeps a reference the program could use: the refusing
// functions close over captured built-ins and their text only.
const tools = ((bridge, texts) => {
  'use strict';
  const G = globalThis;
  const ErrorCtor = Error;
  const defineProperty = Object.defineProperty;
  const getPrototypeOf = Object.getPrototypeOf;
  const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
  const create = Object.create;
  const freeze = Object.freeze;
  const fail = (text) => { throw new ErrorCtor(text); };

  // Dynamic evaluation. The engine's own evaluator is switched off too (Go
  // clears it before the program runs): these give the refusal its text.
  // (Methods, like the built-ins they stand for: not constructors.)
  const noEval = { eval() { fail(texts.eval); } }.eval;
  defineProperty(G, 'eval', { value: noEval, writable: true, configurable: true });
  // The constructors of plain and generator functions are reachable from
  // every function through .constructor; async functions have none (the
  // engine has no Promise, so their prototype is null). The replacement
  // takes the property with the attributes the original had.
  const refuseConstructor = (proto, name) => {
    const ctor = { [name]: function () { fail(texts.functionConstructor); } }[name];
    defineProperty(ctor, 'prototype', { value: proto, writable: false, configurable: false });
    const d = getOwnPropertyDescriptor(proto, 'constructor');
    d.value = ctor;
    defineProperty(proto, 'constructor', d);
    return ctor;
  };
  const NoFunction = refuseConstructor(Function.prototype, 'Function');
  defineProperty(G, 'Function', { value: NoFunction, writable: true, configurable: true });
  refuseConstructor(getPrototypeOf(function* () {}), 'GeneratorFunction');

  // Randomness.
  defineProperty(G.Math, 'random', { value: { random() { fail(texts.random); } }.random, writable: true, configurable: true });

  // Globals that are not there, each with its own text. An accessor that
  // throws when read; a program that declares or assigns the name (its own
  // function process(items), say) replaces it with an ordinary property.
  for (const [name, text] of texts.globals) {
    defineProperty(G, name, {
      get() { fail(text); },
      set(v) { defineProperty(G, name, { value: v, writable: true, enumerable: true, configurable: true }); },
      enumerable: false,
      configurable: true,
    });
  }

  const binding = create(null);
  defineProperty(binding, 'call', { value: bridge, writable: false, enumerable: true, configurable: false });
  return freeze(binding);
})(globalThis.__codeact_bridge, JSON.parse(globalThis.__codeact_texts));
delete globalThis.__codeact_bridge;
delete globalThis.__codeact_texts;
