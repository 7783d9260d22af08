import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  EVENT_SEARCH_QUERY_MAX,
  EVENT_SEARCH_TEAMS_MAX,
  M,
  VIEW_EVENT_TYPES,
  type AnalyticsEvent,
  type EventBatch,
  type EventType,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { teamsOf } from '../teams/teams.access.js';
import { TtlCache } from './events.ttl-cache.js';
import { EventBuffer, type BufferedEvent } from './events.buffer.js';
import * as q from './events.ingest.queries.js';
import {
  countedVisitorKey,
  isAutomatedAgent,
  reduceUserAgent,
  referrerHost,
  utcDay,
  visitorHash,
  visitorKey,
  type ReducedAgent,
} from './events.visitor.js';

// Taking events in: each one checked against what it names, reduced to what the figures need, and
// handed to the buffer. Bots, a team's own members on the team's pages, resends and a visitor's repeats past the
// per-profile allowance are taken and not counted.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MINUTE = 60_000;
const DAY = 86_400_000;
/** What a team's own members do on the team's pages is not a visit (their replies and reviews still count). */
const ON_OWN_PAGES = new Set<EventType>([...VIEW_EVENT_TYPES, 'PRODUCT_CLICK', 'PRODUCT_HOVER', 'PAGE_VIEW']);

/** Who sent a request, as the route read it. */
export interface EventSender {
  ip: string;
  userAgent: string;
  /** The signed-in person, when the request carried a valid bearer token. */
  userId: string | null;
  /** The x-session-id header, or a batch's `sessionId` (a beacon carries no headers). */
  sessionId: string | undefined;
  /** The browser said navigator.webdriver. */
  automated: boolean;
}

export class EventIngestService {
  readonly buffer: EventBuffer;
  private readonly profiles = new TtlCache<string, q.ProfileRow | null>(5 * MINUTE, 10_000);
  private readonly sessionUsers = new TtlCache<string, string | null>(5 * MINUTE, 10_000);
  private readonly memberships = new TtlCache<string, string[]>(MINUTE, 10_000);
  private readonly salts = new Map<string, Promise<string>>();
  /** Agents reduced so far, the most recent kept (null: a bot's). */
  private readonly agents = new LRUCache<string, { reduced: ReducedAgent | null }>({ max: 2000 });
  private readonly ownHost: string;
  /** The UTC day dayOf answered last, and its first and next day's first millisecond. */
  private today = { start: 0, end: 0, key: '' };
  /** The salt takeServerEvent used last, and its day. */
  private saltOfToday: { day: string; salt: string } | null = null;

  constructor(private readonly deps: ServiceDeps) {
    this.buffer = new EventBuffer(deps.db, deps.log);
    this.ownHost = new URL(deps.config.publicUrl).hostname.toLowerCase();
  }

  get droppedCount(): number {
    return this.buffer.droppedCount;
  }

