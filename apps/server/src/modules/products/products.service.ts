import type { z } from 'zod';
import {
  M,
  freeSlug,
  slugFromName,
  type Product,
  type ProductBodyParsed,
  type ProductCreated,
  type ProductDisableBody,
  type ProductList,
  type ProductStaffList,
  type ProductStaffState,
  type ProductStatus,
  type productBulkStatusBodySchema,
  type productListQuerySchema,
  type productStaffListQuerySchema,
  type StaffDecisionGround,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { webhooks } from '../webhooks/webhooks.outbox.js';
import { productEventData } from '../webhooks/webhooks.mapper.js';
import type { DbOrTx, Tx } from '../../db/tx.js';
import { assertMay, may, type Actor } from '../admin/admin.policy.js';
import { announceDecision, type DecisionRecord, type DecisionsService } from '../decisions/decisions.service.js';
import { productDisabledMail } from './products.mail.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import { isMember, type TeamAccess } from '../teams/teams.access.js';
import { permissionsOf, requireProduct, requireProductsAccess } from './products.access.js';
import { toProduct, toProductFields, toProductListItem } from './products.mapper.js';
import * as q from './products.queries.js';

// A creator team's products: the paged list, create, read, change, delete and bulk status. Every
// change lands with its audit entry in one transaction; image files are removed only after their rows are gone.

type ListQuery = z.output<typeof productListQuerySchema>;
type BulkBody = z.output<typeof productBulkStatusBodySchema>;
type StaffListQuery = z.output<typeof productStaffListQuerySchema>;

/** What every staff disable carries to the work registered with `onStaffDisable`. */
export interface ProductStaffDisable {
  product: q.ProductRow;
  staff: Actor;
  reason: string;
  ground: StaffDecisionGround | undefined;
}
/** Work done in the disable's transaction; a statement of reasons it records is announced in the team's mail. */
export type ProductStaffDisableHook = (disable: ProductStaffDisable, tx: Tx) => Promise<DecisionRecord | void>;

const productNotFound = () => new AppError('not_found', M.product.error.not_found);
const disabledByStaff = () => new AppError('conflict', M.product.error.disabled_by_staff, 409, { field: 'status' });

const staffState = (row: q.ProductRow): ProductStaffState => ({
  id: row.id,
  teamId: row.teamId,
  name: row.name,
  staffDisabled: row.staffDisabledAt !== null,
  staffReason: row.staffReason,
});

const slugTaken = () => new AppError('conflict', M.product.error.slug_taken, 409, { field: 'slug' });

function isSlugClash(error: unknown): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const detail = String((e as { constraint?: string })?.constraint ?? (e as { message?: string })?.message ?? '');
  return (e as { code?: string })?.code === '23505' && detail.includes('products_team_slug_idx');
}

/** What the audit keeps of a product: its fields, not its images. */
const audited = (row: q.ProductRow) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  categoryId: row.categoryId,
  tags: row.tags,
  url: row.url,
  status: row.status,
});

export class ProductsService {
  private readonly staffDisableHooks: ProductStaffDisableHook[] = [];

  constructor(
    private readonly deps: ServiceDeps,
    private readonly reviews: Pick<ReviewsService, 'productHasReviews'>,
    private readonly decisions: Pick<DecisionsService, 'standingOf'>,
  ) {}

  private get db(): Db {
    return this.deps.db;
  }

  /** Adds work that must happen with every staff disable, in its transaction (a statement of reasons). */
  onStaffDisable(hook: ProductStaffDisableHook): void {
    this.staffDisableHooks.push(hook);
  }

  /**
   * The product as its editor shows it: fields, images in order, what the caller may do, and, while staff keep it
   * disabled, the ground of their decision (with the statement's id for those who may appeal it).
   */
  async view(access: TeamAccess, userId: string, product: q.ProductRow): Promise<Product> {
    const [images, permissions, staffDecision] = await Promise.all([
      q.listImages(this.db, product.id),
      permissionsOf(this.db, access, userId),
      product.staffDisabledAt === null ? null : this.decisions.standingOf({ type: 'product', id: product.id }, userId),
    ]);
    return toProduct(product, images, permissions, (name) => this.deps.storage.urlFor(name), staffDecision);
  }

  /** A product webhook event's data (the public API's shape, images included), read in the change's transaction. */
  private async eventData(tx: DbOrTx, teamId: string, productId: string) {
    const row = await q.findProduct(tx, teamId, productId);
    if (!row) return undefined;
    const images = await q.listImages(tx, productId);
    return productEventData(toProductFields(row, images, (name) => this.deps.storage.urlFor(name)));
  }

