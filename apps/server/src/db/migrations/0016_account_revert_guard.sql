-- Taking an account back from the old address restores the password it had before the change, so a password an
-- intruder set through the new address (a reset link mailed there) stops working with the revert. Kept with the
-- change it belongs to; NULL for changes confirmed before this column existed (their revert leaves the password).
ALTER TABLE "email_changes" ADD COLUMN "previous_password_hash" text;
--> statement-breakpoint
-- A revert refuses further email changes of the account for a while: the newest revert of an account is looked up
-- on every change request.
CREATE INDEX "email_changes_user_reverted_idx" ON "email_changes" USING btree ("user_id","reverted_at") WHERE "reverted_at" IS NOT NULL;
