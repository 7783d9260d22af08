import type { RouteSpec } from '../route-table.js';

// The products area's calls (issue 16 §2), spread into the route table (route-table.ts). Zod-free like the table
// itself; each call's schemas are in schemas/products.ts (PRODUCTS_ROUTE_SCHEMAS) under the same id.

const ROLES = 'OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team\'s existence is never revealed).';
const LOCKED = 'A locked (BLOCKED) team is read-only: 403. A muted person may not publish: 403 with the mute in `meta`.';

export const PRODUCTS_ROUTES = [
  {
    id: 'products.list', method: 'GET', path: '/creator/products/:teamId', tag: 'products', auth: 'bearer', errors: [400, 401, 404],
    summary: "List a team's products",
    description: `Paged (page, take), filtered by \`search\` (in the name), \`status\` and \`categoryId\`, sorted by name, updatedAt, createdAt or status. ${ROLES}`,
  },
  {
    id: 'products.create', method: 'POST', path: '/creator/products/:teamId', tag: 'products', auth: 'bearer', errors: [400, 401, 403, 404, 409], successStatus: 201,
    summary: 'Add a product to a team',
    description: 'Without a slug, one is derived from the name (lower-case, diacritics folded, hyphens; `-2`, `-3` … when the team already uses it). '
      + `An explicit slug the team already uses answers 409 \`conflict\` on field \`slug\`. ${ROLES} ${LOCKED}`,
  },
  {
    id: 'products.bulkStatus', method: 'POST', path: '/creator/products/:teamId/bulk-status', tag: 'products', auth: 'bearer', errors: [400, 401, 403, 404],
    summary: 'Publish, archive or unpublish several products at once',
    description: `\`{ids, status}\`: ids of other teams or unknown ids are left out (the answer counts the products changed). ${ROLES} ${LOCKED}`,
  },
  { id: 'products.get', method: 'GET', path: '/creator/products/:teamId/:productId', tag: 'products', auth: 'bearer', errors: [401, 404], summary: 'Read one product with its images', description: ROLES },
  {
    id: 'products.update', method: 'PUT', path: '/creator/products/:teamId/:productId', tag: 'products', auth: 'bearer', errors: [400, 401, 403, 404, 409],
    summary: 'Change a product',
    description: `Replaces every field. An empty slug is derived from the name again. ${ROLES} ${LOCKED}`,
  },
  {
    id: 'products.delete', method: 'DELETE', path: '/creator/products/:teamId/:productId', tag: 'products', auth: 'bearer', errors: [401, 403, 404],
    summary: 'Delete a product and its images',
    description: 'OWNER and ADMIN only (an EDITOR gets 403); the image files are removed too. A product that has reviews is archived '
      + 'instead (status ARCHIVED, its reviews and images kept; the answer is the same). A locked team gets 403.',
  },
  {
    id: 'products.uploadImage', method: 'PUT', path: '/creator/products/:teamId/:productId/images', tag: 'products', auth: 'bearer', errors: [400, 401, 403, 404, 409, 413, 415, 503],
    summary: 'Add one image to a product',
    description: 'multipart/form-data: an optional `alt` first, then one `file` (JPEG, PNG, WebP or AVIF, at most 10 MB). The server re-encodes it '
      + 'without metadata as WebP in widths 320, 800 and 1600 and puts it last. At most 8 images: the ninth answers 409 `conflict`. '
      + `${ROLES} ${LOCKED}`,
  },
  {
    id: 'products.orderImages', method: 'PUT', path: '/creator/products/:teamId/:productId/images/order', tag: 'products', auth: 'bearer', errors: [400, 401, 403, 404],
    summary: "Set the order of a product's images",
    description: `\`{ids}\`: exactly the product's image ids, the cover first; anything else is 400. ${ROLES} ${LOCKED}`,
  },
  {
    id: 'products.updateImage', method: 'PUT', path: '/creator/products/:teamId/:productId/images/:imageId', tag: 'products', auth: 'bearer', errors: [400, 401, 403, 404],
    summary: "Change an image's alternative text",
    description: `${ROLES} ${LOCKED}`,
  },
  {
    id: 'products.deleteImage', method: 'DELETE', path: '/creator/products/:teamId/:productId/images/:imageId', tag: 'products', auth: 'bearer', errors: [401, 403, 404],
    summary: 'Delete one image of a product',
    description: `The files of every width are removed; the images after it move up. ${ROLES} A locked team gets 403.`,
  },
] as const satisfies readonly RouteSpec[];
