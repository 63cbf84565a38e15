import { useMutation } from '@tanstack/react-query';
import type { Course } from '@portal/domain/coursework/course';
import { useApi } from '@/lib/app-services';
import { useCourseworkUpdated } from '@/lib/student/use-coursework-updated';

/** POST /coursework-api/coursework: adds courses of the program; answers the coursework. */
export function useAddCourses() {
  const api = useApi();
  return useMutation({
    mutationFn: (productIds: number[]) =>
      api.request<Course[]>('/coursework-api/coursework', {
        method: 'POST',
        json: { productIds },
      }),
    onSuccess: useCourseworkUpdated(),
  });
}
