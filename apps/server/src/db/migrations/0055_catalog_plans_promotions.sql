-- Payment plans and promotions are catalog entries (docs/catalog-editing.md): their new ids come
-- from these sequences, and a promotion gets an id of its own beside its code. A row the previous
-- release's seed writes still gets one, from the default.
CREATE SEQUENCE "public"."catalog_plan_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."catalog_promotion_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "id" integer DEFAULT nextval('catalog_promotion_ids') NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_id_unique" UNIQUE("id");--> statement-breakpoint
-- Written by hand: the seed's promotions keep the ids of its promotions.json, so a data folder
-- seeded before they were entries matches the file and publishes nothing over them.
UPDATE "promotions" SET "id" = CASE "code" WHEN 'DEFER30' THEN 1 WHEN 'SAVE20' THEN 2 WHEN 'SAVE10MONTHLY' THEN 3 END WHERE "code" IN ('DEFER30', 'SAVE20', 'SAVE10MONTHLY');
