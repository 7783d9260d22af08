import {
  API_KEY_EXPIRY_DAYS_DEFAULT,
  API_KEYS_LIVE_MAX,
  M,
  type ApiKeyCreateBodyParsed,
  type ApiKeyCreated,
  type ApiKeyList,
  type ApiKeyOverlapSeconds,
  type Language,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { authorize, loadTeamAccess, type TeamAccess } from '../teams/teams.access.js';
import type { VerificationsService } from '../verifications/verifications.service.js';
import { generateApiKey } from './api-keys.format.js';
import { apiKeyMail, type KeyEvent } from './api-keys.mail.js';
import { statusOf, toApiKey, toCreated } from './api-keys.mapper.js';
import * as q from './api-keys.queries.js';

// A team's API keys: every member sees the list; OWNERs and ADMINs of an approved team that is not locked create,
// roll and revoke. Each change lands with its audit entry in one transaction, is mailed to the team's OWNERs and
// ADMINs, and a revocation or roll is told to every server's key cache before the answer (the cache bus).

const DAY_MS = 86_400_000;
const keyNotFound = () => new AppError('not_found', M.apiKeys.error.not_found);

export class ApiKeysService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly verifications: Pick<VerificationsService, 'latestRound'>,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async list(actorId: string, teamId: string): Promise<ApiKeyList> {
    const access = await loadTeamAccess(this.db, teamId, actorId);
    const rows = await q.listKeys(this.db, teamId);
    return { data: rows.map(toApiKey), canManage: await this.mayManage(access) };
  }

  async create(actorId: string, teamId: string, body: ApiKeyCreateBodyParsed): Promise<ApiKeyCreated> {
    await this.requireManage(teamId, actorId);
    const days = body.neverExpires ? null : (body.expiresInDays ?? API_KEY_EXPIRY_DAYS_DEFAULT);
    const secret = generateApiKey();
    const row = await this.db.transaction(async (tx) => {
      await q.lockTeamKeys(tx, teamId);
      if ((await q.countLiveKeys(tx, teamId)) >= API_KEYS_LIVE_MAX) {
        throw new AppError('conflict', M.apiKeys.error.limit, 409, { limit: API_KEYS_LIVE_MAX });
      }
      const created = await q.insertKey(tx, {
        teamId,
        name: body.name,
        keyHash: secret.hash,
        start: secret.start,
        scopes: body.scopes,
        expiresInDays: days,
        expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
        createdBy: actorId,
      });
      await this.audit(tx, actorId, 'api_key.create', created);
      return created;
    });
    await this.mailManagers('created', teamId, actorId, row);
    return toCreated(row, secret.key);
  }

  async revoke(actorId: string, teamId: string, keyId: string): Promise<{ success: true }> {
    await this.requireManage(teamId, actorId);
    if (!isUuid(keyId)) throw keyNotFound();
    const row = await this.db.transaction(async (tx) => {
      const before = await q.findKey(tx, teamId, keyId);
      if (!before) throw keyNotFound();
      const revoked = await q.revokeKey(tx, keyId, actorId);
      if (!revoked) throw new AppError('conflict', M.apiKeys.error.already_revoked, 409);
      await this.audit(tx, actorId, 'api_key.revoke', revoked);
      return revoked;
    });
    await this.deps.cacheBus.publish('apiKeys');
    await this.mailManagers('revoked', teamId, actorId, row);
    return { success: true };
  }

  /** A new key with the old one's name, scopes and span; the old one works `overlapSeconds` longer, then expires. */
  async roll(
    actorId: string,
    teamId: string,
    keyId: string,
    overlapSeconds: ApiKeyOverlapSeconds,
  ): Promise<ApiKeyCreated> {
    await this.requireManage(teamId, actorId);
    if (!isUuid(keyId)) throw keyNotFound();
    const secret = generateApiKey();
    const row = await this.db.transaction(async (tx) => {
      await q.lockTeamKeys(tx, teamId);
      const old = await q.findKey(tx, teamId, keyId);
      if (!old) throw keyNotFound();
      const status = statusOf(old);
      if (status === 'REVOKED') throw new AppError('conflict', M.apiKeys.error.already_revoked, 409);
      if (status === 'EXPIRED') throw new AppError('conflict', M.apiKeys.error.expired, 409);
      const now = Date.now();
      const created = await q.insertKey(tx, {
        teamId,
        name: old.name,
        keyHash: secret.hash,
        start: secret.start,
        scopes: old.scopes,
        expiresInDays: old.expiresInDays,
        expiresAt: old.expiresInDays === null ? null : new Date(now + old.expiresInDays * DAY_MS),
        createdBy: actorId,
        rolledFromId: old.id,
      });
      // The old key is not counted against the limit: it dies at the end of the overlap.
      if (overlapSeconds === 0) await q.revokeKey(tx, old.id, actorId);
      else await q.expireKeyAt(tx, old.id, new Date(now + overlapSeconds * 1000));
      await this.audit(tx, actorId, 'api_key.roll', created, {
        rolledFromId: old.id,
        rolledFromStart: old.start,
        overlapSeconds,
      });
      return created;
    });
    await this.deps.cacheBus.publish('apiKeys');
    await this.mailManagers('rolled', teamId, actorId, row);
    return toCreated(row, secret.key);
  }

  // ---- the public API's Idempotency-Key (its answers are kept per key, in this area's table) -------------------

  claimIdempotency(keyId: string, idempotencyKey: string, requestHash: string, hours: number) {
    return q.claimIdempotency(this.db, keyId, idempotencyKey, requestHash, hours);
  }

  keepIdempotentAnswer(keyId: string, idempotencyKey: string, status: number, body: string): Promise<void> {
    return q.storeIdempotentAnswer(this.db, keyId, idempotencyKey, status, body);
  }

  releaseIdempotency(keyId: string, idempotencyKey: string): Promise<void> {
    return q.releaseIdempotency(this.db, keyId, idempotencyKey);
  }

  /** Kept answers past their replay window go (the daily clean-up). */
  forgetOldIdempotency(hours: number): Promise<number> {
    return q.deleteOldIdempotency(this.db, hours);
  }

  private async mayManage(access: TeamAccess): Promise<boolean> {
    try {
      authorize(access, 'manageApiKeys');
    } catch {
      return false;
    }
    return (await this.verifications.latestRound({ teamId: access.team.id }))?.status === 'APPROVED';
  }

  private async requireManage(teamId: string, actorId: string): Promise<TeamAccess> {
    const access = await loadTeamAccess(this.db, teamId, actorId);
    authorize(access, 'manageApiKeys');
    if ((await this.verifications.latestRound({ teamId }))?.status !== 'APPROVED') {
      throw new AppError('forbidden', M.apiKeys.error.team_not_approved);
    }
    return access;
  }

  private async audit(
    tx: DbOrTx,
    actorId: string,
    action: string,
    row: q.ApiKeyRow,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    await recordAudit(tx, {
      actorId,
      action,
      targetType: 'api_key',
      targetId: row.id,
      after: {
        teamId: row.teamId,
        name: row.name,
        start: row.start,
        scopes: row.scopes,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        ...extra,
      },
    });
  }

  /** Every OWNER and ADMIN hears of the change, in their language; a mail that fails never undoes it. */
  private async mailManagers(event: KeyEvent, teamId: string, actorId: string, row: q.ApiKeyRow): Promise<void> {
    const [managers, facts] = await Promise.all([
      q.keyManagersToMail(this.db, teamId),
      q.mailFacts(this.db, teamId, actorId),
    ]);
    const at = event === 'revoked' ? (row.revokedAt ?? new Date()) : row.createdAt;
    for (const manager of managers) {
      try {
        await this.deps.mail.send(
          manager.email,
          apiKeyMail(manager.language as Language, manager.firstName, {
            event,
            brandName: facts?.brandName ?? '',
            keyName: row.name,
            start: row.start,
            scopes: row.scopes,
            expiresAt: row.expiresAt,
            actorName: facts?.actorName ?? '',
            at,
            link: `${this.deps.config.publicUrl}/dashboard/creator/api-keys`,
          }),
        );
      } catch (error) {
        this.deps.log.warn({ err: error }, 'could not mail an API key change');
      }
    }
  }
}
