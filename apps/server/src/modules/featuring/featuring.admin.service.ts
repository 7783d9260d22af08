import {
  M,
  type AuctionLog,
  type Featuring,
  type FeaturingList,
  type FeaturingRangeQuery,
  type Language,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { isUniqueViolation } from '../../db/query-error.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { dayOf, dayRange } from './featuring.dates.js';
import { toAuctionLog, toFeaturing } from './featuring.mapper.js';
import * as q from './featuring.queries.js';

// The admin's category featurings (ADMIN only, `featuring.manage`): one per category, its slots and reserve, its
// dates, and each closed day's auction log. Every change is audited. A featuring that has sold a day is never
// deleted (its results name it): it is deactivated instead.

export const featuringNotFound = () => new AppError('not_found', M.featuring.error.not_found);

interface FeaturingInput {
  categoryId: string;
  slots: number;
  reservePrice: number;
  startsOn: string;
  endsOn?: string | null | undefined;
  active: boolean;
}

const audited = (row: q.FeaturingRow) => ({
  categoryId: row.categoryId,
  slots: row.slots,
  reservePrice: row.reservePrice,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  active: row.active,
});

export class FeaturingAdminService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'db'>,
    /** Tells the category pages' cache that a featuring changed. */
    private readonly changed: () => Promise<void> = async () => undefined,
  ) {}

  async list(
    actor: Actor,
    query: { page: number; take: number; categoryId?: string | undefined },
    language: Language,
  ): Promise<FeaturingList> {
    assertMay(actor, 'featuring.manage');
    if (query.categoryId !== undefined && !isUuid(query.categoryId)) {
      return { data: [], meta: { page: query.page, take: query.take, total: 0, pageCount: 0 } };
    }
    const { rows, total } = await q.listFeaturings(this.deps.db, {
      offset: (query.page - 1) * query.take,
      limit: query.take,
      categoryId: query.categoryId,
    });
    return {
      data: rows.map((row) => toFeaturing(row, language)),
      meta: { page: query.page, take: query.take, total, pageCount: Math.ceil(total / query.take) },
    };
  }

  async get(actor: Actor, id: string, language: Language): Promise<Featuring> {
    assertMay(actor, 'featuring.manage');
    return toFeaturing(await this.load(id), language);
  }

  async create(actor: Actor, body: FeaturingInput, language: Language): Promise<Featuring> {
    assertMay(actor, 'featuring.manage');
    const id = await this.deps.db.transaction(async (tx) => {
      await this.assertCategoryFree(tx, body.categoryId);
      const row = await q.insertFeaturing(tx, { ...this.values(body), createdBy: actor.id }).catch((error: unknown) => {
        throw uniqueCategory(error);
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'featuring.create',
        targetType: 'featuring',
        targetId: row.id,
        after: audited(row),
      });
      return row.id;
    });
    await this.changed();
    return toFeaturing(await this.load(id), language);
  }

  /** PUT replaces the whole resource; days already closed keep the slots and reserve they were sold at. */
  async update(actor: Actor, id: string, body: FeaturingInput, language: Language): Promise<Featuring> {
    assertMay(actor, 'featuring.manage');
    await this.deps.db.transaction(async (tx) => {
      const before = (await this.load(id, tx, true)).featuring;
      if (body.categoryId !== before.categoryId) await this.assertCategoryFree(tx, body.categoryId);
      const values = this.values(body);
      await q.updateFeaturing(tx, id, values).catch((error: unknown) => {
        throw uniqueCategory(error);
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'featuring.update',
        targetType: 'featuring',
        targetId: id,
        before: audited(before),
        after: audited({ ...before, ...values }),
      });
    });
    await this.changed();
    return toFeaturing(await this.load(id), language);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    assertMay(actor, 'featuring.manage');
    await this.deps.db.transaction(async (tx) => {
      const row = await this.load(id, tx, true);
      if (Number(row.soldDays) > 0) throw new AppError('conflict', M.featuring.error.has_sold, 409);
      await q.deleteFeaturing(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'featuring.delete',
        targetType: 'featuring',
        targetId: id,
        before: audited(row.featuring),
      });
    });
    await this.changed();
  }

  /** Each closed day in the range with every bid as it was decided. */
  async results(actor: Actor, id: string, query: FeaturingRangeQuery, now = new Date()): Promise<AuctionLog> {
    assertMay(actor, 'featuring.manage');
    await this.load(id);
    const { from, to } = dayRange(query, dayOf(now));
    const [days, results] = await Promise.all([
      q.closedDays(this.deps.db, id, from, to),
      q.resultsOf(this.deps.db, id, from, to),
    ]);
    return { data: toAuctionLog(days, results) };
  }

  private async load(id: string, db: Parameters<typeof q.findFeaturing>[0] = this.deps.db, forUpdate = false) {
    if (!isUuid(id)) throw featuringNotFound();
    const row = await q.findFeaturing(db, id, forUpdate);
    if (!row) throw featuringNotFound();
    return row;
  }

  private async assertCategoryFree(db: Parameters<typeof q.findFeaturing>[0], categoryId: string) {
    if (!isUuid(categoryId) || !(await q.categoryExists(db, categoryId))) {
      throw new AppError('not_found', M.featuring.error.category_not_found, 404, { field: 'categoryId' });
    }
    if (await q.findFeaturingOfCategory(db, categoryId)) throw categoryTaken();
  }

  private values(body: FeaturingInput) {
    return {
      categoryId: body.categoryId,
      slots: body.slots,
      reservePrice: body.reservePrice,
      startsOn: body.startsOn,
      endsOn: body.endsOn ?? null,
      active: body.active,
    };
  }
}

const categoryTaken = () => new AppError('conflict', M.featuring.error.category_taken, 409, { field: 'categoryId' });

/** Two admins opening the same category at once: the unique index answers for the second. */
function uniqueCategory(error: unknown): unknown {
  return isUniqueViolation(error, 'featurings_category_idx') ? categoryTaken() : error;
}
