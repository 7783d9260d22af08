import { z } from 'zod';
import {
  API_BASE,
  API_KEY_PREFIX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_REPLAY_HOURS,
  ROUTE_DOCS,
  ROUTE_SCHEMAS,
  ROUTE_TABLE,
  errorBodySchema,
  operationIdOf,
  publicApiReviewListSchema,
  publicApiReviewSchema,
  publicMeSchema,
  publicProductListSchema,
  publicProductSchema,
  publicReviewReplySchema,
  publicTrophyListSchema,
  publicTrophySchema,
  type RouteDoc,
  type RouteSchemas,
  type RouteSpec,
} from '@plaudit/contract';

// The public API's own OpenAPI 3.1 document (GET /api/v1/openapi.json), made from the same route table, schemas and
// prose as the routes themselves, so it cannot drift from them. Apart from the app's document: an integrator gets
// only what a key can call, under one bearer scheme, with paths relative to /api/v1 (what a generated client's
// baseUrl expects). Zod writes JSON Schema 2020-12, which OpenAPI 3.1 takes as it is.

export const PUBLIC_API_PREFIX = '/v1';

type Json = Record<string, unknown>;

/**
 * The shapes a generated client names (`components['schemas']['Product']`), each answered by some call; a list's
 * items refer to their item's name (the third entry).
 */
const NAMED: [string, z.ZodType, string?][] = [
  ['ErrorBody', errorBodySchema],
  ['Me', publicMeSchema],
  ['Product', publicProductSchema],
  ['ProductList', publicProductListSchema, 'Product'],
  ['Review', publicApiReviewSchema],
  ['ReviewList', publicApiReviewListSchema, 'Review'],
  ['ReviewReply', publicReviewReplySchema],
  ['Trophy', publicTrophySchema],
  ['TrophyList', publicTrophyListSchema, 'Trophy'],
];

function component(schema: z.ZodType, item?: string): Json {
  const json = jsonSchema(schema, 'output') as { properties?: { data?: Json } };
  if (item && json.properties?.data)
    json.properties.data = { type: 'array', items: { $ref: `#/components/schemas/${item}` } };
  return json as Json;
}

const ERRORS: Record<number, string> = {
  400: 'Invalid input: `validation` errors name the field in `meta.field`.',
  401: 'No key, or an unknown, malformed, expired or revoked one (`api_key.invalid`, `api_key.expired`, `api_key.revoked`).',
  403: "Not allowed: the key lacks the call's scope (`meta.scope`), the team is locked, or the app's rules refuse it.",
  404: "Not found, or not the key's team's.",
  409: 'Conflicts with the current state (a slug in use), or the same Idempotency-Key is still being processed.',
  422: 'The Idempotency-Key was used with another request (`idempotency.mismatch`).',
  429: "Over the key's rate limit: `Retry-After` (and `meta.remainingSeconds`) says when to try again.",
  500: 'Unexpected server error; the message is masked.',
};

const RATE_HEADERS = {
  'RateLimit-Limit': { description: 'Calls the key may make per minute.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Calls left in this minute.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the minute starts afresh.', schema: { type: 'integer' } },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

function refOr(schema: z.ZodType): Json {
  const named = NAMED.find(([, candidate]) => candidate === schema);
  return named ? { $ref: `#/components/schemas/${named[0]}` } : jsonSchema(schema, 'output');
}

/** `/v1/products/:productId` → `/products/{productId}` */
const openapiPath = (path: string) =>
  path.slice(PUBLIC_API_PREFIX.length).replace(/:([A-Za-z]+)/g, (_match, name: string) => `{${name}}`);

const tagOf = (path: string) => openapiPath(path).split('/')[1] ?? 'me';

function operation(route: RouteSpec): Json {
  const schemas = ROUTE_SCHEMAS[route.id as keyof typeof ROUTE_SCHEMAS] as RouteSchemas;
  const doc: RouteDoc = ROUTE_DOCS[route.id as keyof typeof ROUTE_DOCS];
  const parameters: Json[] = [];
  for (const [where, schema] of [
    ['path', schemas.params],
    ['query', schemas.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema as z.ZodType, 'input') as { properties?: Json; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { description, ...rest } = property as Json;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  if (route.method === 'POST') parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const success = String(route.successStatus ?? 200);
  const responses: Json = {
    [success]: {
      description: route.successStatus === 201 ? 'Created' : 'Success',
      headers: RATE_HEADERS,
      content: { 'application/json': { schema: refOr(schemas.response as z.ZodType) } },
    },
  };
  for (const status of [...route.errors, 500]) {
    responses[String(status)] = {
      description: ERRORS[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  const scope = route.scope ? ` Needs the scope \`${route.scope}\`.` : '';
  return {
    operationId: operationIdOf(route.id).replace(/^publicApi/, 'v1'),
    summary: doc.summary,
    description: `${doc.description ?? ''}${scope}`.trim(),
    tags: [tagOf(route.path)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(schemas.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(schemas.body as z.ZodType, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The calls a key can make: the public API's table entries, but the document itself. */
export function publicApiRoutes(): RouteSpec[] {
  return ROUTE_TABLE.filter((route) => route.auth === 'apiKey');
}

/** The document for a server whose keys may make `perMinute` calls a minute each (its configured limit). */
export function publicApiDocument(perMinute: number): Json {
  const paths: Record<string, Json> = {};
  for (const route of publicApiRoutes()) {
    const path = openapiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  const tags = [...new Set(publicApiRoutes().map((route) => tagOf(route.path)))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Plaudit public API',
      version: '1.0.0',
      description:
        `A brand's own systems talk to Plaudit with a team's API key: \`Authorization: Bearer ${API_KEY_PREFIX}…\`. ` +
        'A key acts for its team only, within its scopes. Every error is `ErrorBody` ' +
        '(`{status, errors: [{type, message, meta}]}`, `message` a stable key); every answer carries ' +
        `\`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`: each key may make ${perMinute} calls a minute. ` +
        `Every POST takes an \`Idempotency-Key\`: the same key with the same body within ${IDEMPOTENCY_REPLAY_HOURS} ` +
        'hours replays the first answer.',
      // The same figure for a program (the developers page shows it): what this server enforces, not a default.
      'x-rate-limit-per-minute': perMinute,
    },
    // Relative: the document is served by the API it describes, wherever that runs.
    servers: [{ url: `${API_BASE}${PUBLIC_API_PREFIX}`, description: 'This server' }],
    security: [{ apiKey: [] }],
    tags: tags.map((name) => ({ name, description: `The team's ${name}.` })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}…`,
          description: 'A team API key, created on the dashboard\'s "API keys" page.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: `Up to ${IDEMPOTENCY_KEY_MAX} characters of your choice (a UUID): the same key with the same body replays the first answer.`,
          schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
        },
      },
      schemas: Object.fromEntries(NAMED.map(([name, schema, item]) => [name, component(schema, item)])),
    },
  };
}
