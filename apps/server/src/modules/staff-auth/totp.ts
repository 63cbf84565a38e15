// RFC 6238 codes (otplib): six digits, 30-second steps, SHA-1, as every authenticator app reads an
// otpauth URI by default.
import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'Student portal staff';

/** A code from the step before or after the server's is accepted too, for clock drift. */
const TOLERANCE_SECONDS = 30;

export function newTotpEnrolment(email: string): { secret: string; otpauthUri: string } {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: email, secret }) };
}

/**
 * The time step the code belongs to when it is valid now and newer than `afterStep`, so each code
 * is accepted once; undefined otherwise.
 */
export async function acceptedTotpStep(options: {
  secret: string;
  code: string;
  now: Date;
  afterStep: number | null;
}): Promise<number | undefined> {
  const result = await verify({
    secret: options.secret,
    token: options.code,
    epoch: Math.floor(options.now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(options.afterStep === null ? {} : { afterTimeStep: options.afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
