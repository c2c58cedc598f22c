// Installed before the program of a durable execution (docs/durable.md): the
// clock and Math.random go through the journal, so that replaying the journal
// gives the program the same readings.
//
// Date keeps its prototype, statics and behaviour; only the readings of the
// current time (new Date(), Date(), Date.now()) come from host.clock. Math.random
// is xoshiro128** seeded once from host.rngSeed (16 journaled bytes, read as four
// 32-bit words); before the
// program starts (provider preludes) it is the engine's own.
(function (host) {
  'use strict';
  const G = globalThis;
  const RealDate = Date;
  const clock = host.clock;
  const seedOf = host.rngSeed;
  const construct = Reflect.construct;
  const defineProperty = Object.defineProperty;
  const dateToString = RealDate.prototype.toString;
  const call = Function.prototype.call.bind(Function.prototype.call);
  const engineRandom = Math.random;
  const imul = Math.imul;

  const DurableDate = function Date(...args) {
    if (new.target === undefined) return call(dateToString, new RealDate(clock()));
    if (args.length === 0) return construct(RealDate, [clock()], new.target);
    return construct(RealDate, args, new.target);
  };
  defineProperty(DurableDate, 'length', { value: 7 });
  defineProperty(DurableDate, 'prototype', { value: RealDate.prototype, writable: false, enumerable: false, configurable: false });
  defineProperty(DurableDate, 'now', { value: function now() { return clock(); }, writable: true, configurable: true });
  defineProperty(DurableDate, 'parse', { value: RealDate.parse, writable: true, configurable: true });
  defineProperty(DurableDate, 'UTC', { value: RealDate.UTC, writable: true, configurable: true });
  defineProperty(RealDate.prototype, 'constructor', { value: DurableDate, writable: true, configurable: true });
  defineProperty(G, 'Date', { value: DurableDate, writable: true, configurable: true, enumerable: false });

  // xoshiro128** over four 32-bit words; two outputs make one double.
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0, seeded = false;
  const rotl = (x, k) => (x << k) | (x >>> (32 - k));
  const next = () => {
    const r = imul(rotl(imul(s1, 5), 7), 9);
    const t = s1 << 9;
    s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3; s2 ^= t; s3 = rotl(s3, 11);
    return r >>> 0;
  };
  defineProperty(Math, 'random', {
    value: function random() {
      if (!seeded) {
        const w0 = seedOf(0);
        if (w0 === undefined) return engineRandom();
        s0 = w0 | 0; s1 = seedOf(1) | 0; s2 = seedOf(2) | 0; s3 = seedOf(3) | 0;
        if ((s0 | s1 | s2 | s3) === 0) s3 = 1;
        seeded = true;
      }
      const hi = next() >>> 5, lo = next() >>> 6;
      return (hi * 67108864 + lo) / 9007199254740992;
    },
    writable: true, configurable: true,
  });
})
