import type { TFunction } from 'i18next';
import type { CreditEntry } from '@plaudit/contract';
import { formatDate } from '@/lib/format';
import { formatCredits } from './money';

/** Each ledger entry in one sentence: what happened, how many credits, and why (the campaign, the featuring day). */
export function entrySentence(entry: CreditEntry, t: TFunction<'credits'>, language: string): string {
  const credits = formatCredits(Math.abs(entry.amount !== 0 ? entry.amount : entry.heldAmount), language);
  const cause = entry.campaignName
    ? t('causes.CAMPAIGN_named', { name: entry.campaignName })
    : entry.day
      ? t('causes.FEATURING_DAY_dated', { date: formatDate(`${entry.day}T12:00:00Z`, language) })
      : t(`causes.${entry.cause.type}`);
  const reason = entry.reason ?? t('sentence.noReason');
  switch (entry.kind) {
    case 'TOP_UP':
      return entry.receiptNumber
        ? t('sentence.TOP_UP_receipt', { credits, receipt: entry.receiptNumber })
        : t('sentence.TOP_UP', { credits });
    case 'GRANT':
      return entry.expiresAt
        ? t('sentence.GRANT_expires', { credits, reason, date: formatDate(entry.expiresAt, language) })
        : t('sentence.GRANT', { credits, reason });
    case 'HOLD':
      return t('sentence.HOLD', { credits, cause });
    case 'RELEASE':
      return t('sentence.RELEASE', { credits, cause });
    case 'SPEND':
      return t('sentence.SPEND', { credits, cause });
    case 'REFUND':
      return t('sentence.REFUND', { credits, reason });
    case 'ADJUSTMENT':
      return t(entry.amount >= 0 ? 'sentence.ADJUSTMENT_add' : 'sentence.ADJUSTMENT_take', { credits, reason });
    case 'EXPIRY':
      return t('sentence.EXPIRY', { credits, reason });
  }
}

/**
 * Who in the team did it (the payer of a top-up, the member whose campaign held or spent), when the entry knows;
 * what the platform did says so in its sentence.
 */
export function entryActor(entry: CreditEntry): string | null {
  const byMember =
    entry.kind === 'TOP_UP' || entry.kind === 'HOLD' || entry.kind === 'RELEASE' || entry.kind === 'SPEND';
  return byMember ? entry.actorName : null;
}
