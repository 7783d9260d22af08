-- What search reads: one row per public product, brand and YouTuber, with what matching and ranking need already on
-- it (the folded name, a product's vector and folded tags, the review count and sum the rating rank is made of) and
-- its visibility resolved: a product is here while it is PUBLISHED and its team's newest application round is
-- APPROVED, a brand while that round is, a YouTuber while it has a handle and its newest application round is
-- APPROVED. Only the team's block is asked at read time (it ends by time alone), from the team's access columns
-- copied onto each of its rows. Searching the products, teams and YouTubers themselves cost a probe of the review
-- stats and of the newest verification round per candidate, and the planner, which cannot know what word_similarity
-- costs, read every team's name through it rather than its trigram index.
--
-- Kept by triggers on every table a row is made of, once per statement over its transition tables (a bulk load, a
-- team's approval reaching its 1,000 products, the scale seed's recount of 100,000 review stats: one statement each),
-- so no way of writing those tables (services, seeds, tests, psql) can leave a row stale. Each sync function takes
-- the ids a statement touched, removes the rows no longer public and writes the others only where a column changed,
-- in id order (a team's block reaching its products' rows too), so two transactions syncing the same rows wait for
-- each other instead of deadlocking. Each first locks the rows it reads that another transaction may be changing at
-- that moment (the subject's row, its team's, its review stats), in id order: each later statement of the function
-- reads anew, so it waits for such a change and then sees it, and a change that comes later waits for it and syncs
-- after it. Without them a product edited while its team was blocked wrote back the team's state from before the
-- block. (A product's very first stats row, written while the product itself is being published, has no row to lock
-- yet; reviews are only written to published products.)
CREATE TABLE "search_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"team_id" uuid,
	"category_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"search_name" text NOT NULL,
	"handle" text,
	"search_vector" tsvector,
	"tags_text" text,
	"image_url" text,
	"review_count" integer,
	"rating_sum" integer,
	"team_access_status" text,
	"team_access_until" timestamp with time zone
);--> statement-breakpoint
CREATE FUNCTION "youtuber_is_approved"(youtuber uuid) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT v.status = 'APPROVED' FROM public.verifications v WHERE v.youtuber_id = $1 AND v.kind = 'APPLICATION'
    ORDER BY v.submitted_at DESC, v.id DESC LIMIT 1), false)
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_sync_products"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM public.creator_teams t WHERE t.id IN (SELECT p.team_id FROM public.products p WHERE p.id IN (SELECT unnest(ids)))
    ORDER BY t.id FOR SHARE;
  PERFORM 1 FROM public.product_review_stats s WHERE s.product_id IN (SELECT unnest(ids)) ORDER BY s.product_id FOR SHARE;
  DELETE FROM public.search_documents d WHERE d.id IN (SELECT unnest(ids)) AND d.kind = 'product'
    AND NOT EXISTS (SELECT 1 FROM public.products p WHERE p.id = d.id AND p.status = 'PUBLISHED' AND p.team_approved);
  INSERT INTO public.search_documents AS d (id, kind, team_id, category_id, name, slug, search_name, search_vector,
      tags_text, review_count, rating_sum, team_access_status, team_access_until)
    SELECT p.id, 'product', p.team_id, p.category_id, p.name, p.slug, p.search_name, p.search_vector,
      public.product_tags_text(p.tags), s.review_count, s.rating_sum, t.access_status, t.access_until
    FROM public.products p JOIN public.creator_teams t ON t.id = p.team_id
      LEFT JOIN public.product_review_stats s ON s.product_id = p.id
    WHERE p.id IN (SELECT unnest(ids)) AND p.status = 'PUBLISHED' AND p.team_approved
    ORDER BY p.id
  ON CONFLICT (id) DO UPDATE SET team_id = excluded.team_id, category_id = excluded.category_id, name = excluded.name,
      slug = excluded.slug, search_name = excluded.search_name, search_vector = excluded.search_vector,
      tags_text = excluded.tags_text, review_count = excluded.review_count, rating_sum = excluded.rating_sum,
      team_access_status = excluded.team_access_status, team_access_until = excluded.team_access_until
    WHERE (d.team_id, d.category_id, d.name, d.slug, d.search_name, d.search_vector, d.tags_text, d.review_count,
        d.rating_sum, d.team_access_status, d.team_access_until)
      IS DISTINCT FROM (excluded.team_id, excluded.category_id, excluded.name, excluded.slug, excluded.search_name,
        excluded.search_vector, excluded.tags_text, excluded.review_count, excluded.rating_sum,
        excluded.team_access_status, excluded.team_access_until);
