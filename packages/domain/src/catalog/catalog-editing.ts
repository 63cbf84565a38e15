import { z } from 'zod';
import { auditFilterInstant } from '../staff/audit-log';
import { staffResetReasonSchema } from '../staff/staff-session';
import {
  catalogEntryKindSchema,
  categoryEntrySchema,
  categoryFieldsSchema,
  courseEntrySchema,
  courseFieldsSchema,
  examEntrySchema,
  examFieldsSchema,
  planEntrySchema,
  planFieldsSchema,
  programEntrySchema,
  programFieldsSchema,
  promotionEntrySchema,
  promotionFieldsSchema,
} from './catalog-entry';
import { degreeProgramSchema } from '../organization/organization-api';
import { productSummarySchema } from './catalog-api';
import { fieldChangeSchema } from './catalog-diff';

// The staff console's catalog editing calls (docs/catalog-editing.md): the requests both sides
// parse and the answers the server sends, written once.

/** Why a change is published (or undone): 1 to 500 characters, kept with the version and audited. */
export const catalogReasonSchema = staffResetReasonSchema;

/** POST /staff-api/catalog/drafts/{id}/publication. */
export const publishDraftSchema = catalogReasonSchema;
export type PublishDraft = z.infer<typeof publishDraftSchema>;

/**
 * PUT /staff-api/catalog/drafts/{id}/schedule: when the publishing job publishes it, to the minute;
 * UTC without an offset, as the console writes every time (and a date-time field sends it).
 */
export const scheduleDraftSchema = catalogReasonSchema.extend({
  publishAt: z
    .string('validation.required')
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .refine((text) => auditFilterInstant(text) !== undefined, 'validation.invalid'),
});
export type ScheduleDraft = z.infer<typeof scheduleDraftSchema>;

/** POST /staff-api/catalog/courses/{id}/undo: returns the course to before `version`, its latest. */
export const undoVersionSchema = catalogReasonSchema.extend({
  version: z.number().int().positive(),
});
export type UndoVersion = z.infer<typeof undoVersionSchema>;

/** A course as the editor saves it into a draft: an id to change a course, none for a new one. */
export const courseDraftSchema = courseFieldsSchema;
export const categoryDraftSchema = categoryFieldsSchema;
export const programDraftSchema = programFieldsSchema;
export const examDraftSchema = examFieldsSchema;
export const planDraftSchema = planFieldsSchema;
export const promotionDraftSchema = promotionFieldsSchema;

/**
 * The files of an export, and of an import: `categories.json`, `courses/<category>.json`,
 * `programs.json`, `challenge-exams.json`, `payment-plans.json` and `promotions.json`.
 */
