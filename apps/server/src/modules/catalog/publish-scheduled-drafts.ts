import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { publishDraftIn, type CatalogPublished } from './publish-catalog-draft';
import type { OfferedPrograms } from './catalog-draft-problems';

/**
 * Publishes every scheduled draft whose time has come (docs/catalog-editing.md "Publishing at a
 * set time"), each in a transaction of its own that takes it locked and still scheduled: an
 * instance running the job at the same time skips it, and a draft published is never published
 * again. One that now breaks a rule (the catalog moved on since it was scheduled) is marked failed
 * with its problems, for an editor to mend; nothing of it goes live.
 */
export async function publishScheduledDrafts(options: {
  db: Database;
  clock: Clock;
  published: CatalogPublished;
  offered: OfferedPrograms;
}): Promise<number> {
  const { db, clock } = options;
  let count = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now();
      const [draft] = await catalogEditingQueries.lockDueDraft(tx, now);
      if (!draft) return 'none';
      const actor = draft.scheduledByStaffId
        ? { staffId: draft.scheduledByStaffId, email: draft.scheduledByEmail!, address: 'job' }
        : null;
      try {
        await tx.transaction((publishing) =>
          publishDraftIn(publishing, {
            draft,
            actor,
            reason: draft.reason ?? '',
            now,
            offered: options.offered,
          }),
        );
        return 'published';
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const failure = error.fields.length > 0 ? error.fields : [{ field: '', code: error.code }];
        await catalogEditingQueries.updateDraft(tx, draft.id, {
          status: 'failed',
          failure,
          updatedAt: now,
        });
        await recordAudit(tx, {
          at: now,
          actorStaffId: actor?.staffId ?? null,
          actorEmail: actor?.email ?? null,
          address: 'job',
          action: 'catalog.publish_failed',
          subjectKind: 'catalog_draft',
          subjectId: draft.id,
          reason: draft.reason,
          after: { failure },
        });
        return 'failed';
      }
    });
    if (outcome === 'none') break;
    if (outcome === 'published') count += 1;
  }
  if (count > 0) await options.published();
  return count;
}
