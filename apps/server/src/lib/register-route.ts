import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, FastifySchema, onRequestHookHandler, RouteHandlerMethod } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  CSV_TEXT,
  FILE_BYTES,
  MULTIPART,
  schemasOf,
  type ReplyOf,
  type RouteEntry,
  type RouteSchemas,
  type SchemasOf,
} from '@plaudit/contract';

// One way to register an API route: from its entry in the contract's route table (method, path, who may call it)
// and its schemas there (params, query, body, answer). A route file states only what is its own: the handler and
// any extra first steps (a throttle, an admin check). The OpenAPI metadata and the error answers are filled in
// from the same entry by the route-table hook (plugins/route-table.ts), so no route file names a tag, a security
// scheme or an error status.

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type Parsed<S, K extends string> = S extends { [P in K]: infer T }
  ? T extends ZodType
    ? z.output<T>
    : unknown
  : unknown;

/** The request a route's handler gets: params, query and body as its schemas parse them. */
export type RouteRequest<R extends RouteEntry> = FastifyRequest<{
  Params: Parsed<SchemasOf<R>, 'params'>;
  Querystring: Parsed<SchemasOf<R>, 'query'>;
  Body: Parsed<SchemasOf<R>, 'body'>;
}>;

export interface RouteOptions<R extends RouteEntry> {
  /** First steps after authentication (a bearer route is authenticated first, before the body is read). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Only for the fast paths (sign-in, /auth/me), which write their answer as is. */
  serializerCompiler?: () => (data: unknown) => string;
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<ReplyOf<R> | FastifyReply>;
}

// The stored files are images; OpenAPI documents them as bytes and a stream is sent as it is.
const FILE_ANSWER = {
  description: 'The image (uploads are stored as WebP)',
  content: { 'image/*': { schema: z.instanceof(Readable) } },
};

// A CSV export is text, written by the handler as it is.
const CSV_ANSWER = {
  description: 'A CSV file (UTF-8, CRLF line ends, a header row first)',
  content: { 'text/csv': { schema: z.string() } },
};

const successOf = (route: RouteEntry): number => ('successStatus' in route ? route.successStatus : undefined) ?? 200;

function schemaOf(route: RouteEntry): FastifySchema {
  const schemas: RouteSchemas = schemasOf(route);
  return {
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.body === MULTIPART
      ? { consumes: ['multipart/form-data'] }
      : schemas.body
        ? { body: schemas.body }
        : {}),
    ...(schemas.response
      ? {
          response: {
            [successOf(route)]:
              schemas.response === FILE_BYTES
                ? FILE_ANSWER
                : schemas.response === CSV_TEXT
                  ? CSV_ANSWER
                  : schemas.response,
          },
        }
      : {}),
  };
}

/** Registers `route` on `app` (the API scope) with its schemas, its authentication and the handler. */
export function registerRoute<R extends RouteEntry>(app: ZodApp, route: R, options: RouteOptions<R>): void {
  const extra =
    options.onRequest === undefined ? [] : Array.isArray(options.onRequest) ? options.onRequest : [options.onRequest];
  // A bearer route answers 401 before its body is read or validated; so does a public API route (its API key, its
  // rate limit and its scope), and only those take a key.
  const first =
    route.auth === 'bearer'
      ? [app.authenticate as onRequestHookHandler]
      : route.auth === 'apiKey'
        ? [app.apiKeyAuth('scope' in route ? route.scope : undefined)]
        : [];
  const onRequest = [...first, ...extra];
  app.route({
    method: route.method,
    url: route.path,
    schema: schemaOf(route),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(options.serializerCompiler ? { serializerCompiler: options.serializerCompiler } : {}),
    handler:
      successOf(route) === 200
        ? (options.handler as RouteHandlerMethod)
        : async function created(request, reply) {
            const answer = await (options.handler as RouteHandlerMethod).call(this, request, reply);
            void reply.code(successOf(route));
            return answer;
          },
  });
}