export const CATALOG_FILE_PATTERN =
  /^(categories|programs|challenge-exams|payment-plans|promotions|courses\/[a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

/** POST /staff-api/catalog/imports: files as the export writes them, into one new draft. */
export const catalogImportSchema = z.object({
  files: z
    .array(
      z.object({
        name: z.string().regex(CATALOG_FILE_PATTERN, 'validation.catalogFile'),
        content: z.unknown(),
      }),
    )
    .min(1, 'validation.required')
    .max(50, 'validation.tooLong'),
});
export type CatalogImport = z.infer<typeof catalogImportSchema>;

export const CATALOG_DRAFT_STATUSES = [
  'draft',
  'scheduled',
  'published',
  'discarded',
  'failed',
] as const;
export const catalogDraftStatusSchema = z.enum(CATALOG_DRAFT_STATUSES);
export type CatalogDraftStatus = z.infer<typeof catalogDraftStatusSchema>;

/** Where a draft or a version came from. */
export const CATALOG_SOURCES = ['editor', 'import', 'seed', 'undo'] as const;
export const catalogSourceSchema = z.enum(CATALOG_SOURCES);
export type CatalogSource = z.infer<typeof catalogSourceSchema>;

const problemSchema = z.object({
  kind: catalogEntryKindSchema,
  id: z.number(),
  label: z.string(),
  field: z.string(),
  code: z.string(),
});
export type CatalogProblemView = z.infer<typeof problemSchema>;

const entryChangeFields = {
  kind: catalogEntryKindSchema,
  id: z.number(),
  /**
   * A course's code and name, a program's enrolment code and name, a category's name, a plan's
   * program and name, a promotion's code.
   */
  label: z.string(),
  /** New to the catalog, or a change to a live entry. */
  created: z.boolean(),
  fields: z.array(fieldChangeSchema),
};

/** One entry of a draft with its diff against what is live now. */
export const draftEntryViewSchema = z.object({
  ...entryChangeFields,
  /** Someone published a change to this entry after it was drafted: publishing would undo theirs. */
  stale: z.boolean(),
  entry: z.union([
    courseEntrySchema,
    categoryEntrySchema,
    programEntrySchema,
    examEntrySchema,
    planEntrySchema,
    promotionEntrySchema,
  ]),
});
export type DraftEntryView = z.infer<typeof draftEntryViewSchema>;

export const draftSummarySchema = z.object({
  id: z.uuid(),
  status: catalogDraftStatusSchema,
  source: catalogSourceSchema,
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishAt: z.iso.datetime().nullable(),
  entries: z.array(z.object({ kind: catalogEntryKindSchema, id: z.number(), label: z.string() })),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

/** GET /staff-api/catalog/drafts/{id}. */
export const draftViewSchema = draftSummarySchema.extend({
  reason: z.string().nullable(),
  version: z.number().nullable(),
  entries: z.array(draftEntryViewSchema),
  /** What publishing it now would break, beyond what the live catalog already breaks. */
  problems: z.array(problemSchema),
});
export type DraftView = z.infer<typeof draftViewSchema>;

/** GET /staff-api/catalog/drafts: the drafts not yet published or discarded, newest first. */
export const draftListSchema = z.object({ drafts: z.array(draftSummarySchema) });
export type DraftList = z.infer<typeof draftListSchema>;

/** One published version as an entry's history shows it. */
export const entryVersionSchema = z.object({
  version: z.number(),
  publishedAt: z.iso.datetime(),
  /** The member who published it, or null for the catalog shipped with the portal. */
  publishedBy: z.string().nullable(),
  reason: z.string(),
  source: catalogSourceSchema,
  /** The version an undo returned from. */
  undoes: z.number().nullable(),
  created: z.boolean(),
  fields: z.array(fieldChangeSchema),
});
export type EntryVersion = z.infer<typeof entryVersionSchema>;

/** GET /staff-api/catalog/<kind>/{id}: the live entry, its open drafts and its versions. */
const entryViewSchema = <Entry extends z.ZodType>(entry: Entry) =>
  z.object({
    entry,
    drafts: z.array(draftSummarySchema),
    history: z.array(entryVersionSchema),
  });

export const catalogCourseViewSchema = entryViewSchema(courseEntrySchema);
export type CatalogCourseView = z.infer<typeof catalogCourseViewSchema>;
export const catalogCategoryViewSchema = entryViewSchema(categoryEntrySchema);
export type CatalogCategoryView = z.infer<typeof catalogCategoryViewSchema>;
export const catalogProgramViewSchema = entryViewSchema(programEntrySchema);
export type CatalogProgramView = z.infer<typeof catalogProgramViewSchema>;
export const catalogExamViewSchema = entryViewSchema(examEntrySchema);
export type CatalogExamView = z.infer<typeof catalogExamViewSchema>;
export const catalogPlanViewSchema = entryViewSchema(planEntrySchema);
export type CatalogPlanView = z.infer<typeof catalogPlanViewSchema>;
export const catalogPromotionViewSchema = entryViewSchema(promotionEntrySchema);
export type CatalogPromotionView = z.infer<typeof catalogPromotionViewSchema>;

/**
 * GET /staff-api/catalog/drafts/{id}/programs/{programId}/preview (and .../plans/{planId}/preview,
 * the page of the plan's program): what the storefront's program page reads, the program at its
 * plan's price and its courses in study order, with the draft applied.
 */
export const programPreviewSchema = z.object({
  program: degreeProgramSchema,
  courses: z.array(productSummarySchema),
});
export type ProgramPreview = z.infer<typeof programPreviewSchema>;

/** GET /staff-api/catalog: the live catalog as entries, and the files an export writes. */
export const liveCatalogSchema = z.object({
  categories: z.array(categoryEntrySchema),
  courses: z.array(courseEntrySchema),
  programs: z.array(programEntrySchema),
  exams: z.array(examEntrySchema),
  plans: z.array(planEntrySchema),
  promotions: z.array(promotionEntrySchema),
  files: z.array(z.string()),
});
export type LiveCatalog = z.infer<typeof liveCatalogSchema>;
