-- Issue 19: analytics events and their rollups. `events` is partitioned by month (written by hand: Drizzle cannot
-- declare partitioning); see db/schema/events.ts for what each table is for.
CREATE TABLE "event_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_run_ms" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_receipts" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_referrer_rollups" (
	"profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "event_referrer_rollups_profile_id_day_host_pk" PRIMARY KEY("profile_id","day","host")
);
--> statement-breakpoint
CREATE TABLE "event_rollups_daily" (
	"profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"profile_kind" text NOT NULL,
	"team_id" uuid,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"hovers" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_rollups_daily_profile_id_day_pk" PRIMARY KEY("profile_id","day")
);
--> statement-breakpoint
CREATE TABLE "event_rollups_hourly" (
	"profile_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"profile_kind" text NOT NULL,
	"team_id" uuid,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"hovers" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_rollups_hourly_profile_id_hour_pk" PRIMARY KEY("profile_id","hour")
);
--> statement-breakpoint
CREATE TABLE "event_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_search_rollups" (
	"team_id" uuid NOT NULL,
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "event_search_rollups_team_id_day_query_pk" PRIMARY KEY("team_id","day","query")
);
--> statement-breakpoint
CREATE TABLE "event_visitor_links" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "event_visitor_links_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"profile_kind" text,
	"profile_id" uuid,
	"team_id" uuid,
	"product_id" uuid,
	"visitor" text NOT NULL,
	"user_id" uuid,
	"referrer_host" text,
	"browser" text,
	"os" text,
	"device" text DEFAULT 'other' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
) PARTITION BY RANGE ("at");
--> statement-breakpoint
-- Rows of a month with no partition yet land here; the rollup job creates each month's partition ahead of time.
CREATE TABLE "events_default" PARTITION OF "events" DEFAULT;
--> statement-breakpoint
-- One partition per UTC month, named events_yYYYYmMM, for every month touching [from, to]. Safe to call again.
CREATE FUNCTION "events_ensure_partitions"(range_from timestamptz, range_to timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamptz := date_trunc('month', range_from AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  made integer := 0;
  name text;
BEGIN
  WHILE month_start < range_to LOOP
    name := format('events_y%sm%s', to_char(month_start AT TIME ZONE 'UTC', 'YYYY'), to_char(month_start AT TIME ZONE 'UTC', 'MM'));
    IF to_regclass(name) IS NULL THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF events FOR VALUES FROM (%L) TO (%L)', name, month_start, month_start + interval '1 month');
      made := made + 1;
    END IF;
    month_start := month_start + interval '1 month';
  END LOOP;
  RETURN made;
END
$$;
--> statement-breakpoint
SELECT events_ensure_partitions(now() - interval '3 months', now() + interval '2 months');
--> statement-breakpoint
CREATE INDEX "event_receipts_at_idx" ON "event_receipts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "event_rollups_daily_team_idx" ON "event_rollups_daily" USING btree ("team_id","day");--> statement-breakpoint
CREATE INDEX "event_rollups_hourly_team_idx" ON "event_rollups_hourly" USING btree ("team_id","hour");--> statement-breakpoint
CREATE INDEX "events_at_idx" ON "events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "events_team_at_idx" ON "events" USING btree ("team_id","at");