import {
  FEATURING_CLEARING_DAYS,
  M,
  type Campaign,
  type CampaignBidBody,
  type CampaignList,
  type CampaignListQuery,
  type CampaignOptions,
  type CampaignSummary,
  type Language,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireTeam } from '../teams/teams.access.js';
import { addDays, dayOf } from './featuring.dates.js';
import type { FeaturingLedger } from './featuring.ledger.js';
import { categoryRef } from './featuring.mapper.js';
import { mayEdit, nextStatus, statusAfterBudget, type CampaignStep } from './featuring.policy.js';
import * as cq from './featuring.campaigns.queries.js';
import { clearingPrices } from './featuring.queries.js';

// A brand's campaigns and bids. A campaign belongs to an APPROVED, unlocked team: an OWNER or ADMIN runs it, an
// EDITOR reads it, anyone else gets 404. While a campaign is ACTIVE its unspent budget, up to the team's available
// credits, is HELD in the ledger (syncHold), and the hold grows as credits arrive (followCredits); pausing or ending
// releases it. The daily close (featuring.close.service.ts) spends from that hold, so a campaign never spends past
// its budget.

export const campaignNotFound = () => new AppError('not_found', M.featuring.error.campaign_not_found);
const notAllowed = () => new AppError('forbidden', M.featuring.error.team_not_allowed);
const transition = () => new AppError('conflict', M.featuring.error.transition_not_allowed, 409);

interface CampaignFields {
  name: string;
  startsOn: string;
  endsOn?: string | null | undefined;
  totalBudget: number;
}

