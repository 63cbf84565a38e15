import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { announceUser } from './user-events';
import { userQueries } from './user-queries';

export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumbers: string[];
}

/**
 * A staff member corrects the student's name, e-mail and phone numbers (docs/staff-console.md
 * "Acting on a student"), in the caller's transaction, which holds the student's row. The e-mail
 * is stored as registration stores it (trimmed, lower case); one another account of the tenant
 * signs in with is USER_ALREADY_EXISTS. When something changed, the student's open pages get the
 * new profile (userEntity), as after their own account settings.
 */
export async function correctContactDetails(options: {
  tx: Executor;
  owner: { tenantId: string; userId: string };
  /** The details as they are, read under the row's lock. */
  current: ContactDetails;
  details: ContactDetails;
  now: Date;
}): Promise<{ stored: ContactDetails; changed: (keyof ContactDetails)[] }> {
  const { tx, owner, details, current } = options;
  const stored: ContactDetails = {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    email: details.email.trim().toLowerCase(),
    phoneNumbers: details.phoneNumbers,
  };
  const changed = (Object.keys(stored) as (keyof ContactDetails)[]).filter(
    (key) => JSON.stringify(stored[key]) !== JSON.stringify(current[key]),
  );
  if (changed.length === 0) return { stored, changed };
  if (changed.includes('email') && (await userQueries.emailTakenByOther(tx, owner, stored.email))) {
    throw new AppError('USER_ALREADY_EXISTS');
  }
  await userQueries.setContactDetails(tx, owner, stored);
  await announceUser(tx, owner, options.now);
  return { stored, changed };
}
