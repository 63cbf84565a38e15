import type {
  CatalogCategoryView,
  CatalogCourseView,
  CatalogExamView,
  CatalogProgramView,
} from '@portal/domain/catalog/catalog-editing';
import { ENTRY_LISTS, type CatalogEntryKind } from '@portal/domain/catalog/catalog-entry';
import { staffKeys } from '../shared/staff-keys';
import { useStaffQuery } from '../shared/use-staff-query';

/** What GET /staff-api/catalog/{kind}/{id} answers for each kind: the entry, drafts, versions. */
export interface CatalogEntryViews {
  course: CatalogCourseView;
  category: CatalogCategoryView;
  program: CatalogProgramView;
  exam: CatalogExamView;
}

/** GET /staff-api/catalog/{courses|categories|programs|exams}/{id}: the live entry and its history. */
export function useCatalogEntry<K extends CatalogEntryKind>(kind: K, id: string) {
  return useStaffQuery<CatalogEntryViews[K]>({
    queryKey: staffKeys.catalogEntry(kind, id),
    path: `/staff-api/catalog/${ENTRY_LISTS[kind]}/${encodeURIComponent(id)}`,
  });
}