  async list(teamId: string, userId: string, query: ListQuery): Promise<ProductList> {
    const access = await requireProductsAccess(this.db, teamId, userId, 'view');
    // An id that is no category matches nothing (an empty page), like any other filter value.
    const categoryId = query.categoryId === undefined ? undefined : isUuid(query.categoryId) ? query.categoryId : null;
    const [{ rows, total }, permissions] = await Promise.all([
      categoryId === null ? { rows: [], total: 0 } : q.listProducts(this.db, teamId, { ...query, categoryId }),
      permissionsOf(this.db, access, userId),
    ]);
    const covers = new Map(
      (
        await q.coversOf(
          this.db,
          rows.map((row) => row.product.id),
        )
      ).map((image) => [image.productId, image]),
    );
    const urlFor = (name: string) => this.deps.storage.urlFor(name);
    return {
      data: rows.map((row) => toProductListItem(row, covers.get(row.product.id), urlFor)),
      meta: { page: query.page, take: query.take, total, pageCount: Math.ceil(total / query.take) },
      permissions,
    };
  }

  async get(teamId: string, userId: string, productId: string): Promise<Product> {
    const access = await requireProductsAccess(this.db, teamId, userId, 'view');
    return this.view(access, userId, await requireProduct(this.db, access, productId));
  }

  async create(teamId: string, userId: string, body: ProductBodyParsed): Promise<ProductCreated> {
    await requireProductsAccess(this.db, teamId, userId, 'edit');
    await this.checkWrite(userId, body);
    const row = await this.withSlug(
      body,
      async (slug) =>
        this.db.transaction(async (tx) => {
          const created = await q.insertProduct(tx, {
            teamId,
            slug,
            name: body.name,
            description: body.description,
            categoryId: body.categoryId,
            tags: body.tags,
            url: body.url,
            status: body.status,
            publishedAt: body.status === 'PUBLISHED' ? new Date() : null,
          });
          await recordAudit(tx, {
            actorId: userId,
            action: 'product.create',
            targetType: 'product',
            targetId: created.id,
            after: { teamId, ...audited(created) },
          });
          if (created.status === 'PUBLISHED')
            await webhooks.emit(tx, teamId, 'product.published', () => this.eventData(tx, teamId, created.id));
          return created;
        }),
      teamId,
    );
    if (row.status === 'PUBLISHED') await this.deps.cacheBus.publish('catalogue');
    return { id: row.id, slug: row.slug };
  }

  async update(teamId: string, userId: string, productId: string, body: ProductBodyParsed): Promise<Product> {
    const access = await requireProductsAccess(this.db, teamId, userId, 'edit');
    const before = await requireProduct(this.db, access, productId);
    // The staff's switch is theirs: a team may edit what staff disabled, never publish it again. Keeping the status it
    // had is no publishing (it stays off every public page until staff enable it), so its fields can still be fixed.
    if (before.staffDisabledAt !== null && body.status === 'PUBLISHED' && before.status !== 'PUBLISHED')
      throw disabledByStaff();
    await this.checkWrite(userId, body);
    const row = await this.withSlug(
      body,
      async (slug) =>
        this.db.transaction(async (tx) => {
          const updated = await q.updateProduct(tx, productId, {
            slug,
            name: body.name,
            description: body.description,
            categoryId: body.categoryId,
            tags: body.tags,
            url: body.url,
            status: body.status,
            publishedAt: before.publishedAt ?? (body.status === 'PUBLISHED' ? new Date() : null),
          });
          await recordAudit(tx, {
            actorId: userId,
            action: 'product.update',
            targetType: 'product',
            targetId: productId,
            before: audited(before),
            after: audited(updated!),
          });
          if (updated!.status !== before.status && (updated!.status === 'PUBLISHED' || updated!.status === 'ARCHIVED'))
            await webhooks.emit(
              tx,
              teamId,
              updated!.status === 'PUBLISHED' ? 'product.published' : 'product.archived',
              () => this.eventData(tx, teamId, productId),
            );
          return updated!;
        }),
      teamId,
      before,
    );
    if (row.status === 'PUBLISHED' || before.status === 'PUBLISHED') await this.deps.cacheBus.publish('catalogue');
    return this.view(access, userId, row);
  }

