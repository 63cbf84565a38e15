import { spanishOf } from '@portal/domain/catalog/catalog-api';
import type { ProgramPrerequisites } from '@portal/domain/catalog/program-prerequisites';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogQueries } from './catalog-queries';

/**
 * For each course of a degree program, its prerequisites and whether the user has completed each
 * (docs/product/api-calls.md GET /catalog-api/degreeprograms/{id}/prerequisites/{userRef}).
 */
export async function listProgramPrerequisites(options: {
  db: Database;
  tenantId: string;
  userId: string;
  degreeProgramId: number;
}): Promise<ProgramPrerequisites> {
  const { db, tenantId, userId, degreeProgramId } = options;
  const courses = await catalogQueries.coursesOfDegreeProgram(db, degreeProgramId);
  if (courses.length === 0) throw new AppError('NOT_FOUND');
  const codes = [...new Set(courses.flatMap(({ product }) => product.details.prerequisites ?? []))];
  const [prerequisites, completed] = await Promise.all([
    catalogQueries.productsByCodes(db, codes),
    catalogQueries.completedProductIds(db, tenantId, userId),
  ]);
  const byCode = new Map(prerequisites.map((p) => [p.code, p]));
  return courses.map(({ product }) => ({
    productId: product.id,
    code: product.code,
    name: product.name,
    ...spanishOf(product.es, ['name']),
    prerequisites: (product.details.prerequisites ?? []).flatMap((code) => {
      const prerequisite = byCode.get(code);
      return prerequisite
        ? [
            {
              productId: prerequisite.id,
              code,
              name: prerequisite.name,
              ...spanishOf(prerequisite.es, ['name']),
              met: completed.has(prerequisite.id),
            },
          ]
        : [];
    }),
  }));
}
