import type { TeamBilling, TeamBillingUpdate } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireTeam } from './teams.access.js';
import * as q from './teams.billing.queries.js';

// The team's billing details, a part of its settings: every member reads them, those who edit the settings
// (OWNER, ADMIN; not while the team is locked) change them, audited. A receipt copies them when it is issued, so a
// later change never rewrites an old receipt.

type Parsed = { [K in keyof TeamBillingUpdate]: string | null };

export class TeamBillingService {
  constructor(private readonly db: Db) {}

  async get(teamId: string, userId: string): Promise<TeamBilling> {
    await requireTeam(this.db, teamId, userId, 'view');
    return (await q.findBilling(this.db, teamId))!;
  }

  async update(teamId: string, userId: string, body: Parsed): Promise<TeamBilling> {
    await requireTeam(this.db, teamId, userId, 'editSettings');
    return this.db.transaction(async (tx) => {
      const before = await q.findBilling(tx, teamId);
      const after = await q.updateBilling(tx, teamId, body);
      await recordAudit(tx, {
        actorId: userId,
        action: 'team.billing',
        targetType: 'team',
        targetId: teamId,
        before: before ?? null,
        after,
      });
      return after;
    });
  }
}
