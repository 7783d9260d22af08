import type { FastifyInstance } from 'fastify';
import { JOB_NAMES, WEBHOOK_LOG_DAYS } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { webhookMail, type WebhookMailKind } from './webhooks.mail.js';
import { messageIdOf } from './webhooks.mapper.js';
import * as q from './webhooks.queries.js';
import { failedLongEnough, parseRetryAfter, retryDelayMs } from './webhooks.schedule.js';
import { postWebhook, type AttemptResult, type WebhookPoster } from './webhooks.sender.js';
import { signWebhook } from './webhooks.signing.js';
import { checkWebhookUrl, type UrlRules } from './webhooks.url-guard.js';

// Sending: a job every second (app.jobs: once across all servers with Redis, on every server without) turns new
// outbox rows into deliveries, then claims endpoints with a delivery due (a lease in the database, so one endpoint
// has one delivery in flight across every server) and sends each endpoint's due deliveries one by one, lowest
// sequence first. At most DELIVERY_CONCURRENCY endpoints are sent to at once per server, and the tick does not wait
// for them: a receiver that hangs holds its own slot for at most 15 s an attempt, never another team's.

const TICK_MS = 1000;
const PRUNE_MS = 3600_000;
const FAN_OUT_BATCH = 200;
/** Endpoints one server sends to at the same time. */
export const DELIVERY_CONCURRENCY = 16;
/** An endpoint claimed by a server that then died is picked again after this (longer than one attempt's timeout). */
const LEASE_MS = 60_000;
const DAY_MS = 24 * 3600_000;

export interface DeliveryOptions {
  post?: WebhookPoster;
  /** In [0, 1): the jitter's dice (tests fix it). */
  random?: () => number;
  concurrency?: number;
}

export interface DeliveryRun {
  fannedOut: number;
  started: number;
}

