import { M, type Notifications, type User } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Tx } from '../../db/tx.js';
import { isUniqueViolation } from '../../db/query-error.js';
import { AppError } from '../../lib/app-error.js';
import { processImage } from '../../lib/images.js';
import { newName } from '../../plugins/storage.js';
import { loadUser } from '../auth/auth.user.js';
import type { NewUserValues, UserRow } from '../users/users.rows.js';
import type { UsersService } from '../users/users.service.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { isMember } from '../teams/teams.access.js';
import { voidAccountSecrets } from './account-secrets.js';
import { maySelectTeam } from './profile.policy.js';
import * as q from './profile.queries.js';

// The profile: names, settings, username, notifications, picture and the selected team. Every call acts
// on the caller's own account; each answers the updated user (the same shape as GET /auth/me). No HTTP here.

export class ProfileService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly users: UsersService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private async answer(row: UserRow | undefined): Promise<User> {
    if (!row) throw new AppError('not_found', M.profile.error.not_found);
    return loadUser(this.db, row);
  }

  get(user: UserRow) {
    return loadUser(this.db, user);
  }

  /** The names others see on the person's reviews: a mute holds them as they are. */
  async updateNames(user: UserRow, body: { firstName: string; lastName: string }) {
    await assertCanPublish(this.db, user.id);
    return this.answer(await this.users.update(user.id, { firstName: body.firstName, lastName: body.lastName }));
  }

  async updateSettings(
    user: UserRow,
    body: { language?: User['settings']['language']; currency?: User['settings']['currency'] },
  ) {
    const values: NewUserValues = {};
    if (body.language) values.language = body.language;
    if (body.currency) values.currency = body.currency;
    if (Object.keys(values).length === 0) return this.answer(user);
    return this.answer(await this.users.update(user.id, values));
  }

  /** Taken by anyone else, in any letter case → 409; the unique index settles a race between two requests. */
  async updateUsername(user: UserRow, username: string) {
    const taken = () => new AppError('conflict', M.profile.error.username_already_exists, 409, { field: 'username' });
    if (await q.usernameTakenByOther(this.db, username, user.id)) throw taken();
    try {
      return this.answer(await this.users.update(user.id, { username }));
    } catch (error) {
      if (isUniqueViolation(error, 'username')) throw taken();
      throw error;
    }
  }

  async updateNotifications(user: UserRow, flags: Partial<Notifications>) {
    const set = Object.fromEntries(Object.entries(flags).filter(([, value]) => typeof value === 'boolean')) as Record<
      string,
      boolean
    >;
    if (Object.keys(set).length === 0) return this.answer(user);
    return this.answer(await this.users.mergeNotifications(user.id, set));
  }

  /** Processes the picture (lib/images), stores it under a new name, points the user at it, removes the old one. */
  async replaceAvatar(user: UserRow, upload: Buffer) {
    // The picture shows beside the person's reviews; removing it (deleteAvatar) stays open to a muted person.
    await assertCanPublish(this.db, user.id);
    const image = await processImage(upload, 'avatar');
    const name = newName(image.extension);
    await this.deps.storage.put(name, image.buffer, image.contentType);
    let row: UserRow | undefined;
    try {
      row = await this.users.update(user.id, { image: this.deps.storage.urlFor(name) });
    } catch (error) {
      // The row's failure is the answer; a store that also fails to delete must not replace it.
      await this.removeStoredImage(this.deps.storage.urlFor(name));
      throw error;
    }
    await this.removeStoredImage(user.image);
    return this.answer(row);
  }

  async deleteAvatar(user: UserRow) {
    const row = await this.users.update(user.id, { image: null });
    await this.removeStoredImage(user.image);
    return this.answer(row);
  }

  /** Every outstanding reset link, one-time code and pending email change of the account, voided in `tx`. */
  async voidAccountSecrets(userId: string, tx: Tx) {
    await voidAccountSecrets(tx, userId);
  }

  /** Deletes the file behind an image URL of ours; a failure is logged, never undoes the change it follows. */
  async removeStoredImage(url: string | null) {
    const name = this.deps.storage.nameFromUrl(url);
    if (!name) return;
    try {
      await this.deps.storage.delete(name);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'could not delete an old image file');
    }
  }

  /** Spec §8: a team the caller is not a member of is 'unauthorized' (403), whether or not it exists. */
  async selectCreatorTeam(user: UserRow, teamId: string) {
    const member = await isMember(this.db, teamId, user.id);
    if (!maySelectTeam(member))
      throw new AppError('forbidden', M.error.common.unauthorized, 403, { field: 'creatorTeamId' });
    return this.answer(await this.users.update(user.id, { selectedTeamId: teamId }));
  }
}
