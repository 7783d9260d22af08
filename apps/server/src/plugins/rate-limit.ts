import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  EVENTS_COUNT_WINDOW_SECONDS,
  M,
  SHORT_LINK_UNLOCK_TRIES_PER_MINUTE,
  clampRemainingSeconds,
} from '@plaudit/contract';
import type { RateLimitConfig } from '../config.js';
import { AppError } from '../lib/app-error.js';

// The limiters: rate-limiter-flexible's, in this process's memory, or in Redis when REDIS_URL is set,
// so every server counts the same attempts. While Redis is unreachable each server falls back to its own memory
// limiter (the library's insurance limiter): limits stay, per server, rather than every request failing. A tripped
// limit throws a `throttle` AppError carrying remainingSeconds; the
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
  /** Per person (key `user:<id>`), over one hour: review reports. */
  reviewReportsPerUser: Limiter;
  /** Per person (key `user:<id>`), over one hour: helpful votes given or taken back, and edits of their reviews. */
  reviewHelpfulPerUser: Limiter;
  reviewEditsPerUser: Limiter;
  /** Per visitor (key `visitor:<x-session-id>`, else `ip:<address>`): event calls. */
  eventsPerVisitor: Limiter;
  /** Per address (key `ip:<address>`): event calls, however many session ids the address makes up. */
  eventsPerIp: Limiter;
  /** Per counted visitor, profile and event type, over EVENTS_COUNT_WINDOW_SECONDS: events that count in the figures. */
  eventCountsPerVisitor: Limiter;
  /** Per address (key `ip:<address>`), over a minute: tries of a short link's password. */
  shortLinkUnlockPerIp: Limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limiters;
  }
}

function throttle(msBeforeNext: number): AppError {
  return new AppError('throttle', M.error.common.throttle, 429, {
    remainingSeconds: clampRemainingSeconds(msBeforeNext / 1000),
  });
}

/** `name` keeps each limiter's keys apart in the shared store. */
export function createLimiter(
  points: number,
  durationSeconds: number,
  shared?: { redis: Redis; prefix: string; name: string },
): Limiter {
  const limiter: RateLimiterAbstract = shared
    ? new RateLimiterRedis({
        storeClient: shared.redis,
        keyPrefix: `${shared.prefix}:rl:${shared.name}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
      })
    : new RateLimiterMemory({ points, duration: durationSeconds });
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
    const redis = app.redis;
    const limiter = (name: keyof Limiters, points: number, durationSeconds: number) =>
      createLimiter(points, durationSeconds, redis ? { redis, prefix: app.config.redisPrefix, name } : undefined);
    app.decorate('limits', {
      signInPerIp: limiter('signInPerIp', r.signInPerIp, r.windowSeconds),
      signUpPerIp: limiter('signUpPerIp', r.signUpPerIp, r.windowSeconds),
      codePerIp: limiter('codePerIp', r.codePerIp, r.windowSeconds),
      codePerEmail: limiter('codePerEmail', r.codePerEmail, r.windowSeconds),
      sessionInitPerIp: limiter('sessionInitPerIp', r.sessionInitPerIp, r.windowSeconds),
      brandRequestsPerIp: limiter('brandRequestsPerIp', r.brandRequestsPerIp, r.windowSeconds),
      publicReadsPerIp: limiter('publicReadsPerIp', r.publicReadsPerIp, r.windowSeconds),
      reviewReportsPerUser: limiter('reviewReportsPerUser', r.reviewReportsPerHour, 60 * 60),
      reviewHelpfulPerUser: limiter('reviewHelpfulPerUser', r.reviewHelpfulVotesPerHour, 60 * 60),
      reviewEditsPerUser: limiter('reviewEditsPerUser', r.reviewEditsPerHour, 60 * 60),
      eventsPerVisitor: limiter('eventsPerVisitor', r.eventsPerVisitor, r.windowSeconds),
      eventsPerIp: limiter('eventsPerIp', r.eventsPerIp, r.windowSeconds),
      eventCountsPerVisitor: limiter(
        'eventCountsPerVisitor',
        r.eventsCountedPerVisitorProfile,
        EVENTS_COUNT_WINDOW_SECONDS,
      ),
      shortLinkUnlockPerIp: limiter('shortLinkUnlockPerIp', SHORT_LINK_UNLOCK_TRIES_PER_MINUTE, 60),
    } satisfies Limiters);
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

/** What a metered limiter tells a caller after each call: the RateLimit-* headers' figures. */
export interface Meter {
  limit: number;
  remaining: number;
  /** Seconds until the window starts afresh. */
  resetSeconds: number;
}

/**
 * A limiter that says where the caller stands after every point taken (the public API's RateLimit-* headers), from
 * the same stores as the others: Redis when shared, else this process's memory. Over the limit it throws the 429
 * `throttle` AppError with the meter in `meter`.
 */
export function createMeteredLimiter(
  points: number,
  durationSeconds: number,
  shared?: { redis: Redis; prefix: string; name: string },
) {
  const limiter: RateLimiterAbstract = shared
    ? new RateLimiterRedis({
        storeClient: shared.redis,
        keyPrefix: `${shared.prefix}:rl:${shared.name}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
      })
    : new RateLimiterMemory({ points, duration: durationSeconds });
  const meterOf = (state: RateLimiterRes): Meter => ({
    limit: points,
    remaining: Math.max(0, state.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
  });
  return {
    async consume(key: string): Promise<Meter> {
      try {
        return meterOf(await limiter.consume(key));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const refusal = throttle(error.msBeforeNext);
        throw Object.assign(refusal, { meter: meterOf(error) });
      }
    },
  };
}
export type MeteredLimiter = ReturnType<typeof createMeteredLimiter>;
