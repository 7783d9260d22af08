import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, ROUTES } from '@plaudit/contract';
import { seedDemoShortLinks } from '../src/seed/short-links.js';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { publishedBrand } from './catalogue-factories.js';
import { api, authed, signedInUser } from './factories.js';
import { addMember } from './team-factories.js';

// The demo short links: links for the brands with products and one of the platform's, 90 days of clicks rolled up
// by the events rollup, so a link's page has figures on the first start; a second run adds nothing.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('demo short links', () => {
  it('give a brand links with 90 days of clicks, from the rollups, with a destination history', async () => {
    const brand = await publishedBrand(t.app, 1);
    const owner = await signedInUser(t.app);
    await addMember(t.app, brand.team.id, owner.body.user.id, 'OWNER');
    const seeded = await seedDemoShortLinks(t.app.db, t.app.services.eventRollup, 'http://localhost:3000');
    expect(seeded!.links).toBeGreaterThanOrEqual(4);
    expect(seeded!.clicks).toBeGreaterThan(500);

    const list = await authed(t.app, owner, {
      method: 'GET',
      url: `${api(pathOf(ROUTES.shortLinks.list.path, { teamId: brand.team.id }))}?sortBy=clicks`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const links = list.json().data as { id: string; slug: string; clicks: number; sparkline: number[] }[];
    expect(links.map((link) => link.slug).sort()).toEqual(['box', 'insta-bio', 'yt-review']);
    expect(links[0]!.clicks).toBeGreaterThan(links[2]!.clicks);
    expect(links[0]!.sparkline.filter((n) => n > 0).length).toBeGreaterThan(20);

    const box = links.find((link) => link.slug === 'box')!;
    const stats = await authed(t.app, owner, {
      method: 'GET',
      url: `${api(pathOf(ROUTES.shortLinks.stats.path, { teamId: brand.team.id, linkId: box.id }))}?from=${new Date(Date.now() - 90 * 86_400_000).toISOString()}`,
    });
    const figures = stats.json();
    expect(figures.clicks).toBe(box.clicks);
    expect(figures.uniqueClicks).toBeLessThan(figures.clicks);
    expect(figures.byTrigger[0].key).toBe('qr');
    expect(figures.byDestination).toHaveLength(2);
    expect(await seedDemoShortLinks(t.app.db, t.app.services.eventRollup, 'http://localhost:3000')).toBeNull();
  }, 120_000);
});
