import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useApi } from '../app-services';
import { studentKeys } from './query-keys';

/**
 * The signed-in student's photo as an object URL, or undefined while there is none or it loads.
 * The photo is read with the bearer token (GET of the profile's `profilePhoto` path), so an
 * `<img src>` cannot fetch it itself; the blob is kept in the query cache under its path, which
 * changes with every upload, and its object URL is released when the photo changes or the
 * component leaves.
 */
export function useProfilePhotoUrl(path: string | null | undefined): string | undefined {
  const api = useApi();
  const { data: blob } = useQuery({
    queryKey: studentKeys.profilePhoto(path ?? ''),
    queryFn: () => api.request<Blob>(path!, { responseType: 'blob' }),
    enabled: Boolean(path),
    staleTime: Infinity,
  });
  // One URL per blob; the effect releases it when the blob changes or the component leaves.
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return path ? url : undefined;
}
