import { StaffConsolePage } from '@/features/staff-console/sign-in/staff-console-page';

export function Component() {
  return <StaffConsolePage />;
}
