import { useQuery } from '@tanstack/react-query';
import type { Institution, TranscriptPartner } from '@portal/domain/organization/organization-api';
import { useApi } from '@/lib/app-services';
import { transcriptKeys } from './transcript-keys';

/** GET organization-api/transcript-partner/{id} (signed in): the student's transcript partner. */
export function useTranscriptPartner(id: number | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: transcriptKeys.partner(id ?? 0),
    queryFn: () => api.request<TranscriptPartner>(`/organization-api/transcript-partner/${id}`),
    enabled: !!id,
    staleTime: Infinity,
  });
}

/** GET /organization-api/institutions/{id}: the student's target institution. */
export function useTargetInstitution(id: number | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: transcriptKeys.institution(id ?? 0),
    queryFn: () =>
      api.request<Institution>(`/organization-api/institutions/${id}`, { auth: false }),
    enabled: !!id,
    staleTime: Infinity,
  });
}
