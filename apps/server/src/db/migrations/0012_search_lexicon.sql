-- A typo in a word that only a product's description or tags hold still finds it (issue 16 §4: "cofee" finds a
-- product that says coffee in its description). The usual PostgreSQL way (pg_trgm, "Text Search Integration"): a
-- lexicon of the distinct words of every product's search vector, with a trigram index, so the search widens a
-- word the lexicon does not hold to the few lexicon words closest to it (search.queries.ts).
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
-- Kept by the triggers below, once per statement over its transition table: a bulk load (the scale seed's 20,000
-- products an INSERT) adds its words in one INSERT … SELECT DISTINCT, not one per product. A trigger with a
-- transition table answers one event only, and an UPDATE one may not name columns, so the update trigger skips the
-- rows whose vector did not change itself. Words are inserted in order, so two transactions adding the same new words
-- wait for each other instead of deadlocking. Words are never removed when a product changes or goes: a stale word
-- only widens a query to one more alternative that finds nothing, which is harmless, and removing one would need a
-- scan of every vector to know that no other product still has it.
CREATE FUNCTION "search_lexicon_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.search_lexicon (word)
      SELECT DISTINCT w FROM new_products n, unnest(tsvector_to_array(n.search_vector)) w ORDER BY 1
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO public.search_lexicon (word)
      SELECT DISTINCT w FROM new_products n, unnest(tsvector_to_array(n.search_vector)) w
      WHERE NOT EXISTS (SELECT 1 FROM old_products o WHERE o.id = n.id AND o.search_vector = n.search_vector)
      ORDER BY 1
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_lexicon_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_add();--> statement-breakpoint
CREATE TRIGGER "products_search_lexicon_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_add();--> statement-breakpoint
INSERT INTO "search_lexicon" ("word")
  SELECT DISTINCT w FROM "products", unnest(tsvector_to_array("search_vector")) w
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Built after the backfill (quicker than growing it row by row). The search looks words up by similarity (`%`) here.
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The `n` lexicon words most like `word` (pg_trgm similarity at least 0.4), most alike first. `%` takes its threshold
-- from pg_trgm.similarity_threshold (0.3 unless set), and the index applies it: set on the function (and so only
-- while it runs), the index leaves out the words less alike than 0.4 itself, where 0.3 and a filter after it had the
-- heap recheck three times as many (4 ms against 12 for a word among 215,000 made-up lexicon words).
CREATE FUNCTION "search_close_words"(word text, n integer) RETURNS SETOF text
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.similarity_threshold = 0.4
AS $$
  SELECT l.word FROM public.search_lexicon l WHERE l.word % $1 ORDER BY similarity(l.word, $1) DESC, l.word LIMIT n
$$;
