// RFC 6238 codes (otplib): six digits, 30-second steps, SHA-1, as every authenticator app reads an
// otpauth URI by default.
// otplib (with its base-32 and hashing modules) is loaded with the first staff sign-in that uses
// it: a student-facing process need not hold it (docs/performance.md "The process's memory").
const otp = () => import('otplib');

const ISSUER = 'Student portal staff';

/** A code from the step before or after the server's is accepted too, for clock drift. */
const TOLERANCE_SECONDS = 30;

export async function newTotpEnrolment(
  email: string,
): Promise<{ secret: string; otpauthUri: string }> {
  const { generateSecret, generateURI } = await otp();
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
  const { verify } = await otp();
  const result = await verify({
    secret: options.secret,
    token: options.code,
    epoch: Math.floor(options.now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(options.afterStep === null ? {} : { afterTimeStep: options.afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
