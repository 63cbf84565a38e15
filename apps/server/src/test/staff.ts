import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { StaffRole, StaffScope } from '@portal/domain/staff/staff-roles';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { hashPassword } from '../modules/auth/password-hashing';
import { resolveSigningSecret } from '../modules/auth/signing-secret';
import { createStaffMember } from '../modules/staff-auth/create-staff-member';
import { createFactorSecretCipher } from '../modules/staff-auth/factor-secret-cipher';
import { staffMembers } from '../modules/staff-auth/staff-tables';
import type { TestServer } from './test-server';

/**
 * Signs in as one of the demo staff (db/seed/demo-staff.ts), creating the account on first use:
 * the password, then the code of its fixed secret. Returns the staff access token.
 */
export async function signedInDemoStaff(server: TestServer, email: string): Promise<string> {
  const member = DEMO_STAFF.find((m) => m.email === email);
  if (!member) throw new Error(`no demo staff member ${email}`);
  return signedInStaff(server, member);
}

/**
 * Signs in as a staff member of the test's own making (roles and scope of its choosing; the demo
 * password and a TOTP secret), creating the account on first use. Returns the access token.
 */
export async function signedInStaff(
  server: TestServer,
  member: {
    email: string;
    name: string;
    roles: StaffRole[];
    scope: StaffScope;
    totpSecret: string;
  },
): Promise<string> {
  const { email } = member;
  const { db } = server.database;
  const [existing] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  if (!existing) {
    const cipher = createFactorSecretCipher(await resolveSigningSecret(db));
    await createStaffMember({
      db,
      email,
      name: member.name,
      passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
      roles: member.roles,
      scope: member.scope,
      totp: { secret: member.totpSecret, cipher, confirmedAt: new Date(0) },
    });
  }
  const post = (path: string, body: unknown) =>
    server.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const pending = await post('/staff-api/session', { email, password: DEMO_STAFF_PASSWORD });
  if (pending.status !== 200) throw new Error(`staff password step: ${pending.status}`);
  const { pendingToken } = (await pending.json()) as { pendingToken: string };
  const code = await generate({
    secret: member.totpSecret,
    epoch: Math.floor(server.clock.now().getTime() / 1000),
  });
  const session = await post('/staff-api/session/second-factor', { pendingToken, code });
  if (session.status !== 200) throw new Error(`staff code step: ${session.status}`);
  // Each code is accepted once: the next sign-in waits for the next step.
  server.clock.advance(30_000);
  return ((await session.json()) as { accessToken: string }).accessToken;
}

export const staffBearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
