import { z } from 'zod';
import {
  categoryEntrySchema,
  courseEntrySchema,
  examEntrySchema,
  programEntrySchema,
  type CatalogEntries,
  type CatalogEntryKind,
} from '@portal/domain/catalog/catalog-entry';
import type { FieldError } from '../../http/app-error';

// The catalog as files (docs/catalog-editing.md "Import and export"), in the layout of
// apps/server/src/db/seed/catalog/: categories.json, courses/<category>.json for each top
// category, and programs.json, each an array of entries.

export const CATEGORIES_FILE = 'categories.json';
export const PROGRAMS_FILE = 'programs.json';
export const EXAMS_FILE = 'challenge-exams.json';
export const coursesFile = (category: string) => `courses/${category}.json`;

/** The kind of entry a file of the catalog holds. */
export const fileKind = (name: string): CatalogEntryKind =>
  name === CATEGORIES_FILE
    ? 'category'
    : name === PROGRAMS_FILE
      ? 'program'
      : name === EXAMS_FILE
        ? 'exam'
        : 'course';

const SCHEMAS = {
  category: categoryEntrySchema,
  course: courseEntrySchema,
  program: programEntrySchema,
  exam: examEntrySchema,
};

/**
 * The files an export of `catalog` writes, in the seed's order: categories, courses by category,
 * then the programs that list them and the challenge exams of them.
 */
export function catalogFileNames(catalog: CatalogEntries): string[] {
  const tops = catalog.categories.filter((c) => !c.parentSlug).map((c) => c.slug);
  return [CATEGORIES_FILE, ...tops.map(coursesFile), PROGRAMS_FILE, EXAMS_FILE];
}

/** One file's content, or undefined for a name the export does not write. */
export function catalogFileContent(catalog: CatalogEntries, name: string): unknown[] | undefined {
  if (name === CATEGORIES_FILE) return catalog.categories;
  if (name === PROGRAMS_FILE) return catalog.programs;
  if (name === EXAMS_FILE) return catalog.exams;
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
