import type { DocsOf } from '../route-docs.js';
import type { PRODUCTS_ROUTES } from './products.js';

// The prose of products.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const PRODUCTS_ROUTE_DOCS = {
  'products.list': {
    summary: "List a team's products",
    description:
      'Paged (page, take), filtered by `search` (in the name), `status` and `categoryId`, sorted by name, ' +
      "updatedAt, createdAt or status. OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team's " +
      'existence is never revealed).',
  },
  'products.create': {
    summary: 'Add a product to a team',
    description:
      'Without a slug, one is derived from the name (lower-case, diacritics folded, hyphens; `-2`, `-3` … when ' +
      'the team already uses it). An explicit slug the team already uses answers 409 `conflict` on field `slug`. ' +
      "OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team's existence is never revealed). A " +
      'locked (BLOCKED) team is read-only: 403. A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.bulkStatus': {
    summary: 'Publish, archive or unpublish several products at once',
    description:
      '`{ids, status}`: ids of other teams or unknown ids are left out (the answer counts the products changed). ' +
      "OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team's existence is never revealed). A " +
      'locked (BLOCKED) team is read-only: 403. A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.get': {
    summary: 'Read one product with its images',
    description: "OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team's existence is never revealed).",
  },
  'products.update': {
    summary: 'Change a product',
    description:
      'Replaces every field. An empty slug is derived from the name again. OWNER, ADMIN and EDITOR of the team; ' +
      "anyone else gets 404 (the team's existence is never revealed). A locked (BLOCKED) team is read-only: 403. " +
      'A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.delete': {
    summary: 'Delete a product and its images',
    description:
      'OWNER and ADMIN only (an EDITOR gets 403); the image files are removed too. A product that has reviews is ' +
      'archived instead (status ARCHIVED, its reviews and images kept; the answer is the same). A locked team ' +
      'gets 403.',
  },
  'products.uploadImage': {
    summary: 'Add one image to a product',
    description:
      'multipart/form-data: an optional `alt` first, then one `file` (JPEG, PNG, WebP or AVIF, at most 10 MB). ' +
      'The server re-encodes it without metadata as WebP in widths 320, 800 and 1600 and puts it last. At most 8 ' +
      'images: the ninth answers 409 `conflict`. OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the ' +
      "team's existence is never revealed). A locked (BLOCKED) team is read-only: 403. A muted person may not " +
      'publish: 403 with the mute in `meta`.',
  },
  'products.orderImages': {
    summary: "Set the order of a product's images",
    description:
      "`{ids}`: exactly the product's image ids, the cover first; anything else is 400. OWNER, ADMIN and EDITOR " +
      "of the team; anyone else gets 404 (the team's existence is never revealed). A locked (BLOCKED) team is " +
      'read-only: 403. A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.updateImage': {
    summary: "Change an image's alternative text",
    description:
      "OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team's existence is never revealed). A " +
      'locked (BLOCKED) team is read-only: 403. A muted person may not publish: 403 with the mute in `meta`.',
  },
  'products.deleteImage': {
    summary: 'Delete one image of a product',
    description:
      'The files of every width are removed; the images after it move up. OWNER, ADMIN and EDITOR of the team; ' +
      "anyone else gets 404 (the team's existence is never revealed). A locked team gets 403.",
  },
  'products.adminDisable': {
    summary: "Disable any team's product, with a reason",
    description:
      '`{reason, ground}`: the product leaves every public page, list, search and the sitemap (its page answers ' +
      '410) and the team sees it marked as disabled by Plaudit; the team cannot publish it again (409). Audited; a ' +
      "statement of reasons the team's OWNERs and ADMINs may appeal is recorded, and they are mailed it. ADMIN and MOD.",
  },
  'products.adminEnable': {
    summary: 'Enable a product staff disabled',
    description:
      'It is public again if it is PUBLISHED. Audited. ADMIN and MOD; a member of its team gets 403 ' +
      '(product.error.enable_staff_only: only Plaudit enables it, the team may appeal).',
  },
  'products.adminDisabledList': {
    summary: 'The products staff disabled',
    description:
      "Every team's products that are disabled now, newest disable first (or by name), with the reason and the " +
      'brand; `search` matches the product or brand name. ADMIN and MOD.',
  },
} as const satisfies DocsOf<typeof PRODUCTS_ROUTES>;
