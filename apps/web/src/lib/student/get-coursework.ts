import { queryOptions } from '@tanstack/react-query';
import { browserServices } from '../browser-services';
import { readSlice, writeSlice } from '../storage';
import { studentKeys } from './query-keys';

/** One course of GET /coursework-api/coursework (SPEC §3 "Course"). */
export interface Course {
  courseId: string;
  courseName: string;
  courseCode: string;
  categoriesCode: string[];
  enrollmentStatus: string;
  completed: boolean;
  [field: string]: unknown;
}

export async function getCoursework(): Promise<Course[]> {
  const courses = await browserServices().api.request<Course[]>('/coursework-api/coursework');
  writeSlice('coursework', courses);
  return courses;
}

export const courseworkQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.coursework(),
    queryFn: getCoursework,
    initialData: () => readSlice<Course[]>('coursework') ?? undefined,
    initialDataUpdatedAt: 0,
  });
