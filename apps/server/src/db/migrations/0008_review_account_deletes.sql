-- Deleting an account sets the reviews it decided, the reports it resolved and the replies it wrote to null: partial
-- indexes on those columns, so that does not scan a million reviews (issue 17 §6 scale data).
CREATE INDEX "review_replies_author_idx" ON "review_replies" USING btree ("author_id") WHERE author_id is not null;--> statement-breakpoint
CREATE INDEX "review_reports_resolved_by_idx" ON "review_reports" USING btree ("resolved_by") WHERE resolved_by is not null;--> statement-breakpoint
CREATE INDEX "reviews_decided_by_idx" ON "reviews" USING btree ("decided_by") WHERE decided_by is not null;