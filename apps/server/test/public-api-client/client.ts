// A brand's integration with the Plaudit public API, written only against what openapi-typescript generates from
// the document (`npx openapi-typescript https://plaudit.example/api/v1/openapi.json -o plaudit-v1.ts`) and the
// openapi-fetch client. test/public-api-client.test.ts generates plaudit-v1.ts next to a copy of this file,
// type-checks both strictly, then runs this against the server: every route of the public API, once.
// (So this file is outside the server's tsconfig: plaudit-v1.ts only exists once generated.)
import createClient from 'openapi-fetch';
import type { components, paths } from './plaudit-v1.js';

export type Product = components['schemas']['Product'];
export type Me = components['schemas']['Me'];

export interface Ids {
  categoryId: string;
  reviewId: string;
}

/** Calls every route once, as the key's team would in a day's sync; answers what each call answered. */
export async function syncDay(baseUrl: string, apiKey: string, ids: Ids): Promise<Record<string, number>> {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });
  const seen: Record<string, number> = {};

  const me = await api.GET('/me');
  seen.me = me.response.status;
  const team: string = me.data?.team.brandName ?? '';

  const created = await api.POST('/products', {
    params: { header: { 'Idempotency-Key': `sync-${Date.now()}` } },
    body: { name: `${team} kettle`, categoryId: ids.categoryId, status: 'DRAFT', tags: ['sync'] },
  });
  seen.productCreate = created.response.status;
  const product: Product | undefined = created.data;
  if (!product) throw new Error('no product');

  const list = await api.GET('/products', { params: { query: { take: 10, status: 'DRAFT' } } });
  seen.productList = list.response.status;
  const got = await api.GET('/products/{productId}', { params: { path: { productId: product.id } } });
  seen.productGet = got.response.status;
  const updated = await api.PUT('/products/{productId}', {
    params: { path: { productId: product.id } },
    body: { name: `${product.name} v2`, categoryId: product.categoryId, description: 'Whole resource' },
  });
  seen.productUpdate = updated.response.status;

  const reviews = await api.GET('/reviews', { params: { query: { sortBy: 'rating', sortOrder: 'ASC' } } });
  seen.reviewList = reviews.response.status;
  const reply = await api.PUT('/reviews/{reviewId}/reply', {
    params: { path: { reviewId: ids.reviewId } },
    body: { text: 'Thank you for the review!' },
  });
  seen.replyPut = reply.response.status;
  const unreply = await api.DELETE('/reviews/{reviewId}/reply', { params: { path: { reviewId: ids.reviewId } } });
  seen.replyDelete = unreply.response.status;

  const trophies = await api.GET('/trophies', { params: { query: { page: 1 } } });
  seen.trophyList = trophies.response.status;
  const stats = await api.GET('/stats', { params: { query: { interval: 'week' } } });
  seen.stats = stats.response.status;
  if (stats.data && typeof stats.data.totals.views !== 'number') throw new Error('no figures');

  const link = await api.POST('/short-links', {
    params: { header: { 'Idempotency-Key': `link-${Date.now()}` } },
    body: { destination: 'https://shop.example/kettle', title: 'Kettle' },
  });
  seen.shortLinkCreate = link.response.status;
  const linkId: string = link.data?.id ?? '';
  seen.shortLinkList = (await api.GET('/short-links', { params: { query: { status: 'ACTIVE' } } })).response.status;
  seen.shortLinkGet = (await api.GET('/short-links/{linkId}', { params: { path: { linkId } } })).response.status;
  const changed = await api.PUT('/short-links/{linkId}', {
    params: { path: { linkId } },
    body: { destination: 'https://shop.example/kettle-v2', utm: { source: 'newsletter' } },
  });
  seen.shortLinkUpdate = changed.response.status;
  seen.shortLinkDelete = (await api.DELETE('/short-links/{linkId}', { params: { path: { linkId } } })).response.status;

  const removed = await api.DELETE('/products/{productId}', { params: { path: { productId: product.id } } });
  seen.productDelete = removed.response.status;
  if (removed.data?.archived !== false) throw new Error('a product without reviews is deleted, not archived');
  return seen;
}
