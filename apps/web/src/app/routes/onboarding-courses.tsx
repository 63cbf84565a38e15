import { CoursesPage } from '@/features/onboarding/components/courses-page';

export function Component() {
  return <CoursesPage />;
}