  /** Checks and queues events; answers how many were taken. Throws 400 naming the first bad profileId. */
  async take(
    input: readonly AnalyticsEvent[],
    sender: EventSender,
    fieldOf: (index: number) => string,
    now = new Date(),
  ): Promise<number> {
    const profiles = await Promise.all(
      input.map((event) => (event.profileId ? this.profile(event.profileId) : Promise.resolve(null))),
    );
    profiles.forEach((profile, index) => {
      if (input[index]!.profileId && !profile) {
        throw new AppError('validation', M.event.validation.profile_unknown, 400, { field: fieldOf(index) });
      }
    });
    // Valid, and not counted: a bot, or a browser that reports automation.
    if (isAutomatedAgent(sender.userAgent) || (sender.automated && !this.deps.config.events.countAutomated))
      return input.length;

    const day = utcDay(now);
    const salt = await this.salt(day);
    const userId =
      sender.userId ??
      (sender.sessionId && UUID.test(sender.sessionId) ? await this.sessionUser(sender.sessionId) : null);
    const ownTeams = userId ? await this.teamsOf(userId) : [];
    const visitor = visitorHash(salt, visitorKey(sender.sessionId, sender.ip, sender.userAgent));
    const agent = reduceUserAgent(sender.userAgent);

    const counted = visitorHash(salt, countedVisitorKey(userId, sender.ip, sender.userAgent));

    const rows: BufferedEvent[] = [];
    for (const [index, event] of input.entries()) {
      const profile = profiles[index] ?? null;
      if (profile?.teamId && ownTeams.includes(profile.teamId) && ON_OWN_PAGES.has(event.eventType)) continue;
      const { metadata, eventId, referrer } = this.cleanMetadata(event);
      if (
        event.eventType === 'LOGIN' &&
        userId &&
        typeof event.metadata.visitorSessionId === 'string' &&
        UUID.test(event.metadata.visitorSessionId)
      ) {
        await q.linkVisitor(
          this.deps.db,
          day,
          visitorHash(salt, visitorKey(event.metadata.visitorSessionId, sender.ip, sender.userAgent)),
          userId,
        );
      }
      rows.push({
        eventId,
        row: {
          at: now,
          type: event.eventType,
          profileKind: profile?.kind ?? null,
          profileId: profile ? event.profileId! : null,
          teamId: profile?.teamId ?? null,
          productId: profile?.productId ?? null,
          visitor,
          userId,
          referrerHost: referrerHost(referrer, this.ownHost),
          ...agent,
          metadata,
        },
      });
    }
    const counts = await Promise.all(
      rows.map(({ row }) => (row.profileId ? this.counts(`${counted}|${row.profileId}|${row.type}`) : true)),
    );
    this.buffer.push(rows.filter((_, index) => counts[index]));
    return input.length;
  }

