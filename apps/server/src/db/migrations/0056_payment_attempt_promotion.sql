-- A payment keeps the promotion's terms it was charged under, so the plan it starts runs on them
-- whatever the code says by then (docs/catalog-editing.md "Orders keep their price").
ALTER TABLE "payment_attempts" ADD COLUMN "promotion" jsonb;
