-- A moderated review its author deletes inside the appeal window is kept whole in review_withdrawals, so that an
-- appeal reversing the decision can put it back as it was: its video id, the rules that held it, when it was first
-- published and when it was written, besides what the table already keeps.
ALTER TABLE "review_withdrawals" ADD COLUMN "video_id" text;--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD COLUMN "hold_rules" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD COLUMN "created_at" timestamp with time zone;
