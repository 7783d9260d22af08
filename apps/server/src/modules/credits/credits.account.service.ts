import type { CreditAccount, CreditEntryList, CreditSettingsBody } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireTeam } from '../teams/teams.access.js';
import { entriesCsv } from './credits.csv.js';
import { toCreditEntry } from './credits.mapper.js';
import * as q from './credits.queries.js';
import type { CreditsService } from './credits.service.js';

// What a team sees of its credits: the balance (every member), the ledger and its CSV and the low-balance setting
// (OWNER and ADMIN). Access is the team's (teams.access.ts): not a member → 404, a role without the right → 403.

/** The CSV holds at most this many entries (newest first): more is a job for the paged list. */
const CSV_MAX_ROWS = 100_000;

export class CreditAccountService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly ledger: CreditsService,
  ) {}

  private async account(teamId: string): Promise<CreditAccount> {
    const [balance, row] = await Promise.all([
      this.ledger.balanceOf(teamId),
      q.findAccountSettings(this.deps.db, teamId),
    ]);
    const { credits } = this.deps.config;
    return {
      ...balance,
      currency: credits.currency,
      creditPriceCents: credits.priceCents,
      lowBalanceThreshold: row?.lowBalanceThreshold ?? null,
      provider: credits.provider ?? 'sandbox',
    };
  }

  async get(teamId: string, userId: string): Promise<CreditAccount> {
    await requireTeam(this.deps.db, teamId, userId, 'view');
    return this.account(teamId);
  }

  async entries(
    teamId: string,
    userId: string,
    query: { page: number; take: number } & q.EntryFilters,
  ): Promise<CreditEntryList> {
    await requireTeam(this.deps.db, teamId, userId, 'manageCredits');
    const { page, take } = query;
    const { rows, total } = await q.listEntries(this.deps.db, teamId, query, (page - 1) * take, take);
    return {
      data: rows.map(toCreditEntry),
      meta: { page, take, total, pageCount: Math.ceil(total / take) },
    };
  }

  async entriesCsv(
    teamId: string,
    userId: string,
    filters: q.EntryFilters,
  ): Promise<{ fileName: string; csv: string }> {
    const access = await requireTeam(this.deps.db, teamId, userId, 'manageCredits');
    const { rows } = await q.listEntries(this.deps.db, teamId, filters, 0, CSV_MAX_ROWS);
    const brand =
      access.team.brandName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'team';
    return { fileName: `plaudit-credits-${brand}.csv`, csv: entriesCsv(rows.map(toCreditEntry)) };
  }

  async updateSettings(teamId: string, userId: string, body: CreditSettingsBody): Promise<CreditAccount> {
    await requireTeam(this.deps.db, teamId, userId, 'manageCredits');
    const before = await q.findAccountSettings(this.deps.db, teamId);
    await this.deps.db.transaction(async (tx) => {
      await q.setLowBalanceThreshold(tx, teamId, body.lowBalanceThreshold);
      await recordAudit(tx, {
        actorId: userId,
        action: 'credits.settings',
        targetType: 'team',
        targetId: teamId,
        before: { lowBalanceThreshold: before?.lowBalanceThreshold ?? null },
        after: { lowBalanceThreshold: body.lowBalanceThreshold },
      });
    });
    return this.account(teamId);
  }
}
