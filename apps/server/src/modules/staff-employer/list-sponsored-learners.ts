import {
  PARTNER_LEARNERS_PAGE_SIZE,
  type PartnerLearner,
  type PartnerLearnersPage,
  type PartnerLearnersQuery,
} from '@portal/domain/staff/partner-learners';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { learnerQueries } from '../../learner-records/learner-queries';
import { learnerView } from '../../learner-records/learner-views';
import { employerOf, type EmployerContext } from './employer-context';

/**
 * GET /staff-api/employer/learners (docs/employers.md): a page of the learners who redeemed one
 * of the employer's codes, with their courses, progress and grades, as a partner school sees its
 * own. Only those: every query names the employer's tenant and the employer. The read is
 * audited in its transaction.
 */
export async function listSponsoredLearners(
  options: EmployerContext & { query: PartnerLearnersQuery },
): Promise<PartnerLearnersPage> {
  const { db, clock, member, query } = options;
  const { page, ...filters } = query;
  const employer = employerOf(member);
  return db.transaction(async (tx) => {
    const rows = await learnerQueries.page(tx, [employer.tenantId], filters, {
      limit: PARTNER_LEARNERS_PAGE_SIZE + 1,
      offset: (page - 1) * PARTNER_LEARNERS_PAGE_SIZE,
      employerId: employer.employerId,
    });
    const shown = rows.slice(0, PARTNER_LEARNERS_PAGE_SIZE);
    const courses = await learnerQueries.courses(tx, shown);
    await recordAudit(tx, {
      at: clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'employer.learners_listed',
      subjectKind: 'learners',
      subjectId: 'list',
      tenantId: employer.tenantId,
      after: { ...query, results: shown.length },
    });
    return {
      learners: shown.map((row) => learnerView(row, courses)),
      page,
      pageSize: PARTNER_LEARNERS_PAGE_SIZE,
      hasMore: rows.length > PARTNER_LEARNERS_PAGE_SIZE,
    };
  });
}

/**
 * GET /staff-api/employer/learners/{studentId}: one learner the employer sponsors; anyone else
 * (another employer's, a learner of the tenant who paid their own way, none) is NOT_FOUND, alike.
 */
export async function findSponsoredLearner(
  options: EmployerContext & { studentId: string },
): Promise<PartnerLearner> {
  const { db, clock, member, studentId } = options;
  const employer = employerOf(member);
  return db.transaction(async (tx) => {
    const [row] = await learnerQueries.page(
      tx,
      [employer.tenantId],
      { sort: 'name', dir: 'asc' },
      { limit: 1, offset: 0, studentId, employerId: employer.employerId },
    );
    if (!row) throw new AppError('NOT_FOUND');
    const courses = await learnerQueries.courses(tx, [row]);
    await recordAudit(tx, {
      at: clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'employer.learner_viewed',
      subjectKind: 'student',
      subjectId: row.id,
      tenantId: row.tenantId,
    });
    return learnerView(row, courses);
  });
}
