import { useQuery } from '@tanstack/react-query';
import type {
  InstitutionSummary,
  TranscriptPartner,
} from '@portal/domain/organization/organization-api';
import { useApi } from '@/lib/app-services';
import { accountSettingsKeys } from './account-settings-keys';

/** GET /organization-api/institutions: the institutions a student may send transcripts to. */
export function useInstitutions() {
  const api = useApi();
  return useQuery({
    queryKey: accountSettingsKeys.institutions(),
    queryFn: () =>
      api.request<InstitutionSummary[]>('/organization-api/institutions', { auth: false }),
    staleTime: Infinity,
  });
}

/** GET /organization-api/transcript-partners (signed in). */
export function useTranscriptPartners() {
  const api = useApi();
  return useQuery({
    queryKey: accountSettingsKeys.transcriptPartners(),
    queryFn: () => api.request<TranscriptPartner[]>('/organization-api/transcript-partners'),
    staleTime: Infinity,
  });
}
