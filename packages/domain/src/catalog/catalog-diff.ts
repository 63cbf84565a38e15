import { z } from 'zod';
import type { CatalogEntry, CatalogEntryKind } from './catalog-entry';

// What a draft changes, field by field (docs/catalog-editing.md "The diff"): the server answers it
// with every draft and every version of the history, and the console writes each field in words.

/** The fields of each kind, in the order a diff lists them (dotted paths into the entry). */
export const CATALOG_FIELDS = {
  course: [
    'code',
    'name',
    'category',
    'subcategory',
    'priceCents',
    'details.credits',
    'description',
    'details.topics',
    'details.prerequisites',
    'details.courseText',
    'details.gradingCriteria',
    'es.name',
    'es.description',
    'es.topics',
    'es.courseText',
  ],
  category: ['name', 'slug', 'parentSlug', 'description', 'es.name', 'es.description'],
  program: [
    'name',
    'enrollmentCode',
    'schoolId',
    'priceCents',
    'description',
    'courses',
    'es.name',
    'es.description',
  ],
  exam: ['course', 'priceCents'],
  plan: ['program', 'name', 'priceCents', 'periodicity', 'es.name'],
  promotion: ['code', 'kind', 'percentOff', 'deferredDays'],
} as const satisfies Record<CatalogEntryKind, readonly string[]>;

export type CourseField = (typeof CATALOG_FIELDS.course)[number];
export type CategoryField = (typeof CATALOG_FIELDS.category)[number];
export type ProgramField = (typeof CATALOG_FIELDS.program)[number];
export type ExamField = (typeof CATALOG_FIELDS.exam)[number];
export type PlanField = (typeof CATALOG_FIELDS.plan)[number];
export type PromotionField = (typeof CATALOG_FIELDS.promotion)[number];
export type CatalogField =
  CourseField | CategoryField | ProgramField | ExamField | PlanField | PromotionField;

/** One field that differs: its value live (null when absent) and as drafted (null when removed). */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export interface FieldChange {
  field: CatalogField;
  before: unknown;
  after: unknown;
}

function valueAt(entry: object | null, path: string): unknown {
  let value: unknown = entry;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null;
  }
  return value ?? null;
}

/** JSON with keys sorted, so values read back from jsonb (which orders keys its own way) compare. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The fields of `after` that differ from `before` (null: the entry is new, so every field it has).
 * Lists compare in order: moving a topic up, or a program's course, is a change.
 */
export function diffEntry(
  kind: CatalogEntryKind,
  before: CatalogEntry | null,
  after: CatalogEntry,
): FieldChange[] {
  return CATALOG_FIELDS[kind].flatMap((field) => {
    const was = valueAt(before, field);
    const is = valueAt(after, field);
    return canonical(was) === canonical(is) ? [] : [{ field, before: was, after: is }];
  });
}
