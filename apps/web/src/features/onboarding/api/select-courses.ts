import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSelectionRequest } from '@portal/domain/enrollment/course-selection';
import { useApi } from '@/lib/app-services';
import { writeSlice } from '@/lib/storage';
import type { Course } from '@portal/domain/coursework/course';
import { studentKeys } from '@/lib/student/query-keys';

/** PUT /coursework-api/coursework/selection: the answer is the learner's coursework. */
export function useSelectCourses() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: CourseSelectionRequest) =>
      api.request<Course[]>('/coursework-api/coursework/selection', {
        method: 'PUT',
        json: selection,
      }),
    onSuccess: (courses) => {
      writeSlice('coursework', courses);
      queryClient.setQueryData<Course[]>(studentKeys.coursework(), courses);
    },
  });
}
