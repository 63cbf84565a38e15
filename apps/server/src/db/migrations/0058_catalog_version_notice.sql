-- Every instance forgets the storefront pages that read the catalog when a new catalog version
-- exists (docs/catalog-editing.md "Publishing"); a version written by any path (the editor, the
-- publishing job, an undo, an import) tells them all at its commit. Written by hand: drizzle-kit
-- does not model triggers.
CREATE FUNCTION "catalog_version_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_versions', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_version_written" AFTER INSERT ON "catalog_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_written"();
