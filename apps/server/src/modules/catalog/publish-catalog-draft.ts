import { diffEntry } from '@portal/domain/catalog/catalog-diff';
import {
  entryLabel,
  type CatalogEntry,
  type CatalogEntryKind,
  type CategoryEntry,
  type CourseEntry,
  type ExamEntry,
  type PlanEntry,
  type ProgramEntry,
  type PromotionEntry,
} from '@portal/domain/catalog/catalog-entry';
import type { PublishDraft } from '@portal/domain/catalog/catalog-editing';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries, type DraftRow } from './catalog-editing-queries';
import {
  categoryRow,
  courseModules,
  courseProvider,
  courseRowChange,
  entryIn,
  examRow,
  planRow,
  programCourseRows,
  programRow,
  promotionRow,
} from './catalog-entry-rows';
import {
  entryField,
  problemFields,
  problemsOf,
  type OfferedPrograms,
} from './catalog-draft-problems';
import { loadLiveCatalog } from './load-live-catalog';
import { openDraft } from './open-catalog-draft';

/** The member a change is made by, and from where; null for the portal's own seed data. */
export type CatalogActor = { staffId: string; email: string; address: string } | null;

/** Tells this instance's page cache that the catalog changed (docs/catalog-editing.md "Publishing"). */
export type CatalogPublished = () => Promise<void>;

/**
 * Publishes a locked draft as a new version (docs/catalog-editing.md "Publishing"), inside the
 * caller's transaction: the draft's entries are checked again against the catalog live now (one
 * publish at a time), written to the catalog's rows, and kept as the version's before and after.
 * An entry someone published again since it was drafted is refused (CATALOG_DRAFT_STALE), so
 * publishing never silently undoes another editor's change. `offered` is every tenant's
 * `programs` list, whose programs keep their enrolment codes.
 */
export async function publishDraftIn(
  tx: Executor,
  options: {
    draft: DraftRow;
    actor: CatalogActor;
    reason: string;
    now: Date;
    undoesVersion?: number;
    offered?: OfferedPrograms;
  },
): Promise<number> {
  const { draft, actor, now } = options;
  await catalogEditingQueries.lockForPublishing(tx);
  const live = await loadLiveCatalog(tx);
  const entries = await catalogEditingQueries.draftEntries(tx, [draft.id]);
  const latest = await catalogEditingQueries.latestVersions(tx, entries);
  const stale = entries.filter(
    (e) => (latest.get(`${e.kind} ${e.entityId}`) ?? null) !== e.baseVersion,
  );
  if (stale.length > 0) {
    throw new AppError('CATALOG_DRAFT_STALE', {
      fields: stale.map((e) => ({
        field: entryField(e.kind, e.entityId),
        code: 'CATALOG_DRAFT_STALE',
      })),
    });
  }
  const { proposed, problems } = await problemsOf(tx, live, entries, options.offered);
  if (problems.length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields: problemFields(problems) });
  }
  const changes = entries.flatMap((e) => {
    const kind = e.kind as CatalogEntryKind;
    const after = e.entry as CatalogEntry;
    const before = entryIn(live, kind, e.entityId) ?? null;
    const fields = diffEntry(kind, before, after);
    return fields.length === 0 ? [] : [{ kind, id: e.entityId, before, after, fields }];
  });
  if (changes.length === 0) throw new AppError('CATALOG_DRAFT_EMPTY');

  const idOfSlug = new Map(proposed.categories.map((c) => [c.slug, c.id]));
  await catalogEditingQueries.upsertCategories(
    tx,
    changes
      .filter((c) => c.kind === 'category')
      .map((c) => categoryRow(c.after as CategoryEntry, idOfSlug)),
  );
  await catalogEditingQueries.upsertCourses(
    tx,
    changes
      .filter((c) => c.kind === 'course')
      .map((c) => {
        const course = c.after as CourseEntry;
        return {
          ...courseRowChange(course, idOfSlug),
          provider: courseProvider(course.category),
          modules: courseModules(course),
        };
      }),
  );
  // After the courses, so a program's list can name a course the same draft creates.
  const programs = changes.filter((c) => c.kind === 'program').map((c) => c.after as ProgramEntry);
  const idOfCode = new Map(proposed.courses.map((c) => [c.code, c.id]));
  await catalogEditingQueries.upsertPrograms(tx, programs.map(programRow));
  await catalogEditingQueries.replaceProgramCourses(
    tx,
    programs.map((p) => p.id),
    programs.flatMap((p) => programCourseRows(p, idOfCode)),
  );
  // An exam's code, name and description follow its course as it is published with it.
  const courseOfCode = new Map(proposed.courses.map((c) => [c.code, c]));
  await catalogEditingQueries.upsertExams(
    tx,
    changes
      .filter((c) => c.kind === 'exam')
      .map((c) => {
        const exam = c.after as ExamEntry;
        return examRow(exam, courseOfCode.get(exam.course)!);
      }),
  );
  // After the programs, so a plan can be of a program the same draft creates: a plan's row points
  // at its program by id.
  const idOfProgram = new Map(proposed.programs.map((p) => [p.enrollmentCode, p.id]));
  await catalogEditingQueries.replacePlans(
    tx,
    changes.filter((c) => c.kind === 'plan').map((c) => planRow(c.after as PlanEntry, idOfProgram)),
  );
  await catalogEditingQueries.replacePromotions(
    tx,
    changes
      .filter((c) => c.kind === 'promotion')
      .map((c) => promotionRow(c.after as PromotionEntry)),
  );
  const version = await catalogEditingQueries.insertVersion(tx, {
    draftId: draft.id,
    source: draft.source,
    publishedAt: now,
    publishedByStaffId: actor?.staffId ?? null,
    publishedByEmail: actor?.email ?? null,
    reason: options.reason,
    undoesVersion: options.undoesVersion ?? null,
  });
  await catalogEditingQueries.insertVersionEntries(
    tx,
    changes.map((c) => ({
      versionId: version.id,
      kind: c.kind,
      entityId: c.id,
      before: c.before,
      after: c.after,
    })),
  );
  await catalogEditingQueries.updateDraft(tx, draft.id, {
    status: 'published',
    versionId: version.id,
    reason: options.reason,
    updatedAt: now,
  });
  if (actor) {
    await recordAudit(tx, {
      at: now,
      actorStaffId: actor.staffId,
      actorEmail: actor.email,
      address: actor.address,
      action: options.undoesVersion ? 'catalog.undone' : 'catalog.published',
      subjectKind: 'catalog_version',
      subjectId: String(version.id),
      reason: options.reason,
      after: {
        draftId: draft.id,
        source: draft.source,
        undoes: options.undoesVersion ?? null,
        changes: changes.map((c) => ({
          kind: c.kind,
          id: c.id,
          label: entryLabel(c.kind, c.after),
          fields: c.fields,
        })),
      },
    });
  }
  return version.id;
}

/**
 * POST /staff-api/catalog/drafts/{id}/publication: publishes a draft now, then tells this
 * instance's page cache (the other instances see the new version at their next look).
 */
export async function publishCatalogDraft(options: {
  db: Database;
  clock: Clock;
  actor: NonNullable<CatalogActor>;
  draftId: string;
  body: PublishDraft;
  published: CatalogPublished;
  offered: OfferedPrograms;
}): Promise<number> {
  const { db, actor, body } = options;
  const version = await db.transaction(async (tx) => {
    const draft = await openDraft(tx, options.draftId);
    return publishDraftIn(tx, {
      draft,
      actor,
      reason: body.reason,
      now: options.clock.now(),
      offered: options.offered,
    });
  });
  await options.published();
  return version;
}
