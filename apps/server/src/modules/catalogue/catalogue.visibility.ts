import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Who the public sees (issue 16 §2–3), stated once for every public read (brand, product, category and YouTuber
// pages, search, the home page, the sitemap): a team is listed when its newest verification round is APPROVED; its
// products are listed when PUBLISHED and the team is not BLOCKED (a blocked team's page shows a notice instead).
// SQL fragments over the caller's own columns, so each query keeps its own joins and aliases.

/** The team's newest verification round is APPROVED (the index verifications_team_idx answers it per team). */
export function teamIsApproved(teamId: AnyPgColumn | SQL): SQL {
  return sql`(select v.status from verifications v where v.team_id = ${teamId} order by v.submitted_at desc limit 1) = 'APPROVED'`;
}

/** The team is BLOCKED now (no end, or an end still ahead): the same rule as teams.policy isTeamLocked. */
export function teamIsBlocked(team: { accessStatus: AnyPgColumn; accessUntil: AnyPgColumn }): SQL {
  return sql`(${team.accessStatus} = 'BLOCKED' and (${team.accessUntil} is null or ${team.accessUntil} > now()))`;
}

/** A product a visitor may see: PUBLISHED, of an approved team that is not blocked. */
export function productIsPublic(
  product: { status: AnyPgColumn; teamId: AnyPgColumn },
  team: { accessStatus: AnyPgColumn; accessUntil: AnyPgColumn },
): SQL {
  return sql`(${product.status} = 'PUBLISHED' and not ${teamIsBlocked(team)} and ${teamIsApproved(product.teamId)})`;
}

/** The YouTuber's newest verification round is APPROVED and a handle is set. */
export function youtuberIsPublic(youtuber: { id: AnyPgColumn; handle: AnyPgColumn }): SQL {
  return sql`(${youtuber.handle} is not null and (select v.status from verifications v where v.youtuber_id = ${youtuber.id} order by v.submitted_at desc limit 1) = 'APPROVED')`;
}
