-- Every write that changes what the server knows about a signed-in person (their row, sessions, punishments,
-- memberships, teams, YouTuber page and verification rounds) announces the person's id on the channel
-- 'person_changed'. The server keeps signed-in people in memory and forgets one the moment it hears this
-- (apps/server/src/db/changes.ts). Triggers, not application code, so no write path can forget to announce.
-- PostgreSQL delivers a connection's own notifications before its COMMIT answers, so the process that wrote never
-- serves the old state afterwards; other processes hear it within milliseconds.
CREATE FUNCTION "person_changed_notify"(person uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('person_changed', person::text) WHERE person IS NOT NULL
$$;
--> statement-breakpoint
-- users name the person by their id; sessions, punishments, memberships and youtubers by user_id.
CREATE FUNCTION "person_changed_user_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_changed_notify(OLD.id);
  IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN PERFORM person_changed_notify(NEW.id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "person_changed_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM person_changed_notify(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM person_changed_notify(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A team concerns every member.
CREATE FUNCTION "person_changed_team_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_changed_notify(m.user_id) FROM creator_team_members m WHERE m.team_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A verification round concerns every member of its team, or the owner of its YouTuber page.
CREATE FUNCTION "person_changed_verification"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_ verifications;
BEGIN
  FOREACH row_ IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW] WHEN 'DELETE' THEN ARRAY[OLD] ELSE ARRAY[OLD, NEW] END) LOOP
    PERFORM person_changed_notify(m.user_id) FROM creator_team_members m WHERE m.team_id = row_.team_id;
    PERFORM person_changed_notify(y.user_id) FROM youtubers y WHERE y.id = row_.youtuber_id;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new account or session changes nothing anyone holds (so sign-up and sign-in do not announce themselves).
CREATE TRIGGER "users_person_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION person_changed_user_row();
--> statement-breakpoint
CREATE TRIGGER "sessions_person_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION person_changed_user_id();
--> statement-breakpoint
CREATE TRIGGER "punishments_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "punishments"
  FOR EACH ROW EXECUTE FUNCTION person_changed_user_id();
--> statement-breakpoint
CREATE TRIGGER "creator_team_members_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "creator_team_members"
  FOR EACH ROW EXECUTE FUNCTION person_changed_user_id();
--> statement-breakpoint
CREATE TRIGGER "youtubers_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "youtubers"
  FOR EACH ROW EXECUTE FUNCTION person_changed_user_id();
--> statement-breakpoint
CREATE TRIGGER "creator_teams_person_changed" AFTER UPDATE OR DELETE ON "creator_teams"
  FOR EACH ROW EXECUTE FUNCTION person_changed_team_row();
--> statement-breakpoint
CREATE TRIGGER "verifications_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "verifications"
  FOR EACH ROW EXECUTE FUNCTION person_changed_verification();
