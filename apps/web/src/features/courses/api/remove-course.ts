import { useMutation } from '@tanstack/react-query';
import type { Course } from '@portal/domain/coursework/course';
import { useApi } from '@/lib/app-services';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useCourseworkUpdated } from '@/lib/student/use-coursework-updated';

/** DELETE /coursework-api/coursework/{courseId}: drops a course in progress. */
export function useRemoveCourse() {
  const api = useApi();
  const toastApiError = useApiErrorToast();
  return useMutation({
    mutationFn: (courseId: number) =>
      api.request<Course[]>(`/coursework-api/coursework/${courseId}`, { method: 'DELETE' }),
    onSuccess: useCourseworkUpdated(),
    onError: toastApiError,
  });
}
