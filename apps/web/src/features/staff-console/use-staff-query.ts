import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useStaffRequest } from './use-staff-request';

/**
 * A GET on the staff API with the staff token, renewed once when refused (useStaffRequest). The
 * key holds no token, so the renewal timer's fresh token does not read (and audit) a record again.
 */
export function useStaffQuery<T>(options: {
  queryKey: QueryKey;
  path: string;
  enabled?: boolean;
  /** Show the last answer while the next one loads (the next page of a list). */
  keepPrevious?: boolean;
}) {
  const { queryKey, path, enabled = true, keepPrevious = false } = options;
  const request = useStaffRequest();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => request<T>(path, { signal }),
    enabled,
    retry: false,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
