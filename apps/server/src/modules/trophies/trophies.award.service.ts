import {
  isPublicTrophyStatus,
  M,
  PLATFORM_ORGANISER_NAME,
  type TrophyAwardBody,
  type TrophyCreated,
  type TrophyProtocol,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { webhooks } from '../webhooks/webhooks.outbox.js';
import { trophyEventData } from '../webhooks/webhooks.mapper.js';
import type { Tx } from '../../db/tx.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { isMember } from '../teams/teams.access.js';
import { requireOrganiser, trophyNotFound } from './trophies.access.js';
import { findTrophy, type TrophyRow } from './trophies.access.queries.js';
import * as q from './trophies.award.queries.js';
import { summaryById } from './trophies.read.queries.js';
import { toSummary } from './trophies.summary.mapper.js';
import { drawIndex } from './trophies.draw.js';
import { trophyWonMail, wantsTrophyMail } from './trophies.mail.js';
import type { TrophyCaller } from './trophies.policy.js';
import { buildProtocol, candidateTitle } from './trophies.protocol.js';
import { scoreTable, type ScoreRow } from './trophies.score.js';
import { protocolOfJws, type ProtocolSigner } from './trophies.signing.js';

// Deciding a trophy: LOCKED → AWARDED by its organiser, the winner found by the method, the
// protocol built and signed, the decision stored and audited, all in one transaction behind the trophy's row lock
// (two organisers at once: the second sees AWARDED and gets 409). The winner is mailed after the commit; a mail that
// fails never undoes an award. Also the reads of a decision: the signed protocol and the badge's facts.

const V = M.trophy.validation;
const E = M.trophy.error;
const invalid = (message: string, field: string) => new AppError('validation', message, 400, { field });

export interface AwardedTrophy {
  trophy: TrophyRow;
  decision: q.DecisionRow;
  protocol: TrophyProtocol;
}

/**
 * trophy.awarded's data: the trophy as the winning team's GET /v1/trophies lists it (in English, as that list
 * answers), read in the award's transaction; RUNS when the team won its own trophy, as the list says then.
 */
async function trophyEvent(tx: Tx, trophy: TrophyRow, teamId: string) {
  const row = await summaryById(tx, trophy.id);
  return row && trophyEventData({ ...toSummary(row, 'en'), relation: trophy.teamId === teamId ? 'RUNS' : 'WON' });
}

export class TrophyDecisionService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly signer: ProtocolSigner,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async award(caller: TrophyCaller, id: string, body: TrophyAwardBody): Promise<TrophyCreated> {
    const result = await this.db.transaction(async (tx) => {
      const { trophy } = await requireOrganiser(tx, id, caller, true);
      await assertCanPublish(tx, caller.id);
      if (trophy.status === 'AWARDED') throw new AppError('conflict', E.already_awarded);
      if (trophy.status !== 'LOCKED') throw new AppError('conflict', E.transition_not_allowed);
      const candidates = await q.frozenCandidates(tx, trophy.id);
      const winnerId = body.winnerId ?? null;
      const justification = body.justification?.trim() || null;

      let winner: q.CandidateRow | undefined;
      let scores: ScoreRow[] | null = null;
      let draw: { index: number } | null = null;
      if (trophy.method === 'JURY') {
        if (!winnerId) throw invalid(V.winner_required, 'winnerId');
        if (!justification) throw invalid(V.justification_required, 'justification');
        winner = candidates.find((c) => c.subjectId === winnerId);
        if (!winner) throw new AppError('validation', E.winner_not_candidate, 400, { field: 'winnerId' });
        // An ADMIN may not crown their own team's entry on a platform trophy (a team trophy is the team's own affair).
        if (trophy.teamId === null && (await isMember(tx, winner.teamId, caller.id))) {
          throw new AppError('forbidden', E.conflict_of_interest);
        }
      } else {
        if (winnerId) throw invalid(V.winner_not_allowed, 'winnerId');
        if (justification) throw invalid(V.winner_not_allowed, 'justification');
        if (candidates.length === 0) throw new AppError('conflict', E.transition_not_allowed);
        if (trophy.method === 'SCORE') {
          scores = scoreTable(
            candidates.map((c) => ({
              id: c.subjectId,
              figures: c.figures ?? { reviewCount: null, ratingSum: null, since: '' },
            })),
            trophy.scorePrior ?? 0,
          );
          if (scores[0]?.score == null) throw new AppError('conflict', E.no_scores);
          winner = candidates.find((c) => c.subjectId === scores![0]!.id);
        } else {
          if (!trophy.drawSeed) throw new AppError('conflict', E.transition_not_allowed);
          draw = { index: drawIndex(trophy.drawSeed, trophy.id, candidates.length) };
          winner = candidates[draw.index];
        }
      }
      if (!winner) throw new AppError('conflict', E.transition_not_allowed);

      const names = await q.protocolNames(tx, trophy);
      const person = await q.personName(tx, caller.id);
      const decidedBy = names.brandName ? `${person} for ${names.brandName}` : person;
      const decidedAt = new Date();
      const protocol = buildProtocol({
        issuer: this.deps.config.publicUrl,
        trophy,
        names: {
          category: names.category,
          catalogueCategory: names.catalogueCategory,
          organiser: names.brandName ?? PLATFORM_ORGANISER_NAME,
        },
        candidates,
        draw,
        scores,
        justification: trophy.method === 'JURY' ? justification : null,
        winner,
        decidedBy,
        decidedAt,
      });
      const { jws, keyId } = await this.signer.sign(protocol);
      const winnerAuthorId = trophy.contentType === 'PRODUCT' ? null : await q.reviewAuthor(tx, winner.subjectId);
      await q.insertDecision(tx, {
        trophyId: trophy.id,
        method: trophy.method,
        winnerSubjectId: winner.subjectId,
        winnerTeamId: winner.teamId,
        winnerAuthorId,
        justification: protocol.jury?.justification ?? null,
        decidedBy: caller.id,
        decidedByName: decidedBy,
        decidedAt,
        protocol,
        jws,
        keyId,
      });
      await q.markAwarded(tx, trophy.id, decidedAt);
      await webhooks.emit(tx, winner.teamId, 'trophy.awarded', () => trophyEvent(tx, trophy, winner.teamId));
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'trophy.award',
        targetType: 'trophy',
        targetId: trophy.id,
        before: { status: trophy.status },
        after: {
          // The winner by name as well as id, so the audit log can say what won in words.
          status: 'AWARDED',
          method: trophy.method,
          winnerId: winner.subjectId,
          winnerTitle: candidateTitle(winner),
          winnerPosition: winner.position,
          ...(protocol.draw
            ? { commitment: protocol.draw.commitment, seed: protocol.draw.seed, index: protocol.draw.index }
            : {}),
          ...(protocol.score ? { score: protocol.score.table[0]?.score ?? null } : {}),
        },
      });
      return { trophy, winner, winnerAuthorId };
    });

    await this.mailWinner(result.trophy, result.winner, result.winnerAuthorId).catch((error: unknown) => {
      this.deps.log.error({ err: error, trophyId: id }, 'the trophy winner mail failed');
    });
    return { id: result.trophy.id, status: 'AWARDED' };
  }

  private async mailWinner(trophy: TrophyRow, winner: q.CandidateRow, authorId: string | null): Promise<void> {
    const people =
      trophy.contentType === 'PRODUCT'
        ? await q.teamRecipients(this.db, winner.teamId)
        : authorId
          ? await q.userRecipient(this.db, authorId)
          : [];
    const link = `${this.deps.config.publicUrl}/trophies/${trophy.id}`;
    for (const person of people) {
      if (!wantsTrophyMail(person.notifications)) continue;
      await this.deps.mail.send(
        person.email,
        trophyWonMail(person.language, person.firstName, {
          trophyName: trophy.name,
          winnerTitle: candidateTitle(winner),
          link,
        }),
      );
    }
  }

  /**
   * A public trophy's decision. `strict`: not public → 404, not AWARDED → 409 (the protocol); otherwise anything
   * but AWARDED is 404 (the badge).
   */
  async awarded(id: string, strict: boolean): Promise<AwardedTrophy> {
    if (!isUuid(id)) throw trophyNotFound();
    const trophy = await findTrophy(this.db, id);
    if (!trophy || !isPublicTrophyStatus(trophy.status)) throw trophyNotFound();
    const decision = trophy.status === 'AWARDED' ? await q.findDecision(this.db, id) : undefined;
    if (!decision) throw strict ? new AppError('conflict', E.not_awarded) : trophyNotFound();
    return { trophy, decision, protocol: protocolOfJws(decision.jws) };
  }

  keySet() {
    return this.signer.keySet();
  }
}
