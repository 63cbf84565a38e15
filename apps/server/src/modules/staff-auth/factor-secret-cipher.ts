// TOTP secrets are stored encrypted (AES-256-GCM) under a key derived from the token signing secret,
// so a copy of the database alone does not yield them when AUTH_SECRET is configured outside it.
// Changing AUTH_SECRET therefore asks every staff member to enrol again (docs/staff-console.md).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export interface FactorSecretCipher {
  seal(secret: string): string;
  open(sealed: string): string;
}

export function createFactorSecretCipher(signingSecret: string): FactorSecretCipher {
  const key = createHmac('sha256', signingSecret).update('staff-factor-secrets').digest();
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('A sealed factor secret has three parts');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
