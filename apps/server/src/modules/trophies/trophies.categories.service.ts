import {
  M,
  mayAdmin,
  type Language,
  type TrophyCategory,
  type TrophyCategoryBodyParsed,
  type TrophyCategoryList,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/tx.js';
import { isUniqueViolation } from '../../db/query-error.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { inLanguage } from '../../lib/request-language.js';
import { recordAudit } from '../audit/audit.service.js';
import { slugFromName } from '../categories/categories.service.js';
import * as q from './trophies.categories.queries.js';
import type { TrophyCaller } from './trophies.policy.js';

// Trophy categories: everyone reads them; only an ADMIN adds, changes or deletes one, and a category
// that trophies use cannot be deleted (409 naming why). Every change is audited. No HTTP here.

const notFound = () => new AppError('not_found', M.trophy.error.category_not_found);
const slugTaken = () => new AppError('conflict', M.trophy.error.category_slug_taken, 409, { field: 'slug' });
const rethrowSlugClash = (error: unknown): never => {
  throw isUniqueViolation(error, 'trophy_categories_slug_idx') ? slugTaken() : error;
};

function assertAdmin(caller: TrophyCaller): void {
  if (!mayAdmin(caller.role, 'trophies.manage')) throw new AppError('forbidden', M.trophy.error.platform_not_allowed);
}

const audited = (row: q.TrophyCategoryRow) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  nameDe: row.nameDe,
  descriptionDe: row.descriptionDe,
  icon: row.icon,
  position: row.position,
  platformOnly: row.platformOnly,
});

/** A category in the reader's language (English when it has none in it), with what was entered per language. */
function toCategory(row: { category: q.TrophyCategoryRow; trophyCount: number }, language: Language): TrophyCategory {
  const c = row.category;
  return {
    id: c.id,
    name: inLanguage(language, c.name, c.nameDe),
    slug: c.slug,
    description: inLanguage(language, c.description, c.descriptionDe),
    texts: { name: c.name, description: c.description, nameDe: c.nameDe, descriptionDe: c.descriptionDe },
    icon: c.icon,
    position: c.position,
    platformOnly: c.platformOnly,
    trophyCount: Number(row.trophyCount),
  };
}

export class TrophyCategoriesService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(language: Language = 'en'): Promise<TrophyCategoryList> {
    return { data: (await q.listCategories(this.deps.db)).map((row) => toCategory(row, language)) };
  }

  async create(
    caller: TrophyCaller,
    body: TrophyCategoryBodyParsed,
    language: Language = 'en',
  ): Promise<TrophyCategory> {
    assertAdmin(caller);
    const slug = body.slug || slugFromName(body.name);
    return this.deps.db.transaction(async (tx) => {
      if (await q.slugInUse(tx, slug)) throw slugTaken();
      const row = await q
        .insertCategory(tx, {
          name: body.name,
          slug,
          description: body.description ?? null,
          nameDe: body.nameDe ?? null,
          descriptionDe: body.descriptionDe ?? null,
          icon: body.icon,
          position: body.position ?? (await q.nextPosition(tx)),
          platformOnly: body.platformOnly,
        })
        .catch(rethrowSlugClash);
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'trophyCategory.create',
        targetType: 'trophy_category',
        targetId: row.id,
        after: audited(row),
      });
      return toCategory((await q.findCategory(tx, row.id))!, language);
    });
  }

  async update(
    caller: TrophyCaller,
    id: string,
    body: TrophyCategoryBodyParsed,
    language: Language = 'en',
  ): Promise<TrophyCategory> {
    assertAdmin(caller);
    if (!isUuid(id)) throw notFound();
    return this.deps.db.transaction(async (tx) => {
      const before = (await q.findCategory(tx, id))?.category;
      if (!before) throw notFound();
      const slug = body.slug || slugFromName(body.name);
      if (slug.toLowerCase() !== before.slug.toLowerCase() && (await q.slugInUse(tx, slug, id))) throw slugTaken();
      const next = {
        name: body.name,
        slug,
        description: body.description ?? null,
        nameDe: body.nameDe ?? null,
        descriptionDe: body.descriptionDe ?? null,
        icon: body.icon,
        position: body.position ?? before.position,
        platformOnly: body.platformOnly,
      };
      await q.updateCategory(tx, id, next).catch(rethrowSlugClash);
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'trophyCategory.update',
        targetType: 'trophy_category',
        targetId: id,
        before: audited(before),
        after: next,
      });
      return toCategory((await q.findCategory(tx, id))!, language);
    });
  }

  async delete(caller: TrophyCaller, id: string): Promise<void> {
    assertAdmin(caller);
    if (!isUuid(id)) throw notFound();
    await this.deps.db.transaction(async (tx) => {
      const before = (await q.findCategory(tx, id))?.category;
      if (!before) throw notFound();
      if ((await q.trophiesUsing(tx, id)) > 0) throw new AppError('conflict', M.trophy.error.category_in_use, 409);
      await q.deleteCategory(tx, id);
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'trophyCategory.delete',
        targetType: 'trophy_category',
        targetId: id,
        before: audited(before),
      });
    });
  }

  /** The category a trophy names (creating or editing one), or null when there is none with this id. */
  async find(id: string, db: DbOrTx = this.deps.db): Promise<{ platformOnly: boolean } | null> {
    const row = isUuid(id) ? await q.findCategory(db, id) : undefined;
    return row ? { platformOnly: row.category.platformOnly } : null;
  }
}
