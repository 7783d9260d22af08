import { M, withUtm, type ShortLinkLanding, type ShortLinkTrigger } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { EventIngestService } from '../events/events.ingest.service.js';
import { isAutomatedAgent } from '../events/events.visitor.js';
import { LinkCache } from './short-links.cache.js';
import { hasRunOut } from './short-links.mapper.js';
import * as q from './short-links.queries.js';

// What `/s/{slug}` does, in this order: an unknown slug is a 404 page; a disabled link (by its team or by staff) or
// one of a locked team a 410 page; an expired one, or one past its click cap, goes to its expired URL or the 410
// page; a password-protected one shows the password page; anything else is a 302 to its destination (the device's
// target when one is set) with the UTM fields merged and the visitor's own query forwarded.
// The link comes from a few seconds of memory (LinkCache); the click goes to the events buffer without being
// waited for, except a capped link's, whose allowance is taken in the database so servers never overshoot it.

export type Visit = { kind: 'redirect'; location: string } | { kind: 'page'; status: 404 | 410 | 200 };

export interface Visitor {
  ip: string;
  userAgent: string;
  referrer: string | undefined;
  /** The visitor's own query parameters, `qr` included. */
  query: URLSearchParams;
  /** HEAD asks only for headers: never counted. */
  head: boolean;
}

const IOS = /iPhone|iPad|iPod/i;
const SLUG_CHARACTERS = /^[A-Za-z0-9_-]{1,200}$/;
const ANDROID = /Android/i;

/**
 * A link as the redirect keeps it: its row, and its destination with the UTM fields merged, made once when the row is
 * read (most visits bring no query of their own and no device target, and take it as it is).
 */
export interface CachedLink extends q.RedirectRow {
  location: string;
}

async function readLinks(db: ServiceDeps['db'], slugs: string[]): Promise<Map<string, CachedLink>> {
  const rows = await q.findBySlugs(db, slugs);
  const links = new Map<string, CachedLink>();
  for (const [slug, row] of rows) links.set(slug, { ...row, location: withUtm(row.link.destination, row.link.utm) });
  return links;
}

/** Whether the visitor sent parameters of their own (`qr` is ours). */
function hasOwnParameters(query: URLSearchParams): boolean {
  if (query.size === 0) return false;
  for (const key of query.keys()) if (key !== 'qr') return true;
  return false;
}

/** The destination for this visitor's device, the link's UTM fields merged, then the visitor's own parameters (theirs win). */
export function targetOf(found: CachedLink, userAgent: string, query: URLSearchParams): string {
  const { link } = found;
  // The agent is matched only for a link with a device target: most have none, and every visit asked.
  const device =
    (link.iosUrl && IOS.test(userAgent) && link.iosUrl) ||
    (link.androidUrl && ANDROID.test(userAgent) && link.androidUrl);
  const merged = device ? withUtm(device, link.utm) : found.location;
  if (!hasOwnParameters(query)) return merged;
  const keys = new Set([...query.keys()].filter((key) => key !== 'qr'));
  const url = new URL(merged);
  for (const key of keys) {
    url.searchParams.delete(key);
    for (const value of query.getAll(key)) url.searchParams.append(key, value);
  }
  return url.toString();
}

export class ShortLinkRedirectService {
  readonly cache: LinkCache<CachedLink>;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly ingest: Pick<EventIngestService, 'takeServerEvent'>,
  ) {
    this.cache = new LinkCache(
      deps.cacheBus,
      (slugs) => readLinks(deps.db, slugs),
      undefined,
      deps.config.databasePoolMax,
    );
  }

  private find(slug: string): Promise<CachedLink | null> {
    // Anything but a slug's characters names no link (and could not travel in the statement's list).
    return SLUG_CHARACTERS.test(slug) ? this.cache.read(slug) : Promise.resolve(null);
  }

  /** What the visit gets; the click is counted here when it is one. */
  async visit(slug: string, visitor: Visitor): Promise<Visit> {
    const found = await this.find(slug);
    if (!found) return { kind: 'page', status: 404 };
    const { link } = found;
    if (link.disabled || link.staffDisabledAt || found.teamBlocked) return { kind: 'page', status: 410 };
    if (hasRunOut(link)) return this.ranOut(link);
    if (link.passwordHash) return { kind: 'page', status: 200 };
    if (!(await this.count(found, visitor))) return this.ranOut(link);
    return { kind: 'redirect', location: targetOf(found, visitor.userAgent, visitor.query) };
  }

  /** What the page at `/s/{slug}` should say (it asks after a 404, 410 or the password page). */
  async landing(slug: string): Promise<ShortLinkLanding> {
    const found = await this.find(slug);
    if (!found) return 'NOT_FOUND';
    const { link } = found;
    if (link.disabled || link.staffDisabledAt || found.teamBlocked) return 'DISABLED';
    if (hasRunOut(link)) return link.expiredUrl ? 'ACTIVE' : 'EXPIRED';
    return link.passwordHash ? 'PASSWORD' : 'ACTIVE';
  }

  /**
   * The password page's answer: the destination for the right password (the click counted now, and only now).
   * Every try takes one of the address's SHORT_LINK_UNLOCK_TRIES_PER_MINUTE before the password is compared.
   */
  async unlock(slug: string, password: string, visitor: Visitor): Promise<string> {
    await this.deps.limits.shortLinkUnlockPerIp.consume(`ip:${visitor.ip}`);
    const found = await this.find(slug);
    if (!found) throw new AppError('not_found', M.shortLinks.error.not_found);
    const { link } = found;
    if (link.disabled || link.staffDisabledAt || found.teamBlocked)
      throw new AppError('not_found', M.shortLinks.error.disabled, 410);
    if (hasRunOut(link)) return this.ranOutUrl(link);
    if (link.passwordHash && !(await this.deps.hasher.verify(link.passwordHash, password)))
      throw new AppError('forbidden', M.shortLinks.error.wrong_password, 403, { field: 'password' });
    if (!(await this.count(found, visitor))) return this.ranOutUrl(link);
    return targetOf(found, visitor.userAgent, visitor.query);
  }

  private ranOut(link: q.RedirectLink): Visit {
    return link.expiredUrl ? { kind: 'redirect', location: link.expiredUrl } : { kind: 'page', status: 410 };
  }

  private ranOutUrl(link: q.RedirectLink): string {
    if (link.expiredUrl) return link.expiredUrl;
    throw new AppError('not_found', M.shortLinks.error.expired, 410);
  }

  /**
   * Counts the click unless it is a HEAD request, a bot or a link preview. A capped link takes one of its clicks in
   * the database first: false when none was left (the visit then behaves as expired).
   */
  private async count(found: q.RedirectRow, visitor: Visitor): Promise<boolean> {
    if (visitor.head) return true;
    const { link } = found;
    const trigger: ShortLinkTrigger = visitor.query.get('qr') === '1' ? 'qr' : 'link';
    const event = {
      type: 'SHORTLINK_CLICK' as const,
      profileId: link.id,
      teamId: link.teamId,
      productId: link.productId,
      referrer: visitor.referrer,
      metadata: { destinationId: found.destinationId, trigger },
    };
    const sender = { ip: visitor.ip, userAgent: visitor.userAgent, userId: null };
    // A capped link's allowance is only for people: a bot or a preview is redirected without taking a click.
    if (link.maxClicks !== null && !isAutomatedAgent(visitor.userAgent)) {
      if (!(await q.takeCappedClick(this.deps.db, link.id))) return false;
    }
    void this.ingest.takeServerEvent(event, sender).catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'a short link click was not recorded');
    });
    return true;
  }
}
