import { STUDENT_PORTAL_SCOPE, VIEW_COURSE_PROGRESS } from '@portal/domain/auth/student-access';
import type { Language } from '@portal/domain/i18n/languages';
import type { Registration } from '@portal/domain/validation/forms';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../auth/password-hashing';
import { userQueries } from './user-queries';

/**
 * Public sign-up (docs/product/api-calls.md POST /user-api/users). The body has already passed the shared
 * registration schema, so the password policy of docs/product/validation.md holds. E-mail addresses are compared
 * case-insensitively by storing them lower-cased. The account keeps the language of the page it was
 * made on, so that its mail is written in it before the learner ever picks one (docs/languages.md).
 */
export async function registerUser(options: {
  db: Database;
  tenantId: string;
  input: Registration;
  language: Language | null;
}): Promise<{ id: string }> {
  const { db, tenantId, input, language } = options;
  const created = await userQueries.insertUser(db, {
    tenantId,
    email: input.email.trim().toLowerCase(),
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    scopes: [STUDENT_PORTAL_SCOPE],
    grants: [VIEW_COURSE_PROGRESS],
    language,
  });
  if (!created) throw new AppError('USER_ALREADY_EXISTS');
  return created;
}
