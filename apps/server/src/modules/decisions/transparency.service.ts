import {
  DECISION_GROUNDS,
  TRANSPARENCY_MONTHS_DEFAULT,
  type DecisionGround,
  type Transparency,
  type TransparencyMonth,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import * as q from './transparency.queries.js';

// The published figures: per calendar month (UTC), newest first, what was published, held, rejected and removed (by
// ground), how reports ended, punishments by type, appeals and reversals, and the median time a review waited for a
// moderator. Read from the replica when there is one: nobody's own data is in it.

const key = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const zeroGrounds = () => Object.fromEntries(DECISION_GROUNDS.map((g) => [g, 0])) as Record<DecisionGround, number>;

export class TransparencyService {
  constructor(private readonly deps: ServiceDeps) {}

  async figures(months = TRANSPARENCY_MONTHS_DEFAULT, now = new Date()): Promise<Transparency> {
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
    const out = new Map<string, TransparencyMonth>();
    for (let i = 0; i < months; i++) {
      const month = key(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)));
      out.set(month, {
        month,
        reviews: { published: 0, held: 0, rejected: 0, removed: 0 },
        rejectedByGround: zeroGrounds(),
        removedByGround: zeroGrounds(),
        reports: { received: 0, upheld: 0, dismissed: 0 },
        punishments: { WARNING: 0, MUTE: 0, BAN: 0 },
        appeals: { received: 0, upheld: 0, reversed: 0 },
        medianHoursToDecide: null,
      });
    }
    const db = this.deps.reads;
    const [[published, held, decided, waits], [received, resolved], punished, [appealed, heard]] = await Promise.all([
      q.reviewFigures(db, since),
      q.reportFigures(db, since),
      q.punishmentFigures(db, since),
      q.appealFigures(db, since),
    ]);
    const at = (month: string) => out.get(month);
    const n = (row: Record<string, unknown>) => Number(row.n);
    for (const row of published) {
      const m = at(row.month);
      if (m) m.reviews.published = n(row);
    }
    for (const row of held) {
      const m = at(row.month);
      if (m) m.reviews.held = n(row);
    }
    for (const row of decided) {
      const m = at(row.month);
      if (!m) continue;
      const ground = row.ground as DecisionGround;
      if (row.kind === 'REVIEW_REJECTED') {
        m.reviews.rejected += n(row);
        m.rejectedByGround[ground] = (m.rejectedByGround[ground] ?? 0) + n(row);
      } else {
        m.reviews.removed += n(row);
        m.removedByGround[ground] = (m.removedByGround[ground] ?? 0) + n(row);
      }
    }
    for (const row of waits) {
      const m = at(row.month);
      if (m) m.medianHoursToDecide = Math.round(Number(row.hours) * 10) / 10;
    }
    for (const row of received) {
      const m = at(row.month);
      if (m) m.reports.received = n(row);
    }
    for (const row of resolved) {
      const m = at(row.month);
      if (!m) continue;
      if (row.status === 'UPHELD') m.reports.upheld = n(row);
      if (row.status === 'DISMISSED') m.reports.dismissed = n(row);
    }
    for (const row of punished) {
      const m = at(row.month);
      if (m && (row.type === 'WARNING' || row.type === 'MUTE' || row.type === 'BAN')) m.punishments[row.type] = n(row);
    }
    for (const row of appealed) {
      const m = at(row.month);
      if (m) m.appeals.received = n(row);
    }
    for (const row of heard) {
      const m = at(row.month);
      if (!m) continue;
      if (row.status === 'UPHELD') m.appeals.upheld = n(row);
      if (row.status === 'REVERSED') m.appeals.reversed = n(row);
    }
    return { months: [...out.values()] };
  }
}
