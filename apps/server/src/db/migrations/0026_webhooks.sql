-- Webhooks: a team's endpoints, the outbox of events written in the transaction of the change that caused them, one
-- delivery per event and endpoint (its `webhook-sequence` counts that endpoint's events), and every attempt.
CREATE TABLE "webhook_endpoints" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "team_id" uuid NOT NULL REFERENCES "creator_teams"("id") ON DELETE cascade,
  "url" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "events" text[] NOT NULL,
  "secret" text NOT NULL,
  "previous_secret" text,
  "previous_secret_until" timestamp with time zone,
  "disabled_reason" text,
  "disabled_at" timestamp with time zone,
  "failing_since" timestamp with time zone,
  "last_sequence" bigint DEFAULT 0 NOT NULL,
  "lease_until" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "webhook_endpoints_disabled_reason_check" CHECK ("disabled_reason" IN ('MANUAL', 'GONE', 'FAILING'))
);
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_team_idx" ON "webhook_endpoints" ("team_id", "created_at");
--> statement-breakpoint

CREATE TABLE "webhook_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "position" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  "team_id" uuid NOT NULL REFERENCES "creator_teams"("id") ON DELETE cascade,
  "type" text NOT NULL,
  "payload" jsonb NOT NULL,
  "endpoint_id" uuid REFERENCES "webhook_endpoints"("id") ON DELETE cascade,
  "fanned_out" boolean DEFAULT false NOT NULL,
  "occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_events_pending_idx" ON "webhook_events" ("position") WHERE NOT "fanned_out";
--> statement-breakpoint
CREATE INDEX "webhook_events_occurred_idx" ON "webhook_events" ("occurred_at");
--> statement-breakpoint

CREATE TABLE "webhook_deliveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE cascade,
  "event_id" uuid NOT NULL REFERENCES "webhook_events"("id") ON DELETE cascade,
  "sequence" bigint NOT NULL,
  "status" text DEFAULT 'PENDING' NOT NULL,
  "round_attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone,
  "occurred_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN ('PENDING', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_event_idx" ON "webhook_deliveries" ("endpoint_id", "event_id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" ("endpoint_id", "occurred_at");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("next_attempt_at", "endpoint_id")
  WHERE "status" = 'PENDING';
--> statement-breakpoint

CREATE TABLE "webhook_attempts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "delivery_id" uuid NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE cascade,
  "at" timestamp with time zone NOT NULL,
  "status_code" integer,
  "latency_ms" integer NOT NULL,
  "response" text DEFAULT '' NOT NULL,
  "error" text
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" ("delivery_id", "at");
