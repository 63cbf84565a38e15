import { useMutation } from '@tanstack/react-query';
import type { GradeRefresh } from '@portal/domain/coursework/course';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useApi } from '@/lib/app-services';
import { useCourseUpdated } from '@/lib/student/use-coursework-updated';

/**
 * POST /coursework-api/coursework/{id}/grade/refresh (docs/lti.md): asks for the course's grade
 * again. REFRESHED brings the course as it now stands, which replaces it in the coursework.
 */
export function useRefreshGrade() {
  const api = useApi();
  const courseUpdated = useCourseUpdated();
  return useMutation({
    mutationFn: (courseId: number) =>
      api.request<GradeRefresh>(`/coursework-api/coursework/${courseId}/grade/refresh`, {
        method: 'POST',
      }),
    onSuccess: (answer) => courseUpdated(answer.course),
    onError: useApiErrorToast(),
  });
}
