import { M, type SocialLinks, type TeamSettings } from '@plaudit/contract';
import type { z } from 'zod';
import type { socialLinksUpdateSchema, teamSettingsUpdateSchema } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadTeamAccess, requireTeam, type TeamAccess } from './teams.access.js';
import { toTeamSettings } from './teams.mapper.js';
import * as q from './teams.queries.js';

// A team's settings and branding: brand name, website, description, social links (GET/PUT settings, PUT social).
// Every change lands with its audit entry in one transaction.

type SettingsUpdate = z.output<typeof teamSettingsUpdateSchema>;
type SocialUpdate = z.output<typeof socialLinksUpdateSchema>;

/** Applies the links that were sent (null or '' clears one; a missing key leaves it as it was). */
export function mergeSocial(current: SocialLinks, update: SocialUpdate | undefined): SocialLinks {
  if (!update) return current;
  const next = { ...current };
  for (const [key, value] of Object.entries(update) as Array<[keyof SocialLinks, string | null | undefined]>) {
    if (value !== undefined) next[key] = value;
  }
  return next;
}

export class TeamSettingsService {
  constructor(private readonly db: Db) {}

  /** The settings as the caller sees them (with the caller's role and permissions). */
  async view(access: TeamAccess, db: Db = this.db): Promise<TeamSettings> {
    const team = (await q.findTeam(db, access.team.id)) ?? access.team;
    const now = new Date();
    const [verification, counts, ownerCount] = await Promise.all([
      q.latestVerification(db, team.id),
      q.teamCounts(db, team.id, now),
      q.countOwners(db, team.id),
    ]);
    return toTeamSettings(team, { role: access.member.role, locked: access.locked, ownerCount, verification, counts });
  }

  async get(teamId: string, userId: string): Promise<TeamSettings> {
    const access = await loadTeamAccess(this.db, teamId, userId);
    return this.view(access);
  }

  async update(teamId: string, userId: string, body: SettingsUpdate): Promise<TeamSettings> {
    const access = await requireTeam(this.db, teamId, userId, 'editSettings');
    const before = access.team;
    const social = mergeSocial(before.social, body.settings?.social);
    await this.db.transaction(async (tx) => {
      const values = { brandName: body.brandName, website: body.website, description: body.description, social };
      await q.updateTeam(tx, teamId, values);
      await recordAudit(tx, {
        actorId: userId,
        action: 'team.settings.update',
        targetType: 'creator_team',
        targetId: teamId,
        before: { brandName: before.brandName, website: before.website, description: before.description, social: before.social },
        after: values,
      });
    });
    return this.view(access);
  }

  /** PUT /creator/social: the links of the caller's selected team (spec §7 names no team in the path). */
  async updateSocial(user: { id: string; selectedTeamId: string | null }, body: SocialUpdate): Promise<TeamSettings> {
    const userId = user.id;
    const selectedTeamId = await q.effectiveSelectedTeamId(this.db, user);
    if (!selectedTeamId) throw new AppError('not_found', M.creator.error.team_not_found);
    const access = await requireTeam(this.db, selectedTeamId, userId, 'editSettings');
    const social = mergeSocial(access.team.social, body);
    await this.db.transaction(async (tx) => {
      await q.updateTeam(tx, selectedTeamId, { social });
      await recordAudit(tx, {
        actorId: userId,
        action: 'team.social.update',
        targetType: 'creator_team',
        targetId: selectedTeamId,
        before: { social: access.team.social },
        after: { social },
      });
    });
    return this.view(access);
  }
}
