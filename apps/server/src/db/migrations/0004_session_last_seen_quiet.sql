-- A session's last-seen time is touched about once a minute per active device; it is not part of what the server
-- keeps in memory about a signed-in person (the auth plugin remembers its own touches), so announcing it only made
-- every active person fall out of memory once a minute. Updates that change nothing but last_seen_at stay quiet;
-- every other update and every delete still announces the person. (A WHEN clause cannot name NEW on DELETE, hence
-- two triggers.)
DROP TRIGGER "sessions_person_changed" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_person_changed" AFTER UPDATE ON "sessions"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION person_changed_user_id();
--> statement-breakpoint
CREATE TRIGGER "sessions_person_deleted" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION person_changed_user_id();
