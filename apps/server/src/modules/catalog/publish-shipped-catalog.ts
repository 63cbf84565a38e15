import type { CatalogImport } from '@portal/domain/catalog/catalog-editing';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { fileKind } from './catalog-files';
import { importCatalogFiles } from './import-catalog-files';
import { publishDraftIn } from './publish-catalog-draft';

/** The reason the first version gives: the catalog came with the portal's data. */
export const SHIPPED_CATALOG_REASON = 'The catalog shipped with the portal';

/**
 * The seed's catalog files, imported and published as the first version (docs/catalog-editing.md
 * "The seed is the first import"), through the same import and publish an editor uses. Each kind's
 * files only while no version has changed an entry of that kind: from then on the kind is data,
 * and a start never overwrites an editor's change. A kind that joined the catalog's editing after
 * the others (programs) is published by the first start that knows it, over a catalog already
 * versioned; one that already matches the files (a data folder seeded before versions existed)
 * publishes nothing.
 */
export async function publishShippedCatalog(options: {
  db: Database;
  now: Date;
  files: CatalogImport['files'];
}): Promise<void> {
  const { db, now } = options;
  const unversioned = (versioned: Set<string>) =>
    options.files.filter((f) => !versioned.has(fileKind(f.name)));
  if (unversioned(await catalogEditingQueries.versionedKinds(db)).length === 0) return;
  await db.transaction(async (tx) => {
    // Two instances starting on one empty database: the second finds the first's version.
    await catalogEditingQueries.lockForPublishing(tx);
    const versioned = await catalogEditingQueries.versionedKinds(tx);
    const files = unversioned(versioned);
    if (files.length === 0) return;
    let draftId: string;
    try {
      draftId = await importCatalogFiles({ tx, now, actor: null, source: 'seed', files });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CATALOG_DRAFT_EMPTY') return;
      // A later kind's files that no longer fit a catalog editors have changed (a course a program
      // lists renamed, say) leave that kind's rows as the earlier seeding wrote them, still
      // editable; the very first import has nothing to fall back on.
      if (error instanceof AppError && versioned.size > 0) return;
      throw error;
    }
    const draft = (await catalogEditingQueries.draft(tx, draftId))!;
    await publishDraftIn(tx, { draft, actor: null, reason: SHIPPED_CATALOG_REASON, now });
  });
}
