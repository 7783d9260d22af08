import type { FastifyRequest } from 'fastify';

// A route declares `config: { passive: true }` when three things hold for every request it answers: it changes no
// person (nothing a session check reads), no public page, and it stores none of the request's own text. The hooks
// that guard against exactly those (changes-heard, cache-bus, request-text) then leave it alone: the short link
// redirect answers thousands of visits a second and needs none of them.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes no person, no public page, and stores none of the request's text. */
    passive?: boolean;
  }
}

/** Whether the route that took this request declared itself passive. */
export function isPassive(request: FastifyRequest): boolean {
  return request.routeOptions.config.passive === true;
}
