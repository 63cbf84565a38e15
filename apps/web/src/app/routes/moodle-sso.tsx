import { ModuleLaunchPage } from '@/features/course-launch/components/module-launch-page';

export function Component() {
  return <ModuleLaunchPage />;
}
