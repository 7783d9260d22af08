import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from './deps.js';
import { AdminUsersService } from './modules/admin-users/admin-users.service.js';
import { registerCreatorsMe } from './modules/creators/creators.me.js';
import { registerTeamsMe } from './modules/teams/teams.me.js';
import { registerPunishmentsMe } from './modules/punishments/punishments.me.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CategoriesService } from './modules/categories/categories.service.js';
import { HomeService } from './modules/home/home.service.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { CreatorsService } from './modules/creators/creators.service.js';
import { AccountDeletionService } from './modules/profile/account-deletion.service.js';
import { EmailChangeService } from './modules/profile/email-change.service.js';
import { PasswordChangeService } from './modules/profile/password-change.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { SearchService } from './modules/search/search.service.js';
import { PunishmentsService } from './modules/punishments/punishments.service.js';
import { ProductImagesService } from './modules/products/products.images.service.js';
import { ProductsService } from './modules/products/products.service.js';
import { ReviewListsService } from './modules/reviews/reviews.lists.service.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { ReviewCreatorService } from './modules/reviews/reviews.creator.service.js';
import { ReviewModerationService } from './modules/reviews/reviews.moderation.service.js';
import { ReviewNotifier } from './modules/reviews/reviews.notifications.service.js';
import { ReviewRepliesService } from './modules/reviews/reviews.replies.service.js';
import { SessionsService } from './modules/sessions/sessions.service.js';
import { SignedInService } from './modules/auth/signed-in.service.js';
import { TrophyReadService } from './modules/trophies/trophies.read.service.js';
import { TeamInvitesService } from './modules/teams/teams.invites.service.js';
import { TeamMembersService } from './modules/teams/teams.members.service.js';
import { TeamSettingsService } from './modules/teams/teams.settings.service.js';
import { TeamBillingService } from './modules/teams/teams.billing.service.js';
import { TeamsService } from './modules/teams/teams.service.js';
import { UsersService } from './modules/users/users.service.js';
import { VerificationsService } from './modules/verifications/verifications.service.js';
import { TrophyDecisionService } from './modules/trophies/trophies.award.service.js';
import { ProtocolSigner } from './modules/trophies/trophies.signing.js';
import { TrophiesService } from './modules/trophies/trophies.service.js';
import { TrophyCandidatesService } from './modules/trophies/trophies.candidates.service.js';
import { TrophyCategoriesService } from './modules/trophies/trophies.categories.service.js';
import { EventIngestService } from './modules/events/events.ingest.service.js';
import { EventRollupService } from './modules/events/events.rollup.service.js';
import { EventStatsService } from './modules/events/events.stats.service.js';
import { AdminStatsService } from './modules/events/events.admin-stats.service.js';
import { YoutuberOverviewService } from './modules/events/events.youtuber.service.js';
import { JobsService } from './modules/jobs/jobs.service.js';
import { FeaturingAdminService } from './modules/featuring/featuring.admin.service.js';
import { CampaignsService } from './modules/featuring/featuring.campaigns.service.js';
import { FeaturingCloseService } from './modules/featuring/featuring.close.service.js';
import { FeaturingPublicService } from './modules/featuring/featuring.public.service.js';
import { CampaignResultsService } from './modules/featuring/featuring.results.service.js';
import { DecisionsService } from './modules/decisions/decisions.service.js';
import { TransparencyService } from './modules/decisions/transparency.service.js';
import { SupportAccessService } from './modules/support-access/support-access.service.js';
import { WebhooksService } from './modules/webhooks/webhooks.service.js';
import { WebhookDeliveryService } from './modules/webhooks/webhooks.delivery.service.js';
import { ApiKeysService } from './modules/api-keys/api-keys.service.js';
import { ApiKeyVerifier } from './modules/api-keys/api-keys.verifier.js';
import { PublicApiService } from './modules/public-api/public-api.service.js';
import { ShortLinksService } from './modules/short-links/short-links.service.js';
import { ShortLinkRedirectService } from './modules/short-links/short-links.redirect.service.js';
import { ShortLinkStatsService } from './modules/short-links/short-links.stats.service.js';
import { CreditsService } from './modules/credits/credits.service.js';
import { CreditAccountService } from './modules/credits/credits.account.service.js';
import { CreditTopUpsService } from './modules/credits/credits.top-ups.service.js';
import { CreditPaymentsService } from './modules/credits/credits.payments.service.js';
import { CreditExpiryService } from './modules/credits/credits.expiry.service.js';
import { CreditsAdminService } from './modules/credits/credits.admin.service.js';
import { paymentGatewayFor } from './modules/credits/credits.gateway.js';
import type { JobRunner } from './lib/jobs/job-runner.js';
import { loggerOfTheRequest } from './lib/request-log.js';

// The composition root: every service is built here, once, from explicit dependencies, and nowhere else. A
// service that needs another gets it through its constructor, so the dependency graph reads top to bottom.
// Route plugins take what they need from `app.services`; nothing below the root sees the Fastify instance.

