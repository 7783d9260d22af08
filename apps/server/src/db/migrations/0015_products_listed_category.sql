-- A category's public products are counted on every category page and in the category list (issue 16 §3): asked of
-- each product's own row (team_approved, migration 0013) and its team's block, an index of just the listed products
-- by category answers the count from the index alone. At 100,000 products a top-level category's ~12,000 took 10 ms
-- from the table (50 ms on three processes when the team and its verification rounds were joined), and 1 ms here.
CREATE INDEX "products_listed_category_idx" ON "products" USING btree ("category_id","team_id") WHERE "status" = 'PUBLISHED' AND "team_approved";
