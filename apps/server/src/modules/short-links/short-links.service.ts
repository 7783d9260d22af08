import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  M,
  SHORT_LINK_GENERATED_SLUG_LENGTH,
  SHORT_LINK_SLUG_RESERVED_DAYS,
  SHORT_LINK_SPARKLINE_DAYS,
  parsedHttpUrl,
  slugRefusal,
  type ShortLink,
  type ShortLinkBodyParsed,
  type ShortLinkCreated,
  type ShortLinkDisableBody,
  type ShortLinkList,
  type ShortLinkPermissions,
  type SlugAvailable,
  type StaffDecisionGround,
  type shortLinkAdminListQuerySchema,
  type shortLinkListQuerySchema,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { linkEventData } from '../webhooks/webhooks.mapper.js';
import { webhooks } from '../webhooks/webhooks.outbox.js';
import { isMuted, linkNotFound, requireLinkAccess, requireTeamLink } from './short-links.access.js';
import { linkDisabledMail } from './short-links.mail.js';
import { shortUrlOf, toListItem, toShortLink } from './short-links.mapper.js';
import { actingUserId, linkPermissions, type ShortLinkActor } from './short-links.policy.js';
import * as q from './short-links.queries.js';

// A team's and the platform's short links: list, create, read, replace, delete, and staff disabling any link with a
// reason. Every change lands with its destination history and audit entry in one transaction, then every server's
// link cache is told (cache bus), so the redirect follows within moments.

type ListQuery = z.output<typeof shortLinkListQuerySchema>;
type AdminListQuery = z.output<typeof shortLinkAdminListQuerySchema>;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DAY_MS = 86_400_000;
const generatedSlug = () =>
  Array.from({ length: SHORT_LINK_GENERATED_SLUG_LENGTH }, () => BASE62[randomInt(BASE62.length)]).join('');

const slugTaken = () => new AppError('conflict', M.shortLinks.error.slug_taken, 409, { field: 'slug' });
const slugRecentlyDeleted = () =>
  new AppError('conflict', M.shortLinks.error.slug_recently_deleted, 409, { field: 'slug' });

function isSlugClash(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const e = cause as { code?: string; constraint?: string; message?: string };
    if (e.code === '23505' && String(e.constraint ?? e.message ?? '').includes('short_links_slug_idx')) return true;
  }
  return false;
}

/** What the audit keeps of a link: its fields, never the password (only whether there is one). */
const audited = (row: q.LinkRow) => ({
  slug: row.slug,
  destination: row.destination,
  title: row.title,
  utm: row.utm,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  expiredUrl: row.expiredUrl,
  maxClicks: row.maxClicks,
  hasPassword: row.passwordHash !== null,
  iosUrl: row.iosUrl,
  androidUrl: row.androidUrl,
  productId: row.productId,
  disabled: row.disabled,
});

/** A staff disable, as the hooks of other areas (the statement of reasons) get it, inside its transaction. */
export interface StaffDisable {
  link: q.LinkRow;
  staff: Actor;
  reason: string;
  ground: StaffDecisionGround | undefined;
}
export type StaffDisableHook = (disable: StaffDisable, tx: Tx) => Promise<void>;

/** A list's product filter: none asked, the product's id, or null for text that is no id (so no link has it). */
function productFilter(productId: string | undefined): string | undefined | null {
  return productId === undefined ? undefined : isUuid(productId) ? productId : null;
}

export class ShortLinksService {
  private readonly staffDisableHooks: StaffDisableHook[] = [];

