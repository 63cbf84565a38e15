import { and, asc, desc, eq, getTableColumns, inArray, lte, max, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { PRODUCT_TYPE_LABELS } from '@portal/domain/catalog/product-type';
import type { CatalogEntryKind } from '@portal/domain/catalog/catalog-entry';
import type { CatalogDraftStatus } from '@portal/domain/catalog/catalog-editing';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { degreePrograms, promotions, schools } from '../organization/organization-tables';
import {
  catalogCategories,
  catalogCategoryIds,
  catalogCourseIds,
  catalogExamIds,
  catalogDraftEntries,
  catalogDrafts,
  catalogPlanIds,
  catalogProgramIds,
  catalogPromotionIds,
  catalogVersionEntries,
  catalogVersions,
  degreeProgramCourses,
  paymentPlans,
  products,
} from './catalog-tables';
import { COURSE_TYPE } from './catalog-entry-rows';

export type DraftRow = typeof catalogDrafts.$inferSelect;
export type DraftEntryRow = typeof catalogDraftEntries.$inferSelect;
export type VersionRow = typeof catalogVersions.$inferSelect;

const OPEN: CatalogDraftStatus[] = ['draft', 'scheduled', 'failed'];

// Any constant: the key of the transaction-scoped advisory lock that makes publishes one at a
// time, so each checks its rules against the catalog the one before it left.
const CATALOG_PUBLISH_LOCK = 7_411_024;

/**
 * Inserts `rows`, and where a row's id is already there replaces only `fields` with the new
 * row's (what a published entry owns; the rest of the row, set when it was created, stays).
 */
async function upsertById<Table extends PgTable & { id: PgColumn }>(
  tx: Executor,
  table: Table,
  rows: Table['$inferInsert'][],
  fields: (keyof Table['$inferInsert'] & string)[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set = Object.fromEntries(
    fields.map((field) => [field, sql.raw(`excluded."${columns[field]!.name}"`)]),
  );
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: table.id, set: set as PgUpdateSetSource<Table> });
}

/**
 * Writes `rows` in place of the rows of their ids: those deleted, then all inserted at once. For
 * rows an entry owns whole and nothing points at (payment plans, promotions), so two entries of a
 * draft may swap a value the table keeps once (two plans their programs, two promotions their
 * codes) without meeting half-way.
 */
