import { createHmac, timingSafeEqual } from 'node:crypto';

// LTI 1.1's lis_result_sourcedid comes back from the tool with every outcome, so it is untrusted
// input. It names the tenant and the enrolment in clear and carries an HMAC
// over them and the enrolment's student, keyed by a secret of this installation: a tool cannot
// make one for another student's course, and one moved to another tenant or student fails.

const mac = (key: string, tenantId: string, enrollmentId: number, userId: string) =>
  createHmac('sha256', key).update(`${tenantId}\n${enrollmentId}\n${userId}`).digest('base64url');

export function outcomeSourcedid(
  key: string,
  enrolment: { tenantId: string; enrollmentId: number; userId: string },
): string {
  const { tenantId, enrollmentId, userId } = enrolment;
  return `${tenantId}:${enrollmentId}:${mac(key, tenantId, enrollmentId, userId)}`;
}

/** The tenant and enrolment a sourcedid names; trust them only once `sourcedidHolds` agrees. */
export function readSourcedid(
  value: string,
): { tenantId: string; enrollmentId: number } | undefined {
  const match = /^([a-z0-9-]{1,64}):(\d{1,15}):([\w-]{43})$/.exec(value);
  if (!match) return undefined;
  return { tenantId: match[1]!, enrollmentId: Number(match[2]) };
}

/** Whether the sourcedid was made by us for this enrolment of this student. */
export function sourcedidHolds(
  key: string,
  value: string,
  enrolment: { tenantId: string; enrollmentId: number; userId: string },
): boolean {
  const expected = Buffer.from(outcomeSourcedid(key, enrolment));
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
