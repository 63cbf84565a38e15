// Tables of tenancy (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { bytea, timestampTz } from '../db/columns';

/**
 * A tenant as published in the staff console (docs/tenant-editing.md): its whole config, in force
 * in place of its `tenants/` folder's (or as a tenant of its own, created in the console). Every
 * instance reads these at start and again when a publication sends NOTIFY tenant_documents.
 */
export const tenantDocuments = pgTable('tenant_documents', {
  tenantId: text('tenant_id').primaryKey(),
  config: jsonb('config').$type<TenantConfig>().notNull(),
  /** 1 at the first publication, one more at each; editors send the one they started from. */
  revision: integer('revision').notNull(),
  updatedAt: timestampTz('updated_at').notNull(),
  /** A logo published in the console: sanitised SVG or re-encoded WebP (tenant-logo-image.ts). */
  logo: bytea('logo'),
  logoType: text('logo_type').$type<'image/svg+xml' | 'image/webp'>(),
  /**
   * The tenant's own content pages by name (`tenants/<id>/content/<name>.json`), in force in place
   * of the folder's; a page it has not is the default tenant's. Null on a row published before
   * pages were edited in the console: the folder's pages are in force.
   */
  content: jsonb('content').$type<Record<string, unknown>>(),
  /** Who published it (their e-mail, as the audit log names them), for the editor's page. */
  updatedBy: text('updated_by').notNull(),
});
