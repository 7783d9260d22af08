import type { AuditEntry } from '@plaudit/contract';
import type { AuditListRow } from './audit.queries.js';

// Audit rows → API shape: the actor's name and email instead of a bare id; the target by name, with where the
// admin area shows it (a person by email, a brand or channel by name).

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

type Target = Pick<AuditEntry, 'targetLabel' | 'targetLink' | 'teamName'>;

function target(row: AuditListRow): Target {
  const none: Target = { targetLabel: null, targetLink: null, teamName: null };
  switch (row.entry.targetType) {
    case 'user':
      return row.targetEmail === null
        ? none
        : {
            ...none,
            targetLabel: fullName(row.targetFirstName, row.targetLastName),
            targetLink: { kind: 'user', lookup: row.targetEmail },
          };
    case 'creator_team':
      return row.teamBrandName === null
        ? none
        : { ...none, targetLabel: row.teamBrandName, targetLink: { kind: 'verification', lookup: row.teamBrandName } };
    case 'youtuber':
      return row.youtuberPageName === null
        ? none
        : {
            ...none,
            targetLabel: row.youtuberPageName,
            targetLink: { kind: 'verification', lookup: row.youtuberPageName },
          };
    case 'creator_team_member':
      return row.memberEmail === null
        ? none
        : {
            targetLabel: fullName(row.memberFirstName, row.memberLastName),
            targetLink: { kind: 'user', lookup: row.memberEmail },
            teamName: row.memberTeamName,
          };
    case 'team_invite':
      return row.inviteEmail === null
        ? none
        : {
            targetLabel: `${fullName(row.inviteFirstName, row.inviteLastName)} (${row.inviteEmail})`,
            targetLink: row.inviteTeamName === null ? null : { kind: 'verification', lookup: row.inviteTeamName },
            teamName: row.inviteTeamName,
          };
    case 'product':
      return row.productName === null ? none : { ...none, targetLabel: row.productName };
    case 'category':
      return row.categoryName === null ? none : { ...none, targetLabel: row.categoryName };
    case 'review':
      // The review by its product and author; the link opens the author in /admin/users.
      return row.reviewProductName === null || row.reviewAuthorEmail === null
        ? none
        : {
            ...none,
            targetLabel: `${row.reviewProductName} (@${row.reviewAuthorUsername ?? ''})`,
            targetLink: { kind: 'user', lookup: row.reviewAuthorEmail },
          };
    case 'trophy':
      return row.trophyName === null ? none : { ...none, targetLabel: row.trophyName };
    case 'trophy_category':
      return row.trophyCategoryName === null ? none : { ...none, targetLabel: row.trophyCategoryName };
    case 'job': {
      // A background job leaves no row to join: it is named by what the entry kept of it.
      const name = asRecord(row.entry.before)?.name;
      return typeof name === 'string' ? { ...none, targetLabel: name } : none;
    }
    default:
      return none;
  }
}

export function toAuditEntry(row: AuditListRow): AuditEntry {
  const e = row.entry;
  return {
    id: e.id,
    actor: row.actorId
      ? {
          id: row.actorId,
          name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
          email: row.actorEmail ?? '',
        }
      : null,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    ...target(row),
    before: asRecord(e.before),
    after: asRecord(e.after),
    via: e.via,
    at: e.at.toISOString(),
  };
}
