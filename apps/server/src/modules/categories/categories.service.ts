import { LRUCache } from 'lru-cache';
import {
  CATEGORIES_CACHE_SECONDS,
  M,
  SLUG_MAX,
  type CategoryCreateBody,
  type CategoryItem,
  type CategoryList,
  type CategoryPage,
  type CategoryUpdateBody,
  type CategoryProductList,
  type CatalogueSort,
  type Language,
  type SortOrder,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { inLanguage } from '../../lib/request-language.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { toProductCard } from '../catalogue/catalogue.cards.js';
import * as q from './categories.queries.js';

// The catalogue's categories: the public tree and category pages, and (ADMIN) their editing.
// One level of nesting: a parent is top-level, a category with children stays top-level, none is its own parent.

const notFound = () => new AppError('not_found', M.category.error.not_found);
const slugTaken = () => new AppError('conflict', M.category.error.slug_taken, 409, { field: 'slug' });

/** A slug from a name: ASCII letters and digits, words joined by single hyphens ("Café & Tea" → "cafe-tea"). */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'category';
}

/** The fields an audit entry keeps of a category. */
const audited = (
  row: Pick<
    q.CategoryRow,
    'slug' | 'name' | 'icon' | 'description' | 'nameDe' | 'descriptionDe' | 'parentId' | 'position'
  >,
) => ({
  slug: row.slug,
  name: row.name,
  icon: row.icon,
  description: row.description,
  nameDe: row.nameDe,
  descriptionDe: row.descriptionDe,
  parentId: row.parentId,
  position: row.position,
});

/** A category's name in the reader's language (English when it has none in it). */
export const categoryName = (row: { name: string; nameDe: string | null }, language: Language) =>
  inLanguage(language, row.name, row.nameDe);

/** A category of the list in the reader's language, with what was entered in each language for the admin's forms. */
function toItem(row: q.CategoryItemRow, language: Language): CategoryItem {
  return {
    id: row.id,
    slug: row.slug,
    icon: row.icon,
    parentId: row.parentId,
    position: row.position,
    productCount: row.productCount,
    name: categoryName(row, language),
    description: inLanguage(language, row.description, row.descriptionDe),
    texts: { name: row.name, description: row.description, nameDe: row.nameDe, descriptionDe: row.descriptionDe },
  };
}

/** Only the fields whose value changed, before and after. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

type ProductsQuery = { page: number; take: number; sortBy: CatalogueSort; sortOrder: SortOrder };

/** What the list's cache reads the time from (performance.now by default; a test may step its own). */
export interface Clock {
  now(): number;
}

export class CategoriesService {
  // The public list, kept CATEGORIES_CACHE_SECONDS: its counts cost a pass over every public product.
  // Kept as read (both languages), so one read serves every reader's language.
  private readonly cache: LRUCache<'list', q.CategoryItemRow[]>;
  private pending: Promise<q.CategoryItemRow[]> | null = null;
  /** Bumped by every category write, so a list read before the write is never kept after it. */
  private generation = 0;

  constructor(
    private readonly deps: Pick<ServiceDeps, 'db' | 'storage' | 'cacheBus'>,
    clock?: Clock,
  ) {
    this.cache = new LRUCache<'list', q.CategoryItemRow[]>({
      max: 1,
      ttl: CATEGORIES_CACHE_SECONDS * 1000,
      ttlResolution: 0,
      ...(clock ? { perf: clock } : {}),
    });
    // A category written on any server: this one's list is read again.
    deps.cacheBus.subscribe('categories', () => this.drop());
  }

  async list(language: Language = 'en'): Promise<CategoryList> {
    return { data: (await this.rows()).map((row) => toItem(row, language)) };
  }

  private async rows(): Promise<q.CategoryItemRow[]> {
    const cached = this.cache.get('list');
    if (cached) return cached;
    // Requests arriving while the list is being read share that one read.
    if (!this.pending) {
      const generation = this.generation;
      this.pending = q
        .listCategoriesWithCounts(this.deps.db)
        .then((data) => {
          if (generation === this.generation) this.cache.set('list', data);
          return data;
        })
        .finally(() => {
          this.pending = null;
        });
    }
    return this.pending;
  }

