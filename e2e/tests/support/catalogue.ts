import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, createVerifiedPerson, SCREENS_DIR, uniqueId, type Person } from './app.js';
import { approveTeams, E2E_ADMIN } from './admin.js';
import { createCategory, solidPng } from './products.js';

// Set-up of the catalogue journeys, all through the API: the admin makes a category, a creator's
// team is approved, the creator adds products with pictures and publishes them. Every brand name and profile is
// unique, so journeys can run side by side and again on one server (`--repeat-each`).

export interface Brand {
  owner: Person;
  teamId: string;
  brandName: string;
  creatorProfile: string;
}

/** A verified person whose one team (`<brandPrefix> <unique id>`) the admin has APPROVED, so it is public. */
export async function approvedBrand(request: APIRequestContext, brandPrefix: string): Promise<Brand> {
  const owner = await createVerifiedPerson(request, 'cat');
  const id = uniqueId();
  const brandName = `${brandPrefix} ${id}`;
  const creatorProfile = `brand${id}`;
  const session = await apiSession(request, owner);
  const res = await request.post('/api/auth/creator/signUp', {
    headers: session.headers,
    data: { brandName, website: 'https://brand.example', creatorProfile },
  });
  expect(res.status(), await res.text()).toBe(200);
  const me = (await (await request.get('/api/auth/me', { headers: session.headers })).json()) as {
    selectedCreatorTeam: { creatorTeam: { id: string } };
  };
  await session.signOut();
  await approveTeams(request, [brandName], owner.email);
  return { owner, teamId: me.selectedCreatorTeam.creatorTeam.id, brandName, creatorProfile };
}

export interface PublishedProduct {
  id: string;
  slug: string;
  name: string;
}

/** Adds a PUBLISHED product with the given pictures (in that order) to the brand, as its owner. */
export async function publishedProduct(
  request: APIRequestContext,
  brand: Brand,
  product: { name: string; categoryId: string; description?: string; tags?: string[]; pictures: Buffer[] },
): Promise<PublishedProduct> {
  const session = await apiSession(request, brand.owner);
  const base = `/api/creator/products/${brand.teamId}`;
  const body = {
    name: product.name,
    categoryId: product.categoryId,
    description: product.description ?? '',
    tags: product.tags ?? [],
    url: 'https://shop.example',
    status: 'DRAFT',
  };
  const created = await request.post(base, { headers: session.headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  for (const [index, buffer] of product.pictures.entries()) {
    const uploaded = await request.put(`${base}/${id}/images`, {
      headers: session.headers,
      multipart: { file: { name: `picture-${index + 1}.png`, mimeType: 'image/png', buffer } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
  // Published last, as a creator would: the pictures are in place before the product shows.
  const published = await request.put(`${base}/${id}`, {
    headers: session.headers,
    data: { ...body, slug, status: 'PUBLISHED' },
  });
  expect(published.status(), await published.text()).toBe(200);
  await session.signOut();
  return { id, slug, name: product.name };
}

/** A category made by the admin, named `<prefix> <unique id>`. */
export const uniqueCategory = (request: APIRequestContext, prefix: string) =>
  createCategory(request, `${prefix} ${uniqueId()}`);

/** Two pictures told apart by their shape: a landscape one (640×480) and a portrait one (480×640). */
export const LANDSCAPE = () => solidPng(640, 480, [200, 40, 40]);
export const PORTRAIT = () => solidPng(480, 640, [40, 160, 80]);

/**
 * The shapes of the product page's thumbnails in gallery order ('landscape' | 'portrait'): each carries its
 * picture's width and height, so the order the creator chose can be read off them.
 */
export async function galleryShapes(page: Page): Promise<string[]> {
  return page
    .getByRole('group', { name: 'Pictures' })
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.map((img) =>
        Number(img.getAttribute('width')) > Number(img.getAttribute('height')) ? 'landscape' : 'portrait',
      ),
    );
}

/** A full-page screenshot at the current width into test-results/screens/<name>-<width>.png (looked at by hand). */
export async function screenAtWidth(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: join(SCREENS_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** Runs the check at 1280 px and at 390 px (every catalogue journey on both), back at 1280 after. */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await check(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A YouTuber whose verification the admin has APPROVED (so their page and video reviews are public). */
export async function approvedYoutuber(request: APIRequestContext, pageNamePrefix = 'Tube Test') {
  const person = await createVerifiedPerson(request, 'tube');
  const pageName = `${pageNamePrefix} ${uniqueId()}`;
  const session = await apiSession(request, person);
  const res = await request.post('/api/auth/youtuber/signUp', {
    headers: session.headers,
    data: { pageName, youtubeUrl: 'https://www.youtube.com/@tubetest' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await session.signOut();
  const admin = await apiSession(request, E2E_ADMIN);
  const list = await request.get('/api/admin/creators/verifications', {
    headers: admin.headers,
    params: { status: 'PENDING', type: 'YOUTUBER', search: pageName },
  });
  const [round] = ((await list.json()) as { data: { id: string }[] }).data;
  const decided = await request.put(`/api/admin/creators/verifications/${round!.id}`, {
    headers: admin.headers,
    data: { status: 'APPROVED' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await admin.signOut();
  return { person, pageName, handle: pageName.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
}
