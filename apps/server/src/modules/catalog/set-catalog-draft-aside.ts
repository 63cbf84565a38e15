import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { catalogEditingQueries } from './catalog-editing-queries';
import { openDraft } from './open-catalog-draft';
import type { CatalogActor } from './publish-catalog-draft';

/**
 * DELETE /staff-api/catalog/drafts/{id}/schedule takes a draft off the schedule (it stays a draft);
 * POST /staff-api/catalog/drafts/{id}/discard gives it up (it is kept, closed, for the record).
 * Neither changes what is live.
 */
export async function setCatalogDraftAside(options: {
  db: Database;
  clock: Clock;
  actor: NonNullable<CatalogActor>;
  draftId: string;
  to: 'draft' | 'discarded';
}): Promise<void> {
  const { db, actor, to } = options;
  const now = options.clock.now();
  await db.transaction(async (tx) => {
    const draft = await openDraft(tx, options.draftId);
    if (draft.status === to) return;
    await catalogEditingQueries.updateDraft(tx, draft.id, {
      status: to,
      publishAt: null,
      updatedAt: now,
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: actor.staffId,
      actorEmail: actor.email,
      address: actor.address,
      action: to === 'draft' ? 'catalog.unscheduled' : 'catalog.discarded',
      subjectKind: 'catalog_draft',
      subjectId: draft.id,
      before: { status: draft.status, publishAt: draft.publishAt?.toISOString() ?? null },
      after: { status: to, publishAt: null },
    });
  });
}
