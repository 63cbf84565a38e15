import { AccessCodeBatchPage } from '@/features/staff-console/employer/access-code-batch-page';

export function Component() {
  return <AccessCodeBatchPage />;
}
