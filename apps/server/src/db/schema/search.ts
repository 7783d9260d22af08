import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CreatorAccessStatus, SearchResultType } from '@plaudit/contract';

// What search reads (migration 0023): one row per public product, brand and YouTuber, its visibility resolved and
// what matching and ranking need on it. Written only by the triggers of that migration, on the tables each row is
// made of (products, creator_teams, youtubers, verifications, the review stats); no module writes it.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    /** The product's, team's or YouTuber's id. */
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<SearchResultType>().notNull(),
    /** A product's team, a brand's own id; null for a YouTuber. */
    teamId: uuid('team_id'),
    categoryId: uuid('category_id'),
    name: text('name').notNull(),
    /** A product's slug, a brand's profile handle, a YouTuber's handle. */
    slug: text('slug').notNull(),
    /** The name as search compares it (search_fold). */
    searchName: text('search_name').notNull(),
    /** A brand's or YouTuber's handle in lower case, matched exactly. */
    handle: text('handle'),
    /** A product's weighted vector (name A, tags B, description C). */
    searchVector: tsvector('search_vector'),
    /** A product's tags as one folded text (product_tags_text). */
    tagsText: text('tags_text'),
    /** A brand's icon. */
    imageUrl: text('image_url'),
    /** From product_review_stats or team_review_stats; null without a row there. */
    reviewCount: integer('review_count'),
    ratingSum: integer('rating_sum'),
    /** The team's block, copied from creator_teams: it ends by time alone, so it is asked when searching. */
    teamAccessStatus: text('team_access_status').$type<CreatorAccessStatus>(),
    teamAccessUntil: timestamp('team_access_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('search_documents_product_prefix_idx')
      .using('btree', sql`${t.searchName} text_pattern_ops`)
      .where(sql`${t.kind} = 'product'`),
    index('search_documents_other_prefix_idx')
      .using('btree', sql`${t.searchName} text_pattern_ops`)
      .where(sql`${t.kind} <> 'product'`),
    index('search_documents_vector_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.kind} = 'product'`),
    index('search_documents_product_name_trgm_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .where(sql`${t.kind} = 'product'`),
    index('search_documents_other_name_trgm_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .where(sql`${t.kind} <> 'product'`),
    index('search_documents_tags_trgm_idx')
      .using('gin', sql`${t.tagsText} gin_trgm_ops`)
      .where(sql`${t.kind} = 'product'`),
    index('search_documents_category_idx')
      .on(t.categoryId)
      .where(sql`${t.kind} = 'product'`),
    index('search_documents_handle_idx')
      .on(t.handle)
      .where(sql`${t.kind} <> 'product'`),
    index('search_documents_team_idx').on(t.teamId),
  ],
);
