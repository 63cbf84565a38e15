import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets we hand out (refresh tokens, password-reset codes): 256 random bits, kept only as
 * a hash, so a database leak yields nothing that works.
 */
export const newOpaqueSecret = () => randomBytes(32).toString('base64url');

export const hashOpaqueSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url');