  async delete(teamId: string, userId: string, productId: string): Promise<void> {
    const access = await requireProductsAccess(this.db, teamId, userId, 'delete');
    const product = await requireProduct(this.db, access, productId);
    const images = await this.db.transaction(async (tx) => {
      // Reviews outlive their product: a reviewed product is archived, not deleted, so they stay. The
      // lock waits for a review being written right now (its key-share lock), so the check sees it.
      await q.lockProduct(tx, teamId, productId);
      if (await this.reviews.productHasReviews(productId, tx)) {
        // The status read before the lock may be stale; the change itself says what it replaced, and an
        // archived product is left as it is, with nothing to record.
        const [archived] = await q.setStatus(tx, teamId, [productId], 'ARCHIVED');
        if (archived) {
          await recordAudit(tx, {
            actorId: userId,
            action: 'product.status',
            targetType: 'product',
            targetId: productId,
            before: { status: archived.before },
            after: { status: 'ARCHIVED' },
          });
          await webhooks.emit(tx, teamId, 'product.archived', () => this.eventData(tx, teamId, productId));
        }
        return [];
      }
      const rows = await q.listImages(tx, productId);
      await q.deleteProduct(tx, productId);
      await recordAudit(tx, {
        actorId: userId,
        action: 'product.delete',
        targetType: 'product',
        targetId: productId,
        before: { teamId, ...audited(product), images: rows.length },
      });
      return rows;
    });
    if (product.status === 'PUBLISHED') await this.deps.cacheBus.publish('catalogue');
    await removeImageFiles(this.deps, images);
  }

  async bulkStatus(teamId: string, userId: string, body: BulkBody): Promise<{ updated: number }> {
    await requireProductsAccess(this.db, teamId, userId, 'edit');
    if (body.status === 'PUBLISHED') await assertCanPublish(this.db, userId);
    const ids = [...new Set(body.ids.filter(isUuid))];
    if (ids.length === 0) return { updated: 0 };
    if (body.status === 'PUBLISHED' && (await q.anyStaffDisabled(this.db, teamId, ids))) throw disabledByStaff();
    const changed = await this.db.transaction(async (tx) => {
      const rows = await q.setStatus(tx, teamId, ids, body.status);
      if (body.status === 'PUBLISHED' || body.status === 'ARCHIVED')
        await webhooks.emitEach(
          tx,
          teamId,
          body.status === 'PUBLISHED' ? 'product.published' : 'product.archived',
          rows.map((row) => row.id),
          (id) => this.eventData(tx, teamId, id),
        );
      for (const row of rows) {
        await recordAudit(tx, {
          actorId: userId,
          action: 'product.status',
          targetType: 'product',
          targetId: row.id,
          before: { status: row.before },
          after: { status: body.status },
        });
      }
      return rows;
    });
    if (changed.length > 0) await this.deps.cacheBus.publish('catalogue');
    return { updated: changed.length };
  }

  // ---- the staff's switch ----------------------------------------------------------------------------------------