export function createServices(deps: ServiceDeps, jobs: JobRunner) {
  // What other areas add to the signed-in person (auth/me-contributions.ts); auth itself imports none of them.
  registerTeamsMe();
  registerCreatorsMe();
  registerPunishmentsMe();
  // The owners other areas write through (docs/architecture.md, "Server composition and table owners"): users, the team
  // tables, verification rounds.
  const users = new UsersService(deps.db);
  const teams = new TeamsService(deps.db);
  const sessions = new SessionsService(deps.db, deps.config);
  const profile = new ProfileService(deps, users);
  const auth = new AuthService(deps, sessions, users, profile);
  const verifications = new VerificationsService(deps, teams);
  const reviews = new ReviewsService(deps, teams);
  // Someone who joins a team: their reviews of its products go back to the moderators.
  teams.onMemberJoined((joined, tx) => reviews.holdReviewsOfNewMember(joined, tx));
  const reviewLists = new ReviewListsService(deps);
  // The statement behind a staff disable is read where the editor shows it; `decisions` is built further down.
  const products = new ProductsService(deps, reviews, {
    standingOf: (target, userId) => decisions.standingOf(target, userId),
  });
  // A team's product disabled by staff carries a statement of reasons its OWNERs and ADMINs may appeal.
  products.onStaffDisable(({ product, staff, reason, ground }, tx) =>
    decisions.record(tx, {
      kind: 'PRODUCT_DISABLED',
      ground: ground ?? 'OTHER_TERMS',
      facts: reason,
      subjectUserId: null,
      teamId: product.teamId,
      target: { type: 'product', id: product.id },
      content: { type: 'product', id: product.id, title: product.name, body: product.description, link: null },
      decidedBy: staff.id,
    }),
  );
  const categories = new CategoriesService(deps);
  const trophyCategories = new TrophyCategoriesService(deps);
  const trophyCandidates = new TrophyCandidatesService(deps);
  // The services below that take `deps.reads` (plugins/reads.ts) may read a replica where an answer
  // does not depend on who asks; who may see something, and what a person sees of their own, they read from `db`.
  const trophyReads = new TrophyReadService(deps);
  const eventIngest = new EventIngestService(deps);
  const eventRollup = new EventRollupService(deps);
  const creators = new CreatorsService(deps, users, teams, verifications);
  const featuringPublic = new FeaturingPublicService(deps);
  const webhooks = new WebhooksService(deps);
  const shortLinks = new ShortLinksService(deps);
  // A team's link turned off by staff carries a statement of reasons its OWNERs and ADMINs may appeal.
  shortLinks.onStaffDisable(async ({ link, staff, reason, ground }, tx) => {
    if (!link.teamId) return;
    await decisions.record(tx, {
      kind: 'SHORT_LINK_DISABLED',
      ground: ground ?? 'OTHER_TERMS',
      facts: reason,
      subjectUserId: null,
      teamId: link.teamId,
      target: { type: 'short_link', id: link.id },
      content: { type: 'short_link', id: link.id, title: `/s/${link.slug}`, body: link.destination, link: null },
      decidedBy: staff.id,
    });
  });
  const credits = new CreditsService(deps);
  // What a team's campaigns hold follows its credits: what becomes available goes to the ACTIVE ones holding less.
  const campaigns = new CampaignsService(deps, credits);
  credits.onCreditsFreed((teamId, tx, cause) => campaigns.followCredits(teamId, tx, cause));
  // Statements of reasons and appeals: each owning module's undo of its decisions, run when an appeal reverses one.
  const punishments = new PunishmentsService(deps, sessions);
  const reviewModeration = new ReviewModerationService(deps);
  const decisions = new DecisionsService(deps);
  decisions.onReverse(['REVIEW_REJECTED', 'REVIEW_REMOVED', 'REVIEW_HELD'], async (tx, decision, actor) => {
    if (await reviewModeration.reinstate(tx, decision.targetId, actor.id))
      return () => deps.cacheBus.publish('reviews');
  });
  decisions.onReverse(['REPORT_DISMISSED'], (tx, decision) => reviewModeration.reopenReport(tx, decision.targetId));
  decisions.onReverse(['PUNISHMENT'], (tx, decision, actor) =>
    punishments.liftOnAppeal(tx, decision.targetId, actor.id),
  );
  decisions.onReverse(['TEAM_LOCKED'], (tx, decision, actor) =>
    verifications.unlockOnAppeal(tx, decision.targetId, actor.id),
  );
  decisions.onReverse(['VERIFICATION_REJECTED'], (tx, decision, actor) =>
    verifications.reopenOnAppeal(tx, decision.targetId, actor.id),
  );
  decisions.onReverse(['PRODUCT_DISABLED'], async (tx, decision, actor) => {
    if (await products.enableOnAppeal(tx, decision.targetId, actor.id)) return () => products.changedOnAppeal();
  });
  decisions.onReverse(['SHORT_LINK_DISABLED'], async (tx, decision, actor) => {
    if (await shortLinks.enableOnAppeal(tx, decision.targetId, actor.id)) return () => shortLinks.changedOnAppeal();
  });
  // The sandbox, Stripe, or (in production without Stripe) none: top-ups are refused.
  const paymentGateway = paymentGatewayFor(deps.config);
  const services = {
    users,
    teams,
    sessions,
    signedIn: new SignedInService(deps, sessions),
    auth,
    profile,
    passwordChange: new PasswordChangeService(deps, sessions, users),
    emailChange: new EmailChangeService(deps, sessions, users),
    accountDeletion: new AccountDeletionService(deps, profile, sessions, auth, teams, users),
    punishments,
    adminUsers: new AdminUsersService(deps, auth, sessions, users, teams),
    creators,
    verifications,
    categories,
    home: new HomeService(deps, categories, reviewLists),
    search: new SearchService(deps),
    catalogue: new CatalogueService(deps, reviewLists),
    teamSettings: new TeamSettingsService(deps, teams, verifications),
    teamMembers: new TeamMembersService(deps.db, users),
    teamBilling: new TeamBillingService(deps.db),
    teamInvites: new TeamInvitesService(deps, users, teams),
    products,
    productImages: new ProductImagesService(deps, products),
    reviews,
    reviewLists,
    reviewModeration,
    reviewCreator: new ReviewCreatorService(deps),
    reviewReplies: new ReviewRepliesService(deps),
    reviewNotifier: new ReviewNotifier(deps),
    trophyCategories,
    trophyCandidates,
    trophies: new TrophiesService(deps, trophyCategories, trophyCandidates),
    trophyReads,
    // One protocol signer, from the configured key, for every decision.
    trophyDecisions: new TrophyDecisionService(deps, new ProtocolSigner(deps.config.protocolSigningKey)),
    // Events in, rolled up every minute, read by the dashboards.
    eventIngest,
    eventRollup,
    eventStats: new EventStatsService(deps, eventRollup),
    youtuberOverview: new YoutuberOverviewService(deps, creators, reviewLists, trophyReads, eventRollup),
    adminStats: new AdminStatsService(deps, () => eventIngest.droppedCount),
    // The credits ledger: featuring and campaigns hold, release and spend through it.
    credits,
    creditAccount: new CreditAccountService(deps, credits),
    creditTopUps: new CreditTopUpsService(deps, paymentGateway),
    creditPayments: new CreditPaymentsService(deps, credits, paymentGateway),
    creditExpiry: new CreditExpiryService(deps, credits),
    creditsAdmin: new CreditsAdminService(deps, credits, paymentGateway),
    // Short links: the team's and the platform's, the redirect (its clicks into the events buffer), and their figures
    // (rolled up with every events rollup run).
    shortLinks,
    shortLinkRedirect: new ShortLinkRedirectService(deps, eventIngest),
    shortLinkStats: new ShortLinkStatsService(deps, shortLinks, eventRollup, eventIngest),
    // A team's webhook endpoints, and the job that sends what the areas wrote to the outbox.
    webhooks,
    webhookDelivery: new WebhookDeliveryService(deps, () => webhooks.rules),
    // Statements of reasons, appeals, the published figures, and admins' read-only support access.
    decisions,
    transparency: new TransparencyService(deps),
    supportAccess: new SupportAccessService(deps, sessions),
    // Category featuring, brands' campaigns and the daily auction, paid through the credits ledger.
    featuringAdmin: new FeaturingAdminService(deps, () => featuringPublic.changed()),
    featuringPublic,
    campaigns,
    campaignResults: new CampaignResultsService(deps),
    featuringClose: new FeaturingCloseService(deps, credits, () => featuringPublic.changed()),
    // The background jobs' admin view (the runner itself is the jobs plugin's).
    jobs: new JobsService(deps.db, jobs),
    // A team's API keys, and the memory that verifies them on every public API call.
    apiKeys: new ApiKeysService(deps, verifications),
    apiKeyVerifier: new ApiKeyVerifier(deps),
  };
  return {
    ...services,
    // The public API: the app's own services, called as an API key.
    publicApi: new PublicApiService(
      services.products,
      services.reviewCreator,
      services.reviewReplies,
      services.trophyReads,
      services.eventStats,
      services.shortLinks,
    ),
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
    app.decorate(
      'services',
      createServices(
        {
          db: app.db,
          reads: app.reads,
          config: app.config,
          mail: app.mail,
          hasher: app.hasher,
          limits: app.limits,
          storage: app.storage,
          redis: app.redis,
          cacheBus: app.cacheBus,
          changes: app.changes,
          log: loggerOfTheRequest(app.log),
        },
        app.jobs,
      ),
    );
  },
  {
    name: 'services',
    dependencies: ['context', 'reads', 'redis', 'cache-bus', 'jobs', 'mail', 'rate-limit', 'storage'],
  },
);