  /** After a committed category write: the next list, on every server, reads the database. */
  private async forget(): Promise<void> {
    await this.deps.cacheBus.publish('categories');
  }

  private drop(): void {
    this.generation += 1;
    this.cache.clear();
    this.pending = null;
  }

  /**
   * The home page's featured categories: top level, with their whole tree's public products, those with products
   * first; `nameDe` for the home page to answer each reader in their language.
   */
  featured(limit: number) {
    return q.selectFeatured(this.deps.db, limit);
  }

  async create(actor: Actor, body: CategoryCreateBody, language: Language = 'en'): Promise<CategoryItem> {
    assertMay(actor, 'categories.manage');
    const slug = body.slug || slugFromName(body.name);
    const parentId = body.parentId ?? null;
    const item = await this.deps.db.transaction(async (tx) => {
      if (await q.slugInUse(tx, slug)) throw slugTaken();
      if (parentId) await this.assertParent(tx, parentId, null);
      const row = await q
        .insertCategory(tx, {
          name: body.name,
          slug,
          icon: body.icon,
          description: body.description || null,
          nameDe: body.nameDe || null,
          descriptionDe: body.descriptionDe || null,
          parentId,
          position: body.position ?? (await q.nextPosition(tx, parentId)),
        })
        .catch(rethrowSlugClash);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'category.create',
        targetType: 'category',
        targetId: row.id,
        after: audited(row),
      });
      return (await q.findCategoryItem(tx, row.id))!;
    });
    await this.forget();
    return toItem(item, language);
  }

  async update(actor: Actor, id: string, body: CategoryUpdateBody, language: Language = 'en'): Promise<CategoryItem> {
    assertMay(actor, 'categories.manage');
    if (!isUuid(id)) throw notFound();
    const item = await this.deps.db.transaction(async (tx) => {
      const before = await q.findCategoryById(tx, id);
      if (!before) throw notFound();
      if (body.slug !== undefined && body.slug !== before.slug && (await q.slugInUse(tx, body.slug, id)))
        throw slugTaken();
      const parentId = body.parentId === undefined ? before.parentId : body.parentId;
      if (parentId && parentId !== before.parentId) await this.assertParent(tx, parentId, id);
      const next = {
        ...audited(before),
        ...(body.name !== undefined && { name: body.name }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.icon !== undefined && { icon: body.icon }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.nameDe !== undefined && { nameDe: body.nameDe || null }),
        ...(body.descriptionDe !== undefined && { descriptionDe: body.descriptionDe || null }),
        ...(body.position !== undefined && { position: body.position }),
        parentId,
      };
      const diff = changes(audited(before), next);
      if (Object.keys(diff.after).length > 0) {
        await q.updateCategory(tx, id, diff.after).catch(rethrowSlugClash);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'category.update',
          targetType: 'category',
          targetId: id,
          ...diff,
        });
      }
      return (await q.findCategoryItem(tx, id))!;
    });
    await this.forget();
    return toItem(item, language);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    assertMay(actor, 'categories.manage');
    if (!isUuid(id)) throw notFound();
    await this.deps.db.transaction(async (tx) => {
      const before = await q.findCategoryById(tx, id);
      if (!before) throw notFound();
      const children = await q.countChildren(tx, id);
      if (children > 0) throw new AppError('conflict', M.category.error.has_children, 409, { children });
      const used = await q.countProductsUsing(tx, id);
      if (used > 0) throw new AppError('conflict', M.category.error.in_use, 409, { products: used });
      await q.deleteCategory(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'category.delete',
        targetType: 'category',
        targetId: id,
        before: audited(before),
      });
    });
    await this.forget();
  }

  async page(slug: string, language: Language = 'en'): Promise<CategoryPage> {
    const category = await this.bySlug(slug);
    return this.pageOf(category, q.countTreeProducts(this.deps.db, category.id), language);
  }

  async products(slug: string, query: ProductsQuery, language: Language = 'en'): Promise<CategoryProductList> {
    const category = await this.bySlug(slug);
    return this.productsOf(category, query, q.countTreeProducts(this.deps.db, category.id), language);
  }

  /**
   * The page and its products as the two calls answer them, for the page's first HTML: the category and its count
   * read once for both.
   */
  async pageWithProducts(
    slug: string,
    query: ProductsQuery,
    language: Language = 'en',
  ): Promise<{ page: CategoryPage; products: CategoryProductList }> {
    const category = await this.bySlug(slug);
    const total = q.countTreeProducts(this.deps.db, category.id);
    const [page, products] = await Promise.all([
      this.pageOf(category, total, language),
      this.productsOf(category, query, total, language),
    ]);
    return { page, products };
  }

  private async bySlug(slug: string): Promise<q.CategoryRow> {
    const category = await q.findCategoryBySlug(this.deps.db, slug);
    if (!category) throw notFound();
    return category;
  }

  /** `count`: the category's public products, asked for already (beside the reads here, not after them). */
  private async pageOf(category: q.CategoryRow, count: Promise<number>, language: Language): Promise<CategoryPage> {
    const [parent, children, productCount] = await Promise.all([
      category.parentId ? q.findCategoryById(this.deps.db, category.parentId) : undefined,
      q.listChildrenWithCounts(this.deps.db, category.id),
      count,
    ]);
    const link = (row: { id: string; slug: string; name: string; nameDe: string | null; icon: string }) => ({
      id: row.id,
      slug: row.slug,
      name: categoryName(row, language),
      icon: row.icon,
    });
    return {
      category: {
        ...link(category),
        description: inLanguage(language, category.description, category.descriptionDe),
        productCount,
      },
      parent: parent ? link(parent) : null,
      children: children.map((child) => ({ ...link(child), productCount: child.productCount })),
    };
  }

  private async productsOf(
    category: q.CategoryRow,
    query: ProductsQuery,
    count: Promise<number>,
    language: Language,
  ): Promise<CategoryProductList> {
    const [rows, total] = await Promise.all([
      q.selectTreeProducts(this.deps.db, category.id, {
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
        limit: query.take,
        offset: (query.page - 1) * query.take,
      }),
      count,
    ]);
    return {
      data: rows.map((row) => toProductCard(this.deps.storage, row, language)),
      meta: { page: query.page, take: query.take, total, pageCount: Math.ceil(total / query.take) },
    };
  }

  /** The parent named for `selfId` (null: a new category) must exist, be top-level, and not be the category itself. */
  private async assertParent(
    tx: Parameters<typeof q.findCategoryById>[0],
    parentId: string,
    selfId: string | null,
  ): Promise<void> {
    if (selfId && parentId === selfId)
      throw new AppError('validation', M.category.error.self_parent, 400, { field: 'parentId' });
    const parent = isUuid(parentId) ? await q.findCategoryById(tx, parentId) : undefined;
    if (!parent) throw new AppError('validation', M.category.error.parent_not_found, 400, { field: 'parentId' });
    if (parent.parentId)
      throw new AppError('validation', M.category.error.parent_not_top_level, 400, { field: 'parentId' });
    if (selfId && (await q.countChildren(tx, selfId)) > 0) {
      throw new AppError('validation', M.category.error.has_children_cannot_nest, 400, { field: 'parentId' });
    }
  }
}

/** Two admins creating the same slug at once: the unique index answers, and the loser gets the same 409. */
function rethrowSlugClash(error: unknown): never {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  if (
    (cause as { code?: string })?.code === '23505' &&
    String((cause as { constraint?: string }).constraint ?? (cause as Error).message).includes('categories_slug_idx')
  ) {
    throw slugTaken();
  }
  throw error;
}
