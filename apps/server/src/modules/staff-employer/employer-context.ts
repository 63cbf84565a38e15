import { scopeEmployer } from '@portal/domain/staff/staff-roles';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { EmployerScope } from '../../ledger-records/access-code-queries';
import type { SignedInStaff } from '../staff-auth/require-staff';

/** Who acts, and from where: what every employer's call carries. */
export interface EmployerContext {
  db: Database;
  clock: Clock;
  member: SignedInStaff['member'];
  address: string;
}

/**
 * The employer a member acts for. The roles that grant the employer's abilities are held only
 * with one (rolesFitScope), so a member without one was refused before; this keeps every query
 * named by it.
 */
export function employerOf(member: EmployerContext['member']): EmployerScope {
  const employer = scopeEmployer(member.scope);
  if (!employer) throw new AppError('PERMISSION_DENIED');
  return employer;
}
