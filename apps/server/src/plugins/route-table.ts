import type { FastifySchema, RouteOptions } from 'fastify';
import {
  API_BASE,
  ROUTE_DOCS,
  errorBodySchema,
  findRoute,
  operationIdOf,
  securityOf,
  type RouteDoc,
  type RouteSpec,
} from '@plaudit/contract';

// One helper, keyed by method + URL, fills each API route's schema from the contract's route table: operationId,
// summary, description, tag, security and an `ErrorBody` answer for every error status it lists (and 500, which
// any call may answer). So the OpenAPI document and the serialisation of error bodies follow the table, never a
// route file. What does not fit (a route missing from the table, a route declaring an error the table does not
// list) is collected in `problems`, which a test asserts empty.

export interface RouteTableCheck {
  problems: string[];
  onRoute(route: RouteOptions): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The route table's hook for the API scope, and what it found (app.ts decorates the app with it). */
    routeTable: RouteTableCheck;
  }
}

const UNEXPECTED = 500;

function errorStatusesDeclared(schema: FastifySchema | undefined): number[] {
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  return Object.keys(response)
    .map(Number)
    .filter((status) => status >= 400);
}

function schemaFromTable(schema: FastifySchema | undefined, entry: RouteSpec): FastifySchema {
  const response = Object.fromEntries(
    Object.entries((schema?.response ?? {}) as Record<string, unknown>).filter(([status]) => Number(status) < 400),
  );
  for (const status of [...entry.errors, UNEXPECTED]) response[status] = errorBodySchema;
  const doc: RouteDoc = ROUTE_DOCS[entry.id as keyof typeof ROUTE_DOCS];
  return {
    ...schema,
    operationId: operationIdOf(entry.id),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [entry.tag],
    security: securityOf(entry.auth),
    ...(entry.hidden ? { hide: true } : {}),
    response,
  } as FastifySchema;
}

/** An onRoute hook for the API scope (every URL starts with API_BASE), and what it found wrong. */
export function routeTableCheck(): RouteTableCheck {
  const problems: string[] = [];
  return {
    problems,
    onRoute(route) {
      // Fastify adds a HEAD twin for every GET; the table names the GET.
      if (route.method === 'HEAD') return;
      const method = String(route.method);
      const name = `${method} ${route.url}`;
      const entry = route.url.startsWith(API_BASE) ? findRoute(method, route.url.slice(API_BASE.length)) : undefined;
      if (!entry) {
        problems.push(`${name}: not in the contract's route table`);
        return;
      }
      const unlisted = errorStatusesDeclared(route.schema).filter(
        (status) => status !== UNEXPECTED && !entry.errors.includes(status),
      );
      if (unlisted.length > 0)
        problems.push(`${name}: answers ${unlisted.join(', ')}, which route table entry ${entry.id} does not list`);
      route.schema = schemaFromTable(route.schema, entry);
    },
  };
}
