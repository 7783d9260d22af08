import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';

// HTTP only: Stripe's webhook. Its signature covers the body's exact bytes, so in this scope alone JSON is read as
// text and handed to the service unparsed; it answers 404 unless Stripe is the active provider.

const creditsWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const payments = app.services.creditPayments;
  registerRoute(app, ROUTES.credits.stripeWebhook, {
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      await payments.stripeWebhook(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const };
    },
  });
};

export default creditsWebhookRoutes;
