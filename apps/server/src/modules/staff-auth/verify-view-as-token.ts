import { scopeCoversTenant, staffMay } from '@portal/domain/staff/staff-roles';
import { AppError } from '../../http/app-error';
import type { StaffContext } from './staff-context';
import { staffQueries } from './staff-queries';
import type { ViewAsClaims } from './staff-tokens';

/**
 * A view-as token as the student API takes it (docs/staff-console.md "Seeing the portal as the
 * student"): its signature and expiry, and, read from the database on every call, the staff session
 * that asked for it (live, and not idle past the staff timeout), a role that may still view students,
 * a scope that still holds the student's tenant, and that the view was not ended in its tab. Ending the staff session (sign-out, expiry, a
 * factor reset) therefore ends every view it opened. It writes nothing: not the staff session's last
 * call either, so a view never keeps a staff session alive. Throws AppError TOKEN_EXPIRED or
 * INVALID_TOKEN.
 */
export async function verifyViewAsToken(ctx: StaffContext, token: string): Promise<ViewAsClaims> {
  const claims = await ctx.tokens.verifyViewAs(token);
  const [live, ended] = await Promise.all([
    staffQueries.liveSession(ctx.db, claims.sessionId, claims.staffId),
    staffQueries.viewEnded(ctx.db, claims.viewId),
  ]);
  if (ended) throw new AppError('INVALID_TOKEN');
  if (!live) throw new AppError('INVALID_TOKEN');
  const idleMs = ctx.clock.now().getTime() - live.session.lastSeenAt.getTime();
  if (idleMs > ctx.idleTimeoutSeconds * 1000) throw new AppError('INVALID_TOKEN');
  if (!staffMay(live.member.roles, 'view_students')) throw new AppError('INVALID_TOKEN');
  if (!scopeCoversTenant(live.member.scope, claims.tenantId)) throw new AppError('INVALID_TOKEN');
  return claims;
}
