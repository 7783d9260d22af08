import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { teamIsLocked } from '../teams/teams.rules.js';
import { latestRoundIs, latestRoundOfEachIs } from '../verifications/verifications.rules.js';

// Who the public sees, stated once for every public read (brand, product, category and YouTuber
// pages, search, the home page, the sitemap): a team is listed when its newest verification round is APPROVED; its
// products are listed when PUBLISHED, not disabled by staff, and the team is not BLOCKED (a blocked team's page shows a
// notice instead).
// SQL fragments over the caller's own columns, so each query keeps its own joins and aliases.
// Cost at 100,000 products: the approval is asked of the TEAM (creator_teams.id), never per product,
// and as EXISTS / NOT EXISTS, so PostgreSQL filters the teams once (a hash semi/anti join over verifications) and
// joins the products to them; a per-product scalar subquery ran 100,000 index probes for the category counts (~2 s).

/** The team's newest verification round is APPROVED: an APPROVED round with no later round (verifications_team_idx). */
export function teamIsApproved(teamId: AnyPgColumn | SQL): SQL {
  return latestRoundIs({ teamId }, 'APPROVED');
}

/** teamIsApproved asked of each team on its own, for reads that match a few teams. */
export function eachTeamIsApproved(teamId: AnyPgColumn | SQL): SQL {
  return latestRoundOfEachIs({ teamId }, 'APPROVED');
}

/** The team is BLOCKED now (no end, or an end still ahead): the teams module's rule. */
export function teamIsBlocked(team: { accessStatus: AnyPgColumn | SQL; accessUntil: AnyPgColumn | SQL }): SQL {
  return teamIsLocked(team);
}

/** A product a visitor may see: PUBLISHED and not disabled by staff, of an approved team that is not blocked. */
export function productIsPublic(
  product: { status: AnyPgColumn; teamId: AnyPgColumn; staffDisabledAt: AnyPgColumn },
  team: { id: AnyPgColumn; accessStatus: AnyPgColumn; accessUntil: AnyPgColumn },
): SQL {
  return sql`(${product.status} = 'PUBLISHED' and ${product.staffDisabledAt} is null and not ${teamIsBlocked(team)} and ${teamIsApproved(team.id)})`;
}

/**
 * productIsPublic asked of the product's row alone, for reads that hold many products and no team (a category's
 * counts): `team_approved` is teamIsApproved kept on each product by triggers (migration 0013). The block is still
 * asked of the team, since it ends by time alone; few teams are blocked, and a partial index holds just them. The
 * blocked teams are read once, as an array each product is checked against: a NOT EXISTS probed that index once per
 * product (500 probes, about 1 ms at 100,000 products).
 */
export function productIsListed(product: {
  status: AnyPgColumn | SQL;
  teamApproved: AnyPgColumn | SQL;
  teamId: AnyPgColumn | SQL;
  staffDisabledAt: AnyPgColumn | SQL;
}): SQL {
  return sql`(${product.status} = 'PUBLISHED' and ${product.teamApproved} and ${product.staffDisabledAt} is null and not ${product.teamId} = any(array(select b.id from creator_teams b
    where ${teamIsBlocked({ accessStatus: sql`b.access_status`, accessUntil: sql`b.access_until` })})))`;
}

/** The YouTuber's newest verification round is APPROVED and a handle is set. */
export function youtuberIsPublic(youtuber: { id: AnyPgColumn; handle: AnyPgColumn }): SQL {
  return sql`(${youtuber.handle} is not null and ${latestRoundIs({ youtuberId: youtuber.id }, 'APPROVED')})`;
}
