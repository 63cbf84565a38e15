import { useParams } from 'react-router';
import { CoursePage } from '@/features/catalog/components/course-details';
import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import { DraftPreview } from '@/features/staff-console/catalog/draft-preview';
import { enrolNowRoute, REQUEST_INFO_ROUTE } from '@/features/shell/nav-links';
import { useTenant } from '@/lib/app-services';

/**
 * A drafted course previewed (docs/catalog-editing.md "Preview"): the staff console reads the
 * draft's data, the storefront's own course page draws it, with this site's links as
 * course-details.tsx gives them.
 */
export function Component() {
  const { draftId = '', courseId = '' } = useParams();
  const { config } = useTenant();
  return (
    <DraftPreview<ProductDetail> draftId={draftId} kind="courses" entryId={courseId}>
      {(course) => (
        <CoursePage
          course={course}
          categorySlug={course.category?.slug ?? ''}
          enrolHref={config.features.enrolNow ? enrolNowRoute(config.enrollmentType) : null}
          requestInfoHref={config.features.requestInfo ? REQUEST_INFO_ROUTE : null}
        />
      )}
    </DraftPreview>
  );
}
