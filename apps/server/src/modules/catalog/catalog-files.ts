import { z } from 'zod';
import {
  categoryEntrySchema,
  courseEntrySchema,
  examEntrySchema,
  planEntrySchema,
  programEntrySchema,
  promotionEntrySchema,
  ENTRY_LISTS,
  type CatalogEntries,
  type CatalogEntryKind,
} from '@portal/domain/catalog/catalog-entry';
import type { FieldError } from '../../http/app-error';

// The catalog as files (docs/catalog-editing.md "Import and export"), in the layout of
// apps/server/src/db/seed/catalog/: categories.json, courses/<category>.json for each top
// category, programs.json, challenge-exams.json, payment-plans.json and promotions.json, each an
// array of entries.

export const CATEGORIES_FILE = 'categories.json';
export const coursesFile = (category: string) => `courses/${category}.json`;

/** The file of each kind whose entries fill one file (a course's file is its category's). */
const KIND_FILES = {
  category: CATEGORIES_FILE,
  program: 'programs.json',
  exam: 'challenge-exams.json',
  plan: 'payment-plans.json',
  promotion: 'promotions.json',
} as const satisfies Record<Exclude<CatalogEntryKind, 'course'>, string>;

const KIND_OF_FILE = new Map<string, CatalogEntryKind>(
  Object.entries(KIND_FILES).map(([kind, file]) => [file, kind as CatalogEntryKind]),
);

/** The kind of entry a file of the catalog holds. */
export const fileKind = (name: string): CatalogEntryKind => KIND_OF_FILE.get(name) ?? 'course';

const SCHEMAS = {
  category: categoryEntrySchema,
  course: courseEntrySchema,
  program: programEntrySchema,
  exam: examEntrySchema,
  plan: planEntrySchema,
  promotion: promotionEntrySchema,
};

/**
 * The files an export of `catalog` writes, in the seed's order: categories, courses by category,
 * then the programs that list them, the challenge exams of them, the programs' payment plans and
 * the promotions.
 */
export function catalogFileNames(catalog: CatalogEntries): string[] {
  const tops = catalog.categories.filter((c) => !c.parentSlug).map((c) => c.slug);
  return [
    CATEGORIES_FILE,
    ...tops.map(coursesFile),
    KIND_FILES.program,
    KIND_FILES.exam,
    KIND_FILES.plan,
    KIND_FILES.promotion,
  ];
}

/** One file's content, or undefined for a name the export does not write. */
export function catalogFileContent(catalog: CatalogEntries, name: string): unknown[] | undefined {
  const kind = KIND_OF_FILE.get(name);
  if (kind) return catalog[ENTRY_LISTS[kind]];
  if (!catalogFileNames(catalog).includes(name)) return undefined;
  return catalog.courses.filter((course) => coursesFile(course.category) === name);
}

/** An entry read from a file, and where: the file and its place in it. */
export interface FiledEntry {
  kind: CatalogEntryKind;
  entityId: number;
  entry: unknown;
  file: string;
  index: number;
}

/**
 * Reads files as the export writes them: each checked by the entries' schemas, each course in the
 * file of its category, no entry twice. Problems are named `<file>:<index>.<field>`.
 */
export function readCatalogFiles(files: readonly { name: string; content: unknown }[]): {
  entries: FiledEntry[];
  problems: FieldError[];
} {
  const entries: FiledEntry[] = [];
  const problems: FieldError[] = [];
  for (const { name, content } of files) {
    const kind = fileKind(name);
    const parsed = z.array(SCHEMAS[kind]).safeParse(content);
    if (!parsed.success) {
      problems.push(
        ...parsed.error.issues.map((issue) => ({
          field: `${name}:${issue.path.join('.')}`,
          code: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
        })),
      );
      continue;
    }
    parsed.data.forEach((entry, index) => {
      if ('category' in entry && coursesFile(entry.category) !== name) {
        problems.push({ field: `${name}:${index}.category`, code: 'validation.fileCategory' });
      }
      if (entries.some((e) => e.kind === kind && e.entityId === entry.id)) {
        problems.push({ field: `${name}:${index}.id`, code: 'validation.duplicateId' });
      }
      entries.push({ kind, entityId: entry.id, entry, file: name, index });
    });
  }
  return { entries, problems };
}
