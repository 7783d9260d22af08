import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from './deps.js';
import { AdminUsersService } from './modules/admin-users/admin-users.service.js';
import { registerCreatorsMe } from './modules/creators/creators.me.js';
import { registerPunishmentsMe } from './modules/punishments/punishments.me.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CategoriesService } from './modules/categories/categories.service.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { CreatorsService } from './modules/creators/creators.service.js';
import { AccountDeletionService } from './modules/profile/account-deletion.service.js';
import { EmailChangeService } from './modules/profile/email-change.service.js';
import { PasswordChangeService } from './modules/profile/password-change.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { PunishmentsService } from './modules/punishments/punishments.service.js';
import { SessionsService } from './modules/sessions/sessions.service.js';
import { TeamInvitesService } from './modules/teams/teams.invites.service.js';
import { TeamMembersService } from './modules/teams/teams.members.service.js';
import { TeamSettingsService } from './modules/teams/teams.settings.service.js';
import { VerificationsService } from './modules/verifications/verifications.service.js';

// The composition root: every service is built here, once, from explicit dependencies, and nowhere else. A
// service that needs another gets it through its constructor, so the dependency graph reads top to bottom.
// Route plugins take what they need from `app.services`; nothing below the root sees the Fastify instance.

export function createServices(deps: ServiceDeps) {
  // What other areas add to the signed-in person (auth/me-contributions.ts); auth itself imports none of them.
  registerCreatorsMe();
  registerPunishmentsMe();
  const sessions = new SessionsService(deps.db, deps.config);
  const auth = new AuthService(deps, sessions);
  const profile = new ProfileService(deps);
  return {
    sessions,
    auth,
    profile,
    passwordChange: new PasswordChangeService(deps, sessions),
    emailChange: new EmailChangeService(deps, sessions),
    accountDeletion: new AccountDeletionService(deps, profile, sessions),
    punishments: new PunishmentsService(deps, sessions),
    adminUsers: new AdminUsersService(deps, auth, sessions),
    creators: new CreatorsService(deps),
    verifications: new VerificationsService(deps),
    categories: new CategoriesService(deps),
    catalogue: new CatalogueService(deps),
    teamSettings: new TeamSettingsService(deps),
    teamMembers: new TeamMembersService(deps.db),
    teamInvites: new TeamInvitesService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Registers the services on the app, after the plugins that provide their dependencies. */
export default fp(
  async function servicesPlugin(app: FastifyInstance) {
    app.decorate('services', createServices({
      db: app.db, config: app.config, mail: app.mail, hasher: app.hasher, limits: app.limits, storage: app.storage, log: app.log,
    }));
  },
  { name: 'services', dependencies: ['context', 'mail', 'rate-limit', 'storage'] },
);
