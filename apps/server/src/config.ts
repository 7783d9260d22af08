import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  API_KEY_RATE_LIMIT_PER_MINUTE_DEFAULT,
  BRAND_REQUESTS_PER_IP,
  EVENTS_COUNTED_PER_VISITOR_PROFILE,
  EVENTS_PER_IP,
  EVENTS_RETENTION_DAYS_DEFAULT,
  EVENTS_ROLLUP_INTERVAL_MS_DEFAULT,
  FEATURING_CLOSE_TICK_MS_DEFAULT,
  FEATURING_CLOSE_UTC_DEFAULT,
  PAGE_CACHE_SECONDS,
  SEARCH_CACHE_SECONDS,
  REVIEW_EDITS_PER_HOUR,
  REVIEW_HELPFUL_VOTES_PER_HOUR,
  REVIEW_REPORTS_PER_HOUR,
  SESSION_INIT_PER_IP,
} from '@plaudit/contract';

// The environment, parsed once at start-up. Nothing else reads process.env; everything receives a Config.

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(fallback));

/** Twice this machine's cores (the usual rule for a PostgreSQL pool: PostgreSQL wiki, "Number Of Database Connections"). */
const DEFAULT_POOL_MAX = 2 * availableParallelism();

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().optional()),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /**
     * Connections this server opens to DATABASE_URL. Past about twice the database's cores, more connections only
     * queue inside PostgreSQL, where the operating system shares the cores among them unevenly (the slowest answers
     * slow down most); the pool's own queue is first come, first served. The default assumes the database is on a
     * machine like this one.
     */
    DATABASE_POOL_MAX: positiveInt(DEFAULT_POOL_MAX),
    /** A read-only replica of DATABASE_URL: public pages, search and dashboards may read there. */
    DATABASE_REPLICA_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** When set, GET /metrics asks for it as a bearer token (Prometheus' `authorization` setting). */
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    /** After a write, how long that browser's reads stay on the primary rather than the replica. */
    REPLICA_STICKY_SECONDS: positiveInt(5),
    /** Shared rate limits, caches and background jobs across servers; unset: memory and in-process. */
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    /** What every key, queue and channel of ours in Redis starts with: two deployments (or test runs) can share one Redis. */
    REDIS_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - only (at most 64)')
        .default('plaudit'),
    ),
    /** An S3-compatible bucket for uploads: http(s)://KEY:SECRET@host:port/bucket?region=…, or the S3_* variables below. */
    S3_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** The endpoint of an S3-compatible server (unset: AWS itself). */
    S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('Plaudit <no-reply@plaudit.local>')),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /** The Ed25519 key that signs trophy protocols (PKCS#8 PEM; `\n` may stand for newlines). Several servers share one. */
    PROTOCOL_SIGNING_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((value) => value.replace(/\\n/g, '\n'))
        .refine(isEd25519Pem, 'must be an Ed25519 private key in PKCS#8 PEM')
        .optional(),
    ),
    WEB_DIST: optionalString,
    /** Behind a reverse proxy: trust X-Forwarded-For so per-IP limits see the client, not the proxy. */
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).default('false')),
    /** Local mode only: 'false' starts a fresh database empty (the browser journeys make everything they use). */
    DEMO_SEED: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).default('true')),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    ),
    RATE_LIMIT_SIGNIN_PER_IP: positiveInt(100),
    RATE_LIMIT_SIGNUP_PER_IP: positiveInt(20),
    RATE_LIMIT_CODE_PER_IP: positiveInt(60),
    RATE_LIMIT_CODE_PER_EMAIL: positiveInt(20),
    /** Public catalogue reads (pages, search, suggestions) per IP per window: a person browsing never meets it, a scraper does. */
    RATE_LIMIT_PUBLIC_READS_PER_IP: positiveInt(3000),
    /** Event calls (POST /events, /events/batch) per visitor per window. */
    RATE_LIMIT_EVENTS_PER_VISITOR: positiveInt(600),
    RATE_LIMIT_EVENTS_PER_IP: positiveInt(EVENTS_PER_IP),
    /** Public API calls per API key per minute, counted across servers when REDIS_URL is set. */
    API_KEY_RATE_LIMIT_PER_MINUTE: positiveInt(API_KEY_RATE_LIMIT_PER_MINUTE_DEFAULT),
    RATE_LIMIT_EVENTS_COUNTED_PER_VISITOR_PROFILE: positiveInt(EVENTS_COUNTED_PER_VISITOR_PROFILE),
    /** Days raw analytics events are kept (rollups are kept forever). */
    EVENTS_RETENTION_DAYS: positiveInt(EVENTS_RETENTION_DAYS_DEFAULT),
    /** How often the events rollup job runs. */
    EVENTS_ROLLUP_INTERVAL_MS: positiveInt(EVENTS_ROLLUP_INTERVAL_MS_DEFAULT),
    /** How long a dashboard's figures are kept per team, query and rollup; 0 keeps none (the bench measures the queries). */
    EVENTS_STATS_CACHE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(30)),
    /** How long a public page drawn for anonymous readers is kept, here and by a CDN (s-maxage); 0 keeps none. */
    PAGE_CACHE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(PAGE_CACHE_SECONDS)),
    /** How long a search's answer is kept for everyone who asks the same; 0 keeps none (the bench measures both). */
    SEARCH_CACHE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(SEARCH_CACHE_SECONDS)),
    /** Count batches from browsers that report automation (navigator.webdriver): only the browser journeys set it. */
    EVENTS_COUNT_AUTOMATED: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).default('false')),
    /** When the daily featuring auction closes the coming day, HH:MM UTC. */
    FEATURING_CLOSE_UTC: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
        .default(FEATURING_CLOSE_UTC_DEFAULT),
    ),
    /** How often each server looks whether the coming day's auction is due (the close itself happens once). */
    FEATURING_CLOSE_TICK_MS: positiveInt(FEATURING_CLOSE_TICK_MS_DEFAULT),
    /** What one credit costs, in the smallest unit of CREDIT_CURRENCY (1: a credit is a cent). */
    CREDIT_PRICE_CENTS: positiveInt(1),
    /** The currency credits are charged in (ISO 4217); a person's display currency only changes what they see. */
    CREDIT_CURRENCY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like EUR')
        .default('EUR'),
    ),
    /** Stripe takes payments when both are set; otherwise the sandbox does (never in production). */
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where Stripe's API is (a local stand-in in tests); unset: Stripe's own. */
    STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message: 'needs DATABASE_URL (a replica of the embedded database cannot exist)',
      });
    }
    if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
    if (env.S3_URL && (env.S3_BUCKET || env.S3_ENDPOINT)) {
      ctx.addIssue({ code: 'custom', path: ['S3_URL'], message: 'set either S3_URL or the S3_* variables, not both' });
    }
    if (env.S3_URL && new URL(env.S3_URL).pathname.replace(/^\/+|\/+$/g, '') === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_URL'],
        message: 'must name the bucket as its path (http://key:secret@host:port/bucket)',
      });
    }
    if (
      !env.S3_URL &&
      !env.S3_BUCKET &&
      (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY || env.S3_REGION)
    ) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when another S3_* variable is set' });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (env.NODE_ENV === 'production') {
      if (!env.SMTP_URL)
        ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NODE_ENV=production' });
      if (!env.PUBLIC_URL)
        ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required when NODE_ENV=production' });
    }
  });

