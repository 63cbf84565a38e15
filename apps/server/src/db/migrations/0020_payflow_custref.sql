ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "custref" text;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_charges_custref_idx" ON "sandbox_gateway_charges" USING btree ("custref");