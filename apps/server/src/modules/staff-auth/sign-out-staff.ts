import type { StaffContext } from './staff-context';
import { staffQueries } from './staff-queries';

/** Ends the staff session now: its access token is refused from the next call. */
export async function signOutStaff(ctx: StaffContext, sessionId: string): Promise<void> {
  await staffQueries.endSession(ctx.db, sessionId, ctx.clock.now());
}