  /**
   * Whether one more event of a visitor for a profile and type counts (EVENTS_COUNTED_PER_VISITOR_PROFILE per
   * EVENTS_COUNT_WINDOW_SECONDS, through the shared limiter so every server counts alike). Past it the event is still
   * taken, as a bot's is, and not stored: a visitor cannot paint a profile's figures by repeating itself.
   */
  private async counts(key: string): Promise<boolean> {
    try {
      await this.deps.limits.eventCountsPerVisitor.consume(key);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.type === 'throttle') return false;
      throw error;
    }
  }

  /**
   * An event the server saw itself (a short link's click, a copied link): reduced as a sent one is (salted visitor
   * hash, browser, OS, device, the referrer's host only) and queued; never waits for the database once the day's salt
   * is known. Answers false, storing nothing, for a bot, a crawler or a link preview.
   */
  takeServerEvent(
    event: {
      type: EventType;
      profileId: string | null;
      teamId: string | null;
      productId: string | null;
      referrer?: string | undefined;
      metadata: Record<string, unknown>;
    },
    sender: Pick<EventSender, 'ip' | 'userAgent' | 'userId'>,
    now = new Date(),
  ): Promise<boolean> {
    const agent = this.agentOf(sender.userAgent);
    if (!agent) return Promise.resolve(false);
    const day = this.dayOf(now);
    // The day's salt is known after its first event: the click is queued in this turn, with no promise waited for.
    const known = this.saltOfToday;
    if (known?.day === day) {
      try {
        this.queueServerEvent(event, sender, agent, known.salt, now);
        return Promise.resolve(true);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return this.salt(day).then((salt) => {
      this.saltOfToday = { day, salt };
      this.queueServerEvent(event, sender, agent, salt, now);
      return true;
    });
  }

  private queueServerEvent(
    event: Parameters<EventIngestService['takeServerEvent']>[0],
    sender: Pick<EventSender, 'ip' | 'userAgent' | 'userId'>,
    agent: ReducedAgent,
    salt: string,
    now: Date,
  ): void {
    this.buffer.push([
      {
        eventId: null,
        row: {
          at: now,
          type: event.type,
          profileKind: null,
          profileId: event.profileId,
          teamId: event.teamId,
          productId: event.productId,
          visitor: visitorHash(salt, countedVisitorKey(sender.userId, sender.ip, sender.userAgent)),
          userId: sender.userId,
          referrerHost: referrerHost(event.referrer, this.ownHost),
          browser: agent.browser,
          os: agent.os,
          device: agent.device,
          metadata: event.metadata,
        },
      },
    ]);
  }

  /**
   * A user agent reduced to browser, OS and device, or null for a bot: asked of every redirect, and the same few
   * hundred agents send nearly all of them, so the answers are kept (parsing one costs more than the redirect itself).
   */
  private agentOf(userAgent: string): ReducedAgent | null {
    const known = this.agents.get(userAgent);
    if (known) return known.reduced;
    const reduced = isAutomatedAgent(userAgent) ? null : reduceUserAgent(userAgent);
    this.agents.set(userAgent, { reduced });
    return reduced;
  }

  /**
   * The UTC day of a time, the last answer kept until its day ends: every click asks, and writing out a date for it
   * showed in the redirect's profile.
   */
  private dayOf(now: Date): string {
    const at = now.getTime();
    if (at < this.today.start || at >= this.today.end) {
      const start = at - (((at % DAY) + DAY) % DAY);
      this.today = { start, end: start + DAY, key: utcDay(now) };
    }
    return this.today.key;
  }

  /** What a batch's sender says of itself, merged into the request's own. */
  senderOfBatch(base: EventSender, batch: Pick<EventBatch, 'sessionId' | 'automated'>): EventSender {
    return { ...base, sessionId: base.sessionId ?? batch.sessionId, automated: batch.automated === true };
  }

  /** Keeps what the figures use: the referrer only as a host (taken out here), a search's query normalised. */
  private cleanMetadata(event: AnalyticsEvent): {
    metadata: Record<string, unknown>;
    eventId: string | null;
    referrer: unknown;
  } {
    const { referrer, eventId: rawId, visitorSessionId: _linked, ...rest } = event.metadata;
    const eventId = typeof rawId === 'string' && UUID.test(rawId) ? rawId.toLowerCase() : null;
    const metadata: Record<string, unknown> = { ...rest };
    if (eventId) metadata.eventId = eventId;
    if (event.eventType === 'SEARCH') {
      metadata.query =
        typeof rest.query === 'string' ? rest.query.trim().toLowerCase().slice(0, EVENT_SEARCH_QUERY_MAX) : '';
      metadata.teamIds = Array.isArray(rest.teamIds)
        ? [
            ...new Set(
              rest.teamIds
                .filter((id): id is string => typeof id === 'string' && UUID.test(id))
                .map((id) => id.toLowerCase()),
            ),
          ].slice(0, EVENT_SEARCH_TEAMS_MAX)
        : [];
    }
    return { metadata, eventId, referrer };
  }

  private async profile(id: string): Promise<q.ProfileRow | null> {
    const key = id.toLowerCase();
    const cached = this.profiles.get(key);
    if (cached !== undefined) return cached;
    const found = await q.findProfile(this.deps.db, key);
    this.profiles.set(key, found);
    return found;
  }

  private async sessionUser(sessionId: string): Promise<string | null> {
    const cached = this.sessionUsers.get(sessionId);
    if (cached !== undefined) return cached;
    const found = await q.sessionUser(this.deps.db, sessionId);
    this.sessionUsers.set(sessionId, found);
    return found;
  }

  private async teamsOf(userId: string): Promise<string[]> {
    const cached = this.memberships.get(userId);
    if (cached !== undefined) return cached;
    const found = (await teamsOf(this.deps.db, userId)).map((m) => m.teamId);
    this.memberships.set(userId, found);
    return found;
  }

  private salt(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = q.saltOf(this.deps.db, day, randomBytes(32).toString('hex'));
      salt.catch(() => this.salts.delete(day));
      // Yesterday's salt is forgotten here too, so a visitor's hash cannot be recomputed for an older day.
      this.salts.clear();
      this.salts.set(day, salt);
    }
    return salt;
  }
}
