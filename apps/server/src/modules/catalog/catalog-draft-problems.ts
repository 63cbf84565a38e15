import { checkDrafts, type CatalogProblem } from '@portal/domain/catalog/catalog-check';
import {
  ENTRY_LISTS,
  type CatalogEntries,
  type CatalogEntryKind,
  type CategoryEntry,
  type CourseEntry,
  type ExamEntry,
  type PlanEntry,
  type ProgramEntry,
  type PromotionEntry,
} from '@portal/domain/catalog/catalog-entry';
import type { Executor } from '../../db/database';
import type { FieldError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';

/** A drafted entry, as a draft holds it or as it is about to be saved. */
export interface DraftedEntry {
  kind: CatalogEntryKind;
  entityId: number;
  entry: unknown;
}

/**
 * The enrolment codes every tenant's `programs` list names (docs/catalog-editing.md "Programs"):
 * a program keeps the code a tenant's site offers it by.
 */
export type OfferedPrograms = () => readonly string[];

/** A draft's entries by kind, as the domain's rules take them. */
export function draftsOf(entries: readonly DraftedEntry[]): CatalogEntries {
  const ofKind = <T>(kind: CatalogEntryKind) =>
    entries.filter((e) => e.kind === kind).map((e) => e.entry as T);
  return {
    categories: ofKind<CategoryEntry>('category'),
    courses: ofKind<CourseEntry>('course'),
    programs: ofKind<ProgramEntry>('program'),
    exams: ofKind<ExamEntry>('exam'),
    plans: ofKind<PlanEntry>('plan'),
    promotions: ofKind<PromotionEntry>('promotion'),
  };
}

/**
 * What publishing these entries over the live catalog would break, with what the rules read from
 * outside the catalog: the tenants' program lists (`offered`, none for the seed's files, whose
 * tenants are checked at start-up) and the schools.
 */
export async function problemsOf(
  db: Executor,
  live: CatalogEntries,
  entries: readonly DraftedEntry[],
  offered?: OfferedPrograms,
) {
  return checkDrafts(live, draftsOf(entries), {
    offeredPrograms: offered?.() ?? [],
    schoolIds: await catalogEditingQueries.schoolIds(db),
  });
}

/** The error body's name of an entry: `courses.5001`, `programs.8`. */
export const entryField = (kind: CatalogEntryKind, id: number) => `${ENTRY_LISTS[kind]}.${id}`;

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
        : `${entryField(p.kind, p.id)}.${p.field}`,
    code: p.code,
  }));
}
