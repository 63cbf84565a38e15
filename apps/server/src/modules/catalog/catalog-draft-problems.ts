import { checkDrafts, type CatalogProblem } from '@portal/domain/catalog/catalog-check';
import type {
  CatalogEntries,
  CatalogEntryKind,
  CategoryEntry,
  CourseEntry,
} from '@portal/domain/catalog/catalog-entry';
import type { FieldError } from '../../http/app-error';

/** A drafted entry, as a draft holds it or as it is about to be saved. */
export interface DraftedEntry {
  kind: CatalogEntryKind;
  entityId: number;
  entry: unknown;
}

/** A draft's entries by kind, as the domain's rules take them. */
export function draftsOf(entries: readonly DraftedEntry[]): CatalogEntries {
  return {
    categories: entries.filter((e) => e.kind === 'category').map((e) => e.entry as CategoryEntry),
    courses: entries.filter((e) => e.kind === 'course').map((e) => e.entry as CourseEntry),
  };
}

/** What publishing these entries over the live catalog would break. */
export const problemsOf = (live: CatalogEntries, entries: readonly DraftedEntry[]) =>
  checkDrafts(live, draftsOf(entries));

/**
 * The problems as the error body's fields: `courses.5001.priceCents`, or the bare field for the
 * entry `focus` (the one a form just sent, whose inputs show them).
 */
export function problemFields(
  problems: readonly CatalogProblem[],
  focus?: { kind: CatalogEntryKind; id: number },
): FieldError[] {
  return problems.map((p) => ({
    field:
      focus && p.kind === focus.kind && p.id === focus.id
        ? p.field
        : `${p.kind === 'course' ? 'courses' : 'categories'}.${p.id}.${p.field}`,
    code: p.code,
  }));
}
