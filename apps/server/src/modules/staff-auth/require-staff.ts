import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { staffMay, type StaffAbility } from '@portal/domain/staff/staff-roles';
import { AppError } from '../../http/app-error';
import type { StaffContext } from './staff-context';
import type { StaffMemberRow } from './staff-queries';
import { staffQueries } from './staff-queries';

export interface SignedInStaff {
  member: StaffMemberRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: SignedInStaff;
  }
}

/**
 * The preHandler of every staff route (docs/staff-console.md "Roles and scope"): a staff access
 * token whose session is live and has seen a call within the idle timeout, and, when the route
 * names one, a role that grants the ability. Roles and scope are read from the database on every
 * call, so a change applies at once. Scope is the use case's to check (scopeCoversTenant): outside
 * it, the subject does not exist for this member.
 */
export function createRequireStaff(ctx: StaffContext) {
  return function requireStaff(options: { may?: StaffAbility } = {}): preHandlerHookHandler {
    return async function staffGuard(request: FastifyRequest, reply: FastifyReply) {
      reply.header('Cache-Control', 'no-store');
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('INVALID_TOKEN');
      const claims = await ctx.tokens.verifyAccess(token);
      const live = await staffQueries.liveSession(ctx.db, claims.sessionId, claims.staffId);
      // Disabling a member ends their sessions; the check here holds even for one that raced it.
      if (!live || live.member.disabledAt) throw new AppError('INVALID_TOKEN');
      const now = ctx.clock.now();
      const idleMs = now.getTime() - live.session.lastSeenAt.getTime();
      if (idleMs > ctx.idleTimeoutSeconds * 1000) {
        await staffQueries.endSession(ctx.db, live.session.id, now);
        throw new AppError('SESSION_EXPIRED');
      }
      await staffQueries.touchSession(ctx.db, live.session.id, now);
      request.staff = { member: live.member, sessionId: live.session.id };
      if (options.may && !staffMay(live.member.roles, options.may)) {
        throw new AppError('PERMISSION_DENIED');
      }
    };
  };
}

export type RequireStaff = ReturnType<typeof createRequireStaff>;

/** For handlers behind `requireStaff`, where the member is always present. */
export function currentStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new AppError('INVALID_TOKEN');
  return request.staff;
}
