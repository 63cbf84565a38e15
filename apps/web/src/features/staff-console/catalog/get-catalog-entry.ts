import type {
  CatalogCategoryView,
  CatalogCourseView,
  CatalogExamView,
  CatalogPlanView,
  CatalogProgramView,
  CatalogPromotionView,
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
  plan: CatalogPlanView;
  promotion: CatalogPromotionView;
}

/** GET /staff-api/catalog/{kind's list}/{id}: the live entry and its history. */
export function useCatalogEntry<K extends CatalogEntryKind>(kind: K, id: string) {
  return useStaffQuery<CatalogEntryViews[K]>({
    queryKey: staffKeys.catalogEntry(kind, id),
    path: `/staff-api/catalog/${ENTRY_LISTS[kind]}/${encodeURIComponent(id)}`,
  });
}
