import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { M, PATH_PARAM_MAX_LENGTH, pathOf, ROUTES } from '@plaudit/contract';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { api, authed, authHeaders, signedInUser, type Signed } from './factories.js';
import { multipartBody, testPicture } from './multipart.js';
import { teamWorld } from './team-factories.js';

// Oevery route of the OpenAPI document (every /api route but the document itself): a NUL byte in
// any string a request carries is a 400 `validation` naming the field, and a secured route answers a stranger 401
// whatever body they send. The routes and their inputs come from the document, so a new route is covered at once.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, `{name}` for parameters. */
  path: string;
  secured: boolean;
  params: Array<{ in: 'path' | 'query'; name: string; schema: JsonSchema }>;
  /** The JSON body schema, when the route takes JSON. */
  body?: JsonSchema;
  /** The route reads multipart/form-data. */
  multipart: boolean;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method] as {
        security?: unknown[];
        parameters?: Operation['params'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      };
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        // Signed-in calls: every alternative needs the access token (optional and refresh-token calls do not).
        secured: (op.security ?? []).length > 0 && (op.security ?? []).every((alt) => 'bearerAuth' in (alt as object)),
        params: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
        multipart: op.requestBody?.content['multipart/form-data'] !== undefined,
      };
    }),
  );
}

