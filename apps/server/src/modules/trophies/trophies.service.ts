import {
  M,
  mayTransition,
  TROPHY_CANDIDATES_MIN,
  TROPHY_EDITABLE,
  TROPHY_TRANSITIONS,
  type TrophyAction,
  type TrophyBodyParsed,
  type TrophyCancelBody,
  type TrophyCreated,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { requireCanceller, requireOrganiser, type TrophyAccess } from './trophies.access.js';
import type { TrophyRow } from './trophies.access.queries.js';
import { findTeamStanding } from './trophies.access.queries.js';
import type { TrophyCandidatesService } from './trophies.candidates.service.js';
import type { TrophyCategoriesService } from './trophies.categories.service.js';
import { drawCommitment, newDrawSeed } from './trophies.draw.js';
import { mayCreate, type TrophyCaller } from './trophies.policy.js';
import * as q from './trophies.queries.js';

// A trophy's life up to the decision: create, edit, open nominations, lock, cancel. Every step
// takes the trophy's row lock first (so two organisers cannot both move it), checks the policy (403/404) and the
// state machine of trophy-states.ts (409), and is audited in the same transaction. The award is in
// trophies.award.service.ts. No HTTP here.

const notAllowed = () => new AppError('conflict', M.trophy.error.transition_not_allowed, 409);

/** The fields that decide eligibility: only a DRAFT may change them. */
const DECIDING = ['contentType', 'method', 'periodFrom', 'periodTo', 'catalogueCategoryId'] as const;

const audited = (row: TrophyRow) => ({
  name: row.name,
  description: row.description,
  categoryId: row.categoryId,
  contentType: row.contentType,
  method: row.method,
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
  catalogueCategoryId: row.catalogueCategoryId,
  teamId: row.teamId,
  status: row.status,
});

export class TrophiesService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly categories: TrophyCategoriesService,
    private readonly candidates: TrophyCandidatesService,
  ) {}

  private async assertReferences(tx: Tx, body: TrophyBodyParsed, teamId: string | null): Promise<void> {
    const category = await this.categories.find(body.categoryId, tx);
    if (!category) throw new AppError('not_found', M.trophy.error.category_not_found, 404, { field: 'categoryId' });
    // A team's award in a platform category ("Product of the year") would read as the platform's own.
    if (teamId !== null && category.platformOnly) {
      throw new AppError('forbidden', M.trophy.error.category_platform_only, 403, { field: 'categoryId' });
    }
    if (
      body.catalogueCategoryId !== null &&
      !(isUuid(body.catalogueCategoryId) && (await q.catalogueCategoryExists(tx, body.catalogueCategoryId)))
    ) {
      throw new AppError('not_found', M.trophy.error.catalogue_category_not_found, 404, {
        field: 'catalogueCategoryId',
      });
    }
  }

  /** POST /trophies: a DRAFT, run by the platform (ADMIN) or by the named team (its OWNER or ADMIN). */
  async create(caller: TrophyCaller, body: TrophyBodyParsed): Promise<TrophyCreated> {
    const teamId = body.teamId;
    if (teamId !== null) {
      const standing = isUuid(teamId) ? await findTeamStanding(this.deps.db, teamId, caller.id) : null;
      // Not a member: the team's existence is not revealed.
      if (!standing) throw new AppError('not_found', M.creator.error.team_not_found);
      if (!mayCreate(teamId, caller, standing)) throw new AppError('forbidden', M.trophy.error.team_not_allowed);
    } else if (!mayCreate(null, caller, null)) {
      throw new AppError('forbidden', M.trophy.error.platform_not_allowed);
    }
    await assertCanPublish(this.deps.db, caller.id);
    return this.deps.db.transaction(async (tx) => {
      await this.assertReferences(tx, body, teamId);
      const row = await q.insertTrophy(tx, {
        name: body.name,
        description: body.description,
        categoryId: body.categoryId,
        contentType: body.contentType,
        method: body.method,
        periodFrom: body.periodFrom,
        periodTo: body.periodTo,
        catalogueCategoryId: body.catalogueCategoryId,
        teamId,
        createdBy: caller.id,
      });
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'trophy.create',
        targetType: 'trophy',
        targetId: row.id,
        after: audited(row),
      });
      return { id: row.id, status: row.status };
    });
  }

  /** PUT /trophies/{id}: every field in DRAFT; in NOMINATING only the words and the trophy category. */
  async update(caller: TrophyCaller, id: string, body: TrophyBodyParsed): Promise<TrophyCreated> {
    return this.deps.db.transaction(async (tx) => {
      const { trophy } = await requireOrganiser(tx, id, caller, true);
      await assertCanPublish(tx, caller.id);
      const editable = TROPHY_EDITABLE[trophy.status];
      if (editable === 'none') throw notAllowed();
      if (editable === 'words') {
        const changed = DECIDING.find((field) => (body[field] ?? null) !== (trophy[field] ?? null));
        if (changed) throw new AppError('conflict', M.trophy.error.field_locked, 409, { field: changed });
      }
      // The category as it is now: one made platform-only since the trophy was created cannot be chosen again.
      if (body.categoryId !== trophy.categoryId) await this.assertReferences(tx, body, trophy.teamId);
      else await this.assertReferences(tx, body, null);
      const next = await q.updateTrophy(tx, trophy.id, {
        name: body.name,
        description: body.description,
        categoryId: body.categoryId,
        ...(editable === 'all' && {
          contentType: body.contentType,
          method: body.method,
          periodFrom: body.periodFrom,
          periodTo: body.periodTo,
          catalogueCategoryId: body.catalogueCategoryId,
        }),
      });
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'trophy.update',
        targetType: 'trophy',
        targetId: trophy.id,
        before: audited(trophy),
        after: audited(next),
      });
      return { id: next.id, status: next.status };
    });
  }

  /** Runs one state change under the row lock: policy, state machine, the change itself, the audit entry. */
  private async transition(
    caller: TrophyCaller,
    id: string,
    action: Exclude<TrophyAction, 'award'>,
    change: (
      tx: Tx,
      access: TrophyAccess,
    ) => Promise<{ values: Parameters<typeof q.updateTrophy>[2]; audit?: Record<string, unknown> }>,
  ): Promise<TrophyCreated> {
    return this.deps.db.transaction(async (tx) => {
      const access =
        action === 'cancel'
          ? await requireCanceller(tx, id, caller, true)
          : await requireOrganiser(tx, id, caller, true);
      const { trophy } = access;
      // Cancelling takes a trophy down, which a muted organiser may still do; every other step publishes.
      if (action !== 'cancel') await assertCanPublish(tx, caller.id);
      if (!mayTransition(trophy.status, action)) throw notAllowed();
      const { values, audit } = await change(tx, access);
      const next = await q.updateTrophy(tx, trophy.id, { ...values, status: TROPHY_TRANSITIONS[action].to });
      await recordAudit(tx, {
        actorId: caller.id,
        action: `trophy.${action}`,
        targetType: 'trophy',
        targetId: trophy.id,
        before: { status: trophy.status },
        after: { status: next.status, ...audit },
      });
      return { id: next.id, status: next.status };
    });
  }

  /** DRAFT → NOMINATING: the trophy becomes public and candidates can be picked. */
  open(caller: TrophyCaller, id: string): Promise<TrophyCreated> {
    return this.transition(caller, id, 'open', async () => ({ values: {} }));
  }

  /**
   * NOMINATING → LOCKED: at least TROPHY_CANDIDATES_MIN candidates, each still eligible, their display and figures
   * frozen; SCORE freezes its prior; DRAW draws its secret seed and publishes the seed's commitment (never the seed).
   */
  lock(caller: TrophyCaller, id: string): Promise<TrophyCreated> {
    return this.transition(caller, id, 'lock', async (tx, { trophy }) => {
      const count = await this.candidates.freeze(tx, trophy);
      if (count < TROPHY_CANDIDATES_MIN)
        throw new AppError('conflict', M.trophy.error.too_few_candidates, 409, { min: TROPHY_CANDIDATES_MIN, count });
      const lockedAt = new Date();
      if (trophy.method === 'DRAW') {
        const seed = newDrawSeed();
        const commitment = drawCommitment(seed);
        return {
          values: { lockedAt, drawSeed: seed, drawCommitment: commitment },
          audit: { candidates: count, commitment },
        };
      }
      if (trophy.method === 'SCORE') {
        const prior = await this.candidates.prior(tx, trophy);
        return { values: { lockedAt, scorePrior: prior }, audit: { candidates: count, prior } };
      }
      return { values: { lockedAt }, audit: { candidates: count } };
    });
  }

  /** Any state but AWARDED → CANCELLED (the organiser, or any ADMIN). */
  cancel(caller: TrophyCaller, id: string, body: TrophyCancelBody): Promise<TrophyCreated> {
    const reason = body.reason ?? null;
    return this.transition(caller, id, 'cancel', async () => ({
      values: { cancelledAt: new Date(), cancelReason: reason },
      audit: { reason },
    }));
  }
}
