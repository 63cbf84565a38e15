CREATE SEQUENCE "public"."outbox_position" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "position" bigint;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_position_idx" ON "outbox" USING btree ("position");--> statement-breakpoint
CREATE INDEX "outbox_undispatched_idx" ON "outbox" USING btree ("id") WHERE position is null;--> statement-breakpoint
CREATE INDEX "outbox_dispatched_at_idx" ON "outbox" USING btree ("dispatched_at");--> statement-breakpoint
-- Wakes the outbox relay of every instance when a transaction that wrote events commits (a
-- rolled-back one sends nothing). Written by hand: drizzle-kit does not model triggers.
CREATE FUNCTION "outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_notify" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_notify"();
