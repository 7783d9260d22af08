import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { M, ROUTES, productImageUploadFieldsSchema } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { readSingleFile } from '../../plugins/multipart.js';

// HTTP only for a creator team's products: contract schemas in, one service call, out. Every route
// answers 404 to someone outside the team and 403 to a role, a locked team or a mute that may not.

const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products, productImages: images } = app.services;

  registerRoute(app, ROUTES.products.list, {
    handler: async (request) => products.list(request.params.teamId, requireAuth(request).user.id, request.query),
  });

  registerRoute(app, ROUTES.products.create, {
    handler: async (request) => products.create(request.params.teamId, requireAuth(request).user.id, request.body),
  });

  registerRoute(app, ROUTES.products.bulkStatus, {
    handler: async (request) => products.bulkStatus(request.params.teamId, requireAuth(request).user.id, request.body),
  });

  registerRoute(app, ROUTES.products.get, {
    handler: async (request) =>
      products.get(request.params.teamId, requireAuth(request).user.id, request.params.productId),
  });

  registerRoute(app, ROUTES.products.update, {
    handler: async (request) =>
      products.update(request.params.teamId, requireAuth(request).user.id, request.params.productId, request.body),
  });

  registerRoute(app, ROUTES.products.delete, {
    handler: async (request) => {
      await products.delete(request.params.teamId, requireAuth(request).user.id, request.params.productId);
      return { success: true as const };
    },
  });

  // The session is checked before the body (registerRoute); access and the product before the 10 MB are read.
  registerRoute(app, ROUTES.products.uploadImage, {
    handler: async (request) => {
      const { user } = requireAuth(request);
      const { teamId, productId } = request.params;
      await images.prepareEdit(teamId, user.id, productId);
      const { buffer, fields } = await readSingleFile(request, 'file');
      const parsed = productImageUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw new AppError('validation', M.product.validation.alt_max, 400, { field: 'alt' });
      return images.upload(teamId, user.id, productId, buffer, parsed.data.alt);
    },
  });

  registerRoute(app, ROUTES.products.orderImages, {
    handler: async (request) =>
      images.order(request.params.teamId, requireAuth(request).user.id, request.params.productId, request.body.ids),
  });

  registerRoute(app, ROUTES.products.updateImage, {
    handler: async (request) => {
      const { teamId, productId, imageId } = request.params;
      return images.updateAlt(teamId, requireAuth(request).user.id, productId, imageId, request.body.alt);
    },
  });

  registerRoute(app, ROUTES.products.deleteImage, {
    handler: async (request) => {
      const { teamId, productId, imageId } = request.params;
      return images.delete(teamId, requireAuth(request).user.id, productId, imageId);
    },
  });

  // The staff's switch over any team's product (the service checks the role).
  const staff = (request: Parameters<typeof requireAuth>[0]) => {
    const { user } = requireAuth(request);
    return { id: user.id, role: user.role };
  };
  registerRoute(app, ROUTES.products.adminDisable, {
    handler: async (request) => products.disableByStaff(staff(request), request.params.productId, request.body),
  });
  registerRoute(app, ROUTES.products.adminEnable, {
    handler: async (request) => products.enableByStaff(staff(request), request.params.productId),
  });
  registerRoute(app, ROUTES.products.adminDisabledList, {
    handler: async (request) => products.staffDisabledList(staff(request), request.query),
  });
};

export default productsRoutes;
