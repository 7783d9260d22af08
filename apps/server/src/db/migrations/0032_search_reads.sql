-- Two things that every search paid for at 100,000 products, whatever it found.
--
-- A category's names folded as search compares them (search_fold: lower case, accents off), kept beside them. Search
-- finds the products of a category whose English or German name is what is typed, or a close spelling of it
-- (search.queries.ts categoriesNamed); folding every category's names, and its parent's, at each search that reached
-- that branch was 0.4 ms of a search costing 1.1 ms in all.
--
-- The GIN indexes search reads without their pending list (fastupdate off). With it, a row written goes into an
-- unsorted list that every scan of the index reads whole until a vacuum (or the list's 4 MB) moves it into the index:
-- 4,500 documents rewritten since the last vacuum made the words' index read 45 pages for a word it does not hold
-- instead of 5 (0.2 against 0.02 ms), and a search reads up to five such indexes. Writing a document now updates them
-- at once, which costs the write instead. The lists already there are moved into the indexes here.
--
-- Each statement leaves alone what is already as it says, so a database that has run part of it runs it whole.
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (search_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "search_name_de" text GENERATED ALWAYS AS (search_fold("name_de")) STORED;--> statement-breakpoint
ALTER INDEX "search_documents_vector_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_documents_product_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_documents_tags_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_documents_other_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_lexicon_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(array['search_documents_vector_idx',
  'search_documents_product_name_trgm_idx', 'search_documents_tags_trgm_idx', 'search_documents_other_name_trgm_idx',
  'search_lexicon_trgm_idx']) i;
