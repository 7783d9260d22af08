-- Short links: a team's or the platform's links (a deleted one keeps its row, and so its slug, for 30 days), every
-- destination a link has had, and its clicks rolled up per hour from the SHORTLINK_CLICK events.
CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid REFERENCES "creator_teams"("id") ON DELETE CASCADE,
	"slug" text NOT NULL,
	"destination" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"expired_url" text,
	"max_clicks" integer,
	"click_count" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"ios_url" text,
	"android_url" text,
	"product_id" uuid REFERENCES "products"("id") ON DELETE SET NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"staff_disabled_at" timestamp with time zone,
	"staff_disabled_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"staff_reason" text,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_slug_idx" ON "short_links" (lower("slug"));
--> statement-breakpoint
CREATE INDEX "short_links_team_idx" ON "short_links" ("team_id", "created_at" DESC) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "short_links_created_idx" ON "short_links" ("created_at" DESC) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "short_link_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL REFERENCES "short_links"("id") ON DELETE CASCADE,
	"destination" text NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "short_link_destinations_link_idx" ON "short_link_destinations" ("link_id", "from_at");
--> statement-breakpoint
-- No foreign keys: figures outlive what they were about, and the rollup rewrites its window in bulk.
CREATE TABLE "short_link_rollups" (
	"link_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"team_id" uuid,
	"destination_id" uuid,
	"trigger" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"clicks" integer NOT NULL,
	"unique_clicks" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "short_link_rollups_link_idx" ON "short_link_rollups" ("link_id", "hour");
--> statement-breakpoint
CREATE INDEX "short_link_rollups_team_idx" ON "short_link_rollups" ("team_id", "hour");
--> statement-breakpoint
CREATE INDEX "short_link_rollups_hour_idx" ON "short_link_rollups" ("hour");
