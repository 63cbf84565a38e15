import {
  PARTNER_LEARNERS_PAGE_SIZE,
  type PartnerLearner,
  type PartnerLearnersPage,
  type PartnerLearnersQuery,
  type PartnerPrograms,
} from '@portal/domain/staff/partner-learners';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import { learnerQueries } from '../../learner-records/learner-queries';
import type { PartnerContext } from './partner-context';
import { learnerView } from '../../learner-records/learner-views';
import { partnerTenantIds } from './partner-scope';

/**
 * GET /staff-api/partner/learners (docs/staff-console.md "Partner schools"): a page of the
 * learners of the member's tenants that match the filters, with their courses, progress and
 * grades, in the asked order. The read is audited in its transaction, as a student search is:
 * the page shows names, addresses and grades. One row more than the page says whether another
 * follows.
 */
export async function listPartnerLearners(
  options: PartnerContext & { query: PartnerLearnersQuery },
): Promise<PartnerLearnersPage> {
  const { db, clock, member, query } = options;
  const { page, ...filters } = query;
  const tenantIds = partnerTenantIds(member.scope);
  return db.transaction(async (tx) => {
    const rows = await learnerQueries.page(tx, tenantIds, filters, {
      limit: PARTNER_LEARNERS_PAGE_SIZE + 1,
      offset: (page - 1) * PARTNER_LEARNERS_PAGE_SIZE,
    });
    const shown = rows.slice(0, PARTNER_LEARNERS_PAGE_SIZE);
    const courses = await learnerQueries.courses(tx, shown);
    await recordAudit(tx, {
      at: clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'partner.learners_listed',
      subjectKind: 'learners',
      subjectId: 'list',
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
 * GET /staff-api/partner/learners/{studentId}: one learner of the member's tenants; a student of
 * another tenant, or none, is NOT_FOUND, alike. Audited as `partner.learner_viewed`.
 */
export async function findPartnerLearner(
  options: PartnerContext & { studentId: string },
): Promise<PartnerLearner> {
  const { db, clock, member, studentId } = options;
  return db.transaction(async (tx) => {
    const [row] = await learnerQueries.page(
      tx,
      partnerTenantIds(member.scope),
      { sort: 'name', dir: 'asc' },
      { limit: 1, offset: 0, studentId },
    );
    if (!row) throw new AppError('NOT_FOUND');
    const courses = await learnerQueries.courses(tx, [row]);
    await recordAudit(tx, {
      at: clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'partner.learner_viewed',
      subjectKind: 'student',
      subjectId: row.id,
      tenantId: row.tenantId,
    });
    return learnerView(row, courses);
  });
}

/** GET /staff-api/partner/programs: the programs the member's learners are enrolled in. */
export async function listPartnerPrograms(options: PartnerContext): Promise<PartnerPrograms> {
  const programs = await learnerQueries.programs(
    options.db,
    partnerTenantIds(options.member.scope),
  );
  return { programs };
}
