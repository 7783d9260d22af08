import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditListQuery } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  categories,
  creatorTeams,
  products,
  reviews,
  teamInvites,
  trophies,
  trophyCategories,
  users,
  youtubers,
} from '../../db/schema/index.js';
import { teamMembersAs } from '../teams/teams.access.js';

// Drizzle queries of the audit log's read side, nothing else.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const actor = alias(users, 'actor');
// The target, by its type, so the log can name it for people: a user, a brand, a channel, a team
// member (their user and team), an invitation (its team), a product, a category, a review (its product and author),
// a trophy or a trophy category.
const targetUser = alias(users, 'target_user');
const targetTeam = alias(creatorTeams, 'target_team');
const targetYoutuber = alias(youtubers, 'target_youtuber');
const targetMember = teamMembersAs('target_member');
const memberUser = alias(users, 'member_user');
const memberTeam = alias(creatorTeams, 'member_team');
const targetInvite = alias(teamInvites, 'target_invite');
const inviteTeam = alias(creatorTeams, 'invite_team');
const targetProduct = alias(products, 'target_product');
const targetCategory = alias(categories, 'target_category');
const targetReview = alias(reviews, 'target_review');
const reviewProduct = alias(products, 'review_product');
const reviewAuthor = alias(users, 'review_author');
const targetTrophy = alias(trophies, 'target_trophy');
const targetTrophyCategory = alias(trophyCategories, 'target_trophy_category');
const isTarget = (type: string, id: { getSQL(): SQL }) =>
  and(eq(auditLog.targetType, type), sql`${id}::text = ${auditLog.targetId}`);

function where(query: AuditListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor) {
    if (UUID.test(query.actor)) conditions.push(eq(auditLog.actorId, query.actor));
    else {
      const pattern = `%${escapeLike(query.actor)}%`;
      conditions.push(
        or(
          sql`${actor.email} ilike ${pattern}`,
          sql`${actor.username} ilike ${pattern}`,
          sql`(${actor.firstName} || ' ' || ${actor.lastName}) ilike ${pattern}`,
        )!,
      );
    }
  }
  if (query.action) {
    // `user.update` matches itself; `user` or `user.` matches the whole area.
    const area = query.action.replace(/\.$/, '');
    conditions.push(or(eq(auditLog.action, area), sql`${auditLog.action} like ${`${escapeLike(area)}.%`}`)!);
  }
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.from) conditions.push(sql`${auditLog.at} >= ${new Date(query.from).toISOString()}`);
  if (query.to) conditions.push(sql`${auditLog.at} <= ${new Date(query.to).toISOString()}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listAudit(db: Db, query: { page: number; take: number } & AuditListQuery) {
  const filter = where(query);
  const dir = query.sortOrder === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorId: actor.id,
        actorFirstName: actor.firstName,
        actorLastName: actor.lastName,
        actorEmail: actor.email,
        targetFirstName: targetUser.firstName,
        targetLastName: targetUser.lastName,
        targetEmail: targetUser.email,
        teamBrandName: targetTeam.brandName,
        youtuberPageName: targetYoutuber.pageName,
        memberFirstName: memberUser.firstName,
        memberLastName: memberUser.lastName,
        memberEmail: memberUser.email,
        memberTeamName: memberTeam.brandName,
        inviteFirstName: targetInvite.firstName,
        inviteLastName: targetInvite.lastName,
        inviteEmail: targetInvite.email,
        inviteTeamName: inviteTeam.brandName,
        productName: targetProduct.name,
        categoryName: targetCategory.name,
        reviewProductName: reviewProduct.name,
        reviewAuthorUsername: reviewAuthor.username,
        reviewAuthorEmail: reviewAuthor.email,
        trophyName: targetTrophy.name,
        trophyCategoryName: targetTrophyCategory.name,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(targetUser, isTarget('user', targetUser.id))
      .leftJoin(targetTeam, isTarget('creator_team', targetTeam.id))
      .leftJoin(targetYoutuber, isTarget('youtuber', targetYoutuber.id))
      .leftJoin(targetMember, isTarget('creator_team_member', targetMember.id))
      .leftJoin(memberUser, eq(memberUser.id, targetMember.userId))
      .leftJoin(memberTeam, eq(memberTeam.id, targetMember.teamId))
      .leftJoin(targetInvite, isTarget('team_invite', targetInvite.id))
      .leftJoin(inviteTeam, eq(inviteTeam.id, targetInvite.teamId))
      .leftJoin(targetProduct, isTarget('product', targetProduct.id))
      .leftJoin(targetCategory, isTarget('category', targetCategory.id))
      .leftJoin(targetReview, isTarget('review', targetReview.id))
      .leftJoin(reviewProduct, eq(reviewProduct.id, targetReview.productId))
      .leftJoin(reviewAuthor, eq(reviewAuthor.id, targetReview.authorId))
      .leftJoin(targetTrophy, isTarget('trophy', targetTrophy.id))
      .leftJoin(targetTrophyCategory, isTarget('trophy_category', targetTrophyCategory.id))
      .where(filter)
      .orderBy(dir(auditLog.at), dir(auditLog.id))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db.select({ value: count() }).from(auditLog).leftJoin(actor, eq(actor.id, auditLog.actorId)).where(filter),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type AuditListRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
