import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ZodType } from 'zod';
import { API_BASE, M, MULTIPART, ROUTE_SCHEMAS, ROUTE_TABLE, type RouteSpec } from '@plaudit/contract';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { authHeaders, signedInUser } from './factories.js';
import { multipartBody, testPicture } from './multipart.js';
import { publishedBrand } from './catalogue-factories.js';
import { addMember } from './team-factories.js';
import { createKey } from './api-key-factories.js';

// Every text input of every route in the contract's route table (path parameters, query, JSON body fields, nested
// ones and arrays included, and multipart fields) sent what the database cannot store or a client should not be able
// to send: a lone UTF-16 surrogate and a NUL (a 400 `validation` naming the field, invalid_character) and a value far
// over any limit (refused or handled, never a 5xx). The caller is an ADMIN who owns a team, and team parameters name
// that team, so each route gets past its access checks to its validation. A new route is covered as soon as it is in
// the table.

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  in?: ZodType;
  innerType?: ZodType;
  options?: ZodType[];
  element?: ZodType;
  left?: ZodType;
  right?: ZodType;
  valueType?: ZodType;
};
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under wrappers (optional, default, pipe…) that do not change what the client sends. */
function unwrap(schema: ZodType): ZodType[] {
  const def = defOf(schema);
  if (
    ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type) &&
    def.innerType
  )
    return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  if (def.type === 'union' && def.options) return def.options.flatMap(unwrap);
  if (def.type === 'intersection' && def.left && def.right) return [...unwrap(def.left), ...unwrap(def.right)];
  return [schema];
}

/** Dotted paths of every place a client puts text: string-like leaves, array items, free-form records' values. */
function textFields(schema: ZodType | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  const found = new Map<string, string[]>();
  for (const branch of unwrap(schema)) {
    const def = defOf(branch);
    const paths: string[][] =
      def.type === 'object' && def.shape
        ? Object.entries(def.shape).flatMap(([key, inner]) => textFields(inner, [...prefix, key]))
        : def.type === 'array' && def.element
          ? textFields(def.element, [...prefix, '0'])
          : def.type === 'record'
            ? [[...prefix, 'note']]
            : ['string', 'enum', 'literal', 'template_literal'].includes(def.type)
              ? [prefix]
              : [];
    for (const path of paths) found.set(path.join('.'), path);
  }
  return [...found.values()];
}

/** `{a: [{b: value}]}` for the path a.0.b. */
function nested(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);
}

const pathParams = (route: RouteSpec) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const hasWildcard = (route: RouteSpec) => route.path.endsWith('*');

interface Input {
  route: RouteSpec;
  where: 'path' | 'query' | 'body' | 'multipart';
  field: string[];
}

const LONE = ['\ud800', '\udbff', '\udc00', '\udfff'];
const NUL = '\u0000';
const LONG = 'ä'.repeat(20_000);

let t: TestContext;
let caller: Awaited<ReturnType<typeof signedInUser>>;
let teamId: string;
let apiKey: string;
let productId: string;
let picture: Buffer;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      signInPerIp: 1e6,
      signUpPerIp: 1e6,
      codePerIp: 1e6,
      codePerEmail: 1e6,
      sessionInitPerIp: 1e6,
      brandRequestsPerIp: 1e6,
      publicReadsPerIp: 1e6,
      reviewReportsPerHour: 1e6,
      eventsPerVisitor: 1e6,
      eventsPerIp: 1e6,
    },
  });
  caller = await signedInUser(t.app, { role: 'ADMIN' });
  const brand = await publishedBrand(t.app, 1);
  teamId = brand.team.id;
  productId = brand.products[0]!.id;
  await addMember(t.app, teamId, caller.user.id, 'OWNER');
  apiKey = (await createKey(t.app, caller, teamId)).key;
  picture = await testPicture(32, 32);
});
afterAll(async () => t.close());

/** What a route takes as the caller: nothing, the public API's key of the caller's team, or the caller's session. */
const credentials = (route: RouteSpec): Record<string, string> =>
  route.auth === 'public' ? {} : route.auth === 'apiKey' ? { authorization: `Bearer ${apiKey}` } : authHeaders(caller);

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form, so a client can only send its three-byte
 * (CESU-8) encoding, %ED%A0%80 for U+D800: the server decodes that, it never sees a well-formed character.
 */
