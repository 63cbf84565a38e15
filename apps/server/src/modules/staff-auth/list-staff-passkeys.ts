import type { StaffPasskey } from '@portal/domain/staff/staff-passkeys';
import type { StaffContext } from './staff-context';
import { staffPasskeyQueries } from './staff-passkey-queries';
import { staffPasskeyView } from './staff-views';

/** The signed-in member's own passkeys, on every host, oldest first. */
export async function listStaffPasskeys(
  ctx: StaffContext,
  request: { staffId: string },
): Promise<StaffPasskey[]> {
  const passkeys = await staffPasskeyQueries.passkeysOf(ctx.db, request.staffId);
  return passkeys.map(staffPasskeyView);
}