END
$$;--> statement-breakpoint
-- A team's own row, and its block copied onto its products' rows (renaming a team changes no product row: a
-- product's brand name is read for the page's rows only).
CREATE FUNCTION "search_documents_sync_teams"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM public.creator_teams t WHERE t.id IN (SELECT unnest(ids)) ORDER BY t.id FOR NO KEY UPDATE;
  PERFORM 1 FROM public.team_review_stats s WHERE s.team_id IN (SELECT unnest(ids)) ORDER BY s.team_id FOR SHARE;
  DELETE FROM public.search_documents d WHERE d.id IN (SELECT unnest(ids)) AND d.kind = 'brand'
    AND NOT EXISTS (SELECT 1 FROM public.creator_teams t WHERE t.id = d.id AND public.team_is_approved(t.id));
  INSERT INTO public.search_documents AS d (id, kind, team_id, name, slug, search_name, handle, image_url,
      review_count, rating_sum, team_access_status, team_access_until)
    SELECT t.id, 'brand', t.id, t.brand_name, t.profile_handle, t.search_name, lower(t.profile_handle), t.icon_url,
      s.review_count, s.rating_sum, t.access_status, t.access_until
    FROM public.creator_teams t LEFT JOIN public.team_review_stats s ON s.team_id = t.id
    WHERE t.id IN (SELECT unnest(ids)) AND public.team_is_approved(t.id)
    ORDER BY t.id
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, slug = excluded.slug, search_name = excluded.search_name,
      handle = excluded.handle, image_url = excluded.image_url, review_count = excluded.review_count,
      rating_sum = excluded.rating_sum, team_access_status = excluded.team_access_status,
      team_access_until = excluded.team_access_until
    WHERE (d.name, d.slug, d.search_name, d.handle, d.image_url, d.review_count, d.rating_sum, d.team_access_status,
        d.team_access_until)
      IS DISTINCT FROM (excluded.name, excluded.slug, excluded.search_name, excluded.handle, excluded.image_url,
        excluded.review_count, excluded.rating_sum, excluded.team_access_status, excluded.team_access_until);
  UPDATE public.search_documents d SET team_access_status = t.access_status, team_access_until = t.access_until
    FROM public.creator_teams t
    WHERE t.id = d.team_id AND d.id IN (SELECT x.id FROM public.search_documents x
        JOIN public.creator_teams y ON y.id = x.team_id
        WHERE y.id IN (SELECT unnest(ids)) AND x.kind = 'product'
          AND (x.team_access_status, x.team_access_until) IS DISTINCT FROM (y.access_status, y.access_until)
        ORDER BY x.id FOR UPDATE OF x);
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_sync_youtubers"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM public.youtubers y WHERE y.id IN (SELECT unnest(ids)) ORDER BY y.id FOR NO KEY UPDATE;
  DELETE FROM public.search_documents d WHERE d.id IN (SELECT unnest(ids)) AND d.kind = 'youtuber'
    AND NOT EXISTS (SELECT 1 FROM public.youtubers y WHERE y.id = d.id AND y.handle IS NOT NULL
      AND public.youtuber_is_approved(y.id));
  INSERT INTO public.search_documents AS d (id, kind, name, slug, search_name, handle)
    SELECT y.id, 'youtuber', y.page_name, y.handle, y.search_name, y.handle
    FROM public.youtubers y
    WHERE y.id IN (SELECT unnest(ids)) AND y.handle IS NOT NULL AND public.youtuber_is_approved(y.id)
    ORDER BY y.id
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, slug = excluded.slug, search_name = excluded.search_name,
      handle = excluded.handle
    WHERE (d.name, d.slug, d.search_name, d.handle)
      IS DISTINCT FROM (excluded.name, excluded.slug, excluded.search_name, excluded.handle);
