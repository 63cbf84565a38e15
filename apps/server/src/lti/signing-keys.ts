import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { Database } from '../db/database';
import { storedSecret } from '../db/stored-secret';

export interface SigningKey {
  privateKey: CryptoKey;
  /** The public half as published in a JWKS, with its `kid`. */
  publicJwk: JWK;
  kid: string;
}

export const LTI_ALGORITHM = 'RS256';

/**
 * An RSA key pair generated once per installation and kept in `server_secrets` under `name`
 * (never committed, never logged), so every instance signs with the same key and the published
 * JWKS stays valid across restarts. The portal keeps one as the LTI platform; the demo tool
 * keeps its own, as a separate site would.
 */
export async function resolveSigningKey(db: Database, name: string): Promise<SigningKey> {
  const stored = await storedSecret(db, name, async () => {
    const { privateKey } = await generateKeyPair(LTI_ALGORITHM, { extractable: true });
    return JSON.stringify(await exportJWK(privateKey));
  });
  const privateJwk = JSON.parse(stored) as JWK;
  const { kty, n, e } = privateJwk;
  const publicBase = { kty, n, e } as JWK;
  const kid = await calculateJwkThumbprint(publicBase);
  const privateKey = (await importJWK(privateJwk, LTI_ALGORITHM)) as CryptoKey;
  return { privateKey, kid, publicJwk: { ...publicBase, kid, alg: LTI_ALGORITHM, use: 'sig' } };
}
