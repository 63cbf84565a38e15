import { diffEntry } from '@portal/domain/catalog/catalog-diff';
import type { CatalogEntry } from '@portal/domain/catalog/catalog-entry';
import type { CatalogImport } from '@portal/domain/catalog/catalog-editing';
import { recordAudit } from '../../audit/record-audit';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { entryIn } from './catalog-entry-rows';
import { problemFields, problemsOf, type OfferedPrograms } from './catalog-draft-problems';
import { readCatalogFiles } from './catalog-files';
import { loadLiveCatalog } from './load-live-catalog';
import type { CatalogActor } from './publish-catalog-draft';

/**
 * POST /staff-api/catalog/imports (docs/catalog-editing.md "Import and export"): files in the
 * export's shape become one new draft holding the entries that differ from what is live, checked
 * as an editor's draft is, then diffed, previewed and published the same way. The seed's files come
 * in here too (publishShippedCatalog), so there is one way into the catalog. Answers the draft's id.
 */
export async function importCatalogFiles(options: {
  tx: Executor;
  now: Date;
  actor: CatalogActor;
  source: 'import' | 'seed';
  files: CatalogImport['files'];
  /** None for the seed's files, whose tenants are checked against them at start-up. */
  offered?: OfferedPrograms;
}): Promise<string> {
  const { tx, actor, now } = options;
  const read = readCatalogFiles(options.files);
  if (read.problems.length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields: read.problems });
  }
  const live = await loadLiveCatalog(tx);
  const changed = read.entries.filter((e) => {
    const before = entryIn(live, e.kind, e.entityId) ?? null;
    return diffEntry(e.kind, before, e.entry as CatalogEntry).length > 0;
  });
  if (changed.length === 0) throw new AppError('CATALOG_DRAFT_EMPTY');
  const { problems } = await problemsOf(tx, live, changed, options.offered);
  if (problems.length > 0) {
    const filed = (kind: string, id: number) =>
      changed.find((e) => e.kind === kind && e.entityId === id);
    throw new AppError('VALIDATION_FAILED', {
      fields: problems.map((p) => {
        const from = filed(p.kind, p.id);
        return from
          ? { field: `${from.file}:${from.index}.${p.field}`, code: p.code }
          : problemFields([p])[0]!;
      }),
    });
  }
  const draft = await catalogEditingQueries.insertDraft(tx, {
    status: 'draft',
    source: options.source,
    createdByStaffId: actor?.staffId ?? null,
    createdByEmail: actor?.email ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const latest = await catalogEditingQueries.latestVersions(tx, changed);
  await catalogEditingQueries.putDraftEntries(
    tx,
    changed.map((e) => ({
      draftId: draft.id,
      kind: e.kind,
      entityId: e.entityId,
      entry: e.entry,
      baseVersion: latest.get(`${e.kind} ${e.entityId}`) ?? null,
    })),
  );
  if (actor) {
    await recordAudit(tx, {
      at: now,
      actorStaffId: actor.staffId,
      actorEmail: actor.email,
      address: actor.address,
      action: 'catalog.imported',
      subjectKind: 'catalog_draft',
      subjectId: draft.id,
      after: { files: options.files.map((f) => f.name), entries: changed.length },
    });
  }
  return draft.id;
}
