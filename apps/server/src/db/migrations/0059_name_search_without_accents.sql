-- Staff find a student by name without regard to case or accents (docs/names.md "Finding a
-- name"): "jose" finds "José", "nguyen" finds "Nguyễn". name_key decomposes a name (NFD), drops
-- the combining marks and lowers its case; the search compares keys, served by these indexes.
-- The function is written by hand: drizzle-kit does not model functions.
CREATE FUNCTION "name_key"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(normalize($1, NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'))
$$;--> statement-breakpoint
DROP INDEX "users_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "users_first_name_key_idx" ON "users" USING btree (name_key("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_key_idx" ON "users" USING btree (name_key("last_name") text_pattern_ops);
