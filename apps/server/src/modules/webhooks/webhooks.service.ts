import type { webhookCreateBodySchema, webhookDeliveryQuerySchema, webhookUpdateBodySchema } from '@plaudit/contract';
import {
  M,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  type Success,
  type WebhookCreated,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookList,
  type WebhookQueued,
  type WebhookReplayed,
  type WebhookSecret,
} from '@plaudit/contract';
import type { z } from 'zod';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadTeamAccess, type TeamAccess } from '../teams/teams.access.js';
import { eventBody, toDelivery, toEndpoint } from './webhooks.mapper.js';
import { webhookPermissionsFor } from './webhooks.policy.js';
import * as q from './webhooks.queries.js';
import { newWebhookSecret } from './webhooks.signing.js';
import { checkWebhookUrl, type UrlRules } from './webhooks.url-guard.js';

// A team's webhook endpoints: the list and one endpoint for every member, everything else for OWNERs and ADMINs of
// an unlocked team (webhooks.policy.ts); someone outside the team gets 404. Secrets leave only at creation, on
// request and at a rotation; the URL rules (webhooks.url-guard.ts) are checked on every save.

type CreateBody = z.output<typeof webhookCreateBodySchema>;
type UpdateBody = z.output<typeof webhookUpdateBodySchema>;
type DeliveryQuery = z.output<typeof webhookDeliveryQuerySchema>;

const notFound = () => new AppError('not_found', M.webhook.error.not_found);
const HOUR_MS = 3600_000;

export class WebhooksService {
  private readonly urlRules: UrlRules;

  constructor(
    private readonly deps: ServiceDeps,
    /** Tests resolve names their own way. */
    resolve?: UrlRules['resolve'],
  ) {
    this.urlRules = { local: deps.config.localMode, ...(resolve ? { resolve } : {}) };
  }

  /** The rules an attempt checks again before it connects (the delivery job). */
  get rules(): UrlRules {
    return this.urlRules;
  }

  private async access(teamId: string, userId: string, manage: boolean): Promise<TeamAccess> {
    const access = await loadTeamAccess(this.deps.db, teamId, userId);
    if (manage) {
      if (access.locked) throw new AppError('forbidden', M.team.error.blocked);
      if (!webhookPermissionsFor(access.member.role, false).manage)
        throw new AppError('forbidden', M.team.error.role_not_allowed);
    }
    return access;
  }

  private async endpoint(teamId: string, id: string) {
    if (!isUuid(id)) throw notFound();
    const row = await q.findEndpoint(this.deps.db, teamId, id);
    if (!row) throw notFound();
    return row;
  }

  async list(teamId: string, userId: string): Promise<WebhookList> {
    const access = await this.access(teamId, userId, false);
    const rows = await q.listEndpoints(this.deps.db, access.team.id);
    return {
      data: rows.map((row) => toEndpoint(row.endpoint, row.lastDelivery)),
      permissions: webhookPermissionsFor(access.member.role, access.locked),
    };
  }

  async get(teamId: string, userId: string, id: string): Promise<WebhookEndpoint> {
    const access = await this.access(teamId, userId, false);
    const row = await this.endpoint(access.team.id, id);
    return toEndpoint(row.endpoint, row.lastDelivery);
  }

  async create(teamId: string, userId: string, body: CreateBody): Promise<WebhookCreated> {
    const access = await this.access(teamId, userId, true);
    const { url } = await checkWebhookUrl(body.url, this.urlRules);
    const secret = newWebhookSecret();
    const row = await this.deps.db.transaction(async (tx) => {
      if ((await q.lockTeamEndpoints(tx, access.team.id)) >= WEBHOOK_ENDPOINTS_MAX)
        throw new AppError('conflict', M.webhook.error.limit, 409, { limit: WEBHOOK_ENDPOINTS_MAX });
      const created = await q.insertEndpoint(tx, {
        teamId: access.team.id,
        url: url.toString(),
        description: body.description ?? '',
        events: body.events,
        secret,
      });
      await recordAudit(tx, {
        actorId: userId,
        action: 'webhook.create',
        targetType: 'webhook',
        targetId: created.id,
        after: { teamId: access.team.id, url: created.url, events: created.events },
      });
      return created;
    });
    return { ...toEndpoint(row, null), secret };
  }

  async update(teamId: string, userId: string, id: string, body: UpdateBody): Promise<WebhookEndpoint> {
    const access = await this.access(teamId, userId, true);
    const before = await this.endpoint(access.team.id, id);
    const { url } = await checkWebhookUrl(body.url, this.urlRules);
    const wasDisabled = before.endpoint.disabledReason !== null;
    const row = await this.deps.db.transaction(async (tx) => {
      const updated = await q.updateEndpoint(tx, access.team.id, id, {
        url: url.toString(),
        events: body.events,
        description: body.description,
        // Turning it on again starts a fresh failure streak; turning it off is the owner's choice.
        ...(body.disabled && !wasDisabled ? { disabledReason: 'MANUAL' as const, disabledAt: new Date() } : {}),
        ...(!body.disabled && wasDisabled ? { disabledReason: null, disabledAt: null, failingSince: null } : {}),
      });
      if (!updated) throw notFound();
      await recordAudit(tx, {
        actorId: userId,
        action: 'webhook.update',
        targetType: 'webhook',
        targetId: id,
        before: { url: before.endpoint.url, events: before.endpoint.events, disabled: wasDisabled },
        after: { url: updated.url, events: updated.events, disabled: updated.disabledReason !== null },
      });
      return updated;
    });
    return toEndpoint(row, before.lastDelivery);
  }

