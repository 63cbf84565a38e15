import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@portal/domain/coursework/course';
import type { ApiClient } from '../api-client';
import { useApi } from '../app-services';
import { readSlice, writeSlice } from '../storage';
import { studentKeys } from './query-keys';

/** GET /coursework-api/coursework: the signed-in user's courses (docs/product/entities.md "Course"). */
export async function getCoursework(api: ApiClient): Promise<Course[]> {
  const courses = await api.request<Course[]>('/coursework-api/coursework');
  writeSlice('coursework', courses);
  return courses;
}

export const courseworkQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: studentKeys.coursework(),
    queryFn: () => getCoursework(api),
    initialData: () => readSlice<Course[]>('coursework') ?? undefined,
    initialDataUpdatedAt: 0,
  });

export const useCoursework = () => useQuery(courseworkQueryOptions(useApi()));
