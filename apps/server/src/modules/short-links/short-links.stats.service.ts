import type { z } from 'zod';
import {
  SHORT_LINK_TOP_COUNT,
  SHORT_LINK_TOP_DAYS,
  statsRange,
  type ShortLinkStats,
  type ShortLinkTop,
  type shortLinkQrQuerySchema,
  type shortLinkStatsQuerySchema,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import type { EventRollupService } from '../events/events.rollup.service.js';
import type { EventIngestService } from '../events/events.ingest.service.js';
import { requireLinkAccess, requireTeamLink } from './short-links.access.js';
import { shortUrlOf } from './short-links.mapper.js';
import type { ShortLinkActor } from './short-links.policy.js';
import { drawQr } from './short-links.qr.js';
import * as q from './short-links.queries.js';
import * as r from './short-links.rollup.queries.js';
import type { ShortLinksService } from './short-links.service.js';

// A link's figures (from the rollups only, never raw events), its CSV, the overview's top links, its QR code, and
// the SHORTLINK_GET_CLICK of a member taking a link away (copied, or its QR code downloaded).

type StatsQuery = z.output<typeof shortLinkStatsQuerySchema>;
type QrQuery = z.output<typeof shortLinkQrQuerySchema>;
const DAY_MS = 86_400_000;

const STEP_MS = { hour: 3_600_000, day: DAY_MS } as const;
const MAX_POINTS = 2200;

/** The series with a point for every hour or UTC day of the range, those without clicks at zero (a plot, a CSV). */
function everyBucket(
  from: Date,
  to: Date,
  interval: 'hour' | 'day',
  rows: { at: string | Date; clicks: number; unique_clicks: number }[],
) {
  const found = new Map(
    rows.map((row) => [
      new Date(row.at).getTime(),
      { clicks: Number(row.clicks), uniqueClicks: Number(row.unique_clicks) },
    ]),
  );
  const step = STEP_MS[interval];
  const first = Math.floor(from.getTime() / step) * step;
  if ((to.getTime() - first) / step > MAX_POINTS)
    return [...found].map(([at, counts]) => ({ at: new Date(at).toISOString(), ...counts }));
  const points = [];
  for (let at = first; at < to.getTime(); at += step)
    points.push({ at: new Date(at).toISOString(), ...(found.get(at) ?? { clicks: 0, uniqueClicks: 0 }) });
  return points;
}

export class ShortLinkStatsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly links: Pick<ShortLinksService, 'anyLink'>,
    private readonly rollup: Pick<EventRollupService, 'rolledUpAt' | 'addWindowRollup'>,
    private readonly ingest: Pick<EventIngestService, 'takeServerEvent'>,
  ) {
    // The clicks are rolled up with every run of the events rollup, in its transaction.
    rollup.addWindowRollup((tx, from, to) => r.rollupClicks(tx, from, to));
  }

  async stats(actor: ShortLinkActor, teamId: string, linkId: string, query: StatsQuery): Promise<ShortLinkStats> {
    await requireLinkAccess(this.deps.db, actor, teamId, 'view');
    const link = await requireTeamLink(this.deps.db, teamId, linkId);
    return this.figures(link.id, query);
  }

  async adminStats(staff: Actor, linkId: string, query: StatsQuery): Promise<ShortLinkStats> {
    assertMay(staff, 'shortLinks.moderate');
    return this.figures((await this.links.anyLink(linkId)).id, query);
  }

  async csv(
    actor: ShortLinkActor,
    teamId: string,
    linkId: string,
    query: StatsQuery,
  ): Promise<{ fileName: string; csv: string }> {
    await requireLinkAccess(this.deps.db, actor, teamId, 'view');
    const link = await requireTeamLink(this.deps.db, teamId, linkId);
    const stats = await this.figures(link.id, query);
    const lines = ['at,clicks,uniqueClicks', ...stats.series.map((p) => `${p.at},${p.clicks},${p.uniqueClicks}`)];
    return {
      fileName: `plaudit-link-${link.slug}-${stats.from.slice(0, 10)}-${stats.to.slice(0, 10)}.csv`,
      csv: `${lines.join('\r\n')}\r\n`,
    };
  }

  async top(actor: ShortLinkActor, teamId: string): Promise<ShortLinkTop> {
    await requireLinkAccess(this.deps.db, actor, teamId, 'view');
    const rows = await r.topLinks(
      this.deps.reads,
      teamId,
      new Date(Date.now() - SHORT_LINK_TOP_DAYS * DAY_MS),
      SHORT_LINK_TOP_COUNT,
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        shortUrl: shortUrlOf(this.deps.config.publicUrl, row.slug),
        clicks: Number(row.clicks),
      })),
    };
  }

  async qr(actor: ShortLinkActor, teamId: string, linkId: string, query: QrQuery) {
    await requireLinkAccess(this.deps.db, actor, teamId, 'view');
    const link = await requireTeamLink(this.deps.db, teamId, linkId);
    if (query.download) this.got(actor, link, 'qr');
    return this.draw(link, query);
  }

  async adminQr(staff: Actor, linkId: string, query: QrQuery) {
    assertMay(staff, 'shortLinks.moderate');
    return this.draw(await this.links.anyLink(linkId), query);
  }

  /** A member copied the link: SHORTLINK_GET_CLICK. */
  async recordGot(actor: ShortLinkActor, teamId: string, linkId: string, via: 'copy' | 'qr'): Promise<void> {
    await requireLinkAccess(this.deps.db, actor, teamId, 'view');
    this.got(actor, await requireTeamLink(this.deps.db, teamId, linkId), via);
  }

  private got(actor: ShortLinkActor, link: q.LinkRow, via: 'copy' | 'qr'): void {
    void this.ingest
      .takeServerEvent(
        {
          type: 'SHORTLINK_GET_CLICK',
          profileId: link.id,
          teamId: link.teamId,
          productId: link.productId,
          metadata: { via },
        },
        // A member's own action: counted whatever their browser says of itself.
        { ip: '', userAgent: 'plaudit-dashboard', userId: actor.userId },
      )
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'a link copy was not recorded'));
  }

  private async draw(link: q.LinkRow, query: QrQuery) {
    const icon = query.logo ? await this.iconOf(link) : null;
    const drawn = await drawQr(`${shortUrlOf(this.deps.config.publicUrl, link.slug)}?qr=1`, {
      format: query.format,
      size: query.size,
      margin: query.margin,
      icon,
    });
    return { ...drawn, fileName: `${link.slug}-qr.${query.format}` };
  }

  /** The team's icon as bytes (the platform's links have none: their code is plain, with error correction H). */
  private async iconOf(link: q.LinkRow): Promise<Buffer | null> {
    if (!link.teamId) return null;
    const url = await q.teamIcon(this.deps.db, link.teamId);
    const name = this.deps.storage.nameFromUrl(url);
    const file = name ? await this.deps.storage.read(name) : null;
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }

  private async figures(linkId: string, query: StatsQuery): Promise<ShortLinkStats> {
    const { from, to } = statsRange(query.from, query.to);
    const db = this.deps.reads;
    const [series, byTrigger, byReferrer, byDevice, byBrowser, byOs, byDestination, rolledUpAt] = await Promise.all([
      r.series(db, linkId, from, to, query.interval),
      r.breakdown(db, linkId, from, to, 'trigger'),
      r.breakdown(db, linkId, from, to, 'referrer'),
      r.breakdown(db, linkId, from, to, 'device'),
      r.breakdown(db, linkId, from, to, 'browser'),
      r.breakdown(db, linkId, from, to, 'os'),
      r.byDestination(db, linkId, from, to),
      this.rollup.rolledUpAt(db),
    ]);
    const rows = (list: { key: string; clicks: number; unique_clicks: number }[]) =>
      list.map((row) => ({ key: row.key, clicks: Number(row.clicks), uniqueClicks: Number(row.unique_clicks) }));
    const points = everyBucket(from, to, query.interval, series);
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      interval: query.interval,
      clicks: points.reduce((sum, p) => sum + p.clicks, 0),
      uniqueClicks: points.reduce((sum, p) => sum + p.uniqueClicks, 0),
      series: points,
      byTrigger: rows(byTrigger),
      byReferrer: rows(byReferrer),
      byDevice: rows(byDevice),
      byBrowser: rows(byBrowser),
      byOs: rows(byOs),
      byDestination: rows(byDestination),
      rolledUpAt: rolledUpAt?.toISOString() ?? null,
    };
  }
}
