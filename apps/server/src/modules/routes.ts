import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminUsersRoutes from './admin-users/admin-users.routes.js';
import apiKeysRoutes from './api-keys/api-keys.routes.js';
import auditRoutes from './audit/audit.routes.js';
import authRoutes from './auth/auth.routes.js';
import catalogueRoutes from './catalogue/catalogue.routes.js';
import categoriesRoutes from './categories/categories.routes.js';
import creatorsRoutes from './creators/creators.routes.js';
import eventRoutes from './events/events.routes.js';
import eventStatsRoutes from './events/events.stats.routes.js';
import filesRoutes from './files/files.routes.js';
import homeRoutes from './home/home.routes.js';
import jobsRoutes from './jobs/jobs.routes.js';
import creditsRoutes from './credits/credits.routes.js';
import creditsAdminRoutes from './credits/credits.admin.routes.js';
import creditsWebhookRoutes from './credits/credits.webhook.routes.js';
import productsRoutes from './products/products.routes.js';
import profileRoutes from './profile/profile.routes.js';
import publicApiRoutes from './public-api/public-api.routes.js';
import punishmentsRoutes from './punishments/punishments.routes.js';
import reviewCreatorRoutes from './reviews/reviews.creator.routes.js';
import reviewModerationRoutes from './reviews/reviews.moderation.routes.js';
import reviewRepliesRoutes from './reviews/reviews.replies.routes.js';
import reviewsRoutes from './reviews/reviews.routes.js';
import searchRoutes from './search/search.routes.js';
import sessionsRoutes from './sessions/sessions.routes.js';
import shortLinksRoutes from './short-links/short-links.routes.js';
import { systemApiRoutes } from './system/system.routes.js';
import teamsRoutes from './teams/teams.routes.js';
import trophyDecisionRoutes from './trophies/trophies.decision.routes.js';
import trophyOrganiseRoutes from './trophies/trophies.organise.routes.js';
import trophyReadRoutes from './trophies/trophies.read.routes.js';
import verificationsRoutes from './verifications/verifications.routes.js';
import featuringRoutes from './featuring/featuring.routes.js';
import campaignRoutes from './featuring/featuring.campaigns.routes.js';
import decisionsRoutes from './decisions/decisions.routes.js';
import supportAccessRoutes from './support-access/support-access.routes.js';
import webhooksRoutes from './webhooks/webhooks.routes.js';

/**
 * Every module's API routes, registered below API_BASE by buildApp in this order, which is also the order of the
 * OpenAPI document's paths. The routes outside the API (the development mailbox page, the well-known key, the web
 * app's catch-all) are not here: app.ts registers them after these.
 */
export const API_ROUTES: readonly FastifyPluginAsyncZod[] = [
  systemApiRoutes,
  authRoutes,
  sessionsRoutes,
  teamsRoutes,
  adminUsersRoutes,
  punishmentsRoutes,
  auditRoutes,
  jobsRoutes,
  creditsRoutes,
  creditsWebhookRoutes,
  creditsAdminRoutes,
  creatorsRoutes,
  verificationsRoutes,
  profileRoutes,
  filesRoutes,
  categoriesRoutes,
  productsRoutes,
  searchRoutes,
  homeRoutes,
  catalogueRoutes,
  reviewsRoutes,
  reviewModerationRoutes,
  reviewCreatorRoutes,
  reviewRepliesRoutes,
  trophyReadRoutes,
  trophyOrganiseRoutes,
  trophyDecisionRoutes,
  eventRoutes,
  eventStatsRoutes,
  featuringRoutes,
  campaignRoutes,
  decisionsRoutes,
  supportAccessRoutes,
  webhooksRoutes,
  apiKeysRoutes,
  publicApiRoutes,
  shortLinksRoutes,
];
