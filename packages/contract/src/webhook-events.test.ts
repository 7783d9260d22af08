import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './enums.js';
import { PUBLIC_API_ROUTE_SCHEMAS } from './schemas/public-api.js';
import { WEBHOOK_EVENT_DATA_SCHEMAS } from './schemas/webhooks.js';

// An event's `data` is one of the public API's own answers, never a shape of its own: a receiver parses it with the
// client it generated for /api/v1. (The server's webhooks.events.test.ts checks every event as it is written.)

/** Every shape the public API answers: each call's answer and, for a list, its items. */
function publicShapes(): Set<z.ZodType> {
  const shapes = new Set<z.ZodType>();
  for (const route of Object.values(PUBLIC_API_ROUTE_SCHEMAS)) {
    if (!('response' in route)) continue;
    const response: z.ZodType = route.response;
    shapes.add(response);
    const data = 'shape' in response ? (response.shape as Record<string, z.ZodType>).data : undefined;
    if (data && 'element' in data) shapes.add(data.element as z.ZodType);
  }
  return shapes;
}

describe('webhook event data', () => {
  it('every event type has its data schema, and each is an answer of the public API', () => {
    const shapes = publicShapes();
    expect(Object.keys(WEBHOOK_EVENT_DATA_SCHEMAS).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) expect(shapes.has(WEBHOOK_EVENT_DATA_SCHEMAS[type]), type).toBe(true);
  });

  it('a review event without its author or reply is refused; a product without its images too', () => {
    const review = {
      id: 'r1',
      type: 'USER',
      status: 'PUBLISHED',
      rating: 5,
      title: 'Great',
      comment: null,
      video: null,
      product: { id: 'p1', slug: 'kettle', name: 'Kettle', brandName: 'Brand', creatorProfile: 'brand' },
      createdAt: '2026-01-01T00:00:00.000Z',
      editedAt: null,
      helpfulCount: 0,
    };
    expect(WEBHOOK_EVENT_DATA_SCHEMAS['review.published'].safeParse(review).success).toBe(false);
    const author = { id: 'u1', displayName: 'Anna K.', avatarUrl: null, youtuber: null };
    expect(WEBHOOK_EVENT_DATA_SCHEMAS['review.published'].safeParse({ ...review, author, reply: null }).success).toBe(
      true,
    );
    const product = {
      id: 'p1',
      teamId: 't1',
      name: 'Kettle',
      slug: 'kettle',
      description: '',
      categoryId: 'c1',
      tags: [],
      url: null,
      status: 'ARCHIVED',
      publishedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(WEBHOOK_EVENT_DATA_SCHEMAS['product.archived'].safeParse(product).success).toBe(false);
    expect(
      WEBHOOK_EVENT_DATA_SCHEMAS['product.archived'].safeParse({ ...product, images: [], staffDisabled: false })
        .success,
    ).toBe(true);
  });
});
