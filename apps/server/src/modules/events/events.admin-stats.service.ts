import type { AdminStats } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import * as q from './events.admin-stats.queries.js';

// The platform's figures for /admin: what staff start the day with. ADMIN and MOD (`stats.read`).

const DAYS = 30;

export class AdminStatsService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'reads'>,
    private readonly droppedEvents: () => number,
  ) {}

  async get(actor: Actor): Promise<AdminStats> {
    assertMay(actor, 'stats.read');
    // Platform-wide figures, the same for every staff member (the role check is the signed-in person's): a replica's
    // do.
    const db = this.deps.reads;
    const [signUps, reviewsPerDay, activePeople, queues, totals, topBrands] = await Promise.all([
      q.signUpsPerDay(db, DAYS),
      q.reviewsPerDay(db, DAYS),
      q.activePeople(db),
      q.queues(db),
      q.totals(db),
      q.topBrands(db, DAYS),
    ]);
    return {
      generatedAt: new Date().toISOString(),
      signUps,
      activePeople,
      reviewsPerDay,
      queues,
      totals,
      topBrands,
      droppedEvents: this.droppedEvents(),
    };
  }
}
