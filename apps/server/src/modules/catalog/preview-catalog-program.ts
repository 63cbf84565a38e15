import { spanishOf } from '@portal/domain/catalog/catalog-api';
import { applyDrafts } from '@portal/domain/catalog/catalog-check';
import type { ProgramPreview } from '@portal/domain/catalog/catalog-editing';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { productSummary } from './catalog-views';
import { courseRowChange } from './catalog-entry-rows';
import { draftsOf } from './catalog-draft-problems';
import { loadLiveCatalog } from './load-live-catalog';

/**
 * GET /staff-api/catalog/drafts/{id}/programs/{programId}/preview, and .../plans/{planId}/preview
 * (docs/catalog-editing.md "Preview"): what the storefront's program page reads once the draft is
 * published, the program as the organisation API answers it (at its plan's price, per its plan's
 * period) and its courses as the catalog API does, in study order, from the catalog with the draft
 * applied. A plan's preview is its program's page.
 */
export async function previewCatalogProgram(options: {
  db: Database;
  draftId: string;
  /** The drafted program, or the drafted plan whose program's page is previewed. */
  entry: { kind: 'program' | 'plan'; id: number };
}): Promise<ProgramPreview> {
  const { db, entry } = options;
  const draft = await catalogEditingQueries.draft(db, options.draftId);
  if (!draft) throw new AppError('NOT_FOUND');
  const entries = await catalogEditingQueries.draftEntries(db, [draft.id]);
  if (!entries.some((e) => e.kind === entry.kind && e.entityId === entry.id)) {
    throw new AppError('NOT_FOUND');
  }
  const proposed = applyDrafts(await loadLiveCatalog(db), draftsOf(entries));
  const programCode =
    entry.kind === 'plan' ? proposed.plans.find((p) => p.id === entry.id)?.program : undefined;
  const program = proposed.programs.find((p) =>
    entry.kind === 'program' ? p.id === entry.id : p.enrollmentCode === programCode,
  );
  // A plan of no program is refused on saving; a draft may still hold one the catalog moved past.
  if (!program) throw new AppError('NOT_FOUND');
  const plan = proposed.plans.find((p) => p.program === program.enrollmentCode);
  const idOfSlug = new Map(proposed.categories.map((c) => [c.slug, c.id]));
  return {
    program: {
      id: program.id,
      name: program.name,
      description: program.description,
      schoolId: program.schoolId,
      enrollmentCode: program.enrollmentCode,
      price: plan?.priceCents ?? program.priceCents,
      periodicity: plan?.periodicity ?? null,
      ...spanishOf(program.es, ['name', 'description']),
    },
    courses: program.courses.flatMap((code) =>
      proposed.courses
        .filter((c) => c.code === code)
        .map((c) =>
          productSummary({
            ...courseRowChange(c, idOfSlug),
            provider: '',
            modules: [],
            examOfProductId: null,
          }),
        ),
    ),
  };
}
