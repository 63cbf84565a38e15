CREATE SEQUENCE "public"."catalog_category_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."catalog_course_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalog_draft_entries" (
	"draft_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"entry" jsonb NOT NULL,
	"base_version" bigint,
	CONSTRAINT "catalog_draft_entries_draft_id_kind_entity_id_pk" PRIMARY KEY("draft_id","kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"created_by_staff_id" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone,
	"scheduled_by_staff_id" uuid,
	"scheduled_by_email" text,
	"reason" text,
	"version_id" bigint,
	"failure" jsonb
);
--> statement-breakpoint
CREATE TABLE "catalog_version_entries" (
	"version_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	CONSTRAINT "catalog_version_entries_version_id_kind_entity_id_pk" PRIMARY KEY("version_id","kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draft_id" uuid,
	"source" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by_staff_id" uuid,
	"published_by_email" text,
	"reason" text NOT NULL,
	"undoes_version" bigint
);
--> statement-breakpoint
ALTER TABLE "catalog_draft_entries" ADD CONSTRAINT "catalog_draft_entries_draft_id_catalog_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."catalog_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_version_entries" ADD CONSTRAINT "catalog_version_entries_version_id_catalog_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."catalog_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_versions" ADD CONSTRAINT "catalog_versions_draft_id_catalog_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."catalog_drafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_draft_entries_entity_idx" ON "catalog_draft_entries" USING btree ("kind","entity_id");--> statement-breakpoint
CREATE INDEX "catalog_drafts_open_idx" ON "catalog_drafts" USING btree ("status","updated_at") WHERE status in ('draft', 'scheduled', 'failed');--> statement-breakpoint
CREATE INDEX "catalog_drafts_due_idx" ON "catalog_drafts" USING btree ("publish_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "catalog_version_entries_entity_idx" ON "catalog_version_entries" USING btree ("kind","entity_id","version_id");
--> statement-breakpoint
-- A version is what happened: an undo is a new version, never an edit of an old one (docs/catalog-editing.md).
CREATE FUNCTION "catalog_versions_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'catalog versions are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_versions_append_only" BEFORE UPDATE OR DELETE ON "catalog_versions" FOR EACH ROW EXECUTE FUNCTION "catalog_versions_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "catalog_version_entries_append_only" BEFORE UPDATE OR DELETE ON "catalog_version_entries" FOR EACH ROW EXECUTE FUNCTION "catalog_versions_refuse_change"();
