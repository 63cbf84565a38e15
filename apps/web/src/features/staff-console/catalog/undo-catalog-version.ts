import type {
  CatalogCourseView,
  CatalogProgramView,
  UndoVersion,
} from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

/** The kinds whose page in the console lists versions to undo. */
export type VersionedKind = 'course' | 'program';

const TARGETS = {
  course: { plural: 'courses', key: staffKeys.catalogCourse },
  program: { plural: 'programs', key: staffKeys.catalogProgram },
} as const;

/** POST /staff-api/catalog/{courses|programs}/{id}/undo: the entry as it now is, with its history. */
export function useUndoCatalogVersion(kind: VersionedKind, id: string) {
  const { plural, key } = TARGETS[kind];
  return useStaffMutation<UndoVersion, CatalogCourseView | CatalogProgramView>({
    request: (body) => ({
      path: `/staff-api/catalog/${plural}/${encodeURIComponent(id)}/undo`,
      method: 'POST',
      json: body,
    }),
    queryKey: key(id),
    stale: staffKeys.catalog(),
  });
}
