CREATE TABLE "staff_ended_views" (
	"view_id" uuid PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