const encode = (value: string): string =>
  value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[^\ud800-\udfff]+|[\ud800-\udbff][\udc00-\udfff]/g,
    (part) => {
      const code = part.charCodeAt(0);
      if (part.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(part);
    },
  );

/**
 * A path with every parameter filled: team and product parameters name the caller's team and its product (so an
 * upload gets as far as reading its form), others a well-formed unknown id.
 */
function url(route: RouteSpec, overrides: Record<string, string> = {}, query = ''): string {
  const filled = route.path
    .replace(/:(\w+)/g, (_, name: string) =>
      encode(
        overrides[name] ??
          (/^(creator)?teamId$/i.test(name)
            ? teamId
            : name === 'productId'
              ? productId
              : '00000000-0000-4000-8000-000000000000'),
      ),
    )
    .replace(/\*$/, encode(overrides['*'] ?? 'x.webp'));
  return `${API_BASE}${filled}${query}`;
}

function inputs(): Input[] {
  return ROUTE_TABLE.flatMap((route) => {
    const schemas = ROUTE_SCHEMAS[route.id as keyof typeof ROUTE_SCHEMAS] as {
      query?: ZodType;
      body?: ZodType | typeof MULTIPART;
    };
    const body = schemas.body;
    return [
      ...pathParams(route).map((name): Input => ({ route, where: 'path', field: [name] })),
      ...(hasWildcard(route) ? [{ route, where: 'path' as const, field: ['*'] }] : []),
      ...textFields(schemas.query).map((field): Input => ({ route, where: 'query', field })),
      ...(body === MULTIPART
        ? [
            { route, where: 'multipart' as const, field: ['imageType'] },
            { route, where: 'multipart' as const, field: ['alt'] },
          ]
        : textFields(body as ZodType | undefined).map((field): Input => ({ route, where: 'body', field }))),
    ];
  });
}

function request(input: Input, value: string): InjectOptions {
  const { route, where, field } = input;
  const headers = credentials(route);
  const base = { method: route.method, headers } as const;
  if (where === 'path') return { ...base, url: url(route, { [field[0]!]: value }) };
  if (where === 'query')
    return { ...base, url: url(route, {}, `?${encodeURIComponent(field.join('.'))}=${encode(value)}`) };
  if (where === 'multipart') {
    const form = multipartBody({ buffer: picture }, { [field[0]!]: value });
    return { ...base, url: url(route), headers: { ...headers, ...form.headers }, payload: form.payload };
  }
  // JSON.stringify writes a lone surrogate as its \u escape: what a hand-made body carries.
  return {
    ...base,
    url: url(route),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(nested(field, value)),
  };
}

const label = (input: Input) => `${input.route.method} ${input.route.path} ${input.where} ${input.field.join('.')}`;

async function answer(input: Input, value: string) {
  const res = await t.app.inject(request(input, value));
  const errors =
    res.statusCode === 400
      ? (res.json().errors as Array<{ type: string; message: string; meta?: { field?: string } }>)
      : [];
  return { status: res.statusCode, errors, body: res.body.slice(0, 160) };
}

/**
 * A lone surrogate or NUL must be refused as invalid_character, naming the field. In a path the router may refuse
 * the bytes of a lone surrogate first, as a malformed URL: a 400 before any route runs is as good.
 */
function refusedAsText(input: Input, got: Awaited<ReturnType<typeof answer>>): boolean {
  return (
    got.status === 400 &&
    got.errors.some(
      (e) =>
        e.type === 'validation' &&
        ((e.message === M.validation.invalid_character && e.meta?.field === input.field.join('.')) ||
          (input.where === 'path' && e.message === M.validation.malformed_url)),
    )
  );
}

