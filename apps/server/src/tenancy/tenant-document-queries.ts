import { eq, sql } from 'drizzle-orm';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Executor } from '../db/database';
import type { TenantLogo } from './tenant-registry';
import { tenantDocuments } from './tenant-document-tables';

/** The channel a publication notifies; every instance listens to it (sync-tenant-documents.ts). */
export const TENANT_CHANNEL = 'tenant_documents';

// Any constant: the key of the transaction-scoped advisory lock under which tenants are published
// one at a time, so two publications cannot both claim a host name or both start from a revision.
const TENANT_PUBLICATION_LOCK = 7_411_031;

export type TenantDocument = typeof tenantDocuments.$inferSelect;

export const tenantDocumentQueries = {
  all: (db: Executor): Promise<TenantDocument[]> => db.select().from(tenantDocuments),

  /** Each published tenant's revision: what a sync compares before reading a whole row. */
  revisions: (db: Executor) =>
    db
      .select({ tenantId: tenantDocuments.tenantId, revision: tenantDocuments.revision })
      .from(tenantDocuments),

  async one(db: Executor, tenantId: string): Promise<TenantDocument | undefined> {
    const [row] = await db
      .select()
      .from(tenantDocuments)
      .where(eq(tenantDocuments.tenantId, tenantId));
    return row;
  },

  /** Holds the publication lock until the transaction ends. */
  async lockPublications(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${TENANT_PUBLICATION_LOCK})`);
  },

  /** Writes the next revision and tells every instance when the transaction commits. */
  async publish(
    tx: Executor,
    document: {
      tenantId: string;
      config: TenantConfig;
      revision: number;
      at: Date;
      by: string;
      /** A new logo; without it, the one published before (if any) stays. */
      logo?: TenantLogo;
      /** The tenant's own content pages; without them, those published before (if any) stay. */
      content?: Record<string, unknown>;
    },
  ): Promise<void> {
    const values = {
      tenantId: document.tenantId,
      config: document.config,
      revision: document.revision,
      updatedAt: document.at,
      updatedBy: document.by,
      ...(document.logo ? { logo: document.logo.bytes, logoType: document.logo.type } : {}),
      ...(document.content ? { content: document.content } : {}),
    };
    await tx
      .insert(tenantDocuments)
      .values(values)
      .onConflictDoUpdate({ target: tenantDocuments.tenantId, set: values });
    await tx.execute(sql`select pg_notify(${TENANT_CHANNEL}, ${document.tenantId})`);
  },

  /** Deletes the tenant's publications and tells every instance when the transaction commits. */
  async remove(tx: Executor, tenantId: string): Promise<void> {
    await tx.delete(tenantDocuments).where(eq(tenantDocuments.tenantId, tenantId));
    await tx.execute(sql`select pg_notify(${TENANT_CHANNEL}, ${tenantId})`);
  },
};
