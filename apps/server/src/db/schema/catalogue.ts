import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ProductImageWidth, ProductStatus } from '@plaudit/contract';
import { creatorTeams } from './creators.js';

// Catalogue area: categories (one level of nesting), a team's products and their images. Search reads
// `products.search_vector` (weighted: name A, tags B, description C; 'simple' so German and English are treated
// alike) and pg_trgm indexes on names, so a typo still finds (migration 0005 creates the extension and the
// immutable function the generated column calls).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** A Tabler icon name (`coffee`, `device-headphones`); the web maps it to the icon component. */
    icon: text('icon').notNull(),
    description: text('description'),
    /** The German name and description (migration 0021); null: German readers see the English ones. */
    nameDe: text('name_de'),
    descriptionDe: text('description_de'),
    /** One level of nesting: a parent never has a parent itself (the service checks). */
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId, t.position)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    /** Unique within the team; derived from the name, editable. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The website or shop the product links out to. */
    url: text('url'),
    status: text('status').$type<ProductStatus>().notNull().default('DRAFT'),
    /** Set the first time the product is published (the "newest" sort of public lists). */
    publishedAt: ts('published_at'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`product_search_vector(name, tags, description)`),
    /** The name as search compares it (lower case, accents folded: migration 0011). */
    searchName: text('search_name').generatedAlwaysAs(sql`search_fold(name)`),
    /**
     * The team's newest verification round is APPROVED (catalogue.rules.ts teamIsApproved), kept on each product
     * by triggers on products and verifications (migration 0013) for search's visibility check; never written by a
     * module (a write of it is replaced by the truth).
     */
    teamApproved: boolean('team_approved').notNull().default(false),
    /** Staff took the product off every public page (catalogue.rules.ts); only staff or an appeal put it back. */
    staffDisabledAt: ts('staff_disabled_at'),
    /** Who disabled it (a user id; kept as the audit's, with no reference, so the catalogue needs no users). */
    staffDisabledBy: uuid('staff_disabled_by'),
    staffReason: text('staff_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_team_slug_idx').on(t.teamId, t.slug),
    index('products_team_status_idx').on(t.teamId, t.status, t.updatedAt),
    index('products_category_status_idx').on(t.categoryId, t.status, t.publishedAt),
    /** The listed products by category, so a category's public count reads the index alone (migration 0015). */
    index('products_listed_category_idx')
      .on(t.categoryId, t.teamId)
      .where(sql`${t.status} = 'PUBLISHED' and ${t.teamApproved} and ${t.staffDisabledAt} is null`),
    index('products_status_published_idx').on(t.status, t.publishedAt),
    /** The products staff disabled, for the admin's list of them (migration 0033): few, so a partial index. */
    index('products_staff_disabled_idx')
      .on(t.staffDisabledAt, t.id)
      .where(sql`${t.staffDisabledAt} is not null`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('products_name_prefix_idx').using('btree', sql`${t.searchName} text_pattern_ops`),
    /** A misspelt tag still finds ("cofee" → the products tagged coffee); migration 0006 makes the function. */
    index('products_tags_trgm_idx').using('gin', sql`product_tags_text(${t.tags}) gin_trgm_ops`),
  ],
);

/**
 * The distinct words of every product's search vector, each once (migration 0012): filled by triggers on `products`,
 * never by a module, and never pruned. Search widens a word it does not hold to the closest words it does hold, found
 * by trigram similarity, so a typo in a word of a description or a tag still finds the product.
 */
export const searchLexicon = pgTable('search_lexicon', { word: text('word').primaryKey() }, (t) => [
  index('search_lexicon_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The order the team chose: 0 is the cover. */
    position: integer('position').notNull(),
    /** Stored file name (see plugins/storage.ts) of each width; the web builds `srcset` from them. */
    files: jsonb('files').$type<Record<ProductImageWidth, string>>().notNull(),
    /** The picture's own size after re-encoding at the largest width (for the aspect ratio, no layout shift). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);
