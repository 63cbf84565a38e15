import { AccountSettingsPage } from '@/features/account-settings/components/account-settings-page';

export function Component() {
  return <AccountSettingsPage />;
}
