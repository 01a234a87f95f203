/**
 * Hostile request bodies for the fuzz battery (issue 5): random JSON, wrong types, NUL bytes, deep
 * nesting, `__proto__` / `constructor` keys, huge strings, broken JSON and wrong content types.
 * Bodies are built as text, so keys such as `__proto__` reach the server literally.
 */
import fc from 'fast-check';

export interface HostileBody {
  /** The raw bytes sent, as text. */
  payload: string;
  contentType: string | undefined;
}

/** Literal JSON text of an object, keeping duplicate and `__proto__` keys as written. */
function objectText(entries: readonly (readonly [string, unknown])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

const nastyString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\u0000', 'a\u0000b', 'admin\u0000', '\ud800', '\udfff x', '\u202e', "' OR '1'='1", '"; DROP TABLE users; --'),
  fc.constantFrom('<img src=x onerror=alert(1)>', 'javascript:alert(1)', '${7*7}', '{{7*7}}', '%00', '../../etc/passwd'),
  fc.integer({ min: 190, max: 260 }).map((n) => 'x'.repeat(n)),
);

/** Values of every JSON type, including the edges validators get wrong. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2, 36, 100, 101, 1_000_000, 1_000_001, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -0, 0.5, 1.0000001),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constantFrom('1', '5', 'true', '[1]', '1e3', ' 7', '0x10'),
);

const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf');

/** Objects with the route's own keys (some missing, some wrong, some extra or poisoned). */
function shapedObject(keys: readonly string[]): fc.Arbitrary<string> {
  const routeKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 });
  const key = fc.oneof({ weight: 6, arbitrary: routeKey }, { weight: 2, arbitrary: prototypeKey }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
  return fc.array(fc.tuple(key, wrongValue), { maxLength: keys.length + 2 }).map(objectText);
}

/** Poisoning attempts on the parsed object and on the prototype chain. */
function poisoned(keys: readonly string[]): fc.Arbitrary<string> {
  const first = keys[0] ?? 'x';
  return fc.constantFrom(
    '{"__proto__":{"isAdmin":true,"crediti":1000000}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    `{"${first}":"a","__proto__":{"${first}":"b"}}`,
    `{"${first}":{"__proto__":{"polluted":true}}}`,
    '{"__proto__":null}',
    '[{"__proto__":{"x":1}}]',
  );
}

const deepNesting = fc.tuple(fc.integer({ min: 50, max: 20_000 }), fc.constantFrom('array', 'object')).map(([depth, kind]) =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
);

/** Strings around and beyond the 64 KB body limit. */
function hugeString(keys: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['x'])), fc.constantFrom(1_000, 20_000, 65_000, 70_000), fc.constantFrom('a', 'é', '日', '\\u0000'))
    .map(([key, length, unit]) => `{${JSON.stringify(key)}:"${unit.repeat(length)}"}`);
}

const brokenJson = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '{', '{"a":}', '{"a":1,}', "{'a':1}", 'null', 'true', '0', '"x"', '[]', 'NaN', '{"a":1}{"b":2}', '\u0000', '{"a":"\u0000"}'),
);

const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'application/jsonx',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Every kind of hostile body for a route whose valid body has `keys`. */
export function hostileBody(keys: readonly string[]): fc.Arbitrary<HostileBody> {
  const payload = fc.oneof(
    { weight: 24, arbitrary: shapedObject(keys) },
    { weight: 12, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 8, arbitrary: brokenJson },
    { weight: 4, arbitrary: poisoned(keys) },
    // Large bodies cost the most to build and parse: a few hundred per route are enough.
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: hugeString(keys) },
  );
  return fc.record({ payload, contentType });
}
