// argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 28 ms a verify on our machines
// (measured). The parameters are explicit rather than the library's defaults. The library is
// @node-rs/argon2, whose prebuilt binaries come from the npm registry (docs/decisions/0001).
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Algorithm.Argon2id: the library exports a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Each hash holds 19 MiB and a libuv thread; bounding them keeps a login burst from exhausting
// memory and the thread pool that file and DNS work also need.
const limit = pLimit(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, ARGON2_OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limit(() => verify(passwordHash, password));
}

// Verifying against this when the account does not exist makes both failures take equally long,
// so response time does not reveal which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, password);
  return false;
}
