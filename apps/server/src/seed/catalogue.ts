import { Faker, en } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { PRODUCT_IMAGE_WIDTHS, type ProductImageWidth, type ProductStatus } from '@plaudit/contract';
import type { Db } from '../db/client.js';
import type { DbOrTx } from '../db/tx.js';
import {
  categories,
  creatorTeamMembers,
  creatorTeams,
  emptySocialLinks,
  notificationDefaults,
  productImages,
  products,
  users,
  verifications,
  youtubers,
} from '../db/schema/index.js';
import { processImage, processProductImage } from '../lib/images.js';
import { newName, type FileStorage } from '../plugins/storage.js';
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_YOUTUBER_HANDLE,
  DEMO_YOUTUBERS,
  GENERIC_PITCH,
  NAME_PREFIXES,
  NAME_SUFFIXES,
  type DemoBrand,
} from './catalogue-data.js';
import { brandBannerSource, brandIconSource, productPictureSource } from './demo-images.js';

// The demo catalogue of local mode: categories, twelve approved brands with generated icons and
// banners, sixty products with generated pictures, and a few YouTubers, so a newcomer's first look at `/` shows a
// living catalogue. A seeded faker picks the words: every first start makes the same names and slugs. Pictures go
// through the upload pipeline and storage like a creator's would, a few at a time (sharp uses every core already),
// before any row is written; then every row goes in one transaction (on PGlite each commit waits for the disk).

/** webpEffort: see EncodeOptions in lib/images.ts (encoding is most of a first start's time). */
export const DEMO_CATALOGUE = { seed: 16, productsPerBrand: 5, imageConcurrency: 2, webpEffort: 2 } as const;

