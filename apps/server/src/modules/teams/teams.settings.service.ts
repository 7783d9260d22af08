import type { ServiceDeps } from '../../deps.js';
import { M, TEAM_IMAGE_TYPES, type SocialLinks, type TeamImageType, type TeamSettings } from '@plaudit/contract';
import type { z } from 'zod';
import type { socialLinksUpdateSchema, teamSettingsUpdateSchema } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { processImage } from '../../lib/images.js';
import { newName } from '../../plugins/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { loadTeamAccess, requireTeam, type TeamAccess } from './teams.access.js';
import type { Tx } from '../../db/tx.js';
import type { VerificationsService } from '../verifications/verifications.service.js';
import { toTeamSettings } from './teams.mapper.js';
import * as q from './teams.queries.js';
import type { TeamRow } from './teams.queries.js';
import type { TeamsService } from './teams.service.js';

// A team's settings and branding: brand name, website, description, social links, icon and banner. Every change
// lands with its audit entry in one transaction. An APPROVED team's brand name was verified with it: a new one waits
// in pending_brand_name for a moderator (a RENAME round, verifications module) and the public keeps the old one.
// Pictures go through lib/images (sniffed, decoded, resized to
// 256x256 or 1920x1080, re-encoded without metadata) and the storage plugin, like avatars.

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

const IMAGE_COLUMN = { iconUrl: 'iconUrl', bannerUrl: 'bannerUrl' } as const;
const IMAGE_TARGET = { iconUrl: 'icon', bannerUrl: 'banner' } as const;

export function parseImageType(value: string | undefined): TeamImageType {
  if (value && (TEAM_IMAGE_TYPES as readonly string[]).includes(value)) return value as TeamImageType;
  throw new AppError('validation', M.team.error.image_type, 400, { field: 'imageType' });
}