  constructor(private readonly deps: ServiceDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  /** Adds work that must happen with every staff disable, in its transaction (a statement of reasons). */
  onStaffDisable(hook: StaffDisableHook): void {
    this.staffDisableHooks.push(hook);
  }

  // ---- a team's links -----------------------------------------------------------------------------------------------

  async list(actor: ShortLinkActor, teamId: string, query: ListQuery): Promise<ShortLinkList> {
    const standing = await requireLinkAccess(this.db, actor, teamId, 'view');
    const productId = productFilter(query.productId);
    const permissions = linkPermissions(standing, await isMuted(this.db, actor));
    if (productId === null) return { data: [], meta: this.meta(query, 0), permissions, recentClicks: 0 };
    return this.page({ ...query, productId, teamId }, permissions);
  }

  async create(actor: ShortLinkActor, teamId: string, body: ShortLinkBodyParsed): Promise<ShortLinkCreated> {
    await requireLinkAccess(this.db, actor, teamId, 'edit');
    return this.createFor(teamId, actingUserId(actor), body);
  }

  async get(actor: ShortLinkActor, teamId: string, linkId: string): Promise<ShortLink> {
    const standing = await requireLinkAccess(this.db, actor, teamId, 'view');
    const link = await requireTeamLink(this.db, teamId, linkId);
    return this.view(link.id, linkPermissions(standing, await isMuted(this.db, actor)));
  }

  async update(actor: ShortLinkActor, teamId: string, linkId: string, body: ShortLinkBodyParsed): Promise<ShortLink> {
    const standing = await requireLinkAccess(this.db, actor, teamId, 'edit');
    const before = await requireTeamLink(this.db, teamId, linkId);
    // The staff's switch is theirs: a team may edit or keep its link off, never turn on what the staff turned off.
    if (before.staffDisabledAt !== null && !body.disabled) {
      throw new AppError('conflict', M.shortLinks.error.disabled_by_staff, 409, { field: 'disabled' });
    }
    await this.replace(before, actingUserId(actor), body);
    return this.view(linkId, linkPermissions(standing, false));
  }

  async delete(actor: ShortLinkActor, teamId: string, linkId: string): Promise<void> {
    await requireLinkAccess(this.db, actor, teamId, 'delete');
    const link = await requireTeamLink(this.db, teamId, linkId);
    await this.remove(link, actingUserId(actor));
  }

  /** Whether a slug could be a new link's now: free, valid and not reserved (a deleted link's for 30 days). */
  async slugAvailable(slug: string): Promise<SlugAvailable> {
    const refusal = slugRefusal(slug);
    if (refusal) return { available: false, reason: refusal };
    const holder = await q.slugHolder(this.db, slug);
    if (!holder) return { available: true };
    if (holder.deletedAt === null) return { available: false, reason: 'taken' };
    return this.reservationOver(holder.deletedAt)
      ? { available: true }
      : { available: false, reason: 'recently_deleted' };
  }

  // ---- the platform's links and the staff's tools ---------------------------------------------------------------------

  async adminList(staff: Actor, query: AdminListQuery): Promise<ShortLinkList> {
    assertMay(staff, 'shortLinks.moderate');
    const permissions = this.staffPermissions(staff);
    const owner = query.owner;
    const productId = productFilter(query.productId);
    if ((owner !== undefined && owner !== 'platform' && !isUuid(owner)) || productId === null)
      return { data: [], meta: this.meta(query, 0), permissions, recentClicks: 0 };
    const teamId = owner === undefined ? undefined : owner === 'platform' ? null : owner;
    return this.page({ ...query, teamId, productId }, permissions);
  }

  async adminCreate(staff: Actor, body: ShortLinkBodyParsed): Promise<ShortLinkCreated> {
    assertMay(staff, 'shortLinks.manage');
    return this.createFor(null, staff.id, body);
  }

  async adminGet(staff: Actor, linkId: string): Promise<ShortLink> {
    assertMay(staff, 'shortLinks.moderate');
    const link = await this.anyLink(linkId);
    return this.view(link.id, this.staffPermissions(staff, link));
  }

  async adminUpdate(staff: Actor, linkId: string, body: ShortLinkBodyParsed): Promise<ShortLink> {
    assertMay(staff, 'shortLinks.manage');
    const link = await this.platformLink(linkId);
    await this.replace(link, staff.id, body);
    return this.view(link.id, this.staffPermissions(staff, link));
  }

  async adminDelete(staff: Actor, linkId: string): Promise<void> {
    assertMay(staff, 'shortLinks.manage');
    await this.remove(await this.platformLink(linkId), staff.id);
  }

  /**
   * Staff turn any link off, with a reason: audited, link.disabled and every hook (the statement of reasons) in the
   * same transaction, every server's cache told, and the team's OWNERs mailed. The team cannot turn it on again.
   */
  async disableByStaff(
    staff: Actor,
    linkId: string,
    { reason, ground }: ShortLinkDisableBody,
    tx?: Tx,
  ): Promise<ShortLink> {
    assertMay(staff, 'shortLinks.moderate');
    const link = await this.anyLink(linkId);
    const work = async (t: Tx) => {
      const updated = await q.updateLink(t, link.id, {
        staffDisabledAt: new Date(),
        staffDisabledBy: staff.id,
        staffReason: reason,
      });
      await recordAudit(t, {
        actorId: staff.id,
        action: 'short_link.disable',
        targetType: 'short_link',
        targetId: link.id,
        before: { staffDisabled: link.staffDisabledAt !== null, reason: link.staffReason },
        after: { staffDisabled: true, reason, teamId: link.teamId, slug: link.slug },
      });
      // A second staff disable of a link already off by staff tells the team nothing new.
      if (link.staffDisabledAt === null) await this.emitDisabled(t, updated);
      for (const hook of this.staffDisableHooks) await hook({ link: updated, staff, reason, ground }, t);
      return updated;
    };
    const updated = tx ? await work(tx) : await this.db.transaction(work);
    await this.changed();
    if (updated.teamId) await this.mailOwners(updated, reason);
    return this.view(updated.id, this.staffPermissions(staff, updated));
  }

  async enableByStaff(staff: Actor, linkId: string): Promise<ShortLink> {
    assertMay(staff, 'shortLinks.moderate');
    const link = await this.anyLink(linkId);
    await this.db.transaction(async (tx) => {
      await q.updateLink(tx, link.id, { staffDisabledAt: null, staffDisabledBy: null, staffReason: null });
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'short_link.enable',
        targetType: 'short_link',
        targetId: link.id,
        before: { staffDisabled: link.staffDisabledAt !== null, reason: link.staffReason },
        after: { staffDisabled: false },
      });
    });
    await this.changed();
    return this.view(link.id, this.staffPermissions(staff, link));
  }

  /** Any live link, for the staff (404 for an unknown id). */
  /**
   * An appeal reversed a staff disable, in the appeal's transaction: the link is on again (audited). Answers whether
   * it changed, so the caller tells every server's cache once the appeal committed (`changedOnAppeal`).
   */
  async enableOnAppeal(tx: Tx, linkId: string, actorId: string): Promise<boolean> {
    const link = await q.findLink(tx, linkId);
    if (!link || link.staffDisabledAt === null) return false;
    await q.updateLink(tx, link.id, { staffDisabledAt: null, staffDisabledBy: null, staffReason: null });
    await recordAudit(tx, {
      actorId,
      action: 'short_link.enable',
      targetType: 'short_link',
      targetId: link.id,
      before: { staffDisabled: true, reason: link.staffReason },
      after: { staffDisabled: false, byAppeal: true },
    });
    return true;
  }

  changedOnAppeal(): Promise<void> {
    return this.changed();
  }

  async anyLink(linkId: string): Promise<q.LinkRow> {
    if (!isUuid(linkId)) throw linkNotFound();
    const link = await q.findLink(this.db, linkId);
    if (!link) throw linkNotFound();
    return link;
  }

  // ---- shared steps ---------------------------------------------------------------------------------------------------

  private async platformLink(linkId: string): Promise<q.LinkRow> {
    const link = await this.anyLink(linkId);
    // A team's link is its team's to change; staff only disable it.
    if (link.teamId !== null) throw new AppError('forbidden', M.error.common.forbidden);
    return link;
  }

  private staffPermissions(staff: Actor, link?: q.LinkRow): ShortLinkPermissions {
    const manage = link?.teamId ? false : staff.role === 'ADMIN';
    return { edit: manage, delete: manage };
  }

  private meta(query: { page: number; take: number }, total: number) {
    return { page: query.page, take: query.take, total, pageCount: Math.ceil(total / query.take) };
  }

  private async page(filter: q.ListFilter, permissions: ShortLinkPermissions): Promise<ShortLinkList> {
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const from = today - (SHORT_LINK_SPARKLINE_DAYS - 1) * DAY_MS;
    const [{ rows, total }, recentClicks] = await Promise.all([
      q.listLinks(this.db, filter),
      q.clicksSince(this.db, filter, new Date(from)),
    ]);
    const days = await q.dailyClicks(
      this.db,
      rows.map((row) => row.link.id),
      new Date(from),
    );
    const byLink = new Map<string, Map<string, number>>();
    for (const day of days) {
      const map = byLink.get(day.link_id) ?? new Map<string, number>();
      map.set(day.day, Number(day.clicks));
      byLink.set(day.link_id, map);
    }
    const dayKeys = Array.from({ length: SHORT_LINK_SPARKLINE_DAYS }, (_, index) =>
      new Date(from + index * DAY_MS).toISOString().slice(0, 10),
    );
    return {
      data: rows.map((row) =>
        toListItem(
          row,
          this.deps.config.publicUrl,
          dayKeys.map((key) => byLink.get(row.link.id)?.get(key) ?? 0),
        ),
      ),
      meta: this.meta(filter, total),
      permissions,
      recentClicks,
    };
  }

  private async view(linkId: string, permissions: ShortLinkPermissions): Promise<ShortLink> {
    const [row, history] = await Promise.all([q.linkRow(this.db, linkId), q.historyOf(this.db, linkId)]);
    if (!row) throw linkNotFound();
    return toShortLink(row, this.deps.config.publicUrl, history, permissions);
  }

  /** link.disabled for a team's link, its data the public API's shape of the link, read in the change's transaction. */
  private async emitDisabled(tx: Tx, link: q.LinkRow): Promise<void> {
    if (!link.teamId) return;
    await webhooks.emit(tx, link.teamId, 'link.disabled', async () => {
      const row = await q.linkRow(tx, link.id);
      return row ? linkEventData(toListItem(row, this.deps.config.publicUrl, [])) : undefined;
    });
  }

  private reservationOver(deletedAt: Date, now = Date.now()): boolean {
    return deletedAt.getTime() <= now - SHORT_LINK_SLUG_RESERVED_DAYS * DAY_MS;
  }

  /** The rules a body must meet beyond its schema: never this platform's own /s/ path; a product of the link's team. */
  private async checkBody(teamId: string | null, body: ShortLinkBodyParsed): Promise<void> {
    const own = new URL(this.deps.config.publicUrl);
    for (const field of ['destination', 'expiredUrl', 'iosUrl', 'androidUrl'] as const) {
      const url = body[field] ? parsedHttpUrl(body[field]) : null;
      if (url && url.host.toLowerCase() === own.host.toLowerCase() && /^\/s(\/|$)/i.test(url.pathname))
        throw new AppError('validation', M.shortLinks.validation.destination_self, 400, { field });
    }
    if (body.productId !== null) {
      const product = teamId && isUuid(body.productId) ? await q.teamProduct(this.db, teamId, body.productId) : null;
      if (!product) throw new AppError('validation', M.shortLinks.error.product_not_found, 400, { field: 'productId' });
    }
  }

  private async fieldsOf(body: ShortLinkBodyParsed) {
    return {
      destination: body.destination,
      title: body.title,
      utm: Object.fromEntries(Object.entries(body.utm).filter(([, value]) => value)),
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      expiredUrl: body.expiredUrl,
      maxClicks: body.maxClicks,
      iosUrl: body.iosUrl,
      androidUrl: body.androidUrl,
      productId: body.productId,
      disabled: body.disabled,
      ...(body.password === undefined
        ? {}
        : { passwordHash: body.password === null ? null : await this.deps.hasher.hash(body.password) }),
    };
  }

  /** Runs `write` with the slug taken: a clash is told apart (in use, or a deleted link's for 30 more days). */
  private async withSlug<T>(slug: string, write: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await q.purgeDeletedSlug(tx, slug, new Date(Date.now() - SHORT_LINK_SLUG_RESERVED_DAYS * DAY_MS));
        return write(tx);
      });
    } catch (error) {
      if (!isSlugClash(error)) throw error;
      const holder = await q.slugHolder(this.db, slug);
      throw holder?.deletedAt ? slugRecentlyDeleted() : slugTaken();
    }
  }

  private async createFor(
    teamId: string | null,
    userId: string | null,
    body: ShortLinkBodyParsed,
  ): Promise<ShortLinkCreated> {
    await this.checkBody(teamId, body);
    const fields = await this.fieldsOf(body);
    const attempt = (slug: string) =>
      this.withSlug(slug, async (tx) => {
        const created = await q.insertLink(tx, { ...fields, teamId, slug, createdBy: userId });
        await q.startDestination(tx, created.id, created.destination, created.createdAt);
        await recordAudit(tx, {
          actorId: userId,
          action: 'short_link.create',
          targetType: 'short_link',
          targetId: created.id,
          after: { teamId, ...audited(created) },
        });
        return created;
      });
    let row: q.LinkRow | undefined;
    if (body.slug) row = await attempt(body.slug);
    else {
      // 62^7 slugs: a clash is rare, and a few fresh draws settle it.
      for (let tries = 0; !row; tries += 1) {
        try {
          row = await attempt(generatedSlug());
        } catch (error) {
          if (!(error instanceof AppError && error.status === 409) || tries >= 4) throw error;
        }
      }
    }
    await this.changed();
    const shortUrl = shortUrlOf(this.deps.config.publicUrl, row.slug);
    const view = await this.view(row.id, { edit: true, delete: true });
    return { id: row.id, slug: row.slug, shortUrl, destination: row.destination, finalUrl: view.finalUrl };
  }

  private async replace(before: q.LinkRow, userId: string | null, body: ShortLinkBodyParsed): Promise<void> {
    await this.checkBody(before.teamId, body);
    const fields = await this.fieldsOf(body);
    const slug = body.slug ?? before.slug;
    await this.withSlug(slug, async (tx) => {
      const updated = await q.updateLink(tx, before.id, { ...fields, slug });
      if (updated.destination !== before.destination) await q.startDestination(tx, before.id, updated.destination);
      // Off by the team's own switch: once, when it flips, and not when the staff had turned it off already.
      if (updated.disabled && !before.disabled && before.staffDisabledAt === null) await this.emitDisabled(tx, updated);
      await recordAudit(tx, {
        actorId: userId,
        action: 'short_link.update',
        targetType: 'short_link',
        targetId: before.id,
        before: audited(before),
        after: audited(updated),
      });
    });
    await this.changed();
  }

  private async remove(link: q.LinkRow, userId: string | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      await q.softDelete(tx, link.id);
      await recordAudit(tx, {
        actorId: userId,
        action: 'short_link.delete',
        targetType: 'short_link',
        targetId: link.id,
        before: { teamId: link.teamId, ...audited(link) },
      });
    });
    await this.changed();
  }

  private async changed(): Promise<void> {
    await this.deps.cacheBus.publish('short-links');
  }

  private async mailOwners(link: q.LinkRow, reason: string): Promise<void> {
    const owners = await q.ownersOf(this.db, link.teamId!);
    const shortUrl = shortUrlOf(this.deps.config.publicUrl, link.slug);
    for (const owner of owners) {
      await this.deps.mail.send(
        owner.email,
        linkDisabledMail(owner.language, owner.firstName, {
          slug: link.slug,
          shortUrl,
          reason,
          link: `${this.deps.config.publicUrl}/dashboard/creator/links/${link.id}`,
        }),
      );
    }
  }
}
