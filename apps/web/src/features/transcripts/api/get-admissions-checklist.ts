import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdmissionsChecklist } from '@portal/domain/coursework/admissions';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { transcriptKeys } from './transcript-keys';

/** GET /coursework-api/admissions/checklist. */
export const admissionsChecklistQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: transcriptKeys.admissions(),
    queryFn: () => api.request<AdmissionsChecklist>('/coursework-api/admissions/checklist'),
  });

export const useAdmissionsChecklist = () => useQuery(admissionsChecklistQuery(useApi()));
