import {
  withUtm,
  type ShortLink,
  type ShortLinkListItem,
  type ShortLinkPermissions,
  type ShortLinkStatus,
} from '@plaudit/contract';
import type { DestinationRow, LinkRow, ListRow } from './short-links.queries.js';

// Rows → the contract's shapes. A password is never sent back, only whether there is one.

/** DISABLED (by its team, by staff, or its team is locked) before EXPIRED (the date passed, or the cap is reached). */
export function statusOf(link: LinkRow, teamBlocked: boolean, now = Date.now()): ShortLinkStatus {
  if (link.disabled || link.staffDisabledAt || teamBlocked) return 'DISABLED';
  return hasRunOut(link, now) ? 'EXPIRED' : 'ACTIVE';
}

export function hasRunOut(link: Pick<LinkRow, 'expiresAt' | 'maxClicks' | 'clickCount'>, now = Date.now()): boolean {
  if (link.expiresAt && link.expiresAt.getTime() <= now) return true;
  return link.maxClicks !== null && link.clickCount >= link.maxClicks;
}

export const shortUrlOf = (publicUrl: string, slug: string) => `${publicUrl}/s/${slug}`;

function fields(row: ListRow, publicUrl: string) {
  const { link } = row;
  return {
    id: link.id,
    teamId: link.teamId,
    teamName: row.teamName,
    slug: link.slug,
    shortUrl: shortUrlOf(publicUrl, link.slug),
    destination: link.destination,
    finalUrl: withUtm(link.destination, link.utm),
    title: link.title,
    utm: link.utm,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    expiredUrl: link.expiredUrl,
    maxClicks: link.maxClicks,
    hasPassword: link.passwordHash !== null,
    iosUrl: link.iosUrl,
    androidUrl: link.androidUrl,
    productId: link.productId,
    productName: row.productName,
    disabled: link.disabled,
    staffDisabled: link.staffDisabledAt !== null,
    staffReason: link.staffReason,
    status: statusOf(link, row.teamBlocked),
    clicks: row.clicks,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
  };
}

export function toListItem(row: ListRow, publicUrl: string, sparkline: number[]): ShortLinkListItem {
  return { ...fields(row, publicUrl), sparkline, recentClicks: sparkline.reduce((sum, day) => sum + day, 0) };
}

export function toShortLink(
  row: ListRow,
  publicUrl: string,
  history: readonly DestinationRow[],
  permissions: ShortLinkPermissions,
): ShortLink {
  return {
    ...fields(row, publicUrl),
    history: history.map((entry) => ({
      id: entry.id,
      destination: entry.destination,
      from: entry.fromAt.toISOString(),
      to: entry.toAt?.toISOString() ?? null,
    })),
    permissions,
  };
}
