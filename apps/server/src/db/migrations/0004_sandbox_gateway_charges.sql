CREATE TABLE "sandbox_gateway_charges" (
	"request_id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"result_code" integer NOT NULL,
	"pnref" text NOT NULL
);
