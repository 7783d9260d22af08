-- API keys: a team's keys for the public API (only the SHA-256 of a key is stored, and its first characters for
-- display), the answers kept for Idempotency-Key replays, and the audit trail's note of a change made with a key.
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL REFERENCES "creator_teams"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"start" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_in_days" integer,
	"expires_at" timestamp with time zone,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"rolled_from_id" uuid,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE ("key_hash")
);
--> statement-breakpoint
CREATE INDEX "api_keys_team_idx" ON "api_keys" ("team_id", "created_at");
--> statement-breakpoint
CREATE TABLE "api_idempotency" (
	"key_id" uuid NOT NULL REFERENCES "api_keys"("id") ON DELETE CASCADE,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_key_id_idempotency_key_pk" PRIMARY KEY ("key_id", "idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "api_idempotency_created_idx" ON "api_idempotency" ("created_at");
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "via" text;