describe('text the database cannot store, on every route of the table', () => {
  it('finds the inputs: path parameters, query fields, body fields (nested and in arrays) and multipart fields', () => {
    const all = inputs();
    // Floors, not exact counts: a new route must not make this fail, a lost walk must.
    expect(all.filter((i) => i.where === 'path').length).toBeGreaterThanOrEqual(80);
    expect(all.filter((i) => i.where === 'query').length).toBeGreaterThanOrEqual(40);
    expect(all.filter((i) => i.where === 'body').length).toBeGreaterThanOrEqual(80);
    expect(all.filter((i) => i.where === 'body' && i.field.length > 1).length).toBeGreaterThanOrEqual(5);
    expect(all.filter((i) => i.where === 'multipart').length).toBeGreaterThanOrEqual(4);
  });

  it('a lone surrogate, a NUL and an over-long value in each input: the first two refused by name, none a 5xx', async () => {
    const wrong: string[] = [];
    for (const input of inputs()) {
      for (const [kind, value] of [
        ['lone surrogate', `a${LONE[0]}b`],
        ['NUL', `a${NUL}b`],
        ['over-long', LONG],
      ] as const) {
        if (kind === 'lone surrogate' && input.where === 'multipart') continue;
        const got = await answer(input, value);
        const ok = got.status < 500 && (kind === 'over-long' || refusedAsText(input, got));
        if (!ok) wrong.push(`${label(input)} ${kind}: ${got.status} ${got.body}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('a blank and a word where an id or a choice is expected, in each input: never a 5xx', async () => {
    const wrong: string[] = [];
    for (const input of inputs())
      for (const value of [' ', 'not-an-id', '0']) {
        const got = await answer(input, value);
        if (got.status >= 500) wrong.push(`${label(input)} ${JSON.stringify(value)}: ${got.status} ${got.body}`);
      }
    expect(wrong).toEqual([]);
  }, 240_000);

  it('property: any text with a lone surrogate or NUL somewhere is refused by name; any text at all is never a 5xx', async () => {
    const all = inputs();
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    const poisoned = fc
      .tuple(text, fc.constantFrom(...LONE, NUL), text)
      .map(([a, bad, b]) => ({ value: `${a}${bad}${b}`, poisoned: true }));
    const anything = fc
      .oneof(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.string({ unit: 'binary', minLength: 3000, maxLength: 12_000 }),
      )
      .map((value) => ({ value, poisoned: false }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...all),
        fc.oneof(poisoned, anything),
        async (input, { value, poisoned: bad }) => {
          // A multipart field is UTF-8 on the wire: a lone surrogate cannot be sent in one.
          if (input.where === 'multipart' && /[\ud800-\udfff]/.test(value) && !value.includes(NUL)) return;
          const got = await answer(input, value);
          expect(got.status, `${label(input)} ${JSON.stringify(value).slice(0, 80)}: ${got.body}`).toBeLessThan(500);
          if (bad)
            expect(
              refusedAsText(input, got),
              `${label(input)} ${JSON.stringify(value).slice(0, 80)}: ${got.status} ${got.body}`,
            ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  }, 240_000);
});

describe('a complete, otherwise valid body', () => {
  it("with a lone surrogate in a brand's name or description is a 400 naming the field, and nothing changes", async () => {
    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `${API_BASE}/creator/settings/${teamId}`,
        headers: { ...authHeaders(caller), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const valid = { brandName: 'Surrogate Brand', website: '', description: 'A description long enough to pass.' };
    expect((await put(valid)).statusCode).toBe(200);
    for (const [field, value] of [
      ['brandName', 'Brand \ud800'],
      ['description', 'A description long enough \udc00 to pass.'],
    ] as const) {
      const res = await put({ ...valid, [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([
        { type: 'validation', message: M.validation.invalid_character, meta: { field } },
      ]);
    }
    const settings = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/creator/settings/${teamId}`,
      headers: authHeaders(caller),
    });
    expect(settings.json().description).toBe(valid.description);
  });
});

describe('every id in a path is checked before it reaches SQL', () => {
  it('a parameter that is not a UUID answers 400 or 404 on every route that takes one, never a 5xx', async () => {
    const routes = ROUTE_TABLE.filter((route) => pathParams(route).length > 0);
    expect(routes.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const name of pathParams(route)) {
        for (const value of ['not-a-uuid', '12345', '00000000-0000-4000-8000-00000000000g']) {
          const res = await t.app.inject({
            method: route.method,
            url: url(route, { [name]: value }),
            headers: credentials(route),
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          if (res.statusCode >= 500)
            wrong.push(`${route.method} ${route.path} ${name}=${value}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
