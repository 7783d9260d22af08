-- Statements of reasons: every decision about a person's content or account, with its facts, its published ground,
-- whether it was automated, who decided and until when it may be appealed. Never deleted by the platform, so that a
-- reversal can find what it undoes.
CREATE TABLE "decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ground" text NOT NULL,
	"facts" text NOT NULL,
	"automated" boolean DEFAULT false NOT NULL,
	"subject_user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
	"team_id" uuid REFERENCES "creator_teams"("id") ON DELETE cascade,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appealable_until" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "decisions_has_subject" CHECK ("subject_user_id" IS NOT NULL OR "team_id" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "decisions_subject_idx" ON "decisions" USING btree ("subject_user_id","decided_at");--> statement-breakpoint
CREATE INDEX "decisions_team_idx" ON "decisions" USING btree ("team_id","decided_at") WHERE team_id is not null;--> statement-breakpoint
CREATE INDEX "decisions_target_idx" ON "decisions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "decisions_kind_decided_idx" ON "decisions" USING btree ("kind","decided_at");--> statement-breakpoint
CREATE INDEX "decisions_decided_by_idx" ON "decisions" USING btree ("decided_by") WHERE decided_by is not null;--> statement-breakpoint
-- One appeal per decision; a second answers 409 through the unique index, whoever sends it.
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL REFERENCES "decisions"("id") ON DELETE cascade,
	"appellant_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"text" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"outcome_reason" text,
	"decided_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_decision_idx" ON "appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "appeals_status_created_idx" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "appeals_appellant_idx" ON "appeals" USING btree ("appellant_id") WHERE appellant_id is not null;--> statement-breakpoint
CREATE INDEX "appeals_decided_by_idx" ON "appeals" USING btree ("decided_by") WHERE decided_by is not null;--> statement-breakpoint
-- Support access: a session of the person opened by an admin. It is read-only, ends within the hour, and the person
-- sees it among their sessions; the admin's own session is where Stop returns.
ALTER TABLE "sessions" ADD COLUMN "impersonator_id" uuid REFERENCES "users"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "support_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "admin_session_id" uuid;--> statement-breakpoint
CREATE INDEX "sessions_impersonator_idx" ON "sessions" USING btree ("impersonator_id") WHERE impersonator_id is not null;
