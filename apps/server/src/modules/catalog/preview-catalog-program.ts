import { applyDrafts } from '@portal/domain/catalog/catalog-check';
import type { ProgramPreview } from '@portal/domain/catalog/catalog-editing';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { catalogQueries } from './catalog-queries';
import { productSummary } from './catalog-views';
import { courseRowChange } from './catalog-entry-rows';
import { draftsOf } from './catalog-draft-problems';
import { loadLiveCatalog } from './load-live-catalog';

/**
 * GET /staff-api/catalog/drafts/{id}/programs/{programId}/preview (docs/catalog-editing.md
 * "Preview"): what the storefront's program page reads once the draft is published, the program
 * as the organisation API answers it and its courses as the catalog API does, in study order,
 * from the catalog with the draft applied. The period comes from the program's payment plan,
 * which is not edited here.
 */
export async function previewCatalogProgram(options: {
  db: Database;
  draftId: string;
  programId: number;
}): Promise<ProgramPreview> {
  const { db, programId } = options;
  const draft = await catalogEditingQueries.draft(db, options.draftId);
  if (!draft) throw new AppError('NOT_FOUND');
  const entries = await catalogEditingQueries.draftEntries(db, [draft.id]);
  if (!entries.some((e) => e.kind === 'program' && e.entityId === programId)) {
    throw new AppError('NOT_FOUND');
  }
  const proposed = applyDrafts(await loadLiveCatalog(db), draftsOf(entries));
  const program = proposed.programs.find((p) => p.id === programId)!;
  const idOfSlug = new Map(proposed.categories.map((c) => [c.slug, c.id]));
  const plan = await catalogQueries.planOfProgram(db, programId);
  return {
    program: {
      id: program.id,
      name: program.name,
      description: program.description,
      schoolId: program.schoolId,
      enrollmentCode: program.enrollmentCode,
      price: program.priceCents,
      periodicity: (plan?.periodicity as Periodicity | undefined) ?? null,
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