  /**
   * Staff take any team's product off every public surface, with a reason: audited, with every hook (the statement
   * of reasons) in the same transaction; every server's catalogue cache told; the team's OWNERs and ADMINs mailed.
   * The team still sees it and cannot publish it again.
   */
  async disableByStaff(
    staff: Actor,
    productId: string,
    { reason, ground }: ProductDisableBody,
  ): Promise<ProductStaffState> {
    assertMay(staff, 'products.moderate');
    const product = await this.anyProduct(productId);
    const { updated, decisions } = await this.db.transaction(async (tx) => {
      const row = (await q.updateProduct(tx, product.id, {
        staffDisabledAt: new Date(),
        staffDisabledBy: staff.id,
        staffReason: reason,
      }))!;
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'product.disable',
        targetType: 'product',
        targetId: product.id,
        before: { staffDisabled: product.staffDisabledAt !== null, reason: product.staffReason },
        after: { staffDisabled: true, reason, teamId: product.teamId, name: product.name },
      });
      const recorded: DecisionRecord[] = [];
      for (const hook of this.staffDisableHooks) {
        const decision = await hook({ product: row, staff, reason, ground }, tx);
        if (decision) recorded.push(decision);
      }
      return { updated: row, decisions: recorded };
    });
    await this.deps.cacheBus.publish('catalogue');
    await this.mailTeam(updated, reason, decisions[0]);
    return staffState(updated);
  }

  /** Staff put it back; its own team may not (they appeal the decision instead), and is told so. */
  async enableByStaff(staff: Actor, productId: string): Promise<ProductStaffState> {
    if (!may(staff, 'products.moderate')) {
      const product = isUuid(productId) ? await q.findAnyProduct(this.db, productId) : undefined;
      if (product && (await isMember(this.db, product.teamId, staff.id)))
        throw new AppError('forbidden', M.product.error.enable_staff_only);
      assertMay(staff, 'products.moderate');
    }
    const product = await this.anyProduct(productId);
    const updated = await this.db.transaction(async (tx) => {
      const row = await q.updateProduct(tx, product.id, {
        staffDisabledAt: null,
        staffDisabledBy: null,
        staffReason: null,
      });
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'product.enable',
        targetType: 'product',
        targetId: product.id,
        before: { staffDisabled: product.staffDisabledAt !== null, reason: product.staffReason },
        after: { staffDisabled: false },
      });
      return row!;
    });
    await this.deps.cacheBus.publish('catalogue');
    return staffState(updated);
  }

  /** The products staff disabled, across every team, for the staff's screen that enables them again. */
  async staffDisabledList(staff: Actor, query: StaffListQuery): Promise<ProductStaffList> {
    assertMay(staff, 'products.moderate');
    const { rows, total } = await q.listStaffDisabled(this.db, query);
    return {
      data: rows.map(({ product, team }) => ({
        id: product.id,
        name: product.name,
        slug: product.slug,
        status: product.status,
        team: { id: team.id, brandName: team.brandName, creatorProfile: team.profileHandle },
        staffReason: product.staffReason,
        staffDisabledAt: product.staffDisabledAt!.toISOString(),
      })),
      meta: { page: query.page, take: query.take, total, pageCount: Math.max(1, Math.ceil(total / query.take)) },
    };
  }

  /**
   * An appeal reversed a staff disable, in the appeal's transaction: the product is enabled again (audited). Answers
   * whether it changed, so the caller tells every server's cache once the appeal committed (`changedOnAppeal`).
   */
  async enableOnAppeal(tx: Tx, productId: string, actorId: string): Promise<boolean> {
    const product = await q.findAnyProduct(tx, productId);
    if (!product || product.staffDisabledAt === null) return false;
    await q.updateProduct(tx, product.id, { staffDisabledAt: null, staffDisabledBy: null, staffReason: null });
    await recordAudit(tx, {
      actorId,
      action: 'product.enable',
      targetType: 'product',
      targetId: product.id,
      before: { staffDisabled: true, reason: product.staffReason },
      after: { staffDisabled: false, byAppeal: true },
    });
    return true;
  }

  changedOnAppeal(): Promise<void> {
    return this.deps.cacheBus.publish('catalogue');
  }

  private async anyProduct(productId: string): Promise<q.ProductRow> {
    const product = isUuid(productId) ? await q.findAnyProduct(this.db, productId) : undefined;
    if (!product) throw productNotFound();
    return product;
  }

  private async mailTeam(product: q.ProductRow, reason: string, decision: DecisionRecord | undefined): Promise<void> {
    const people = await q.ownersAndAdminsOf(this.db, product.teamId);
    const publicUrl = this.deps.config.publicUrl;
    const link = `${publicUrl}/dashboard/creator/products/${product.id}`;
    for (const person of people) {
      const mail = productDisabledMail(person.language, person.firstName, { name: product.name, reason, link });
      await this.deps.mail.send(
        person.email,
        decision ? announceDecision(mail, person.language, decision, publicUrl) : mail,
      );
    }
  }

  /** A muted person publishes nothing; the category must exist (checked here, a 400 on its field). */
  private async checkWrite(userId: string, body: { status: ProductStatus; categoryId: string }): Promise<void> {
    if (body.status === 'PUBLISHED') await assertCanPublish(this.db, userId);
    if (!isUuid(body.categoryId) || !(await q.categoryExists(this.db, body.categoryId))) {
      throw new AppError('validation', M.product.error.category_not_found, 400, { field: 'categoryId' });
    }
  }

  /**
   * Runs `write` with the product's slug: the explicit one (409 on field slug when another product of the team
   * has it), else one derived from the name, made free with `-2`, `-3` … . A derived slug that a racing write
   * took in between is derived again.
   */
  private async withSlug<T>(
    body: ProductBodyParsed,
    write: (slug: string) => Promise<T>,
    teamId: string,
    current?: q.ProductRow,
  ): Promise<T> {
    if (body.slug !== undefined) {
      const taken = await q.takenSlugs(this.db, teamId, body.slug, current?.id);
      if (taken.has(body.slug)) throw slugTaken();
      try {
        return await write(body.slug);
      } catch (error) {
        if (isSlugClash(error)) throw slugTaken();
        throw error;
      }
    }
    const base = slugFromName(body.name) || 'product';
    for (let attempt = 0; ; attempt += 1) {
      const taken = await q.takenSlugs(this.db, teamId, base, current?.id);
      try {
        return await write(freeSlug(base, taken));
      } catch (error) {
        if (!isSlugClash(error) || attempt >= 3) throw error;
      }
    }
  }
}

/** Removes the files of every width of `images`; a failure is logged and never undoes the change it follows. */
export async function removeImageFiles(
  deps: Pick<ServiceDeps, 'storage' | 'log'>,
  images: Pick<q.ProductImageRow, 'files'>[],
): Promise<void> {
  for (const image of images) {
    for (const name of Object.values(image.files)) {
      try {
        await deps.storage.delete(name);
      } catch (error) {
        deps.log.warn({ err: error }, 'could not delete a product image file');
      }
    }
  }
}
