import type { EmployerOverview } from '@portal/domain/staff/employer-codes';
import { found } from '../../http/app-error';
import { listEmployerDegreePrograms } from '../organization/list-employer-degree-programs';
import { employerOf, type EmployerContext } from './employer-context';
import { accessCodeQueries } from '../../ledger-records/access-code-queries';

/**
 * GET /staff-api/employer (docs/employers.md): the employer the member acts for, its tenant, and
 * the programs it may buy codes for (the employer's programs of the organisation data), each at
 * the price a redeemed code is billed at.
 */
export async function getEmployerOverview(options: EmployerContext): Promise<EmployerOverview> {
  const { db, member } = options;
  const employer = employerOf(member);
  const row = found(await accessCodeQueries.employer(db, employer.employerId));
  const programs = await listEmployerDegreePrograms(db, employer.employerId);
  return {
    employer: row,
    tenantId: employer.tenantId,
    programs: programs.map((p) => ({
      id: p.id,
      code: p.enrollmentCode,
      name: p.name,
      priceCents: p.priceCents,
    })),
  };
}
