import type { AdminVerification, BrandRequest, CreatorAccess } from '@plaudit/contract';
import type { listBrandRequests, findVerification } from './verifications.queries.js';

// Rows → API shapes of the admin review. The name and link are what this round submitted (the details snapshot).

type Row = NonNullable<Awaited<ReturnType<typeof findVerification>>>;
type BrandRow = Awaited<ReturnType<typeof listBrandRequests>>['rows'][number];

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export function toAdminVerification(row: Row): AdminVerification {
  const { v } = row;
  const d = v.details;
  const creator = v.subjectType === 'CREATOR';
  return {
    id: v.id,
    type: v.subjectType,
    kind: v.kind,
    status: v.status,
    message: v.message,
    applicant: row.applicant
      ? { id: row.applicant.id, name: fullName(row.applicant), email: row.applicant.email }
      : null,
    name: (creator ? d.brandName : d.pageName) ?? '',
    previousName: v.kind === 'RENAME' ? (d.previousBrandName ?? null) : null,
    link: (creator ? d.website : d.youtubeUrl) ?? null,
    profile: creator ? (row.profileHandle ?? d.creatorProfile ?? null) : null,
    teamId: v.teamId,
    youtuberId: v.youtuberId,
    accessStatus: creator ? row.accessStatus : null,
    accessUntil: creator && row.accessStatus === 'BLOCKED' && row.accessUntil ? row.accessUntil.toISOString() : null,
    submittedAt: v.submittedAt.toISOString(),
    reviewedAt: v.reviewedAt?.toISOString() ?? null,
    isLatest: row.isLatest,
    reviewer: row.reviewer ? { id: row.reviewer.id, name: fullName(row.reviewer) } : null,
  };
}

export function toCreatorAccess(team: {
  id: string;
  accessStatus: 'BLOCKED' | 'UNBLOCKED';
  accessUntil: Date | null;
  accessReason: string | null;
}): CreatorAccess {
  return {
    teamId: team.id,
    accessStatus: team.accessStatus,
    until: team.accessUntil?.toISOString() ?? null,
    reason: team.accessReason,
  };
}

export function toBrandRequest(row: BrandRow): BrandRequest {
  const { r, requester } = row;
  return {
    id: r.id,
    brandName: r.brandName,
    website: r.website,
    message: r.message,
    status: r.status,
    requester: requester ? { id: requester.id, name: fullName(requester), email: requester.email } : null,
    createdAt: r.createdAt.toISOString(),
  };
}
