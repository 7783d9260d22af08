import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE, ERROR_STATUS_DESCRIPTIONS, NAMED_SCHEMAS, ROUTE_TAGS, SECURITY_SCHEMES } from '@plaudit/contract';

// GET /api/openapi.json and /api/docs. Each route's operation comes from its schema, which the route table filled
// (plugins/route-table.ts). The document is OpenAPI 3.1, so zod's nullable fields become `anyOf [..., {type: null}]`
// (JSON Schema 2020-12) instead of 3.0's `nullable`, which zod's 3.0 output left without a `type` for unions.

const OPENAPI_VERSION = '3.1.0';

/** The contract's named shapes, referenced as `#/components/schemas/<name>` wherever a route uses them. */
const registry = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) registry.add(schema, { id });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: registry, skipList: [] });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: registry });

/** Fastify's wildcard (`/files/*`) is no OpenAPI path parameter: it is documented as `{name}`. */
const WILDCARD_PARAM = 'name';

const transform: SwaggerTransform = (document) => {
  const result = zodTransform(document);
  if (!document.url.endsWith('/*')) return result;
  return {
    url: `${document.url.slice(0, -1)}{${WILDCARD_PARAM}}`,
    schema: {
      ...result.schema,
      params: { type: 'object', properties: { [WILDCARD_PARAM]: { type: 'string' } }, required: [WILDCARD_PARAM] },
    },
  };
};

type Json = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { description?: string }>;
}

/** Every `$ref` to a component schema below `value`. */
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child.replace('#/components/schemas/', ''));
      else refsIn(child, found);
    }
  }
  return found;
}

/** zod's registry yields an input and an output variant of every named shape; keep those the document uses. */
function withoutUnusedSchemas(document: Json): Json {
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const used = refsIn(document.paths, new Set());
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) refsIn(schemas[name], used);
  }
  return {
    ...document,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
}

/** Answers say what their status means (Fastify's swagger would call each one "Default Response"). */
function describeResponses(document: Json): Json {
  for (const path of Object.values((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(path)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const description =
          ERROR_STATUS_DESCRIPTIONS[Number(status)] ??
          (response.description === 'Default Response' ? 'Success' : undefined);
        if (description) response.description = description;
      }
    }
  }
  return document;
}

const transformObject: SwaggerTransformObject = (document) =>
  describeResponses(withoutUnusedSchemas(zodTransformObject(document) as Json)) as ReturnType<SwaggerTransformObject>;

export default fp(
  async function openapiPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: OPENAPI_VERSION,
        info: {
          title: 'Plaudit API',
          version: '0.1.0',
          description:
            'Sign in with `POST /api/auth/signIn`, then send the access token as `Authorization: Bearer …` and the ' +
            'session id as `x-session-id` on every call that needs them. Every error answer is `ErrorBody` ' +
            '(`{status, errors: [{type, message, meta}]}`), where `message` is a stable message key.',
        },
        servers: [{ url: '/' }],
        tags: ROUTE_TAGS.map((tag) => ({ ...tag })),
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform,
      transformObject,
      exposeRoute: false,
    } as Parameters<typeof swagger>[1]);

    await app.register(swaggerUi, {
      routePrefix: `${API_BASE}/docs`,
      // swagger-ui's pages get their own CSP (with hashes for its initialiser), replacing the app-wide one there.
      staticCSP: true,
      // Its default would upgrade http://localhost requests to https and allow framing; keep ours instead.
      transformStaticCSP: (header) =>
        header
          .replace(/\s*upgrade-insecure-requests;?/, '')
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(' validator.swagger.io', ''),
      uiConfig: {
        // Grouped by tag (in the table's order), operations folded, summaries shown; "Try it out" sends what
        // Authorize holds (the bearer token and x-session-id), kept across reloads.
        docExpansion: 'list',
        deepLinking: true,
        persistAuthorization: true,
        displayRequestDuration: true,
        filter: true,
      },
    });
  },
  { name: 'openapi' },
);
