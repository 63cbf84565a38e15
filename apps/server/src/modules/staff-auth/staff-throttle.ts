import { AppError } from '../../http/app-error';
import {
  recordSuccessfulSignIn,
  reserveSignInAttempt,
  type Reservation,
  type SignInAttempt,
} from '../auth/login-throttle';
import type { StaffContext } from './staff-context';

// The students' throttle (modules/auth/login-throttle.ts), on keys no tenant can have: each step
// counts its own failures, so guessing codes is slowed as guessing passwords is.
const THROTTLE_KEYS = { password: 'staff:password', secondFactor: 'staff:second-factor' } as const;

export type StaffSignInStep = keyof typeof THROTTLE_KEYS;

/** Counts an attempt before it is checked; throws TOO_MANY_ATTEMPTS when the throttle refuses it. */
export async function reserveStaffAttempt(
  ctx: StaffContext,
  options: { step: StaffSignInStep; email: string; address: string },
): Promise<{ attempt: SignInAttempt; reservation: Extract<Reservation, { refused: false }> }> {
  const attempt = {
    tenantId: THROTTLE_KEYS[options.step],
    email: options.email,
    address: options.address,
    now: ctx.clock.now(),
  };
  const reservation = await reserveSignInAttempt(ctx.db, attempt, ctx.loginThrottle);
  if (reservation.refused) {
    const waitMs = reservation.retryAt.getTime() - attempt.now.getTime();
    throw new AppError('TOO_MANY_ATTEMPTS', {
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
  return { attempt, reservation };
}

export { recordSuccessfulSignIn as recordSuccessfulStaffAttempt };
