CREATE TABLE "ledger_history_began" (
	"began_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"status" text NOT NULL,
	"debt_cents" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_history" ADD CONSTRAINT "membership_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_history_latest_idx" ON "membership_history" USING btree ("tenant_id","user_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "subscription_history_latest_idx" ON "subscription_history" USING btree ("tenant_id","subscription_id","changed_at","id");--> statement-breakpoint
-- Written by hand: drizzle-kit does not model triggers. Every change of a membership's status or
-- end, and of a plan's status or debt, leaves a row, whichever code path made it. The change is
-- timed by the row's updated_at, which every writer sets from the app's clock, rather than by the
-- database's now(): time comes from the injected clock (docs/architecture.md, decision 4).
CREATE FUNCTION "membership_history_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "membership_history" ("tenant_id", "user_id", "status", "expires_at", "changed_at")
  VALUES (NEW."tenant_id", NEW."user_id", NEW."status", NEW."expires_at", NEW."updated_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "membership_history_insert" AFTER INSERT ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "membership_history_write"();--> statement-breakpoint
CREATE TRIGGER "membership_history_update" AFTER UPDATE ON "memberships"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at")
  EXECUTE FUNCTION "membership_history_write"();--> statement-breakpoint
CREATE FUNCTION "subscription_history_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "subscription_history" ("tenant_id", "subscription_id", "status", "debt_cents", "changed_at")
  VALUES (NEW."tenant_id", NEW."id", NEW."status", NEW."debt_cents", NEW."updated_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subscription_history_insert" AFTER INSERT ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "subscription_history_write"();--> statement-breakpoint
CREATE TRIGGER "subscription_history_update" AFTER UPDATE ON "subscriptions"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."debt_cents" IS DISTINCT FROM NEW."debt_cents")
  EXECUTE FUNCTION "subscription_history_write"();--> statement-breakpoint
-- The history starts from what the ledger holds now: each membership and plan as it stands, at
-- its last change. Before the latest of those changes the states are not all known, so the
-- reports are exact for the months that start after it (-infinity: an empty ledger, all months).
INSERT INTO "membership_history" ("tenant_id", "user_id", "status", "expires_at", "changed_at")
SELECT "tenant_id", "user_id", "status", "expires_at", "updated_at" FROM "memberships";--> statement-breakpoint
INSERT INTO "subscription_history" ("tenant_id", "subscription_id", "status", "debt_cents", "changed_at")
SELECT "tenant_id", "id", "status", "debt_cents", "updated_at" FROM "subscriptions";--> statement-breakpoint
INSERT INTO "ledger_history_began" ("began_at")
SELECT coalesce(greatest((SELECT max("updated_at") FROM "memberships"),
  (SELECT max("updated_at") FROM "subscriptions")), '-infinity');
