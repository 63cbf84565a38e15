CREATE TABLE "finance_membership_months" (
	"tenant_id" text NOT NULL,
	"month" date NOT NULL,
	"active_change" integer NOT NULL,
	"entered" integer NOT NULL,
	"ended" integer NOT NULL,
	CONSTRAINT "finance_membership_months_tenant_id_month_pk" PRIMARY KEY("tenant_id","month")
);
--> statement-breakpoint
CREATE TABLE "finance_plan_months" (
	"tenant_id" text NOT NULL,
	"month" date NOT NULL,
	"periodicity" text NOT NULL,
	"recurring_change_cents" bigint NOT NULL,
	"debt_change_cents" bigint NOT NULL,
	CONSTRAINT "finance_plan_months_tenant_id_month_periodicity_pk" PRIMARY KEY("tenant_id","month","periodicity")
);
--> statement-breakpoint
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
-- Written by hand: drizzle-kit does not model functions and triggers.
--
-- What one membership counts for, month by month (docs/finance-reports.md "Month by month"), from
-- its history and, when p_status is given, one change more (the one about to be kept, last among
-- changes at the same time). Its active spans run from a change that left it enabled and not past
-- its end, to its end or its next change, whichever came first (open: still active). It is active
-- at a month's first instant when a span began before it and had not ended before it.
CREATE FUNCTION "finance_membership_months_of"(p_tenant text, p_user uuid, p_status text,
  p_expires_at timestamptz, p_changed_at timestamptz)
RETURNS TABLE ("month" date, "active_change" integer, "entered" integer, "ended" integer)
LANGUAGE sql STABLE AS $$
  WITH states AS (
    SELECT "status", "expires_at", "changed_at", "id" FROM "membership_history"
    WHERE "tenant_id" = p_tenant AND "user_id" = p_user
    UNION ALL
    SELECT p_status, p_expires_at, p_changed_at, 9223372036854775807 WHERE p_status IS NOT NULL
  ),
  spans AS (
    SELECT "changed_at" AS from_at, least("expires_at", next_at) AS to_at
    FROM (SELECT *, lead("changed_at") OVER (ORDER BY "changed_at", "id") AS next_at FROM states) s
    WHERE "status" = 'enabled' AND ("expires_at" IS NULL OR "expires_at" >= "changed_at")
  ),
  bounds AS (
    SELECT DISTINCT date_trunc('month', at_time AT TIME ZONE 'UTC') AS starts
    FROM spans CROSS JOIN LATERAL (VALUES (from_at), (to_at)) AS v(at_time)
    WHERE at_time IS NOT NULL
  ),
  counted AS (
    SELECT b.starts::date AS "month", b.starts AT TIME ZONE 'UTC' AS starts,
      (b.starts + interval '1 month') AT TIME ZONE 'UTC' AS ends
    FROM bounds b
  )
  SELECT c."month",
    (SELECT count(*) FILTER (WHERE from_at >= c.starts AND from_at < c.ends)
       - count(*) FILTER (WHERE to_at >= c.starts AND to_at < c.ends) FROM spans)::integer,
    (NOT at_start AND EXISTS (SELECT 1 FROM spans WHERE from_at >= c.starts AND from_at < c.ends))::integer,
    (at_start AND NOT EXISTS (SELECT 1 FROM spans WHERE from_at < c.ends
       AND (to_at IS NULL OR to_at >= c.ends)))::integer
  FROM counted c CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM spans WHERE from_at < c.starts
    AND (to_at IS NULL OR to_at >= c.starts)) AS at_start) a
$$;--> statement-breakpoint
-- What one plan counts for, month by month: how many of it bill at the month's end more than at
-- its start (1, 0 or -1) and how much more debt it owes, from its history and, when p_status is
-- given, one change more (as above).
CREATE FUNCTION "finance_plan_months_of"(p_tenant text, p_subscription uuid, p_status text,
  p_debt_cents integer, p_changed_at timestamptz)
RETURNS TABLE ("month" date, "billing_change" integer, "debt_change_cents" bigint)
LANGUAGE sql STABLE AS $$
  WITH states AS (
    SELECT "status", "debt_cents", "changed_at", "id" FROM "subscription_history"
    WHERE "tenant_id" = p_tenant AND "subscription_id" = p_subscription
    UNION ALL
    SELECT p_status, p_debt_cents, p_changed_at, 9223372036854775807 WHERE p_status IS NOT NULL
  ),
  steps AS (
    SELECT "changed_at", ("status" = 'ENABLED')::integer AS billing, "debt_cents",
      lag(("status" = 'ENABLED')::integer, 1, 0) OVER w AS billing_before,
      lag("debt_cents", 1, 0) OVER w AS debt_before
    FROM states WINDOW w AS (ORDER BY "changed_at", "id")
  )
  SELECT date_trunc('month', "changed_at" AT TIME ZONE 'UTC')::date,
    sum(billing - billing_before)::integer, sum("debt_cents" - debt_before)::bigint
  FROM steps GROUP BY 1
