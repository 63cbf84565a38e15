import type { CatalogImport } from '@portal/domain/catalog/catalog-editing';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { importCatalogFiles } from './import-catalog-files';
import { publishDraftIn } from './publish-catalog-draft';

/** The reason the first version gives: the catalog came with the portal's data. */
export const SHIPPED_CATALOG_REASON = 'The catalog shipped with the portal';

/**
 * The seed's catalog files, imported and published as the first version (docs/catalog-editing.md
 * "The seed is the first import"), through the same import and publish an editor uses. Only while
 * no version exists: from then on the catalog is data, and a start never overwrites an editor's
 * change. A catalog that already matches the files (a data folder seeded before versions existed)
 * publishes nothing.
 */
export async function publishShippedCatalog(options: {
  db: Database;
  now: Date;
  files: CatalogImport['files'];
}): Promise<void> {
  const { db, now } = options;
  if (await catalogEditingQueries.anyVersion(db)) return;
  await db.transaction(async (tx) => {
    // Two instances starting on one empty database: the second finds the first's version.
    await catalogEditingQueries.lockForPublishing(tx);
    if (await catalogEditingQueries.anyVersion(tx)) return;
    let draftId: string;
    try {
      draftId = await importCatalogFiles({
        tx,
        now,
        actor: null,
        source: 'seed',
        files: options.files,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CATALOG_DRAFT_EMPTY') return;
      throw error;
    }
    const draft = (await catalogEditingQueries.draft(tx, draftId))!;
    await publishDraftIn(tx, { draft, actor: null, reason: SHIPPED_CATALOG_REASON, now });
  });
}
