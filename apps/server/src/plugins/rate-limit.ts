import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { M, clampRemainingSeconds } from '@plaudit/contract';
import type { RateLimitConfig } from '../config.js';
import { AppError } from '../lib/app-error.js';

// In-memory limiters (one process). A tripped limit throws a `throttle` AppError carrying remainingSeconds; the
// errors plugin adds the Retry-After header.

export interface Limiter {
  /** Takes one point; throws 429 throttle when over the limit. */
  consume(key: string): Promise<void>;
  /** Throws 429 throttle when the key is already over the limit, without taking a point. */
  check(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface Limiters {
  signInPerIp: Limiter;
  signUpPerIp: Limiter;
  codePerIp: Limiter;
  codePerEmail: Limiter;
  sessionInitPerIp: Limiter;
  brandRequestsPerIp: Limiter;
  publicReadsPerIp: Limiter;
  /** Per person (key `user:<id>`), over one hour: review reports (issue 17 §2). */
  reviewReportsPerUser: Limiter;
  /** Per visitor (key `visitor:<x-session-id>`, else `ip:<address>`): event calls (issue 19 §1). */
  eventsPerVisitor: Limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limiters;
  }
}

function throttle(msBeforeNext: number): AppError {
  return new AppError('throttle', M.error.common.throttle, 429, { remainingSeconds: clampRemainingSeconds(msBeforeNext / 1000) });
}

export function createLimiter(points: number, durationSeconds: number): Limiter {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw throttle(error.msBeforeNext);
        throw error;
      }
    },
    async check(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= points) throw throttle(state.msBeforeNext);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * A route hook taking one point per caller IP: for writes anyone can repeat cheaply (a visitor session, a brand
 * request), checked before the body is read.
 */
export function perIp(limiter: Limiter) {
  return async (request: FastifyRequest) => limiter.consume(`ip:${request.ip}`);
}

export default fp<{ rateLimits: RateLimitConfig }>(
  async function rateLimitPlugin(app: FastifyInstance, options) {
    const r = options.rateLimits;
    app.decorate('limits', {
      signInPerIp: createLimiter(r.signInPerIp, r.windowSeconds),
      signUpPerIp: createLimiter(r.signUpPerIp, r.windowSeconds),
      codePerIp: createLimiter(r.codePerIp, r.windowSeconds),
      codePerEmail: createLimiter(r.codePerEmail, r.windowSeconds),
      sessionInitPerIp: createLimiter(r.sessionInitPerIp, r.windowSeconds),
      brandRequestsPerIp: createLimiter(r.brandRequestsPerIp, r.windowSeconds),
      publicReadsPerIp: createLimiter(r.publicReadsPerIp, r.windowSeconds),
      reviewReportsPerUser: createLimiter(r.reviewReportsPerHour, 60 * 60),
      eventsPerVisitor: createLimiter(r.eventsPerVisitor, r.windowSeconds),
    } satisfies Limiters);
  },
  { name: 'rate-limit' },
);