export class WebhookDeliveryService {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly post: WebhookPoster;
  private readonly random: () => number;
  private readonly concurrency: number;
  private closed = false;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly rules: () => UrlRules,
    options: DeliveryOptions = {},
  ) {
    this.post = options.post ?? postWebhook;
    this.random = options.random ?? Math.random;
    this.concurrency = options.concurrency ?? DELIVERY_CONCURRENCY;
  }

  /** One tick: fan out what was written, then start sending to endpoints with something due. `now`: a test's clock. */
  async runOnce(now?: Date): Promise<DeliveryRun> {
    const clock = () => now ?? new Date();
    let fannedOut = 0;
    for (;;) {
      const taken = await this.deps.db.transaction((tx) => q.fanOut(tx, FAN_OUT_BATCH, clock()));
      if (taken === null) break;
      fannedOut += taken;
      if (taken < FAN_OUT_BATCH) break;
    }
    if (this.closed) return { fannedOut, started: 0 };
    const claimed = await q.claimEndpoints(
      this.deps.db,
      this.concurrency - this.inFlight.size,
      clock(),
      new Date(clock().getTime() + LEASE_MS),
      [...this.inFlight.keys()],
    );
    for (const endpoint of claimed) {
      const loop = this.sendAll(endpoint.id, clock)
        .catch((error: unknown) => this.deps.log.error({ err: error, endpointId: endpoint.id }, 'webhook send failed'))
        .finally(() => this.inFlight.delete(endpoint.id));
      this.inFlight.set(endpoint.id, loop);
    }
    return { fannedOut, started: claimed.length };
  }

  /** Resolves once every endpoint being sent to is done (tests; closing). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight.values()]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
  }

  /** Deletes what is older than WEBHOOK_LOG_DAYS. */
  async prune(now = new Date()): Promise<number> {
    return q.pruneEvents(this.deps.db, new Date(now.getTime() - WEBHOOK_LOG_DAYS * DAY_MS));
  }

  private async sendAll(endpointId: string, clock: () => Date): Promise<void> {
    const { db } = this.deps;
    try {
      for (;;) {
        if (this.closed) return;
        const endpoint = await q.endpointById(db, endpointId);
        if (!endpoint || endpoint.disabledReason !== null) return;
        const due = await q.nextDue(db, endpointId, clock());
        if (!due) return;
        await this.attempt(endpoint, due, clock);
        await q.extendLease(db, endpointId, new Date(clock().getTime() + LEASE_MS));
      }
    } finally {
      await q.extendLease(db, endpointId, null);
    }
  }

  private async attempt(
    endpoint: q.EndpointRow,
    due: NonNullable<Awaited<ReturnType<typeof q.nextDue>>>,
    clock: () => Date,
  ): Promise<void> {
    const { db } = this.deps;
    const at = clock();
    const body = JSON.stringify(due.payload);
    const messageId = messageIdOf(due.delivery.eventId);
    const timestamp = Math.floor(at.getTime() / 1000);
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at)
      secrets.push(endpoint.previousSecret);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Plaudit-Webhooks/1',
      'webhook-id': messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secrets, messageId, timestamp, body),
      'webhook-sequence': String(due.delivery.sequence),
    };
    let result: AttemptResult;
    try {
      // Again now: the name may resolve elsewhere than when the endpoint was saved.
      const target = await checkWebhookUrl(endpoint.url, this.rules());
      result = await this.post(target, headers, body);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result = {
        statusCode: null,
        response: '',
        error: `refused: ${error.messageKey}`,
        retryAfter: undefined,
        latencyMs: 0,
      };
    }
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const roundAttempts = due.delivery.roundAttempts + 1;
    const mails: WebhookMailKind[] = [];
    await db.transaction(async (tx) => {
      await q.insertAttempt(tx, {
        deliveryId: due.delivery.id,
        at,
        statusCode: result.statusCode,
        latencyMs: result.latencyMs,
        response: result.response,
        error: result.error,
      });
      if (ok) {
        await q.settleDelivery(tx, due.delivery.id, { status: 'SUCCEEDED', roundAttempts, nextAttemptAt: null });
        await q.markSucceeded(tx, endpoint.id);
        return;
      }
      if (result.statusCode === 410) {
        // Gone: the receiver says this endpoint will never take anything again.
        await q.settleDelivery(tx, due.delivery.id, { status: 'FAILED', roundAttempts, nextAttemptAt: null });
        if (await q.disableEndpoint(tx, endpoint.id, 'GONE', at)) mails.push('disabled_gone');
        return;
      }
      const honoured =
        result.statusCode === 429 || result.statusCode === 503 ? parseRetryAfter(result.retryAfter, at) : null;
      const delay = retryDelayMs(roundAttempts, this.random(), honoured);
      if (delay === null) {
        await q.settleDelivery(tx, due.delivery.id, { status: 'FAILED', roundAttempts, nextAttemptAt: null });
        mails.push('exhausted');
      } else {
        await q.settleDelivery(tx, due.delivery.id, {
          status: 'PENDING',
          roundAttempts,
          nextAttemptAt: new Date(at.getTime() + delay),
        });
      }
      const failingSince = await q.markFailed(tx, endpoint.id, at);
      if (failedLongEnough(failingSince, at) && (await q.disableEndpoint(tx, endpoint.id, 'FAILING', at)))
        mails.push('disabled_failing');
    });
    for (const kind of mails) await this.mailManagers(endpoint, kind);
  }

  private async mailManagers(endpoint: q.EndpointRow, kind: WebhookMailKind): Promise<void> {
    const { db, mail, config } = this.deps;
    const [managers, teamName] = await Promise.all([
      q.managersOf(db, endpoint.teamId),
      q.teamNameOf(db, endpoint.teamId),
    ]);
    const link = `${config.publicUrl}/dashboard/creator/webhooks`;
    for (const manager of managers)
      await mail.send(
        manager.email,
        webhookMail(manager.language, manager.firstName, kind, { url: endpoint.url, teamName, link }),
      );
  }
}

/** Sends every second and prunes the log every hour (app.jobs); tests call runOnce and prune with their own clock. */
export function startWebhookJobs(app: FastifyInstance, delivery: WebhookDeliveryService): void {
  app.jobs.scheduleEvery(JOB_NAMES.webhookDelivery, TICK_MS, () => delivery.runOnce());
  app.jobs.scheduleEvery(JOB_NAMES.webhookPrune, PRUNE_MS, () => delivery.prune());
  app.addHook('onClose', async () => delivery.close());
}