/** The string branches of a schema (itself, or the options of a union). */
const stringBranches = (schema: JsonSchema): JsonSchema[] => [
  ...(schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')) ? [schema] : []),
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(stringBranches),
];
/** Free text (any string the client chooses) or a closed choice (an enum, a date-time), which refuses NUL already. */
type StringKind = 'free' | 'closed';
function stringKind(schema: JsonSchema): StringKind | null {
  const branches = stringBranches(schema);
  if (branches.length === 0) return null;
  return branches.some((branch) => !branch.enum && branch.format !== 'date-time') ? 'free' : 'closed';
}

/** Every string field of a body schema, nested objects included, as dotted paths with their kind. */
function stringFields(schema: JsonSchema | undefined, prefix = ''): Array<{ field: string; kind: StringKind }> {
  if (!schema) return [];
  const objects = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((s) => s.properties);
  return objects.flatMap((s) =>
    Object.entries(s.properties ?? {}).flatMap(([name, inner]) => {
      const field = prefix ? `${prefix}.${name}` : name;
      const kind = stringKind(inner);
      return [...(kind ? [{ field, kind }] : []), ...stringFields(inner, field)];
    }),
  );
}

/** `{a: {b: value}}` for the dotted path `a.b`. */
function nested(path: string, value: unknown): Record<string, unknown> {
  return path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

/** The path with `values` for its parameters and a harmless 'x' for the others. */
const fillPath = (path: string, values: Record<string, string> = {}) =>
  api(path.replace(/^\/api/, '').replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x'));

const NUL = 'a\u0000b';

let t: TestContext;
let admin: Signed;
let ops: Operation[];
beforeAll(async () => {
  t = await buildTestApp();
  // An ADMIN reaches the validation of every route, admin ones included.
  admin = await signedInUser(t.app, { role: 'ADMIN' });
  ops = operations((await t.app.inject({ method: 'GET', url: api('/openapi.json') })).json());
});
afterAll(async () => t.close());

interface Case {
  label: string;
  field: string;
  kind: StringKind;
  request: InjectOptions;
}

function nulCases(): Case[] {
  return ops.flatMap((op) => {
    const headers = op.secured ? authHeaders(admin) : {};
    const label = (where: string) => `${op.method} ${op.path} ${where}`;
    const fromParams = op.params.flatMap((p): Case[] => {
      // A path parameter is text to the router whatever its schema says.
      const kind = p.in === 'path' ? (stringKind(p.schema) ?? 'free') : stringKind(p.schema);
      if (!kind) return [];
      const url =
        p.in === 'path'
          ? fillPath(op.path, { [p.name]: encodeURIComponent(NUL) })
          : `${fillPath(op.path)}?${p.name}=${encodeURIComponent(NUL)}`;
      return [{ label: label(`${p.in} ${p.name}`), field: p.name, kind, request: { method: op.method, url, headers } }];
    });
    const fromBody = stringFields(op.body).map(({ field, kind }): Case => ({
      label: label(`body ${field}`),
      field,
      kind,
      request: { method: op.method, url: fillPath(op.path), headers, payload: nested(field, NUL) },
    }));
    return [...fromParams, ...fromBody];
  });
}

type ErrorItems = Array<{ type: string; message: string; meta?: { field?: string } }>;

/** The cases whose answer is not a 400 carrying a validation item for the field that `accepts`. */
async function failing(cases: Case[], accepts: (item: ErrorItems[number]) => boolean): Promise<string[]> {
  const wrong: string[] = [];
  for (const c of cases) {
    const res = await t.app.inject(c.request);
    const errors: ErrorItems = res.statusCode === 400 ? res.json().errors : [];
    // A wildcard path parameter (GET /files/*) is documented by name, but Fastify names it `*`.
    const named = (field: string | undefined) => field === c.field || (c.label.includes(' path ') && field === '*');
    if (!errors.some((e) => e.type === 'validation' && named(e.meta?.field) && accepts(e))) {
      wrong.push(`${c.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  return wrong;
}

describe('a NUL byte in any string of any route is a 400 validation naming the field', () => {
  it('the OpenAPI document lists the routes and their string inputs', () => {
    // Floors, not exact counts: a new route must not make this fail, a lost document must.
    expect(ops.length).toBeGreaterThanOrEqual(60);
    expect(nulCases().filter((c) => c.kind === 'free').length).toBeGreaterThanOrEqual(80);
    expect(nulCases().filter((c) => c.kind === 'closed').length).toBeGreaterThanOrEqual(20);
  });

  it('free text (every path parameter, text query and body field) answers 400 invalid_character, never 500', async () => {
    const cases = nulCases().filter((c) => c.kind === 'free');
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(await failing(cases, (e) => e.message === M.validation.invalid_character)).toEqual([]);
  });

  it("a closed choice (enum, date-time) answers 400 with the field's own rule, never 500", async () => {
    const cases = nulCases().filter((c) => c.kind === 'closed');
    expect(cases.length).toBeGreaterThanOrEqual(20);
    expect(await failing(cases, () => true)).toEqual([]);
  });
});

describe('secured routes answer a stranger 401 before they look at the body', () => {
  it('every route that declares bearer security, sent a malformed body or bad query anonymously, answers 401', async () => {
    const secured = ops.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const op of secured) {
      const url = `${fillPath(op.path, Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(NUL)])))}?page=zero&take=-1&search=${encodeURIComponent(NUL)}`;
      const body =
        op.method === 'GET' || op.method === 'DELETE'
          ? {}
          : op.multipart
            ? { headers: { 'content-type': 'multipart/form-data' }, payload: 'not a form' }
            : { headers: { 'content-type': 'application/json' }, payload: '{"broken' };
      const res = await t.app.inject({ method: op.method, url, ...body });
      if (res.statusCode !== 401 || res.json().errors[0].type !== 'unauthorized')
        wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a malformed multipart body is a 400, never a 500', () => {
  it('a body cut short, a missing or wrong boundary, or no form at all, on every upload route', async () => {
    const w = await teamWorld(t.app);
    const form = multipartBody({ buffer: await testPicture(64, 64) }, { imageType: 'iconUrl' });
    const boundary = form.headers['content-type'];
    const bodies: Array<[string, string, Buffer | string]> = [
      ['cut short before the file ends', boundary, form.payload.subarray(0, form.payload.length - 200)],
      ['cut short inside a part header', boundary, form.payload.subarray(0, 40)],
      ['no boundary', 'multipart/form-data', form.payload],
      ['another boundary', 'multipart/form-data; boundary=not-the-one', form.payload],
      ['not a form', boundary, 'garbage'],
    ];
    const routes = [
      api(ROUTES.profile.uploadImage.path),
      api(pathOf(ROUTES.teams.uploadImage.path, { teamId: w.team.id })),
    ];
    const answers: string[] = [];
    for (const url of routes) {
      for (const [label, contentType, payload] of bodies) {
        const res = await authed(t.app, w.owner, {
          method: 'PUT',
          url,
          headers: { 'content-type': contentType },
          payload,
        });
        answers.push(`${url} ${label}: ${res.statusCode} ${res.json().errors?.[0]?.message}`);
      }
    }
    expect(answers).toHaveLength(10);
    expect(answers).toEqual(answers.map((line) => `${line.split(': ')[0]}: 400 ${M.validation.malformed_upload}`));
  });
});

describe("the router's own refusals come in the §8 shape", () => {
  it('a 200-character invite token reaches the route (the router allowed 100)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.teams.previewInvite.path, { token: 't'.repeat(200) })),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].message).toBe(M.team.error.invite_not_found);
  });

  it("a path parameter over the limit is a 414 without Fastify's code or the path", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: api(pathOf(ROUTES.teams.previewInvite.path, { token: 't'.repeat(PATH_PARAM_MAX_LENGTH + 1) })),
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status: 414,
      errors: [{ type: 'validation', message: M.validation.url_too_long }],
      requestId: expect.any(String),
    });
  });

  it("a broken percent-encoding in the path is a 400 validation without Fastify's code or the path", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${api(pathOf(ROUTES.teams.previewInvite.path, { token: 'x' }))}%E0%A4%A`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      errors: [{ type: 'validation', message: M.validation.malformed_url }],
      requestId: expect.any(String),
    });
  });
});

describe('what the HTTP parser refuses comes in the §8 shape too', () => {
  /** Writes `raw` to a listening app and reads the answer until the server closes the connection. */
  async function rawExchange(raw: string): Promise<string> {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(raw));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('a NUL byte in a header is a 400 validation, and the connection closes', async () => {
    const answer = await rawExchange(
      `GET ${api(ROUTES.system.health.path)} HTTP/1.1\r\nHost: localhost\r\nX-Note: a\u0000b\r\n\r\n`,
    );
    const [head = '', payload = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(payload)).toEqual({
      status: 400,
      errors: [{ type: 'validation', message: M.validation.malformed_request }],
    });
  });
});
