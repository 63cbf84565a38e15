-- Every instance keeps the student sessions it has found live (docs/performance.md "Sessions");
-- a session that ends, by any path (signing out, a new password, staff ending them, a deleted
-- account), tells them all at its commit. Written by hand: drizzle-kit does not model triggers.
CREATE FUNCTION "auth_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."revoked_at" IS NULL THEN
    PERFORM pg_notify('auth_session_ended', OLD."id"::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_session_ended_update" AFTER UPDATE OF "revoked_at" ON "auth_sessions"
  FOR EACH ROW WHEN (NEW."revoked_at" IS NOT NULL) EXECUTE FUNCTION "auth_session_ended"();--> statement-breakpoint
CREATE TRIGGER "auth_session_ended_delete" AFTER DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth_session_ended"();