  async delete(teamId: string, userId: string, id: string): Promise<Success> {
    const access = await this.access(teamId, userId, true);
    const before = await this.endpoint(access.team.id, id);
    await this.deps.db.transaction(async (tx) => {
      if (!(await q.deleteEndpoint(tx, access.team.id, id))) throw notFound();
      await recordAudit(tx, {
        actorId: userId,
        action: 'webhook.delete',
        targetType: 'webhook',
        targetId: id,
        before: { url: before.endpoint.url, events: before.endpoint.events },
      });
    });
    return { success: true };
  }

  async secret(teamId: string, userId: string, id: string): Promise<WebhookSecret> {
    const access = await this.access(teamId, userId, true);
    const { endpoint } = await this.endpoint(access.team.id, id);
    return { secret: endpoint.secret, previousSecretUntil: toEndpoint(endpoint, null).previousSecretUntil };
  }

  /** A new secret; the current one keeps signing beside it for WEBHOOK_SECRET_OVERLAP_HOURS. */
  async rotateSecret(teamId: string, userId: string, id: string, now = new Date()): Promise<WebhookSecret> {
    const access = await this.access(teamId, userId, true);
    const { endpoint } = await this.endpoint(access.team.id, id);
    const secret = newWebhookSecret();
    const until = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * HOUR_MS);
    await this.deps.db.transaction(async (tx) => {
      await q.updateEndpoint(tx, access.team.id, id, {
        secret,
        previousSecret: endpoint.secret,
        previousSecretUntil: until,
      });
      await recordAudit(tx, { actorId: userId, action: 'webhook.rotate_secret', targetType: 'webhook', targetId: id });
    });
    return { secret, previousSecretUntil: until.toISOString() };
  }

  /** Queues a `ping` for this endpoint alone; the delivery job sends it like any event. */
  async test(teamId: string, userId: string, id: string): Promise<WebhookQueued> {
    const access = await this.access(teamId, userId, true);
    const { endpoint } = await this.endpoint(access.team.id, id);
    if (endpoint.disabledReason !== null) throw new AppError('conflict', M.webhook.error.disabled, 409);
    const now = new Date();
    const delivery = await this.deps.db.transaction((tx) =>
      q.insertDirectEvent(
        tx,
        endpoint,
        'ping',
        eventBody('ping', now, { webhookId: endpoint.id, teamId: endpoint.teamId }),
        now,
      ),
    );
    return { deliveryId: delivery.id };
  }

  async deliveries(teamId: string, userId: string, id: string, query: DeliveryQuery): Promise<WebhookDeliveryList> {
    const access = await this.access(teamId, userId, false);
    const { endpoint } = await this.endpoint(access.team.id, id);
    const { rows, total } = await q.listDeliveries(this.deps.db, endpoint.id, query);
    const attempts = await q.attemptsOf(
      this.deps.db,
      rows.map((row) => row.delivery.id),
    );
    return {
      data: rows.map((row) =>
        toDelivery(
          row,
          attempts.filter((attempt) => attempt.deliveryId === row.delivery.id),
        ),
      ),
      meta: { page: query.page, take: query.take, total, pageCount: Math.ceil(total / query.take) },
    };
  }

  /** The same message (same id and sequence) again now, with a fresh round of attempts. */
  async retry(teamId: string, userId: string, id: string, deliveryId: string): Promise<WebhookQueued> {
    const access = await this.access(teamId, userId, true);
    const { endpoint } = await this.endpoint(access.team.id, id);
    if (endpoint.disabledReason !== null) throw new AppError('conflict', M.webhook.error.disabled, 409);
    if (!isUuid(deliveryId) || !(await q.restartDelivery(this.deps.db, endpoint.id, deliveryId, new Date())))
      throw new AppError('not_found', M.webhook.error.delivery_not_found);
    return { deliveryId };
  }

  /** Every failed delivery since `since` again, in the order they happened. */
  async replay(teamId: string, userId: string, id: string, since: string): Promise<WebhookReplayed> {
    const access = await this.access(teamId, userId, true);
    const { endpoint } = await this.endpoint(access.team.id, id);
    if (endpoint.disabledReason !== null) throw new AppError('conflict', M.webhook.error.disabled, 409);
    const queued = await q.restartFailedSince(this.deps.db, endpoint.id, new Date(since), new Date());
    await recordAudit(this.deps.db, {
      actorId: userId,
      action: 'webhook.replay',
      targetType: 'webhook',
      targetId: id,
      after: { since, queued },
    });
    return { queued };
  }
}
