import { StepNotice } from '@/features/onboarding/components/step-notice';

export function Component() {
  return <StepNotice step="courses" />;
}