export interface SeededCatalogue {
  categories: number;
  brands: number;
  products: number;
  published: number;
  images: number;
  youtubers: number;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** Runs `tasks` with at most `limit` in flight; rejects with the first failure. */
async function inParallel(tasks: Array<() => Promise<void>>, limit: number) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

interface PlannedProduct {
  brand: DemoBrand;
  /** The sub-category's slug (its id exists only once the rows are written). */
  category: string;
  name: string;
  slug: string;
  description: string;
  tags: string[];
  url: string;
  status: ProductStatus;
  publishedAt: Date | null;
  /**
   * Weeks to over a year before its publication: a demo product was in the catalogue before its reviews came in, so
   * a trophy over last year (whose eligibility asks whether the product existed in its period) has candidates.
   */
  createdAt: Date;
  updatedAt: Date;
  imageCount: number;
}

const websiteOf = (brand: DemoBrand) =>
  brand.profileHandle === DEMO_BRANDS[0]!.profileHandle
    ? 'https://coffee.plaudit.local'
    : `https://${brand.profileHandle}.example`;

function planProducts(faker: Faker, brand: DemoBrand, brandIndex: number): PlannedProduct[] {
  const category = DEMO_CATEGORIES.find((c) => c.slug === brand.category)!;
  const taken = new Set<string>();
  const planned: PlannedProduct[] = [];
  for (let i = 0; i < DEMO_CATALOGUE.productsPerBrand; i += 1) {
    const sub = category.children[i % category.children.length]!;
    let name = '';
    do {
      const base = faker.helpers.arrayElement(sub.products);
      name = faker.datatype.boolean()
        ? `${faker.helpers.arrayElement(NAME_PREFIXES)} ${base}`
        : `${base} ${faker.helpers.arrayElement(NAME_SUFFIXES)}`;
    } while (taken.has(name));
    taken.add(name);
    const slug = slugify(name);
    const url = `${websiteOf(brand)}/products/${slug}`;
    const paragraphs = [
      faker.helpers.arrayElements(category.pitch, { min: 2, max: 3 }).join(' '),
      faker.helpers.arrayElements([...category.pitch, ...GENERIC_PITCH], 2).join(' '),
    ];
    if (faker.datatype.boolean()) paragraphs.push(`Read how we made it: ${websiteOf(brand)}/journal/${slug}`);
    // A draft in every other brand (the demo creator's included), so the creator's list shows both states.
    const status: ProductStatus =
      i === DEMO_CATALOGUE.productsPerBrand - 1 && brandIndex % 2 === 0 ? 'DRAFT' : 'PUBLISHED';
    const daysAgo = faker.number.int({ min: 0, max: 120 });
    const publishedAt = status === 'PUBLISHED' ? new Date(Date.now() - daysAgo * 86_400_000 - i * 60_000) : null;
    // Derived, not drawn: another faker call here would change every name and text drawn after it.
    const createdAt = new Date(
      Date.now() - (daysAgo + 14 + ((brandIndex * 53 + i * 29) % 420)) * 86_400_000 - i * 60_000,
    );
    planned.push({
      brand,
      category: sub.slug,
      name,
      slug,
      description: paragraphs.join('\n\n'),
      tags: faker.helpers.arrayElements(category.tags, { min: 2, max: 5 }),
      url,
      status,
      publishedAt,
      createdAt,
      updatedAt: publishedAt ?? createdAt,
      imageCount: faker.helpers.weightedArrayElement([
        { weight: 6, value: 1 },
        { weight: 3, value: 2 },
        { weight: 1, value: 3 },
      ]),
    });
  }
  return planned;
}

async function seedCategories(db: DbOrTx): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [position, top] of DEMO_CATEGORIES.entries()) {
    const [parent] = await db
      .insert(categories)
      .values({
        slug: top.slug,
        name: top.name,
        nameDe: top.nameDe,
        icon: top.icon,
        description: top.description,
        descriptionDe: top.descriptionDe,
        position,
      })
      .returning({ id: categories.id });
    ids.set(top.slug, parent!.id);
    const children = await db
      .insert(categories)
      .values(
        top.children.map((c, i) => ({
          slug: c.slug,
          name: c.name,
          nameDe: c.nameDe,
          icon: c.icon,
          parentId: parent!.id,
          position: i,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const child of children) ids.set(child.slug, child.id);
  }
  return ids;
}

/**
 * The brands: the demo creator's team (found by its handle) gets its pictures and description; the others are new
 * approved teams, each owned by an account `<handle>@brands.plaudit.local` with the demo password.
 */
async function seedBrands(db: DbOrTx, passwordHash: string): Promise<Map<string, string>> {
  const now = new Date();
  const teamIds = new Map<string, string>();
  for (const brand of DEMO_BRANDS) {
    const website = websiteOf(brand);
    const [existing] = await db
      .select({ id: creatorTeams.id })
      .from(creatorTeams)
      .where(sql`lower(${creatorTeams.profileHandle}) = ${brand.profileHandle}`);
    if (existing) {
      await db
        .update(creatorTeams)
        .set({ description: brand.description })
        .where(sql`${creatorTeams.id} = ${existing.id}`);
      teamIds.set(brand.profileHandle, existing.id);
      continue;
    }
    const [owner] = await db
      .insert(users)
      .values({
        email: `${brand.profileHandle}@brands.plaudit.local`,
        username: brand.profileHandle.slice(0, 20),
        firstName: brand.brandName.split(' ')[0]!,
        lastName: 'Owner',
        role: 'USER',
        registerType: 'CREATOR',
        emailVerificationStatus: 'VERIFIED',
        passwordHash,
        notifications: notificationDefaults(),
      })
      .returning({ id: users.id });
    const [team] = await db
      .insert(creatorTeams)
      .values({
        brandName: brand.brandName,
        profileHandle: brand.profileHandle,
        website,
        description: brand.description,
        social: { ...emptySocialLinks(), websiteUrl: website },
        claimedAt: now,
      })
      .returning({ id: creatorTeams.id });
    await db.insert(creatorTeamMembers).values({ teamId: team!.id, userId: owner!.id, role: 'OWNER' });
    await db.insert(verifications).values({
      subjectType: 'CREATOR',
      teamId: team!.id,
      applicantId: owner!.id,
      status: 'APPROVED',
      reviewedAt: now,
      details: { brandName: brand.brandName, website, creatorProfile: brand.profileHandle },
    });
    await db
      .update(users)
      .set({ selectedTeamId: team!.id })
      .where(sql`${users.id} = ${owner!.id}`);
    teamIds.set(brand.profileHandle, team!.id);
  }
  return teamIds;
}

/** The demo YouTuber's public handle, and a few more approved YouTubers with pages of their own. */
async function seedYoutubers(db: DbOrTx, passwordHash: string, demoYoutuberId: string): Promise<number> {
  const now = new Date();
  await db
    .update(youtubers)
    .set({ handle: DEMO_YOUTUBER_HANDLE })
    .where(sql`${youtubers.id} = ${demoYoutuberId} and ${youtubers.handle} is null`);
  for (const y of DEMO_YOUTUBERS) {
    const [user] = await db
      .insert(users)
      .values({
        email: `${y.handle}@youtubers.plaudit.local`,
        username: y.handle.replace(/-/g, '_').slice(0, 20),
        firstName: y.firstName,
        lastName: y.lastName,
        role: 'USER',
        registerType: 'YOUTUBER',
        emailVerificationStatus: 'VERIFIED',
        passwordHash,
        notifications: notificationDefaults(),
      })
      .returning({ id: users.id });
    const [channel] = await db
      .insert(youtubers)
      .values({ userId: user!.id, pageName: y.pageName, youtubeUrl: y.youtubeUrl, handle: y.handle })
      .returning({ id: youtubers.id });
    await db.insert(verifications).values({
      subjectType: 'YOUTUBER',
      youtuberId: channel!.id,
      applicantId: user!.id,
      status: 'APPROVED',
      reviewedAt: now,
      details: { pageName: y.pageName, youtubeUrl: y.youtubeUrl },
    });
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(youtubers)
    .where(sql`${youtubers.handle} is not null`);
  return Number(row?.n ?? 0);
}

async function storeImage(storage: FileStorage, buffer: Buffer): Promise<string> {
  const name = newName('webp');
  await storage.put(name, buffer, 'image/webp');
  return name;
}

export interface CatalogueSeedInput {
  /** The demo password's hash, made once by the caller for every account seeded here. */
  passwordHash: string;
  /** The demo partner YouTuber (seed.ts), who gets a public handle. */
  demoYoutuberId: string;
}

export async function seedDemoCatalogue(
  db: Db,
  storage: FileStorage,
  input: CatalogueSeedInput,
): Promise<SeededCatalogue> {
  const faker = new Faker({ locale: [en] });
  faker.seed(DEMO_CATALOGUE.seed);
  const planned = DEMO_BRANDS.flatMap((brand, i) => planProducts(faker, brand, i));

  // The pictures first: CPU and files only, no row waits for them.
  const brandPictures = new Map<string, { iconUrl: string; bannerUrl: string }>();
  const productPictures: Array<{
    product: number;
    position: number;
    files: Record<ProductImageWidth, string>;
    width: number;
    height: number;
    alt: string;
  }> = [];
  const tasks: Array<() => Promise<void>> = [];
  for (const brand of DEMO_BRANDS) {
    tasks.push(async () => {
      const [icon, banner] = await Promise.all([
        brandIconSource(brand.brandName, brand.colors).then((b) =>
          processImage(b, 'icon', { effort: DEMO_CATALOGUE.webpEffort }),
        ),
        brandBannerSource(brand.brandName, brand.colors, brand.description).then((b) =>
          processImage(b, 'banner', { effort: DEMO_CATALOGUE.webpEffort }),
        ),
      ]);
      const [iconName, bannerName] = await Promise.all([
        storeImage(storage, icon.buffer),
        storeImage(storage, banner.buffer),
      ]);
      brandPictures.set(brand.profileHandle, {
        iconUrl: storage.urlFor(iconName),
        bannerUrl: storage.urlFor(bannerName),
      });
    });
  }
  planned.forEach((product, index) => {
    for (let position = 0; position < product.imageCount; position += 1) {
      tasks.push(async () => {
        const source = await productPictureSource(
          product.name,
          product.brand.brandName,
          product.brand.colors,
          ((index * 7 + position * 3) % 10) / 10,
        );
        const picture = await processProductImage(source, { effort: DEMO_CATALOGUE.webpEffort });
        const files = {} as Record<ProductImageWidth, string>;
        for (const width of PRODUCT_IMAGE_WIDTHS) files[width] = await storeImage(storage, picture.variants[width]);
        productPictures.push({
          product: index,
          position,
          files,
          width: picture.width,
          height: picture.height,
          alt: `${product.name} by ${product.brand.brandName}`,
        });
      });
    }
  });
  await inParallel(tasks, DEMO_CATALOGUE.imageConcurrency);

  return db.transaction(async (tx) => {
    const categoryIds = await seedCategories(tx);
    const teamIds = await seedBrands(tx, input.passwordHash);
    const youtuberCount = await seedYoutubers(tx, input.passwordHash, input.demoYoutuberId);
    for (const [handle, urls] of brandPictures)
      await tx
        .update(creatorTeams)
        .set(urls)
        .where(sql`${creatorTeams.id} = ${teamIds.get(handle)!}`);
    const inserted = await tx
      .insert(products)
      .values(
        planned.map(({ brand, category, imageCount: _images, ...p }) => ({
          ...p,
          teamId: teamIds.get(brand.profileHandle)!,
          categoryId: categoryIds.get(category)!,
        })),
      )
      .returning({ id: products.id });
    // Sorted, so the rows' order does not depend on which picture finished first.
    productPictures.sort((a, b) => a.product - b.product || a.position - b.position);
    await tx
      .insert(productImages)
      .values(productPictures.map(({ product, ...image }) => ({ ...image, productId: inserted[product]!.id })));
    return {
      categories: categoryIds.size,
      brands: teamIds.size,
      products: planned.length,
      published: planned.filter((p) => p.status === 'PUBLISHED').length,
      images: productPictures.length,
      youtubers: youtuberCount,
    };
  });
}
