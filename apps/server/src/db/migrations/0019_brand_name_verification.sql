-- A verified brand's name is part of what was verified: an APPROVED team that changes it waits for a moderator
-- again, and until then the public keeps seeing the name that was approved. The requested name waits in
-- "pending_brand_name"; the request is a verification round of kind RENAME (its details hold the old and the new
-- name), decided in the same admin queue as applications.
ALTER TABLE "creator_teams" ADD COLUMN "pending_brand_name" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "kind" text DEFAULT 'APPLICATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_kind_check" CHECK ("kind" IN ('APPLICATION', 'RENAME'));--> statement-breakpoint
-- Whether a team is verified is its newest APPLICATION round's answer: a rename waiting for review (or refused)
-- must not take the badge, the products and the trophies of an approved team away. The same rule as latestRoundIs in
-- verifications.conditions.ts.
CREATE OR REPLACE FUNCTION "team_is_approved"(team uuid) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT v.status = 'APPROVED' FROM public.verifications v WHERE v.team_id = $1 AND v.kind = 'APPLICATION'
    ORDER BY v.submitted_at DESC, v.id DESC LIMIT 1), false)
$$;