async function replaceById<Table extends PgTable & { id: PgColumn }>(
  tx: Executor,
  table: Table,
  rows: (Table['$inferInsert'] & { id: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.delete(table).where(
    inArray(
      table.id,
      rows.map((row) => row.id),
    ),
  );
  await tx.insert(table).values(rows);
}

export const catalogEditingQueries = {
  /**
   * The live rows the catalog's entries are made of: every category, every course, every program
   * and its courses' codes in study order, every challenge exam, payment plan and promotion.
   */
  async liveRows(db: Executor) {
    const categories = await db.select().from(catalogCategories).orderBy(asc(catalogCategories.id));
    const courses = await db
      .select()
      .from(products)
      .where(eq(products.type, COURSE_TYPE))
      .orderBy(asc(products.id));
    const programs = await db.select().from(degreePrograms).orderBy(asc(degreePrograms.id));
    const programCourses = await db
      .select({ programId: degreeProgramCourses.degreeProgramId, code: products.code })
      .from(degreeProgramCourses)
      .innerJoin(products, eq(products.id, degreeProgramCourses.productId))
      .orderBy(asc(degreeProgramCourses.degreeProgramId), asc(degreeProgramCourses.position));
    const examined = alias(products, 'examined');
    const exams = await db
      .select({ id: products.id, priceCents: products.priceCents, course: examined.code })
      .from(products)
      .innerJoin(examined, eq(examined.id, products.examOfProductId))
      .where(eq(products.type, PRODUCT_TYPE_LABELS.CHALLENGE_EXAM))
      .orderBy(asc(products.id));
    const plans = await db
      .select({
        id: paymentPlans.id,
        program: degreePrograms.enrollmentCode,
        name: paymentPlans.name,
        priceCents: paymentPlans.priceCents,
        periodicity: paymentPlans.periodicity,
        es: paymentPlans.es,
      })
      .from(paymentPlans)
      .innerJoin(degreePrograms, eq(degreePrograms.id, paymentPlans.degreeProgramId))
      .orderBy(asc(paymentPlans.id));
    const promotionRows = await db.select().from(promotions).orderBy(asc(promotions.id));
    return {
      categories,
      courses,
      programs,
      programCourses,
      exams,
      plans,
      promotions: promotionRows,
    };
  },

  lockForPublishing: (tx: Executor) =>
    tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_PUBLISH_LOCK})`),

  async newEntityId(tx: Executor, kind: CatalogEntryKind): Promise<number> {
    const sequence = {
      course: catalogCourseIds,
      category: catalogCategoryIds,
      program: catalogProgramIds,
      exam: catalogExamIds,
      plan: catalogPlanIds,
      promotion: catalogPromotionIds,
    }[kind];
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`select nextval(${sequence.seqName})::int as id`,
    );
    return row!.id;
  },

  async insertDraft(tx: Executor, values: typeof catalogDrafts.$inferInsert) {
    const [row] = await tx.insert(catalogDrafts).values(values).returning();
    return row!;
  },

  async draft(db: Executor, id: string) {
    const [row] = await db.select().from(catalogDrafts).where(eq(catalogDrafts.id, id));
    return row;
  },

  async lockDraft(tx: Executor, id: string) {
    const [row] = await tx
      .select()
      .from(catalogDrafts)
      .where(eq(catalogDrafts.id, id))
      .for('update');
    return row;
  },

  async updateDraft(tx: Executor, id: string, values: Partial<typeof catalogDrafts.$inferInsert>) {
    const [row] = await tx
      .update(catalogDrafts)
      .set(values)
      .where(eq(catalogDrafts.id, id))
      .returning();
    return row!;
  },

  draftEntries: (db: Executor, draftIds: readonly string[]) =>
    draftIds.length === 0
      ? Promise.resolve([] as DraftEntryRow[])
      : db
          .select()
          .from(catalogDraftEntries)
          .where(inArray(catalogDraftEntries.draftId, [...draftIds]))
          .orderBy(asc(catalogDraftEntries.kind), asc(catalogDraftEntries.entityId)),

  putDraftEntries: (tx: Executor, rows: (typeof catalogDraftEntries.$inferInsert)[]) =>
    rows.length === 0
      ? Promise.resolve()
      : tx
          .insert(catalogDraftEntries)
          .values(rows)
          .onConflictDoUpdate({
            target: [
              catalogDraftEntries.draftId,
              catalogDraftEntries.kind,
              catalogDraftEntries.entityId,
            ],
            set: {
              entry: sql.raw('excluded."entry"'),
              baseVersion: sql.raw('excluded."base_version"'),
            },
          })
          .then(() => undefined),

  /** The drafts not yet published or discarded, newest first. */
  openDrafts: (db: Executor) =>
    db
      .select()
      .from(catalogDrafts)
      .where(inArray(catalogDrafts.status, OPEN))
      .orderBy(desc(catalogDrafts.updatedAt), desc(catalogDrafts.id)),

  /** The open drafts holding the entry. */
  openDraftsOf: (db: Executor, kind: CatalogEntryKind, id: number) =>
    db
      .select({ draft: catalogDrafts })
      .from(catalogDraftEntries)
      .innerJoin(catalogDrafts, eq(catalogDrafts.id, catalogDraftEntries.draftId))
      .where(
        and(
          eq(catalogDraftEntries.kind, kind),
          eq(catalogDraftEntries.entityId, id),
          inArray(catalogDrafts.status, OPEN),
        ),
      )
      .orderBy(desc(catalogDrafts.updatedAt)),

  /** A scheduled draft whose time has come, locked; another instance's job skips it. */
  lockDueDraft: (tx: Executor, now: Date) =>
    tx
      .select()
      .from(catalogDrafts)
      .where(and(eq(catalogDrafts.status, 'scheduled'), lte(catalogDrafts.publishAt, now)))
      .orderBy(asc(catalogDrafts.publishAt))
      .limit(1)
      .for('update', { skipLocked: true }),

  /** The version that last changed each entry named, by `kind id`. */
  async latestVersions(db: Executor, entries: { kind: string; entityId: number }[]) {
    if (entries.length === 0) return new Map<string, number>();
    const rows = await db
      .select({
        kind: catalogVersionEntries.kind,
        entityId: catalogVersionEntries.entityId,
        version: max(catalogVersionEntries.versionId),
      })
      .from(catalogVersionEntries)
      .where(
        inArray(
          sql`(${catalogVersionEntries.kind}, ${catalogVersionEntries.entityId})`,
          entries.map((e) => sql`(${e.kind}, ${e.entityId})`),
        ),
      )
      .groupBy(catalogVersionEntries.kind, catalogVersionEntries.entityId);
    return new Map(rows.map((r) => [`${r.kind} ${r.entityId}`, r.version!]));
  },

  async insertVersion(tx: Executor, values: typeof catalogVersions.$inferInsert) {
    const [row] = await tx.insert(catalogVersions).values(values).returning();
    return row!;
  },

  insertVersionEntries: (tx: Executor, rows: (typeof catalogVersionEntries.$inferInsert)[]) =>
    tx.insert(catalogVersionEntries).values(rows),

  versionEntries: (db: Executor, versionId: number) =>
    db.select().from(catalogVersionEntries).where(eq(catalogVersionEntries.versionId, versionId)),

  /** An entry's versions, newest first. */
  history: (db: Executor, kind: CatalogEntryKind, id: number) =>
    db
      .select({ version: catalogVersions, change: catalogVersionEntries })
      .from(catalogVersionEntries)
      .innerJoin(catalogVersions, eq(catalogVersions.id, catalogVersionEntries.versionId))
      .where(and(eq(catalogVersionEntries.kind, kind), eq(catalogVersionEntries.entityId, id)))
      .orderBy(desc(catalogVersionEntries.versionId)),

  async schoolIds(db: Executor): Promise<number[]> {
    return (await db.select({ id: schools.id }).from(schools)).map((r) => r.id);
  },

  /** The kinds some version has changed an entry of. */
  async versionedKinds(db: Executor): Promise<Set<string>> {
    const rows = await db
      .selectDistinct({ kind: catalogVersionEntries.kind })
      .from(catalogVersionEntries);
    return new Set(rows.map((r) => r.kind));
  },

  async latestVersionId(db: Executor): Promise<number> {
    const [row] = await db.select({ id: max(catalogVersions.id) }).from(catalogVersions);
    return row?.id ?? 0;
  },

  /** Writes categories (name, slug, description, parent). */
  upsertCategories: (tx: Executor, rows: (typeof catalogCategories.$inferInsert)[]) =>
    upsertById(tx, catalogCategories, rows, ['name', 'slug', 'description', 'parentId', 'es']),

  /** Writes courses; a new one gets its provider and modules, a changed one keeps them. */
  upsertCourses: (tx: Executor, rows: (typeof products.$inferInsert)[]) =>
    upsertById(tx, products, rows, [
      'code',
      'name',
      'categoryId',
      'subcategoryId',
      'priceCents',
      'description',
      'details',
      'es',
    ]),

  /** Writes challenge exams' rows: price, and the code, name and description of their course. */
  upsertExams: (tx: Executor, rows: (typeof products.$inferInsert)[]) =>
    upsertById(tx, products, rows, [
      'code',
      'name',
      'priceCents',
      'description',
      'examOfProductId',
    ]),

  /** Writes programs' rows (the enrolment code, name, school, description and price). */
  upsertPrograms: (tx: Executor, rows: (typeof degreePrograms.$inferInsert)[]) =>
    upsertById(tx, degreePrograms, rows, [
      'name',
      'description',
      'schoolId',
      'enrollmentCode',
      'priceCents',
      'es',
    ]),

  /** Writes payment plans (program, name, price, periodicity). */
  replacePlans: (tx: Executor, rows: (typeof paymentPlans.$inferInsert)[]) =>
    replaceById(tx, paymentPlans, rows),

  /** Writes promotions (code, kind and its terms). */
  replacePromotions: (tx: Executor, rows: (typeof promotions.$inferInsert & { id: number })[]) =>
    replaceById(tx, promotions, rows),

  /** Replaces the course lists of the programs named: their rows are exactly `rows` after. */
  async replaceProgramCourses(
    tx: Executor,
    programIds: number[],
    rows: (typeof degreeProgramCourses.$inferInsert)[],
  ) {
    if (programIds.length === 0) return;
    await tx
      .delete(degreeProgramCourses)
      .where(inArray(degreeProgramCourses.degreeProgramId, programIds));
    if (rows.length > 0) await tx.insert(degreeProgramCourses).values(rows);
  },
};
