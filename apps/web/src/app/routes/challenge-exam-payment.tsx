import { ChallengeExamPage } from '@/features/challenge-exams/components/challenge-exam-page';

export function Component() {
  return <ChallengeExamPage />;
}
