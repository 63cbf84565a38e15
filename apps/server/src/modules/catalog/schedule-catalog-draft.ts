import type { ScheduleDraft } from '@portal/domain/catalog/catalog-editing';
import { auditFilterInstant } from '@portal/domain/staff/audit-log';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { problemFields, problemsOf, type OfferedPrograms } from './catalog-draft-problems';
import { loadLiveCatalog } from './load-live-catalog';
import { openDraft } from './open-catalog-draft';
import type { CatalogActor } from './publish-catalog-draft';

/**
 * PUT /staff-api/catalog/drafts/{id}/schedule (docs/catalog-editing.md "Publishing at a set
 * time"): the publishing job publishes the draft at `publishAt`, in the name of who scheduled it,
 * with their reason. A time not in the future, or a draft that would break a rule now, is refused;
 * the rules are checked again when it is published.
 */
export async function scheduleCatalogDraft(options: {
  db: Database;
  clock: Clock;
  actor: NonNullable<CatalogActor>;
  draftId: string;
  body: ScheduleDraft;
  offered: OfferedPrograms;
}): Promise<void> {
  const { db, actor, body } = options;
  const now = options.clock.now();
  const publishAt = auditFilterInstant(body.publishAt)!;
  if (publishAt <= now) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'publishAt', code: 'validation.publishAtPast' }],
    });
  }
  await db.transaction(async (tx) => {
    const draft = await openDraft(tx, options.draftId);
    const entries = await catalogEditingQueries.draftEntries(tx, [draft.id]);
    if (entries.length === 0) throw new AppError('CATALOG_DRAFT_EMPTY');
    const live = await loadLiveCatalog(tx);
    const { problems } = await problemsOf(tx, live, entries, options.offered);
    if (problems.length > 0) {
      throw new AppError('VALIDATION_FAILED', { fields: problemFields(problems) });
    }
    await catalogEditingQueries.updateDraft(tx, draft.id, {
      status: 'scheduled',
      publishAt,
      reason: body.reason,
      scheduledByStaffId: actor.staffId,
      scheduledByEmail: actor.email,
      failure: null,
      updatedAt: now,
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: actor.staffId,
      actorEmail: actor.email,
      address: actor.address,
      action: 'catalog.scheduled',
      subjectKind: 'catalog_draft',
      subjectId: draft.id,
      reason: body.reason,
      before: { status: draft.status, publishAt: draft.publishAt?.toISOString() ?? null },
      after: { status: 'scheduled', publishAt: publishAt.toISOString() },
    });
  });
}
