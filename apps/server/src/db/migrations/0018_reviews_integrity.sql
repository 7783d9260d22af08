-- Reviews that cannot be gamed. team_membership_history keeps when someone left a team (a former member may not
-- review its products for a while); review_withdrawals keeps a rejected or removed review its author deleted (the
-- author's next review of that product waits for a moderator); review_bursts groups the reviews of one product
-- that came far faster than usual. review_fingerprint() is the near-duplicate rule's exact side: the text without
-- spaces and punctuation, hashed, looked up in one index instead of comparing trigrams with every review.
CREATE TABLE "team_membership_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_membership_history" ADD CONSTRAINT "team_membership_history_team_id_creator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."creator_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_membership_history" ADD CONSTRAINT "team_membership_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_membership_history_team_user_idx" ON "team_membership_history" USING btree ("team_id","user_id","left_at");--> statement-breakpoint
CREATE INDEX "team_membership_history_user_idx" ON "team_membership_history" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "review_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text,
	"comment" text,
	"video_url" text,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"written_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD CONSTRAINT "review_withdrawals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD CONSTRAINT "review_withdrawals_team_id_creator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."creator_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD CONSTRAINT "review_withdrawals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_withdrawals" ADD CONSTRAINT "review_withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_withdrawals_product_author_idx" ON "review_withdrawals" USING btree ("product_id","author_id");--> statement-breakpoint
CREATE INDEX "review_withdrawals_author_idx" ON "review_withdrawals" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "review_withdrawals_decided_by_idx" ON "review_withdrawals" USING btree ("decided_by") WHERE decided_by is not null;--> statement-breakpoint
CREATE TABLE "review_bursts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_bursts" ADD CONSTRAINT "review_bursts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_bursts_product_idx" ON "review_bursts" USING btree ("product_id","started_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "burst_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_burst_id_review_bursts_id_fk" FOREIGN KEY ("burst_id") REFERENCES "public"."review_bursts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_burst_idx" ON "reviews" USING btree ("burst_id") WHERE burst_id is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_fingerprint(title text, comment text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT md5(regexp_replace(public.review_text(title, comment), '[[:space:][:punct:]]+', '', 'g'))
$$;--> statement-breakpoint
CREATE INDEX "reviews_fingerprint_idx" ON "reviews" USING btree (review_fingerprint("title", "comment"));
