import { useQueryClient } from '@tanstack/react-query';
import type { Course } from '@portal/domain/coursework/course';
import { writeSlice } from '../storage';
import { studentKeys } from './query-keys';

/** After a change of the student's courses: the answer is the coursework as it now stands. */
export function useCourseworkUpdated() {
  const queryClient = useQueryClient();
  return (courses: Course[]) => {
    writeSlice('coursework', courses);
    queryClient.setQueryData<Course[]>(studentKeys.coursework(), courses);
  };
}
