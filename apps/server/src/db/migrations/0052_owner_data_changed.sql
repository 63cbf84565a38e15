-- Every instance keeps what a student's pages read last (docs/performance.md "A student's reads
-- from memory"); a change to a student's rows, by any path (the student, staff, a job, a webhook),
-- names the student to them all at its commit, as '<tenant>:<user>'. A change to what every
-- student's reads join (courses, their categories, programs) names everyone, as '*', and so does
-- emptying a table (TRUNCATE runs no row trigger). Written by hand: drizzle-kit does not model
-- triggers.
-- The owner is the row's "user_id", or its "id" when the trigger says so (the users table);
-- PL/pgSQL plans a statement when it first runs it, so the other branch never names a missing column.
CREATE FUNCTION "owner_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF TG_ARGV[0] = 'id' THEN
      PERFORM pg_notify('owner_data_changed', OLD."tenant_id" || ':' || OLD."id");
    ELSE
      PERFORM pg_notify('owner_data_changed', OLD."tenant_id" || ':' || OLD."user_id");
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF TG_ARGV[0] = 'id' THEN
      PERFORM pg_notify('owner_data_changed', NEW."tenant_id" || ':' || NEW."id");
    ELSE
      PERFORM pg_notify('owner_data_changed', NEW."tenant_id" || ':' || NEW."user_id");
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "everyone_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('owner_data_changed', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "owner_data_changed"('id');--> statement-breakpoint
CREATE TRIGGER "user_addresses_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_addresses"
  FOR EACH ROW EXECUTE FUNCTION "owner_data_changed"();--> statement-breakpoint
CREATE TRIGGER "user_feedbacks_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_feedbacks"
  FOR EACH ROW EXECUTE FUNCTION "owner_data_changed"();--> statement-breakpoint
CREATE TRIGGER "profile_photos_changed" AFTER INSERT OR UPDATE OR DELETE ON "profile_photos"
  FOR EACH ROW EXECUTE FUNCTION "owner_data_changed"();--> statement-breakpoint
CREATE TRIGGER "orders_changed" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "owner_data_changed"();--> statement-breakpoint
CREATE TRIGGER "memberships_changed" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "owner_data_changed"();--> statement-breakpoint
CREATE TRIGGER "coursework_enrollments_changed" AFTER INSERT OR UPDATE OR DELETE ON "coursework_enrollments"
  FOR EACH ROW EXECUTE FUNCTION "owner_data_changed"();--> statement-breakpoint
CREATE TRIGGER "user_events_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_events"
  FOR EACH ROW EXECUTE FUNCTION "owner_data_changed"();--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "catalog_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "degree_programs_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "degree_programs"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "user_addresses_truncated" AFTER TRUNCATE ON "user_addresses"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "user_feedbacks_truncated" AFTER TRUNCATE ON "user_feedbacks"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "profile_photos_truncated" AFTER TRUNCATE ON "profile_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "orders_truncated" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "memberships_truncated" AFTER TRUNCATE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "coursework_enrollments_truncated" AFTER TRUNCATE ON "coursework_enrollments"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();--> statement-breakpoint
CREATE TRIGGER "user_events_truncated" AFTER TRUNCATE ON "user_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "everyone_data_changed"();
