-- Search (issue 16 §4, §8) folds a brand's and a YouTuber's name for every row its trigram index hands back (the
-- recheck) and three more times to score it: unaccent costs microseconds a call, and at 5,000 brands a word many of
-- them share ("northwind": 250) spent most of a search there. Each name is kept folded beside it, as products'
-- search_name is (migration 0011), and the trigram indexes are built on the kept column.
ALTER TABLE "creator_teams" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold("brand_name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "creator_teams_brand_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "creator_teams_brand_name_trgm_idx" ON "creator_teams" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "youtubers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_fold("page_name")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "youtubers_page_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "youtubers_page_name_trgm_idx" ON "youtubers" USING gin ("search_name" gin_trgm_ops);