END
$$;--> statement-breakpoint
-- One trigger function per table and event: a trigger with transition tables answers one event, and its function
-- may name only the tables that event has.
CREATE FUNCTION "search_documents_products_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_documents_sync_products(array(SELECT n.id FROM new_rows n));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_products_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_documents_sync_products(array(SELECT o.id FROM old_rows o));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_documents_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_products_new();--> statement-breakpoint
CREATE TRIGGER "products_search_documents_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_products_new();--> statement-breakpoint
CREATE TRIGGER "products_search_documents_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_products_old();--> statement-breakpoint
CREATE FUNCTION "search_documents_teams_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_documents_sync_teams(array(SELECT n.id FROM new_rows n));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_teams_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_documents_sync_teams(array(SELECT o.id FROM old_rows o));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "creator_teams_search_documents_insert" AFTER INSERT ON "creator_teams"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_teams_new();--> statement-breakpoint
CREATE TRIGGER "creator_teams_search_documents_update" AFTER UPDATE ON "creator_teams"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_teams_new();--> statement-breakpoint
CREATE TRIGGER "creator_teams_search_documents_delete" AFTER DELETE ON "creator_teams"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_teams_old();--> statement-breakpoint
CREATE FUNCTION "search_documents_youtubers_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_documents_sync_youtubers(array(SELECT n.id FROM new_rows n));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_youtubers_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_documents_sync_youtubers(array(SELECT o.id FROM old_rows o));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "youtubers_search_documents_insert" AFTER INSERT ON "youtubers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_youtubers_new();--> statement-breakpoint
CREATE TRIGGER "youtubers_search_documents_update" AFTER UPDATE ON "youtubers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_youtubers_new();--> statement-breakpoint
CREATE TRIGGER "youtubers_search_documents_delete" AFTER DELETE ON "youtubers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_youtubers_old();--> statement-breakpoint
-- A round decides whether its team or YouTuber is shown (a team's products follow through products.team_approved,
-- which migration 0013's trigger keeps, and so through the products' triggers above).
CREATE FUNCTION "search_documents_verifications_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_documents_sync_teams(array(SELECT n.team_id FROM new_rows n WHERE n.team_id IS NOT NULL));
  PERFORM public.search_documents_sync_youtubers(array(SELECT n.youtuber_id FROM new_rows n WHERE n.youtuber_id IS NOT NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_verifications_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_documents_sync_teams(array(SELECT o.team_id FROM old_rows o WHERE o.team_id IS NOT NULL));
  PERFORM public.search_documents_sync_youtubers(array(SELECT o.youtuber_id FROM old_rows o WHERE o.youtuber_id IS NOT NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "verifications_search_documents_insert" AFTER INSERT ON "verifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_verifications_new();--> statement-breakpoint
-- An update may move a round from one subject to another: both are synced.
CREATE TRIGGER "verifications_search_documents_update_new" AFTER UPDATE ON "verifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_verifications_new();--> statement-breakpoint
CREATE TRIGGER "verifications_search_documents_update_old" AFTER UPDATE ON "verifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_verifications_old();--> statement-breakpoint
CREATE TRIGGER "verifications_search_documents_delete" AFTER DELETE ON "verifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_verifications_old();--> statement-breakpoint
-- The review counts and sums the rating rank is made of. A stats row removed leaves none (as a product or team
-- without one reads).
CREATE FUNCTION "search_documents_product_stats_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.search_documents d SET review_count = n.review_count, rating_sum = n.rating_sum
    FROM new_rows n
    WHERE d.id = n.product_id AND d.kind = 'product'
      AND (d.review_count, d.rating_sum) IS DISTINCT FROM (n.review_count, n.rating_sum);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_product_stats_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.search_documents d SET review_count = NULL, rating_sum = NULL
    FROM old_rows o WHERE d.id = o.product_id AND d.kind = 'product' AND d.review_count IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_review_stats_search_documents_insert" AFTER INSERT ON "product_review_stats"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_product_stats_new();--> statement-breakpoint
CREATE TRIGGER "product_review_stats_search_documents_update" AFTER UPDATE ON "product_review_stats"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_product_stats_new();--> statement-breakpoint
CREATE TRIGGER "product_review_stats_search_documents_delete" AFTER DELETE ON "product_review_stats"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_product_stats_old();--> statement-breakpoint
CREATE FUNCTION "search_documents_team_stats_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.search_documents d SET review_count = n.review_count, rating_sum = n.rating_sum
    FROM new_rows n
    WHERE d.id = n.team_id AND d.kind = 'brand'
      AND (d.review_count, d.rating_sum) IS DISTINCT FROM (n.review_count, n.rating_sum);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_team_stats_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.search_documents d SET review_count = NULL, rating_sum = NULL
    FROM old_rows o WHERE d.id = o.team_id AND d.kind = 'brand' AND d.review_count IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "team_review_stats_search_documents_insert" AFTER INSERT ON "team_review_stats"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_team_stats_new();--> statement-breakpoint
CREATE TRIGGER "team_review_stats_search_documents_update" AFTER UPDATE ON "team_review_stats"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_team_stats_new();--> statement-breakpoint
CREATE TRIGGER "team_review_stats_search_documents_delete" AFTER DELETE ON "team_review_stats"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_documents_team_stats_old();--> statement-breakpoint
SELECT search_documents_sync_teams(array(SELECT id FROM creator_teams));--> statement-breakpoint
SELECT search_documents_sync_youtubers(array(SELECT id FROM youtubers));--> statement-breakpoint
SELECT search_documents_sync_products(array(SELECT id FROM products));--> statement-breakpoint
-- Built after the backfill (quicker than growing them row by row). Each way search matches has its index, products
-- apart from brands and YouTubers (those are few, and found whatever the products' cap): a name's start (b-tree
-- ranges, text_pattern_ops), a product's words, a close spelling of a name or a product's tag (trigrams), a product's
-- category, an exact handle; and a team's products, for its block.
CREATE INDEX "search_documents_product_prefix_idx" ON "search_documents" ("search_name" text_pattern_ops) WHERE "kind" = 'product';--> statement-breakpoint
CREATE INDEX "search_documents_other_prefix_idx" ON "search_documents" ("search_name" text_pattern_ops) WHERE "kind" <> 'product';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector") WHERE "kind" = 'product';--> statement-breakpoint
CREATE INDEX "search_documents_product_name_trgm_idx" ON "search_documents" USING gin ("search_name" gin_trgm_ops) WHERE "kind" = 'product';--> statement-breakpoint
CREATE INDEX "search_documents_other_name_trgm_idx" ON "search_documents" USING gin ("search_name" gin_trgm_ops) WHERE "kind" <> 'product';--> statement-breakpoint
CREATE INDEX "search_documents_tags_trgm_idx" ON "search_documents" USING gin ("tags_text" gin_trgm_ops) WHERE "kind" = 'product';--> statement-breakpoint
CREATE INDEX "search_documents_category_idx" ON "search_documents" ("category_id") WHERE "kind" = 'product';--> statement-breakpoint
CREATE INDEX "search_documents_handle_idx" ON "search_documents" ("handle") WHERE "kind" <> 'product';--> statement-breakpoint
CREATE INDEX "search_documents_team_idx" ON "search_documents" ("team_id");--> statement-breakpoint
-- The words of the lexicon starting with what is typed, as a b-tree range whatever the database's collation.
CREATE INDEX "search_lexicon_prefix_idx" ON "search_lexicon" ("word" text_pattern_ops);
