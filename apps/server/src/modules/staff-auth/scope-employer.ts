import type { StaffScope } from '@portal/domain/staff/staff-roles';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findEmployer } from '../organization/find-employer';

/**
 * A scope that names an employer names one of the organisation data (docs/employers.md); any
 * other id is refused on `scope`, as a scope that does not fit its roles is.
 */
export async function checkScopeEmployer(db: Executor, scope: StaffScope): Promise<void> {
  if (scope.kind !== 'tenants' || scope.employerId === undefined) return;
  if (!(await findEmployer(db, scope.employerId))) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'scope', code: 'validation.invalid' }],
    });
  }
}
