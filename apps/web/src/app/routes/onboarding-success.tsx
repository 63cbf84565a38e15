import { OnboardingSuccess } from '@/features/onboarding/components/onboarding-success';
import { useTenant } from '@/lib/app-services';

/** The full variant lists the courses chosen in paid-selective mode; the others are simplified. */
export function Component() {
  const { enrollmentType } = useTenant().config;
  return (
    <OnboardingSuccess variant={enrollmentType === 'paid-selective' ? 'full' : 'simplified'} />
  );
}
