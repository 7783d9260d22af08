-- A browser's sign-in device cookie (known-device.ts) counts only when issued after this moment: a password reset
-- or an email-change revert sets it, so a browser that signed in before, perhaps an intruder's, is no longer let
-- past the account-wide sign-in delay. Empty: every genuine cookie of the account counts.
ALTER TABLE "users" ADD COLUMN "devices_valid_after" timestamp with time zone;
