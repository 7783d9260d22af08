CREATE TABLE "sign_in_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"next_allowed_at" timestamp with time zone DEFAULT now() NOT NULL
);
