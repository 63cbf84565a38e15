import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengeExam } from '@portal/domain/ledger/challenge-exam';
import type { ApiClient } from '../api-client';
import { useApi } from '../app-services';

/**
 * GET /catalog-api/challenge-exams (public): every exam product with the course it examines.
 * Shared by the dashboard's course cards and the challenge-exam payment page.
 */
export const challengeExamsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['catalog', 'challenge-exams'],
    queryFn: () => api.request<ChallengeExam[]>('/catalog-api/challenge-exams', { auth: false }),
    staleTime: 5 * 60_000,
  });

export const useChallengeExams = () => useQuery(challengeExamsQuery(useApi()));
