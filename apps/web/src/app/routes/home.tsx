import { ComingSoon } from '@/features/home/components/coming-soon';
import { HomePage } from '@/features/home/components/home-page';
import { useTenant } from '@/lib/app-services';
import { homeContentQuery } from '@/lib/content/content-query';
import type { RouteModule } from '../route-module';

export const loader: RouteModule['loader'] = (_args, services) =>
  services.bootstrap.config.pages.home === 'coming-soon'
    ? Promise.resolve(null)
    : services.queryClient.ensureQueryData(homeContentQuery(services));

export function Component() {
  return useTenant().config.pages.home === 'coming-soon' ? <ComingSoon /> : <HomePage />;
}
