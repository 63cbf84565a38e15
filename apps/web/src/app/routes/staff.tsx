import { StaffConsolePage } from '@/features/staff-console/components/staff-console-page';

export function Component() {
  return <StaffConsolePage />;
}
