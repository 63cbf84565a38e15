import type { CatalogEntryKind } from '@portal/domain/catalog/catalog-entry';
import type { UndoVersion } from '@portal/domain/catalog/catalog-editing';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { publishDraftIn, type CatalogActor, type CatalogPublished } from './publish-catalog-draft';
import type { OfferedPrograms } from './catalog-draft-problems';

/**
 * POST /staff-api/catalog/courses/{id}/undo (and categories): publishes the entry as it was before
 * its latest version, as a new version that names the one it undoes (docs/catalog-editing.md
 * "Undo"). History is never rewritten. `version` must still be the entry's latest, so two editors
 * undoing at once undo once; a version that created the entry has nothing before it.
 */
export async function undoCatalogVersion(options: {
  db: Database;
  clock: Clock;
  actor: NonNullable<CatalogActor>;
  kind: CatalogEntryKind;
  id: number;
  body: UndoVersion;
  published: CatalogPublished;
  offered: OfferedPrograms;
}): Promise<number> {
  const { db, actor, kind, id, body } = options;
  const now = options.clock.now();
  const version = await db.transaction(async (tx) => {
    await catalogEditingQueries.lockForPublishing(tx);
    const [latest] = await catalogEditingQueries.history(tx, kind, id);
    if (!latest) throw new AppError('NOT_FOUND');
    if (latest.version.id !== body.version) throw new AppError('CATALOG_VERSION_NOT_LATEST');
    if (latest.change.before === null) throw new AppError('CATALOG_NOTHING_TO_UNDO');
    const draft = await catalogEditingQueries.insertDraft(tx, {
      status: 'draft',
      source: 'undo',
      createdByStaffId: actor.staffId,
      createdByEmail: actor.email,
      createdAt: now,
      updatedAt: now,
    });
    await catalogEditingQueries.putDraftEntries(tx, [
      {
        draftId: draft.id,
        kind,
        entityId: id,
        entry: latest.change.before,
        baseVersion: latest.version.id,
      },
    ]);
    return publishDraftIn(tx, {
      draft,
      actor,
      reason: body.reason,
      now,
      undoesVersion: latest.version.id,
      offered: options.offered,
    });
  });
  await options.published();
  return version;
}
