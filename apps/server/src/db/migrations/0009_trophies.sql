-- Trophies (issue 18): categories, trophies run by the platform or a creator team, their candidates in published
-- order (frozen with their display and figures at the lock) and the one decision per trophy with its signed protocol.
CREATE TABLE "trophies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"method" text NOT NULL,
	"catalogue_category_id" uuid,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"team_id" uuid,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" uuid,
	"draw_seed" text,
	"draw_commitment" text,
	"score_prior" double precision,
	"locked_at" timestamp with time zone,
	"awarded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trophies_period_check" CHECK ("trophies"."period_to" >= "trophies"."period_from")
);
--> statement-breakpoint
CREATE TABLE "trophy_candidates" (
	"trophy_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"display" jsonb,
	"figures" jsonb,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trophy_candidates_trophy_id_subject_id_pk" PRIMARY KEY("trophy_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "trophy_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trophy_decisions" (
	"trophy_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"winner_subject_id" uuid NOT NULL,
	"winner_team_id" uuid NOT NULL,
	"winner_author_id" uuid,
	"justification" text,
	"decided_by" uuid,
	"decided_by_name" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"protocol" jsonb NOT NULL,
	"jws" text NOT NULL,
	"key_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trophies" ADD CONSTRAINT "trophies_category_id_trophy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."trophy_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophies" ADD CONSTRAINT "trophies_catalogue_category_id_categories_id_fk" FOREIGN KEY ("catalogue_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophies" ADD CONSTRAINT "trophies_team_id_creator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."creator_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophies" ADD CONSTRAINT "trophies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_candidates" ADD CONSTRAINT "trophy_candidates_trophy_id_trophies_id_fk" FOREIGN KEY ("trophy_id") REFERENCES "public"."trophies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_decisions" ADD CONSTRAINT "trophy_decisions_trophy_id_trophies_id_fk" FOREIGN KEY ("trophy_id") REFERENCES "public"."trophies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_decisions" ADD CONSTRAINT "trophy_decisions_winner_author_id_users_id_fk" FOREIGN KEY ("winner_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_decisions" ADD CONSTRAINT "trophy_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trophies_status_created_idx" ON "trophies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trophies_category_status_idx" ON "trophies" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "trophies_team_created_idx" ON "trophies" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "trophies_catalogue_category_idx" ON "trophies" USING btree ("catalogue_category_id") WHERE catalogue_category_id is not null;--> statement-breakpoint
CREATE INDEX "trophies_created_by_idx" ON "trophies" USING btree ("created_by") WHERE created_by is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "trophy_candidates_position_idx" ON "trophy_candidates" USING btree ("trophy_id","position");--> statement-breakpoint
CREATE INDEX "trophy_candidates_subject_idx" ON "trophy_candidates" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "trophy_candidates_team_idx" ON "trophy_candidates" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trophy_categories_slug_idx" ON "trophy_categories" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "trophy_categories_position_idx" ON "trophy_categories" USING btree ("position","name");--> statement-breakpoint
CREATE INDEX "trophy_decisions_winner_team_idx" ON "trophy_decisions" USING btree ("winner_team_id","decided_at");--> statement-breakpoint
CREATE INDEX "trophy_decisions_winner_subject_idx" ON "trophy_decisions" USING btree ("winner_subject_id");--> statement-breakpoint
CREATE INDEX "trophy_decisions_winner_author_idx" ON "trophy_decisions" USING btree ("winner_author_id","decided_at") WHERE winner_author_id is not null;--> statement-breakpoint
CREATE INDEX "trophy_decisions_decided_by_idx" ON "trophy_decisions" USING btree ("decided_by") WHERE decided_by is not null;