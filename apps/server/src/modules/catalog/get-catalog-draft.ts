import { diffEntry } from '@portal/domain/catalog/catalog-diff';
import {
  entryLabel,
  type CatalogEntryKind,
  type CatalogEntry,
} from '@portal/domain/catalog/catalog-entry';
import type { DraftView } from '@portal/domain/catalog/catalog-editing';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { draftSummary, labelOf } from './catalog-editing-views';
import { entryIn } from './catalog-entry-rows';
import { problemsOf, type OfferedPrograms } from './catalog-draft-problems';
import { loadLiveCatalog } from './load-live-catalog';

type Entry = CatalogEntry;

/**
 * GET /staff-api/catalog/drafts/{id} (docs/catalog-editing.md "The diff"): each entry with its
 * fields against what is live now, whether someone published it again since, and what publishing
 * would break. A published draft shows what its version changed.
 */
export async function getCatalogDraft(
  db: Executor,
  draftId: string,
  offered: OfferedPrograms,
): Promise<DraftView> {
  const draft = await catalogEditingQueries.draft(db, draftId);
  if (!draft) throw new AppError('NOT_FOUND');
  const entries = await catalogEditingQueries.draftEntries(db, [draft.id]);
  const open = draft.status !== 'published' && draft.status !== 'discarded';
  const live = await loadLiveCatalog(db);
  const latest = await catalogEditingQueries.latestVersions(db, entries);
  const published = draft.versionId
    ? await catalogEditingQueries.versionEntries(db, draft.versionId)
    : [];
  const { proposed, problems } = open
    ? await problemsOf(db, live, entries, offered)
    : { proposed: live, problems: [] };
  return {
    ...draftSummary(draft, []),
    reason: draft.reason,
    version: draft.versionId,
    entries: entries.map((e) => {
      const kind = e.kind as CatalogEntryKind;
      const change = published.find((p) => p.kind === kind && p.entityId === e.entityId);
      const before = change
        ? (change.before as Entry | null)
        : open
          ? (entryIn(live, kind, e.entityId) ?? null)
          : (e.entry as Entry);
      return {
        kind,
        id: e.entityId,
        label: labelOf(e),
        created: before === null,
        fields: diffEntry(kind, before, e.entry as Entry),
        stale: open && (latest.get(`${kind} ${e.entityId}`) ?? null) !== e.baseVersion,
        entry: e.entry as Entry,
      };
    }),
    problems: problems.map((p) => {
      const entry = entryIn(proposed, p.kind, p.id);
      return { ...p, label: entry ? entryLabel(p.kind, entry) : String(p.id) };
    }),
  };
}
