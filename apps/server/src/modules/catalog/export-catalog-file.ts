import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogFileContent } from './catalog-files';
import { loadLiveCatalog } from './load-live-catalog';
import type { CatalogActor } from './publish-catalog-draft';

/**
 * GET /staff-api/catalog/files/{name} (docs/catalog-editing.md "Import and export"): one file of
 * the live catalog, as the seed's files are written, for a download. Audited as read.
 */
export async function exportCatalogFile(options: {
  db: Database;
  clock: Clock;
  actor: NonNullable<CatalogActor>;
  name: string;
}): Promise<unknown[]> {
  const { db, actor, name } = options;
  return db.transaction(async (tx) => {
    const content = catalogFileContent(await loadLiveCatalog(tx), name);
    if (!content) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      at: options.clock.now(),
      actorStaffId: actor.staffId,
      actorEmail: actor.email,
      address: actor.address,
      action: 'catalog.exported',
      subjectKind: 'catalog_file',
      subjectId: name,
      after: { entries: content.length },
    });
    return content;
  });
}