export interface RateLimitConfig {
  /** Sign-in attempts per IP per window (an office behind one address must fit). */
  signInPerIp: number;
  signUpPerIp: number;
  /** Code checks, resends, forgot/reset password per IP per window. */
  codePerIp: number;
  codePerEmail: number;
  /** Visitor sessions (POST /auth/session/init) per IP per window: each one is a row. */
  sessionInitPerIp: number;
  /** Brand requests per IP per window: each one lands in the admins' list. */
  brandRequestsPerIp: number;
  /** Public catalogue reads (brand, product, category pages, search) per IP per window. */
  publicReadsPerIp: number;
  /** Review reports one person may file per hour (its own one-hour window, not windowSeconds). */
  reviewReportsPerHour: number;
  /** Helpful votes and review edits one person may make per hour (their own one-hour windows). */
  reviewHelpfulVotesPerHour: number;
  reviewEditsPerHour: number;
  /** Event calls per visitor (x-session-id, else IP) per window. */
  eventsPerVisitor: number;
  /** Event calls per address per window, whatever session ids it sends. */
  eventsPerIp: number;
  /** Public API calls per API key per minute. */
  apiKeyPerMinute: number;
  /** Events one visitor counts for one profile and type per EVENTS_COUNT_WINDOW_SECONDS (its own window). */
  eventsCountedPerVisitorProfile: number;
  windowSeconds: number;
}

