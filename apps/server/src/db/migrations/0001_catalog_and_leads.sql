CREATE TABLE "degree_program_courses" (
	"degree_program_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "degree_program_courses_degree_program_id_product_id_pk" PRIMARY KEY("degree_program_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "employer_degree_programs" (
	"employer_id" integer NOT NULL,
	"degree_program_id" integer NOT NULL,
	CONSTRAINT "employer_degree_programs_employer_id_degree_program_id_pk" PRIMARY KEY("employer_id","degree_program_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"lead_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"program_interest" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "degree_programs" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "institution_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subcategory_id" integer;--> statement-breakpoint
ALTER TABLE "degree_program_courses" ADD CONSTRAINT "degree_program_courses_degree_program_id_degree_programs_id_fk" FOREIGN KEY ("degree_program_id") REFERENCES "public"."degree_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degree_program_courses" ADD CONSTRAINT "degree_program_courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_degree_programs" ADD CONSTRAINT "employer_degree_programs_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_degree_programs" ADD CONSTRAINT "employer_degree_programs_degree_program_id_degree_programs_id_fk" FOREIGN KEY ("degree_program_id") REFERENCES "public"."degree_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_tenant_idx" ON "leads" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("tenant_id","user_id");--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_catalog_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_categories_parent_idx" ON "catalog_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("subcategory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("code");