import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { M, ROUTES } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';

// GET /api/files/<generated name>: uploaded images. Names are random and a file never changes under its name, so
// it may be cached for a year. Only generated names are looked up (no paths, no traversal); others are 404.

const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, ROUTES.files.get, {
    handler: async (request, reply) => {
      const file = await app.storage.read(request.params['*']);
      if (!file) throw new AppError('not_found', M.error.common.not_found);
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', String(file.size))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .type(file.contentType);
      return reply.send(file.stream);
    },
  });
};

export default filesRoutes;
