CREATE TABLE "exam_registrations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exam_product_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "exam_of_product_id" integer;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_registrations_pending_idx" ON "exam_registrations" USING btree ("created_at") WHERE status = 'REGISTRATION_PENDING';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exam_product_id_products_id_fk" FOREIGN KEY ("exam_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_exam_of_product_id_products_id_fk" FOREIGN KEY ("exam_of_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_challenge_exam_idx" ON "orders" USING btree ("tenant_id","user_id","exam_product_id") WHERE kind = 'CHALLENGE_EXAM';--> statement-breakpoint
CREATE UNIQUE INDEX "products_exam_of_product_idx" ON "products" USING btree ("exam_of_product_id") WHERE exam_of_product_id is not null;