-- A moderated review its author deletes inside the appeal window is kept whole in review_withdrawals, so that an
-- appeal reversing the decision can put it back as it was: its video id, the rules that held it, when it was first
-- published and when it was written, besides what the table already keeps.
ALTER TABLE "review_withdrawals" ADD COLUMN "video_id" text;--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD COLUMN "hold_rules" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
-- A product staff disabled is off every public surface until staff or an appeal enable it: the listed-products index
-- and the search documents leave it out like an unpublished one, so the category counts still read the index alone.
ALTER TABLE "products" ADD COLUMN "staff_disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "staff_disabled_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "staff_reason" text;--> statement-breakpoint
DROP INDEX "products_listed_category_idx";--> statement-breakpoint
CREATE INDEX "products_listed_category_idx" ON "products" USING btree ("category_id","team_id") WHERE "status" = 'PUBLISHED' AND "team_approved" AND "staff_disabled_at" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_documents_sync_products"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM public.creator_teams t WHERE t.id IN (SELECT p.team_id FROM public.products p WHERE p.id IN (SELECT unnest(ids)))
    ORDER BY t.id FOR SHARE;
  PERFORM 1 FROM public.product_review_stats s WHERE s.product_id IN (SELECT unnest(ids)) ORDER BY s.product_id FOR SHARE;
  DELETE FROM public.search_documents d WHERE d.id IN (SELECT unnest(ids)) AND d.kind = 'product'
    AND NOT EXISTS (SELECT 1 FROM public.products p WHERE p.id = d.id AND p.status = 'PUBLISHED' AND p.team_approved AND p.staff_disabled_at IS NULL);
  INSERT INTO public.search_documents AS d (id, kind, team_id, category_id, name, slug, search_name, search_vector,
      tags_text, review_count, rating_sum, team_access_status, team_access_until)
    SELECT p.id, 'product', p.team_id, p.category_id, p.name, p.slug, p.search_name, p.search_vector,
      public.product_tags_text(p.tags), s.review_count, s.rating_sum, t.access_status, t.access_until
    FROM public.products p JOIN public.creator_teams t ON t.id = p.team_id
      LEFT JOIN public.product_review_stats s ON s.product_id = p.id
    WHERE p.id IN (SELECT unnest(ids)) AND p.status = 'PUBLISHED' AND p.team_approved AND p.staff_disabled_at IS NULL
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
$$;
