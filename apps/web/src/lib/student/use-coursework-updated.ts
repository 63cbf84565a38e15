import { useQueryClient } from '@tanstack/react-query';
import type { Course } from '@portal/domain/coursework/course';
import { readSlice, writeSlice } from '../storage';
import { studentKeys } from './query-keys';

/** After a change of the student's courses: the answer is the coursework as it now stands. */
export function useCourseworkUpdated() {
  const queryClient = useQueryClient();
  return (courses: Course[]) => {
    writeSlice('coursework', courses);
    queryClient.setQueryData<Course[]>(studentKeys.coursework(), courses);
  };
}

/** After a change of one course (its grade refreshed): that course replaces its old copy. */
export function useCourseUpdated() {
  const queryClient = useQueryClient();
  return (course: Course) => {
    const replace = (courses: Course[]) =>
      courses.map((c) => (c.courseId === course.courseId ? course : c));
    const next = queryClient.setQueryData<Course[]>(studentKeys.coursework(), (courses) =>
      courses ? replace(courses) : courses,
    );
    writeSlice('coursework', next ?? replace(readSlice<Course[]>('coursework') ?? []));
  };
}