export function toSummary(row: cq.CampaignRow & { bidCount: number }): CampaignSummary {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    status: row.status,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    totalBudget: row.totalBudget,
    spent: row.spent,
    held: row.held,
    bidCount: row.bidCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const audited = (row: cq.CampaignRow) => ({
  name: row.name,
  status: row.status,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  totalBudget: row.totalBudget,
});

export class CampaignsService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'db'>,
    private readonly ledger: FeaturingLedger,
  ) {}

  async list(
    teamId: string,
    userId: string,
    query: Required<Omit<CampaignListQuery, 'search' | 'status'>> & CampaignListQuery,
  ): Promise<CampaignList> {
    await this.access(teamId, userId, false);
    const page = Number(query.page);
    const take = Number(query.take);
    const { rows, total } = await cq.listCampaigns(this.deps.db, teamId, {
      offset: (page - 1) * take,
      limit: take,
      search: query.search,
      status: query.status,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
    });
    return { data: rows.map(toSummary), meta: { page, take, total, pageCount: Math.ceil(total / take) } };
  }

  async get(teamId: string, userId: string, id: string, language: Language): Promise<Campaign> {
    await this.access(teamId, userId, false);
    return this.read(teamId, id, language);
  }

  /** What the "new campaign" modal offers: each open featuring, its reserve and recent prices, the team's products. */
  async options(teamId: string, userId: string, language: Language, now = new Date()): Promise<CampaignOptions> {
    await this.access(teamId, userId, false);
    const today = dayOf(now);
    const [open, mine] = await Promise.all([
      cq.openFeaturings(this.deps.db, today),
      cq.publishedProductsOf(this.deps.db, teamId),
    ]);
    const clearing = await clearingPrices(
      this.deps.db,
      open.map((row) => row.featuring.id),
      addDays(today, -FEATURING_CLEARING_DAYS),
    );
    return {
      featurings: open.map(({ featuring, category }) => ({
        featuringId: featuring.id,
        category: categoryRef(category, language),
        slots: featuring.slots,
        reservePrice: featuring.reservePrice,
        clearing: clearing
          .filter((row) => row.featuringId === featuring.id)
          .map((row) => ({ day: row.day, prices: row.prices.map(Number) })),
        products: mine
          .filter((p) => p.categoryId === category.id || p.parentId === category.id)
          .map((p) => ({ id: p.id, name: p.name })),
      })),
    };
  }

  async create(
    teamId: string,
    actorId: string,
    body: CampaignFields & {
      bids: { featuringId: string; productId: string; maxBid: number }[];
      draft?: boolean | undefined;
    },
    language: Language,
    now = new Date(),
  ): Promise<Campaign> {
    await this.access(teamId, actorId, true);
    const id = await this.deps.db.transaction(async (tx) => {
      for (const bid of body.bids) await this.checkBid(tx, teamId, bid, dayOf(now));
      let row = await cq.insertCampaign(tx, {
        teamId,
        name: body.name,
        startsOn: body.startsOn,
        endsOn: body.endsOn ?? null,
        totalBudget: body.totalBudget,
        status: 'DRAFT',
        createdBy: actorId,
      });
      for (const bid of body.bids) await cq.upsertBid(tx, { campaignId: row.id, ...bid, active: true });
      if (!body.draft) row = await this.syncHold(tx, { ...row, status: 'ACTIVE' }, actorId);
      await recordAudit(tx, {
        actorId,
        action: 'campaign.create',
        targetType: 'campaign',
        targetId: row.id,
        after: { ...audited(row), bids: body.bids },
      });
      return row.id;
    });
    return this.read(teamId, id, language);
  }

  /** Name, dates and budget; the budget never below what is spent, and while ACTIVE the hold follows it. */
  async update(
    teamId: string,
    actorId: string,
    id: string,
    body: CampaignFields,
    language: Language,
  ): Promise<Campaign> {
    await this.access(teamId, actorId, true);
    await this.change(teamId, id, actorId, 'campaign.update', async (tx, before) => {
      if (!mayEdit(before.status)) throw transition();
      if (body.totalBudget < before.spent) {
        throw new AppError('conflict', M.featuring.error.budget_below_spent, 409, { field: 'totalBudget' });
      }
      const status = statusAfterBudget(before.status, body.totalBudget, before.spent);
      // The hold first comes down to what the new budget allows, then syncHold sets it to what it should be.
      const fields = { name: body.name, startsOn: body.startsOn, endsOn: body.endsOn ?? null };
      const shrunk = await this.setHold(tx, before, Math.min(before.held, body.totalBudget - before.spent), actorId);
      const row = await cq.updateCampaign(tx, id, { ...fields, ...shrunk, totalBudget: body.totalBudget, status });
      return this.syncHold(tx, row, actorId);
    });
    return this.read(teamId, id, language);
  }

  async step(teamId: string, actorId: string, id: string, step: CampaignStep, language: Language): Promise<Campaign> {
    await this.access(teamId, actorId, true);
    await this.change(teamId, id, actorId, `campaign.${step}`, async (tx, before) => {
      const status = nextStatus(before.status, step);
      if (!status) throw transition();
      return this.syncHold(tx, { ...before, status }, actorId);
    });
    return this.read(teamId, id, language);
  }

  /** The "edit bid" modal: place or change the campaign's bid on a featuring. */
  async putBid(
    teamId: string,
    actorId: string,
    id: string,
    featuringId: string,
    body: Required<CampaignBidBody>,
    language: Language,
    now = new Date(),
  ): Promise<Campaign> {
    await this.access(teamId, actorId, true);
    await this.change(teamId, id, actorId, 'campaign.bid', async (tx, before) => {
      if (!mayEdit(before.status)) throw transition();
      await this.checkBid(tx, teamId, { featuringId, ...body }, dayOf(now));
      await cq.upsertBid(tx, { campaignId: id, featuringId, ...body });
      return cq.updateCampaign(tx, id, {});
    });
    return this.read(teamId, id, language);
  }

  async deleteBid(
    teamId: string,
    actorId: string,
    id: string,
    featuringId: string,
    language: Language,
  ): Promise<Campaign> {
    await this.access(teamId, actorId, true);
    await this.change(teamId, id, actorId, 'campaign.bid.delete', async (tx, before) => {
      if (!mayEdit(before.status)) throw transition();
      if (!isUuid(featuringId) || !(await cq.deleteBid(tx, id, featuringId))) {
        throw new AppError('not_found', M.featuring.error.bid_not_found);
      }
      return cq.updateCampaign(tx, id, {});
    });
    return this.read(teamId, id, language);
  }

  /**
   * Sets what the campaign holds to what it should: while ACTIVE its unspent budget, up to what the team can hold
   * (its available credits plus this hold); otherwise nothing. Writes the campaign's status and hold.
   */
  async syncHold(tx: Tx, campaign: cq.CampaignRow, actorId: string | null): Promise<cq.CampaignRow> {
    let target = 0;
    if (campaign.status === 'ACTIVE') {
      const { available } = await this.ledger.balanceOf(campaign.teamId, tx);
      target = Math.max(0, Math.min(campaign.totalBudget - campaign.spent, available + campaign.held));
    }
    const moved = await this.setHold(tx, campaign, target, actorId);
    return cq.updateCampaign(tx, campaign.id, { status: campaign.status, held: moved.held, holdSeq: moved.holdSeq });
  }

  /**
   * Credits became available to the team (a top-up paid, a grant, an adjustment, a release): its ACTIVE campaigns
   * holding less than their unspent budget take what is available, oldest first, in the transaction of that entry.
   * A campaign's own release does not come back to it.
   */
  async followCredits(teamId: string, tx: Tx, cause: { type: string; id: string | null }): Promise<void> {
    const wanting = await cq.campaignsWantingHold(tx, teamId, cause.type === 'CAMPAIGN' ? cause.id : null);
    if (wanting.length === 0) return;
    let { available } = await this.ledger.balanceOf(teamId, tx);
    for (const campaign of wanting) {
      if (available <= 0) break;
      const take = Math.min(campaign.totalBudget - campaign.spent - campaign.held, available);
      const moved = await this.setHold(tx, campaign, campaign.held + take, null);
      await cq.updateCampaign(tx, campaign.id, { held: moved.held, holdSeq: moved.holdSeq });
      available -= take;
    }
  }

  /** Holds or releases the difference to `target` (one ledger entry, keyed by the campaign's next hold number). */
  private async setHold(tx: Tx, campaign: cq.CampaignRow, target: number, actorId: string | null) {
    const diff = target - campaign.held;
    if (diff === 0) return { held: campaign.held, holdSeq: campaign.holdSeq };
    const holdSeq = campaign.holdSeq + 1;
    const move = {
      teamId: campaign.teamId,
      credits: Math.abs(diff),
      cause: { type: 'CAMPAIGN' as const, id: campaign.id, meta: { campaignName: campaign.name } },
      idempotencyKey: `campaign:${campaign.id}:hold:${holdSeq}`,
      actorId,
    };
    if (diff > 0) await this.ledger.hold(move, tx);
    else await this.ledger.release(move, tx);
    return { held: target, holdSeq };
  }

  private async change(
    teamId: string,
    id: string,
    actorId: string,
    action: string,
    work: (tx: Tx, before: cq.CampaignRow) => Promise<cq.CampaignRow>,
  ): Promise<void> {
    if (!isUuid(id)) throw campaignNotFound();
    await this.deps.db.transaction(async (tx) => {
      const before = await cq.findCampaign(tx, teamId, id, true);
      if (!before) throw campaignNotFound();
      // The team's account next, always after the campaign: credits arriving meanwhile wait for this change, and
      // then find the campaign as it left it (followCredits passes over a campaign another transaction holds).
      await this.ledger.balanceOf(teamId, tx, { lock: true });
      const after = await work(tx, before);
      await recordAudit(tx, {
        actorId,
        action,
        targetType: 'campaign',
        targetId: id,
        before: { ...audited(before), held: before.held },
        after: { ...audited(after), held: after.held },
      });
    });
  }

  /** A bid's rules: the featuring is open, the product is the team's and PUBLISHED in it, the bid meets the reserve. */
  private async checkBid(
    tx: Tx,
    teamId: string,
    bid: { featuringId: string; productId: string; maxBid: number },
    today: string,
  ): Promise<void> {
    const featuring = isUuid(bid.featuringId) ? await cq.findOpenFeaturing(tx, bid.featuringId, today) : undefined;
    if (!featuring) {
      throw new AppError('not_found', M.featuring.error.featuring_closed, 404, { field: 'featuringId' });
    }
    if (!isUuid(bid.productId) || !(await cq.productMayBid(tx, teamId, bid.productId, featuring.categoryId))) {
      throw new AppError('conflict', M.featuring.error.product_not_eligible, 409, { field: 'productId' });
    }
    if (bid.maxBid < featuring.reservePrice) {
      throw new AppError('conflict', M.featuring.error.bid_below_reserve, 409, {
        field: 'maxBid',
        reservePrice: featuring.reservePrice,
      });
    }
  }

  private async read(teamId: string, id: string, language: Language): Promise<Campaign> {
    if (!isUuid(id)) throw campaignNotFound();
    const row = await cq.findCampaign(this.deps.db, teamId, id);
    if (!row) throw campaignNotFound();
    const bids = await cq.bidsOf(this.deps.db, [id]);
    return {
      ...toSummary({ ...row, bidCount: bids.length }),
      bids: bids.map((b) => ({
        featuringId: b.bid.featuringId,
        category: categoryRef(b.category, language),
        product: b.product,
        maxBid: b.bid.maxBid,
        reservePrice: b.reservePrice,
        active: b.bid.active,
        createdAt: b.bid.createdAt.toISOString(),
        updatedAt: b.bid.updatedAt.toISOString(),
      })),
    };
  }

  /** Reads: any member (404 for anyone else). Writes: OWNER or ADMIN of an APPROVED, unlocked team. */
  private async access(teamId: string, userId: string, write: boolean): Promise<void> {
    await requireTeam(this.deps.db, teamId, userId, write ? 'runCampaigns' : 'view');
    if (write && !(await cq.teamApproved(this.deps.db, teamId))) throw notAllowed();
  }
}
