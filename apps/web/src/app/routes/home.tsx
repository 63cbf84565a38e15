import { ComingSoon } from '@/features/home/components/coming-soon';
import { HomePage } from '@/features/home/components/home-page';
import { tenantBootstrap } from '@/lib/tenant-bootstrap';

export function Component() {
  return tenantBootstrap().config.pages.home === 'coming-soon' ? <ComingSoon /> : <HomePage />;
}
