import { useMutation } from '@tanstack/react-query';
import type { Course } from '@portal/domain/coursework/course';
import type { CourseSelectionRequest } from '@portal/domain/enrollment/course-selection';
import { useApi } from '@/lib/app-services';
import { useCourseworkUpdated } from '@/lib/student/use-coursework-updated';

/** PUT /coursework-api/coursework/selection: the answer is the learner's coursework. */
export function useSelectCourses() {
  const api = useApi();
  return useMutation({
    mutationFn: (selection: CourseSelectionRequest) =>
      api.request<Course[]>('/coursework-api/coursework/selection', {
        method: 'PUT',
        json: selection,
      }),
    onSuccess: useCourseworkUpdated(),
  });
}