$$;--> statement-breakpoint
-- Every change of a membership's status or end, and of a plan's status or debt, leaves a history
-- row, whichever code path made it, and moves the months it changes: what the entity counted for
-- before is taken away and what it counts for with the change added, in one upsert per month
-- (in month order), so two writers at once each add theirs. The change is timed by the row's
-- updated_at, which every writer sets from the app's clock, rather than by the database's now():
-- time comes from the injected clock (docs/architecture.md, decision 4).
CREATE FUNCTION "membership_history_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "finance_membership_months" AS t ("tenant_id", "month", "active_change", "entered", "ended")
  SELECT NEW."tenant_id", d."month", sum(d."active_change"), sum(d."entered"), sum(d."ended")
  FROM (
    SELECT * FROM "finance_membership_months_of"(NEW."tenant_id", NEW."user_id", NEW."status",
      NEW."expires_at", NEW."updated_at")
    UNION ALL
    SELECT o."month", -o."active_change", -o."entered", -o."ended"
    FROM "finance_membership_months_of"(NEW."tenant_id", NEW."user_id", NULL, NULL, NULL) o
  ) d
  GROUP BY d."month"
  HAVING sum(d."active_change") <> 0 OR sum(d."entered") <> 0 OR sum(d."ended") <> 0
  ORDER BY d."month"
  ON CONFLICT ("tenant_id", "month") DO UPDATE SET
    "active_change" = t."active_change" + excluded."active_change",
    "entered" = t."entered" + excluded."entered",
    "ended" = t."ended" + excluded."ended";
  INSERT INTO "membership_history" ("tenant_id", "user_id", "status", "expires_at", "changed_at")
  VALUES (NEW."tenant_id", NEW."user_id", NEW."status", NEW."expires_at", NEW."updated_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "subscription_history_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "finance_plan_months" AS t ("tenant_id", "month", "periodicity",
    "recurring_change_cents", "debt_change_cents")
  SELECT NEW."tenant_id", d."month", NEW."periodicity", sum(d."billing_change") * NEW."amount_cents",
    sum(d."debt_change_cents")
  FROM (
    SELECT * FROM "finance_plan_months_of"(NEW."tenant_id", NEW."id", NEW."status",
      NEW."debt_cents", NEW."updated_at")
    UNION ALL
    SELECT o."month", -o."billing_change", -o."debt_change_cents"
    FROM "finance_plan_months_of"(NEW."tenant_id", NEW."id", NULL, NULL, NULL) o
  ) d
  GROUP BY d."month"
  HAVING sum(d."billing_change") <> 0 OR sum(d."debt_change_cents") <> 0
  ORDER BY d."month"
  ON CONFLICT ("tenant_id", "month", "periodicity") DO UPDATE SET
    "recurring_change_cents" = t."recurring_change_cents" + excluded."recurring_change_cents",
    "debt_change_cents" = t."debt_change_cents" + excluded."debt_change_cents";
  INSERT INTO "subscription_history" ("tenant_id", "subscription_id", "status", "debt_cents", "changed_at")
  VALUES (NEW."tenant_id", NEW."id", NEW."status", NEW."debt_cents", NEW."updated_at");
  RETURN NULL;
END $$;--> statement-breakpoint
-- The history starts from what the ledger holds now: each membership and plan as it stands, at
-- its last change, and the months counted from that. Before the latest of those changes the
-- states are not all known, so the reports are exact for the months that start after it
-- (-infinity: an empty ledger, all months).
INSERT INTO "membership_history" ("tenant_id", "user_id", "status", "expires_at", "changed_at")
SELECT "tenant_id", "user_id", "status", "expires_at", "updated_at" FROM "memberships";--> statement-breakpoint
INSERT INTO "subscription_history" ("tenant_id", "subscription_id", "status", "debt_cents", "changed_at")
SELECT "tenant_id", "id", "status", "debt_cents", "updated_at" FROM "subscriptions";--> statement-breakpoint
INSERT INTO "finance_membership_months" ("tenant_id", "month", "active_change", "entered", "ended")
SELECT m."tenant_id", f."month", sum(f."active_change"), sum(f."entered"), sum(f."ended")
FROM "memberships" m
CROSS JOIN LATERAL "finance_membership_months_of"(m."tenant_id", m."user_id", NULL, NULL, NULL) f
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "finance_plan_months" ("tenant_id", "month", "periodicity", "recurring_change_cents",
  "debt_change_cents")
SELECT s."tenant_id", f."month", s."periodicity", sum(f."billing_change" * s."amount_cents"),
  sum(f."debt_change_cents")
FROM "subscriptions" s
CROSS JOIN LATERAL "finance_plan_months_of"(s."tenant_id", s."id", NULL, NULL, NULL) f
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "ledger_history_began" ("began_at")
SELECT coalesce(greatest((SELECT max("updated_at") FROM "memberships"),
  (SELECT max("updated_at") FROM "subscriptions")), '-infinity');--> statement-breakpoint
CREATE TRIGGER "membership_history_insert" AFTER INSERT ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "membership_history_write"();--> statement-breakpoint
CREATE TRIGGER "membership_history_update" AFTER UPDATE ON "memberships"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at")
  EXECUTE FUNCTION "membership_history_write"();--> statement-breakpoint
CREATE TRIGGER "subscription_history_insert" AFTER INSERT ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "subscription_history_write"();--> statement-breakpoint
CREATE TRIGGER "subscription_history_update" AFTER UPDATE ON "subscriptions"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."debt_cents" IS DISTINCT FROM NEW."debt_cents")
  EXECUTE FUNCTION "subscription_history_write"();