export class TeamSettingsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly teams: TeamsService,
    private readonly verifications: VerificationsService,
  ) {}

  private get db(): Db {
    return this.deps.db;
  }

  /** The settings as the caller sees them (with the caller's role and permissions). */
  async view(access: TeamAccess, db: Db = this.db): Promise<TeamSettings> {
    const team = (await q.findTeam(db, access.team.id)) ?? access.team;
    const now = new Date();
    const [verification, rename, counts, ownerCount] = await Promise.all([
      q.latestVerification(db, team.id),
      q.latestVerification(db, team.id, 'RENAME'),
      q.teamCounts(db, team.id, now),
      q.countOwners(db, team.id),
    ]);
    return toTeamSettings(team, {
      role: access.member.role,
      locked: access.locked,
      ownerCount,
      verification,
      rename,
      counts,
    });
  }

  async assertCanEdit(teamId: string, userId: string): Promise<void> {
    await requireTeam(this.db, teamId, userId, 'editSettings');
  }

  async get(teamId: string, userId: string): Promise<TeamSettings> {
    const access = await loadTeamAccess(this.db, teamId, userId);
    return this.view(access);
  }

  async update(teamId: string, userId: string, body: SettingsUpdate): Promise<TeamSettings> {
    const access = await requireTeam(this.db, teamId, userId, 'editSettings');
    await assertCanPublish(this.db, userId);
    const before = access.team;
    const social = mergeSocial(before.social, body.settings?.social);
    const requested = body.brandName;
    if (requested !== before.brandName) await this.teams.assertBrandNameFree(requested, teamId);
    const approved = (await q.latestVerification(this.db, teamId))?.status === 'APPROVED';
    await this.db.transaction(async (tx) => {
      const name = await this.brandNameChange(tx, {
        teamId,
        userId,
        approved,
        before,
        requested,
        website: body.website,
      });
      const values = { ...name, website: body.website, description: body.description, social };
      await q.updateTeam(tx, teamId, values);
      await recordAudit(tx, {
        actorId: userId,
        action: 'team.settings.update',
        targetType: 'creator_team',
        targetId: teamId,
        before: {
          brandName: before.brandName,
          pendingBrandName: before.pendingBrandName,
          website: before.website,
          description: before.description,
          social: before.social,
        },
        after: values,
      });
    });
    return this.view(access);
  }

  /**
   * The name columns of a settings change. A team not (yet) approved names itself. An approved one keeps its public
   * name: a new one waits for review (a repeat of the waiting name changes nothing; one refused or sent back for
   * more information goes to review again), and its own current name takes a waiting request back.
   */
  private async brandNameChange(
    tx: Tx,
    change: {
      teamId: string;
      userId: string;
      approved: boolean;
      before: TeamRow;
      requested: string;
      website: string | null;
    },
  ): Promise<{ brandName?: string; pendingBrandName: string | null }> {
    const { teamId, before, requested } = change;
    if (!change.approved || requested === before.brandName) {
      if (before.pendingBrandName !== null) await this.verifications.replaceRename(teamId, null, tx);
      return { brandName: requested, pendingBrandName: null };
    }
    const waiting = await q.latestVerification(tx, teamId, 'RENAME');
    if (requested !== before.pendingBrandName || waiting?.status !== 'PENDING') {
      const details = { brandName: requested, previousBrandName: before.brandName, website: change.website };
      await this.verifications.replaceRename(teamId, { applicantId: change.userId, details }, tx);
    }
    return { pendingBrandName: requested };
  }

  /** PUT /creator/social: the links of the caller's selected team (the names no team in the path). */
  async updateSocial(user: { id: string; selectedTeamId: string | null }, body: SocialUpdate): Promise<TeamSettings> {
    const userId = user.id;
    const selectedTeamId = await q.effectiveSelectedTeamId(this.db, user);
    if (!selectedTeamId) throw new AppError('not_found', M.creator.error.team_not_found);
    const access = await requireTeam(this.db, selectedTeamId, userId, 'editSettings');
    await assertCanPublish(this.db, userId);
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

  /** Replaces the icon or the banner. The old file is removed only after the new one is saved and recorded. */
  async uploadImage(teamId: string, userId: string, type: TeamImageType, upload: Buffer): Promise<TeamSettings> {
    const access = await requireTeam(this.db, teamId, userId, 'editSettings');
    await assertCanPublish(this.db, userId);
    const image = await processImage(upload, IMAGE_TARGET[type]);
    const name = newName(image.extension);
    await this.deps.storage.put(name, image.buffer, image.contentType);
    const url = this.deps.storage.urlFor(name);
    const before = access.team[IMAGE_COLUMN[type]];
    try {
      await this.db.transaction(async (tx) => {
        await q.updateTeam(tx, teamId, { [IMAGE_COLUMN[type]]: url });
        await recordAudit(tx, {
          actorId: userId,
          action: 'team.image.upload',
          targetType: 'creator_team',
          targetId: teamId,
          before: { [type]: before },
          after: { [type]: url },
        });
      });
    } catch (error) {
      // The row's failure is the answer; a store that also fails to delete must not replace it.
      await this.removeStoredImage(url);
      throw error;
    }
    await this.removeStoredImage(before);
    return this.view(access);
  }

  async deleteImage(teamId: string, userId: string, type: TeamImageType): Promise<TeamSettings> {
    const access = await requireTeam(this.db, teamId, userId, 'editSettings');
    const before = access.team[IMAGE_COLUMN[type]];
    await this.db.transaction(async (tx) => {
      await q.updateTeam(tx, teamId, { [IMAGE_COLUMN[type]]: null });
      await recordAudit(tx, {
        actorId: userId,
        action: 'team.image.delete',
        targetType: 'creator_team',
        targetId: teamId,
        before: { [type]: before },
        after: { [type]: null },
      });
    });
    await this.removeStoredImage(before);
    return this.view(access);
  }

  /** Deletes the file behind a URL of ours; a failure is logged and never undoes the change it follows. */
  private async removeStoredImage(url: string | null) {
    const name = this.deps.storage.nameFromUrl(url);
    if (!name) return;
    try {
      await this.deps.storage.delete(name);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'could not delete an old team image');
    }
  }
}
