-- Featuring: category featurings sold by a daily sealed second-price auction weighted by quality, brands'
-- campaigns and bids, the closed days and their results. Results are immutable: a trigger refuses UPDATE and DELETE.
CREATE TABLE "featurings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slots" integer NOT NULL,
	"reserve_price" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featurings_slots_check" CHECK ("slots" between 1 and 3),
	CONSTRAINT "featurings_reserve_check" CHECK ("reserve_price" >= 1),
	CONSTRAINT "featurings_dates_check" CHECK ("ends_on" is null or "ends_on" >= "starts_on")
);
--> statement-breakpoint
ALTER TABLE "featurings" ADD CONSTRAINT "featurings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featurings" ADD CONSTRAINT "featurings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "featurings_category_idx" ON "featurings" USING btree ("category_id");--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"total_budget" integer NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"hold_seq" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_budget_check" CHECK ("spent" >= 0 and "spent" <= "total_budget"),
	CONSTRAINT "campaigns_held_check" CHECK ("held" >= 0 and "held" <= "total_budget" - "spent")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_team_id_creator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."creator_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_team_idx" ON "campaigns" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE TABLE "campaign_bids" (
	"campaign_id" uuid NOT NULL,
	"featuring_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"max_bid" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_bids_campaign_id_featuring_id_pk" PRIMARY KEY("campaign_id","featuring_id"),
	CONSTRAINT "campaign_bids_max_check" CHECK ("max_bid" >= 1)
);
--> statement-breakpoint
ALTER TABLE "campaign_bids" ADD CONSTRAINT "campaign_bids_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_bids" ADD CONSTRAINT "campaign_bids_featuring_id_featurings_id_fk" FOREIGN KEY ("featuring_id") REFERENCES "public"."featurings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_bids" ADD CONSTRAINT "campaign_bids_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_bids_featuring_idx" ON "campaign_bids" USING btree ("featuring_id");--> statement-breakpoint
CREATE TABLE "featuring_days" (
	"featuring_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slots" integer NOT NULL,
	"reserve_price" integer NOT NULL,
	"winners" integer NOT NULL,
	"charged" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featuring_days_featuring_id_day_pk" PRIMARY KEY("featuring_id","day")
);
--> statement-breakpoint
ALTER TABLE "featuring_days" ADD CONSTRAINT "featuring_days_featuring_id_featurings_id_fk" FOREIGN KEY ("featuring_id") REFERENCES "public"."featurings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "featuring_days_day_idx" ON "featuring_days" USING btree ("day");--> statement-breakpoint
CREATE TABLE "featuring_results" (
	"featuring_id" uuid NOT NULL,
	"day" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"campaign_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"payer_name" text NOT NULL,
	"product_name" text NOT NULL,
	"max_bid" integer NOT NULL,
	"quality" integer NOT NULL,
	"score" bigint NOT NULL,
	"rank" integer,
	"price" integer,
	"reason" text,
	"ledger_entry_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featuring_results_featuring_id_day_campaign_id_pk" PRIMARY KEY("featuring_id","day","campaign_id")
);
--> statement-breakpoint
CREATE INDEX "featuring_results_campaign_idx" ON "featuring_results" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "featuring_results_day_idx" ON "featuring_results" USING btree ("day","featuring_id");--> statement-breakpoint
CREATE FUNCTION "featuring_results_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'featuring_results is immutable: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "featuring_results_no_change" BEFORE UPDATE OR DELETE ON "featuring_results"
	FOR EACH ROW EXECUTE FUNCTION "featuring_results_immutable"();
