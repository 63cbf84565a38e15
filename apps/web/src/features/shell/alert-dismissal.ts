import { patchSlice, readSlice } from '@/lib/storage';

interface GeneralSlice {
  dismissedAlerts?: string[];
}

// Kept in the session-storage `general` slice (docs/product/entities.md): a dismissed alert stays hidden for the
// rest of the visit; a tenant that changes the alert id shows the new alert again.
export function isAlertDismissed(id: string): boolean {
  return readSlice<GeneralSlice>('general')?.dismissedAlerts?.includes(id) ?? false;
}

export function dismissAlert(id: string): void {
  const dismissed = readSlice<GeneralSlice>('general')?.dismissedAlerts ?? [];
  if (!dismissed.includes(id))
    patchSlice<GeneralSlice>('general', { dismissedAlerts: [...dismissed, id] });
}
