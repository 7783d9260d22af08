-- Credits: one prepaid account per creator team, its append-only ledger, promotional grants (which may expire),
-- top-ups with their payments and gapless receipt numbers, and the billing details a receipt is made out to.
-- Entries and top-ups carry no foreign key to the team: bookkeeping outlives a deleted team, and a cascade would
-- have to delete entries, which the ledger refuses.
CREATE TABLE "credit_accounts" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"low_balance_threshold" bigint,
	"low_balance_mailed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_balance_check" CHECK ("balance" >= 0),
	CONSTRAINT "credit_accounts_held_check" CHECK ("held" >= 0 AND "held" <= "balance"),
	CONSTRAINT "credit_accounts_threshold_check" CHECK ("low_balance_threshold" IS NULL OR "low_balance_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_team_id_creator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."creator_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"held_amount" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"held_after" bigint NOT NULL,
	"cause_type" text NOT NULL,
	"cause_id" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_balance_check" CHECK ("balance_after" >= 0 AND "held_after" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_idempotency_idx" ON "credit_entries" USING btree ("team_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_entries_team_seq_idx" ON "credit_entries" USING btree ("team_id","seq" DESC);--> statement-breakpoint
CREATE INDEX "credit_entries_team_kind_idx" ON "credit_entries" USING btree ("team_id","kind","seq" DESC);--> statement-breakpoint
CREATE FUNCTION "credit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'credit_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_entries_no_change" BEFORE UPDATE OR DELETE ON "credit_entries"
	FOR EACH ROW EXECUTE FUNCTION "credit_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "credit_entries_no_truncate" BEFORE TRUNCATE ON "credit_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "credit_entries_append_only"();--> statement-breakpoint
CREATE TABLE "credit_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"credits" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"reason" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_grants_remaining_check" CHECK ("remaining" >= 0 AND "remaining" <= "credits")
);
--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_team_id_creator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."creator_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_grants_open_idx" ON "credit_grants" USING btree ("team_id","expires_at") WHERE "remaining" > 0;--> statement-breakpoint
CREATE INDEX "credit_grants_due_idx" ON "credit_grants" USING btree ("expires_at") WHERE "remaining" > 0 AND "expires_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "credit_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"credits" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text NOT NULL,
	"payer_id" uuid,
	"provider" text NOT NULL,
	"provider_ref" text,
	"payment_ref" text,
	"checkout_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"refunded_credits" bigint DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"receipt_number" text,
	"billing" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_top_ups_credits_check" CHECK ("credits" > 0),
	CONSTRAINT "credit_top_ups_refund_check" CHECK ("refunded_credits" >= 0 AND "refunded_credits" <= "credits")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_top_ups_idempotency_idx" ON "credit_top_ups" USING btree ("team_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_top_ups_receipt_idx" ON "credit_top_ups" USING btree ("receipt_number") WHERE "receipt_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_top_ups_team_idx" ON "credit_top_ups" USING btree ("team_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "credit_top_ups_pending_idx" ON "credit_top_ups" USING btree ("expires_at") WHERE "status" = 'PENDING';--> statement-breakpoint
CREATE TABLE "credit_receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"top_up_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payment_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "creator_teams" ADD COLUMN "billing_legal_name" text;--> statement-breakpoint
ALTER TABLE "creator_teams" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "creator_teams" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "creator_teams" ADD COLUMN "billing_vat_number" text;
