import { diffEntry, type FieldChange } from '@portal/domain/catalog/catalog-diff';
import {
  entryLabel,
  type CatalogEntryKind,
  type CatalogEntry,
} from '@portal/domain/catalog/catalog-entry';
import type {
  CatalogDraftStatus,
  CatalogSource,
  DraftSummary,
  EntryVersion,
} from '@portal/domain/catalog/catalog-editing';
import type { DraftEntryRow, DraftRow, VersionRow } from './catalog-editing-queries';
import type { catalogVersionEntries } from './catalog-tables';

type Entry = CatalogEntry;

export const labelOf = (row: Pick<DraftEntryRow, 'kind' | 'entry'>) =>
  entryLabel(row.kind as CatalogEntryKind, row.entry as Entry);

/** A draft as lists show it: who made it, its state, and what it holds. */
export function draftSummary(draft: DraftRow, entries: readonly DraftEntryRow[]): DraftSummary {
  return {
    id: draft.id,
    status: draft.status as CatalogDraftStatus,
    source: draft.source as CatalogSource,
    createdBy: draft.createdByEmail,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
    publishAt: draft.publishAt?.toISOString() ?? null,
    entries: entries
      .filter((e) => e.draftId === draft.id)
      .map((e) => ({ kind: e.kind as CatalogEntryKind, id: e.entityId, label: labelOf(e) })),
  };
}

/** One version of an entry's history, its fields as they changed. */
export function entryVersion(
  version: VersionRow,
  change: typeof catalogVersionEntries.$inferSelect,
): EntryVersion {
  const before = change.before as Entry | null;
  const fields: FieldChange[] = diffEntry(
    change.kind as CatalogEntryKind,
    before,
    change.after as Entry,
  );
  return {
    version: version.id,
    publishedAt: version.publishedAt.toISOString(),
    publishedBy: version.publishedByEmail,
    reason: version.reason,
    source: version.source as CatalogSource,
    undoes: version.undoesVersion,
    created: before === null,
    fields,
  };
}
