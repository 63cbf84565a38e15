import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;

// Without 0/O and 1/I/L, so a code copied from paper reads one way.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** xxxx-xxxx-xxxx: 12 letters and digits, about 59 bits, more than the throttle lets anyone guess. */
function newRecoveryCode(): string {
  const chars = [...randomBytes(12)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** Codes are random, so a plain SHA-256 suffices; spacing, dashes and case are forgiven. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
