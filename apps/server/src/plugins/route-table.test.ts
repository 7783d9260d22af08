import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  API_BASE,
  ROUTE_DOCS,
  ROUTE_TABLE,
  errorBodySchema,
  operationIdOf,
  securityOf,
  ROUTES,
  type RouteDoc,
} from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../test/build-test-app.js';
import { routeTableCheck } from './route-table.js';

// The contract's route table names every API call once; the server's routes and its OpenAPI document follow it.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

/** Fastify's pattern as the document writes it: `:id` → `{id}`, the wildcard → `{name}`. */
const documentPath = (path: string) => `${API_BASE}${path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{name}')}`;

describe('the route table', () => {
  it('names every registered API route, and every entry has a registered route', () => {
    expect(t.app.routeTable.problems).toEqual([]);
    const unregistered = ROUTE_TABLE.filter(
      (entry) => !t.app.hasRoute({ method: entry.method, url: `${API_BASE}${entry.path}` }),
    );
    expect(unregistered.map((entry) => entry.id)).toEqual([]);
  });

  it('gives every call its own id, operationId and method + path', () => {
    expect(ROUTE_TABLE.length).toBeGreaterThan(60);
    for (const key of [
      (e: (typeof ROUTE_TABLE)[number]) => e.id,
      (e: (typeof ROUTE_TABLE)[number]) => operationIdOf(e.id),
      (e: (typeof ROUTE_TABLE)[number]) => `${e.method} ${e.path}`,
    ]) {
      expect(new Set(ROUTE_TABLE.map(key)).size).toBe(ROUTE_TABLE.length);
    }
    expect(operationIdOf('auth.signIn')).toBe('authSignIn');
    expect(operationIdOf('adminUsers.removeFromTeam')).toBe('adminUsersRemoveFromTeam');
  });

  it('fills each operation of GET /api/openapi.json from its entry: id, summary, tag, security, every error answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}${ROUTES.system.openapi.path}` });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
    const listed = ROUTE_TABLE.filter((entry) => !entry.hidden);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(listed.length);
    for (const entry of listed) {
      const operation = doc.paths[documentPath(entry.path)]?.[entry.method.toLowerCase()];
      const prose: RouteDoc = ROUTE_DOCS[entry.id as keyof typeof ROUTE_DOCS];
      expect(prose.summary.length, entry.id).toBeGreaterThan(0);
      expect(operation, entry.id).toMatchObject({
        operationId: operationIdOf(entry.id),
        summary: prose.summary,
        tags: [entry.tag],
        security: securityOf(entry.auth),
        ...(prose.description ? { description: prose.description } : {}),
      });
      const errorStatuses = Object.keys(operation!.responses).filter((status) => Number(status) >= 400);
      expect(errorStatuses, entry.id).toEqual([...entry.errors, 500].sort((a, b) => a - b).map(String));
      const errorSchemas = errorStatuses.map(
        (status) => operation!.responses[status]?.content?.['application/json']?.schema?.$ref,
      );
      expect(errorSchemas, entry.id).toEqual(errorStatuses.map(() => '#/components/schemas/ErrorBody'));
    }
  });

  it('reports a route the table does not name, and an error status its entry does not list', async () => {
    const check = routeTableCheck();
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(
      async (api) => {
        api.addHook('onRoute', check.onRoute);
        api.get('/not-in-the-table', async () => ({}));
        api.get(ROUTES.system.health.path, { schema: { response: { 418: errorBodySchema } } }, async () => ({}));
      },
      { prefix: API_BASE },
    );
    await app.ready();
    expect(check.problems).toEqual([
      `GET ${API_BASE}/not-in-the-table: not in the contract's route table`,
      `GET ${API_BASE}${ROUTES.system.health.path}: answers 418, which route table entry system.health does not list`,
    ]);
    await app.close();
  });
});
