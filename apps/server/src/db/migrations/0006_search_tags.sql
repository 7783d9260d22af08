-- Search (issue 16 §4): a misspelt tag still finds its products ("cofee" → the products tagged coffee). The tags as
-- one lower-case text through an immutable function (array_to_string is only STABLE, so it cannot be indexed
-- directly), with a trigram index the search's word-similarity branch uses.
CREATE OR REPLACE FUNCTION product_tags_text(tags text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(coalesce(array_to_string(tags, ' '), ''))
$$;--> statement-breakpoint
CREATE INDEX "products_tags_trgm_idx" ON "products" USING gin (product_tags_text("tags") gin_trgm_ops);
