import type { RouteSpec } from '../route-table.js';

// The products area's calls, spread into the route table (route-table.ts). Zod-free like the table
// itself; each call's schemas are in schemas/products.ts (PRODUCTS_ROUTE_SCHEMAS) under the same id.

export const PRODUCTS_ROUTES = [
  {
    id: 'products.list',
    method: 'GET',
    path: '/creator/products/:teamId',
    tag: 'products',
    auth: 'bearer',
    errors: [400, 401, 404],
  },
  {
    id: 'products.create',
    method: 'POST',
    path: '/creator/products/:teamId',
    tag: 'products',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409],
    successStatus: 201,
  },
  {
    id: 'products.bulkStatus',
    method: 'POST',
    path: '/creator/products/:teamId/bulk-status',
    tag: 'products',
    auth: 'bearer',
    errors: [400, 401, 403, 404],
  },
  {
    id: 'products.get',
    method: 'GET',
    path: '/creator/products/:teamId/:productId',
    tag: 'products',
    auth: 'bearer',
    errors: [401, 404],
  },
  {
    id: 'products.update',
    method: 'PUT',
    path: '/creator/products/:teamId/:productId',
    tag: 'products',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409],
  },
  {
    id: 'products.delete',
    method: 'DELETE',
    path: '/creator/products/:teamId/:productId',
    tag: 'products',
    auth: 'bearer',
    errors: [401, 403, 404],
  },
  {
    id: 'products.uploadImage',
    method: 'PUT',
    path: '/creator/products/:teamId/:productId/images',
    tag: 'products',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409, 413, 415, 503],
  },
  {
    id: 'products.orderImages',
    method: 'PUT',
    path: '/creator/products/:teamId/:productId/images/order',
    tag: 'products',
    auth: 'bearer',
    errors: [400, 401, 403, 404],
  },
  {
    id: 'products.updateImage',
    method: 'PUT',
    path: '/creator/products/:teamId/:productId/images/:imageId',
    tag: 'products',
    auth: 'bearer',
    errors: [400, 401, 403, 404],
  },
  {
    id: 'products.deleteImage',
    method: 'DELETE',
    path: '/creator/products/:teamId/:productId/images/:imageId',
    tag: 'products',
    auth: 'bearer',
    errors: [401, 403, 404],
  },
] as const satisfies readonly RouteSpec[];
