import { diffEntry } from '@portal/domain/catalog/catalog-diff';
import {
  entryLabel,
  type CatalogEntryKind,
  type CatalogEntry,
  type CategoryFields,
  type CourseFields,
  type ExamFields,
  type PlanFields,
  type ProgramFields,
  type PromotionFields,
} from '@portal/domain/catalog/catalog-entry';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { entryIn } from './catalog-entry-rows';
import { problemFields, problemsOf, type OfferedPrograms } from './catalog-draft-problems';
import { loadLiveCatalog } from './load-live-catalog';
import { openDraft } from './open-catalog-draft';
import type { CatalogActor } from './publish-catalog-draft';

/**
 * Saves an entry of any kind into a draft (docs/catalog-editing.md "Drafts"): into a new draft
 * without `draftId`, as a new entry without `id`. Nothing goes live. The entry has passed its own
 * schema (the route's); here it is checked with the draft's other entries against the whole live
 * catalog, and any problem refuses it, named by field. Saving a scheduled draft takes it off the
 * schedule: what was scheduled is no longer what it holds. Answers the draft's id.
 */
export async function saveCatalogDraft(options: {
  db: Database;
  clock: Clock;
  actor: NonNullable<CatalogActor>;
  draftId?: string;
  kind: CatalogEntryKind;
  id?: number;
  fields: CourseFields | CategoryFields | ProgramFields | ExamFields | PlanFields | PromotionFields;
  offered: OfferedPrograms;
}): Promise<string> {
  const { db, actor, kind } = options;
  const now = options.clock.now();
  return db.transaction(async (tx) => {
    const draft = options.draftId
      ? await openDraft(tx, options.draftId)
      : await catalogEditingQueries.insertDraft(tx, {
          status: 'draft',
          source: 'editor',
          createdByStaffId: actor.staffId,
          createdByEmail: actor.email,
          createdAt: now,
          updatedAt: now,
        });
    const live = await loadLiveCatalog(tx);
    const drafted = await catalogEditingQueries.draftEntries(tx, [draft.id]);
    const known = (id: number) =>
      entryIn(live, kind, id) !== undefined ||
      drafted.some((e) => e.kind === kind && e.entityId === id);
    if (options.id !== undefined && !known(options.id)) throw new AppError('NOT_FOUND');
    const entityId = options.id ?? (await catalogEditingQueries.newEntityId(tx, kind));
    const entry = { id: entityId, ...options.fields } as CatalogEntry;
    const others = drafted.filter((e) => !(e.kind === kind && e.entityId === entityId));
    const { problems } = await problemsOf(
      tx,
      live,
      [...others, { kind, entityId, entry }],
      options.offered,
    );
    if (problems.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        fields: problemFields(problems, { kind, id: entityId }),
      });
    }
    const latest = await catalogEditingQueries.latestVersions(tx, [{ kind, entityId }]);
    await catalogEditingQueries.putDraftEntries(tx, [
      {
        draftId: draft.id,
        kind,
        entityId,
        entry,
        baseVersion: latest.get(`${kind} ${entityId}`) ?? null,
      },
    ]);
    await catalogEditingQueries.updateDraft(tx, draft.id, {
      updatedAt: now,
      ...(draft.status === 'draft' ? {} : { status: 'draft', publishAt: null }),
    });
    await recordAudit(tx, {
      at: now,
      actorStaffId: actor.staffId,
      actorEmail: actor.email,
      address: actor.address,
      action: 'catalog.draft_saved',
      subjectKind: 'catalog_draft',
      subjectId: draft.id,
      after: {
        kind,
        id: entityId,
        label: entryLabel(kind, entry),
        fields: diffEntry(kind, entryIn(live, kind, entityId) ?? null, entry),
      },
    });
    return draft.id;
  });
}