/** An S3-compatible bucket. */
export interface S3Config {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Path-style addressing (http://host/bucket/key), what S3-compatible servers expect; AWS itself takes both. */
  forcePathStyle: boolean;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to DATABASE_URL (the replica has its own few). */
  databasePoolMax: number;
  /** Where read-only public reads may go (PostgreSQL only). */
  databaseReplicaUrl: string | undefined;
  /** After a write, that browser's reads stay on the primary this long (read-your-writes). */
  replicaStickySeconds: number;
  /** GET /metrics needs this bearer token when set. */
  metricsToken: string | undefined;
  /** Shared limits, caches and jobs; undefined keeps them in this process. */
  redisUrl: string | undefined;
  /** Starts every Redis key, queue and channel of ours. */
  redisPrefix: string;
  /** How long anonymous readers' public pages are kept (0: none). */
  pageCacheSeconds: number;
  /** How long a search's answer is kept for everyone who asks the same (0: none). */
  searchCacheSeconds: number;
  /** Uploads in a bucket; undefined keeps them under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  jwtSecret: string;
  /** The trophy protocols' signing key (Ed25519, PKCS#8 PEM). */
  protocolSigningKey: string;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  /** Local mode: dev mailbox on, demo accounts seeded on the first start of a database. */
  localMode: boolean;
  /** Seed the demo accounts on the first start of a database: local mode, unless DEMO_SEED=false. */
  demoSeed: boolean;
  rateLimits: RateLimitConfig;
  events: EventsConfig;
  /** When the daily featuring auction closes the coming day (HH:MM, UTC). */
  featuringCloseUtc: string;
  /** How often each server looks whether that close is due. */
  featuringCloseTickMs: number;
  credits: CreditsConfig;
}

export interface CreditsConfig {
  /** The price of one credit in the smallest unit of `currency`. */
  priceCents: number;
  currency: string;
  /**
   * Who takes payments: Stripe when its keys are set, else the sandbox outside production; null in production
   * without Stripe (top-ups are refused: the sandbox would hand out credits for nothing).
   */
  provider: 'stripe' | 'sandbox' | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
}

export interface EventsConfig {
  retentionDays: number;
  rollupIntervalMs: number;
  statsCacheMs: number;
  /** Keep batches whose browser reports automation (navigator.webdriver); false everywhere but the browser journeys. */
  countAutomated: boolean;
}

export class ConfigError extends Error {}

/** Parses an environment into a Config; throws ConfigError naming every wrong variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // Local mode keeps the development mailbox and the demo admin off the network unless HOST says otherwise.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    replicaStickySeconds: e.REPLICA_STICKY_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    s3: s3ConfigOf(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    protocolSigningKey: e.PROTOCOL_SIGNING_KEY ?? loadOrCreateProtocolKey(dataDir),
    webDist: resolve(e.WEB_DIST ?? join(serverRoot, '..', 'web', 'dist')),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    localMode: !isProduction,
    demoSeed: !isProduction && e.DEMO_SEED !== 'false' && e.DEMO_SEED !== '0',
    rateLimits: {
      signInPerIp: e.RATE_LIMIT_SIGNIN_PER_IP,
      signUpPerIp: e.RATE_LIMIT_SIGNUP_PER_IP,
      codePerIp: e.RATE_LIMIT_CODE_PER_IP,
      codePerEmail: e.RATE_LIMIT_CODE_PER_EMAIL,
      sessionInitPerIp: SESSION_INIT_PER_IP,
      brandRequestsPerIp: BRAND_REQUESTS_PER_IP,
      publicReadsPerIp: e.RATE_LIMIT_PUBLIC_READS_PER_IP,
      reviewReportsPerHour: REVIEW_REPORTS_PER_HOUR,
      reviewHelpfulVotesPerHour: REVIEW_HELPFUL_VOTES_PER_HOUR,
      reviewEditsPerHour: REVIEW_EDITS_PER_HOUR,
      eventsPerVisitor: e.RATE_LIMIT_EVENTS_PER_VISITOR,
      eventsPerIp: e.RATE_LIMIT_EVENTS_PER_IP,
      apiKeyPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
      eventsCountedPerVisitorProfile: e.RATE_LIMIT_EVENTS_COUNTED_PER_VISITOR_PROFILE,
      windowSeconds: 15 * 60,
    },
    events: {
      retentionDays: e.EVENTS_RETENTION_DAYS,
      rollupIntervalMs: e.EVENTS_ROLLUP_INTERVAL_MS,
      statsCacheMs: e.EVENTS_STATS_CACHE_SECONDS * 1000,
      countAutomated: e.EVENTS_COUNT_AUTOMATED === 'true' || e.EVENTS_COUNT_AUTOMATED === '1',
    },
    featuringCloseUtc: e.FEATURING_CLOSE_UTC,
    featuringCloseTickMs: e.FEATURING_CLOSE_TICK_MS,
    credits: {
      priceCents: e.CREDIT_PRICE_CENTS,
      currency: e.CREDIT_CURRENCY,
      provider: e.STRIPE_SECRET_KEY ? 'stripe' : isProduction ? null : 'sandbox',
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
          : undefined,
    },
  };
}

function s3ConfigOf(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (e.S3_URL) {
    const url = new URL(e.S3_URL);
    const accessKeyId = decodeURIComponent(url.username);
    const secretAccessKey = decodeURIComponent(url.password);
    return {
      endpoint: `${url.protocol}//${url.host}`,
      bucket: url.pathname.replace(/^\/+|\/+$/g, ''),
      region: url.searchParams.get('region') ?? 'us-east-1',
      credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: true,
    };
  }
  if (!e.S3_BUCKET) return undefined;
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_ENDPOINT !== undefined,
  };
}

/** The signing key: generated once with crypto and kept (mode 600) in DATA_DIR, never a default in code. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function isEd25519Pem(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

/**
 * The protocol signing key, kept like the token key: generated once into DATA_DIR (mode 600). Written to a temporary
 * name and renamed, so a second process starting at the same moment reads a whole key, never half of one.
 */
function loadOrCreateProtocolKey(dataDir: string): string {
  const file = join(dataDir, 'protocol-signing-key.pem');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8');
    if (isEd25519Pem(stored)) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, pem, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
  return readFileSync(file, 'utf8');
}

/** For entry points: parse or print the problem and exit. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
