-- Search (issue 16 §4, §8) asks up to 500 matching products at a time whether each is public. Asking each one's team
-- for its newest verification round (an APPROVED round and no later one: catalogue.visibility.ts) was a third of a
-- search's cost at 100,000 products, so each product keeps that answer in "team_approved", as the triggers below keep
-- it: a verification round added, changed or removed sets it on the team's products, and a product made (or moved to
-- another team) reads it. Triggers rather than the services, so no way of writing rows (services, seeds, tests,
-- psql) can leave it wrong. The rule is the same as latestRoundIs in verifications.conditions.ts: the newest round by
-- submission time, the id breaking a tie within one instant.
CREATE FUNCTION "team_is_approved"(team uuid) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT v.status = 'APPROVED' FROM public.verifications v WHERE v.team_id = $1
    ORDER BY v.submitted_at DESC, v.id DESC LIMIT 1), false)
$$;--> statement-breakpoint
-- Added as true, which PostgreSQL records without writing a row, then set false on the products of the teams not
-- approved, usually few: one UPDATE of every product made a second version of each row and of its entries in every
-- index (at 100,000 products the table doubled, and one trigram index scan took 1.2 ms instead of 0.07 until the
-- index was rebuilt). The default is false afterwards, though the trigger below sets the column on every insert.
ALTER TABLE "products" ADD COLUMN "team_approved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "team_approved" = false
  WHERE p.team_id IN (SELECT t.id FROM "creator_teams" t WHERE NOT team_is_approved(t.id));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "team_approved" SET DEFAULT false;--> statement-breakpoint
-- A product's own write reads the team's state; a write of team_approved itself is replaced by the truth, so the
-- column cannot be set by hand.
CREATE FUNCTION "products_team_approved_read"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.team_approved := public.team_is_approved(NEW.team_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_team_approved" BEFORE INSERT OR UPDATE OF team_id, team_approved ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_team_approved_read();--> statement-breakpoint
-- A round of a team changes its products (a round of a YouTuber has no team). Only the rows whose answer changed are
-- written: a decision on a team with 1,000 products rewrites them once, and a second identical one rewrites none.
CREATE FUNCTION "verifications_team_approved_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  approved boolean;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.team_id IS NOT NULL THEN
    approved := public.team_is_approved(OLD.team_id);
    UPDATE public.products SET team_approved = approved WHERE team_id = OLD.team_id AND team_approved <> approved;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.team_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.team_id IS DISTINCT FROM OLD.team_id) THEN
    approved := public.team_is_approved(NEW.team_id);
    UPDATE public.products SET team_approved = approved WHERE team_id = NEW.team_id AND team_approved <> approved;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "verifications_team_approved" AFTER INSERT OR DELETE OR UPDATE OF team_id, status, submitted_at ON "verifications"
  FOR EACH ROW EXECUTE FUNCTION verifications_team_approved_write();--> statement-breakpoint
-- The block is asked of the team at read time, since it ends by time alone (catalogue.visibility.ts
-- productIsListed); few teams are ever blocked, so this index holds just them.
CREATE INDEX "creator_teams_blocked_idx" ON "creator_teams" ("id") WHERE "access_status" = 'BLOCKED';
