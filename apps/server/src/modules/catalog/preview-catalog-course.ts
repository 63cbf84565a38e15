import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import { applyDrafts } from '@portal/domain/catalog/catalog-check';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { categoryRow, courseRowChange } from './catalog-entry-rows';
import { draftsOf } from './catalog-draft-problems';
import { productDetail } from './get-product-details';
import { loadLiveCatalog } from './load-live-catalog';

/**
 * GET /staff-api/catalog/drafts/{id}/courses/{courseId}/preview (docs/catalog-editing.md
 * "Preview"): the course page's data as a visitor of this tenant will get it once the draft is
 * published, built by the storefront's own view from the catalog with the draft applied.
 */
export async function previewCatalogCourse(options: {
  db: Database;
  draftId: string;
  courseId: number;
  config: Pick<TenantConfig, 'programs'>;
}): Promise<ProductDetail> {
  const { db, courseId } = options;
  const draft = await catalogEditingQueries.draft(db, options.draftId);
  if (!draft) throw new AppError('NOT_FOUND');
  const entries = await catalogEditingQueries.draftEntries(db, [draft.id]);
  if (!entries.some((e) => e.kind === 'course' && e.entityId === courseId)) {
    throw new AppError('NOT_FOUND');
  }
  const proposed = applyDrafts(await loadLiveCatalog(db), draftsOf(entries));
  const course = proposed.courses.find((c) => c.id === courseId)!;
  const idOfSlug = new Map(proposed.categories.map((c) => [c.slug, c.id]));
  const row = {
    ...courseRowChange(course, idOfSlug),
    provider: '',
    modules: [],
    examOfProductId: null,
  };
  return productDetail(row, {
    prerequisites: course.details.prerequisites.flatMap((code) =>
      proposed.courses.filter((c) => c.code === code),
    ),
    categories: proposed.categories.map((c) => categoryRow(c, idOfSlug)),
    // The programs as the draft leaves them: one it adds the course to shows the course in it.
    programs: proposed.programs.filter((p) => p.courses.includes(course.code)),
    config: options.config,
  });
}
