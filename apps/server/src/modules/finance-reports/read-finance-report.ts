import {
  addFinanceSums,
  emptyFinanceSums,
  financeFigures,
  monthBounds,
  trendMonths,
  type FinanceReport,
  type FinanceReportQuery,
  type FinanceSums,
} from '@portal/domain/ledger/finance-report';
import { PERIODICITIES } from '@portal/domain/ledger/periodicity';
import { scopeCoversTenant } from '@portal/domain/staff/staff-roles';
import { recordAudit } from '../../audit/record-audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import type { SignedInStaff } from '../staff-auth/require-staff';
import {
  financeReportQueries,
  type ReportPeriod,
  type TenantFilter,
} from './finance-report-queries';

/**
 * GET /staff-api/finance/reports (docs/finance-reports.md): the month's figures and the twelve
 * months' trend of one tenant or of every tenant in the member's scope, with each tenant's
 * figures. A tenant outside the scope does not exist for the member (404), as on the other
 * finance pages. Reading is audited as other staff reads of money data are.
 */
export async function readFinanceReport(options: {
  db: Database;
  clock: Clock;
  tenants: TenantRegistry;
  member: SignedInStaff['member'];
  address: string;
  query: FinanceReportQuery;
}): Promise<FinanceReport> {
  const { db, member, query } = options;
  const inScope = options.tenants
    .all()
    .filter((tenant) => scopeCoversTenant(member.scope, tenant.id))
    .map((tenant) => ({ id: tenant.id, name: tenant.config.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (query.tenant !== undefined && !inScope.some((tenant) => tenant.id === query.tenant)) {
    throw new AppError('NOT_FOUND');
  }
  const tenants: TenantFilter =
    query.tenant !== undefined
      ? [query.tenant]
      : member.scope.kind === 'all_tenants'
        ? null
        : member.scope.tenantIds;
  const periods: ReportPeriod[] = trendMonths(query.month).map((month) => ({
    month,
    ...monthBounds(month),
  }));
  // The ledger's queries run side by side on the pool's connections (PostgreSQL; PGlite takes
  // them in turn), outside a transaction: a report is a read of sums, and a payment landing
  // between two of its queries moves it no more than one landing a moment later would. The
  // audit entry is written once the report is read, so a failed read leaves none.
  const { sums, exact } = await sumLedger(db, tenants, periods);
  return db.transaction(async (tx) => {
    await recordAudit(tx, {
      at: options.clock.now(),
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'finance_report.viewed',
      subjectKind: 'finance_report',
      subjectId: query.month,
      tenantId: query.tenant ?? null,
      after: { month: query.month, tenant: query.tenant ?? null },
    });
    const total = (month: string) =>
      [...sums.values()].reduce(
        (all, byMonth) => addFinanceSums(all, byMonth.get(month) ?? emptyFinanceSums()),
        emptyFinanceSums(),
      );
    return {
      month: query.month,
      tenant: query.tenant ?? null,
      tenants: inScope,
      figures: financeFigures(total(query.month)),
      exact: exact.has(query.month),
      trend: periods.map(({ month }) => ({
        month,
        figures: financeFigures(total(month)),
        exact: exact.has(month),
      })),
      byTenant: [...sums.keys()].sort().map((tenantId) => ({
        tenantId,
        figures: financeFigures(sums.get(tenantId)!.get(query.month) ?? emptyFinanceSums()),
      })),
    };
  });
}

/**
 * The ledger's sums, by tenant, then month, and the months whose memberships and plans are read
 * from the months the history kept (exact); the months before it began take the approximations.
 */
async function sumLedger(
  db: Parameters<typeof financeReportQueries.enrolments>[0],
  tenants: TenantFilter,
  periods: ReportPeriod[],
): Promise<{ sums: Map<string, Map<string, FinanceSums>>; exact: Set<string> }> {
  const sums = new Map<string, Map<string, FinanceSums>>();
  const at = (tenantId: string, month: string) => {
    let byMonth = sums.get(tenantId);
    if (!byMonth) sums.set(tenantId, (byMonth = new Map()));
    let found = byMonth.get(month);
    if (!found) byMonth.set(month, (found = emptyFinanceSums()));
    return found;
  };
  const from = periods[0]!.start;
  const to = periods.at(-1)!.end;
  const q = financeReportQueries;
  // The months the history covers first (one small read): the approximations then run only for
  // the months before it began, if any, and beside the rest.
  const exact = new Set((await q.exactMonths(db, periods)).map((row) => row.month));
  const approximated = periods.filter(({ month }) => !exact.has(month));
  const before = approximated.at(-1)?.end;
  const none = Promise.resolve([]);
  const [
    enrolments,
    collected,
    refunded,
    disputed,
    memberships,
    recurring,
    debt,
    membershipMonths,
    planMonths,
  ] = await Promise.all([
    q.enrolments(db, tenants, from, to),
    q.collected(db, tenants, from, to),
    q.refunded(db, tenants, from, to),
    q.disputed(db, tenants, from, to),
    before ? q.memberships(db, tenants, from, before) : none,
    before ? q.recurring(db, tenants, from, before) : none,
    before ? q.debt(db, tenants, approximated) : none,
    exact.size > 0 ? q.membershipMonths(db, tenants, from, to) : none,
    exact.size > 0 ? q.planMonths(db, tenants, from, to) : none,
  ]);
  for (const row of enrolments) {
    at(row.tenant_id, row.month).enrolments = Number(row.count);
  }
  for (const row of collected) {
    at(row.tenant_id, row.month).collectedCents = Number(row.cents);
    at(row.tenant_id, row.month).recoveredCents = Number(row.recovered_cents);
  }
  for (const row of refunded) {
    at(row.tenant_id, row.month).refundedCents = Number(row.cents);
  }
  for (const row of disputed) {
    at(row.tenant_id, row.month).disputedCents = Number(row.cents);
  }
  // A month bucket sorts as the months do, '0000' before them all and '9999' after.
  for (const row of memberships) {
    for (const { month } of approximated) {
      const sums = at(row.tenant_id, month);
      const count = Number(row.count);
      if (row.started <= month && row.ended >= month) sums.activeStudents += count;
      if (row.started < month && row.ended >= month) sums.activeAtStart += count;
      if (row.started < month && row.ended === month) sums.membershipsEnded += count;
    }
  }
  for (const row of recurring) {
    for (const { month } of approximated) {
      // Billing at the month's end: started by then, not stopped in it or before.
      if (row.started <= month && row.stopped > month) {
        const byPeriodicity = at(row.tenant_id, month).recurringByPeriodicity;
        byPeriodicity[row.periodicity] = (byPeriodicity[row.periodicity] ?? 0) + Number(row.cents);
      }
    }
  }
  for (const row of debt) {
    if (!exact.has(row.month))
      at(row.tenant_id, row.month).debtOutstandingCents = Number(row.cents);
  }
  // The kept months' changes, added up in month order: those before a month are where it starts,
  // those through it where it ends. A tenant is listed for a month only with something in it.
  const exactPeriods = periods.filter(({ month }) => exact.has(month));
  for (const [tenantId, rows] of byTenant(membershipMonths)) {
    for (const { month } of exactPeriods) {
      const activeAtStart = sumOf(rows, (row) => row.month < month, 'active_change');
      const entered = sumOf(rows, (row) => row.month === month, 'entered');
      const ended = sumOf(rows, (row) => row.month === month, 'ended');
      if (activeAtStart === 0 && entered === 0) continue;
      const sums = at(tenantId, month);
      sums.activeAtStart = activeAtStart;
      sums.activeStudents = activeAtStart + entered;
      sums.membershipsEnded = ended;
    }
  }
  for (const [tenantId, rows] of byTenant(planMonths)) {
    for (const { month } of exactPeriods) {
      const through = rows.filter((row) => row.month <= month);
      const debtCents = sumOf(through, () => true, 'debt_change_cents');
      const recurring = PERIODICITIES.map((periodicity) => ({
        periodicity,
        cents: sumOf(through, (row) => row.periodicity === periodicity, 'recurring_change_cents'),
      })).filter(({ cents }) => cents !== 0);
      if (debtCents === 0 && recurring.length === 0) continue;
      const sums = at(tenantId, month);
      sums.debtOutstandingCents = debtCents;
      for (const { periodicity, cents } of recurring) {
        sums.recurringByPeriodicity[periodicity] = cents;
      }
    }
  }
  return { sums, exact };
}

/** Rows by their tenant. */
function byTenant<Row extends { tenant_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) grouped.set(row.tenant_id, [...(grouped.get(row.tenant_id) ?? []), row]);
  return grouped;
}

/** A column's total over the rows that match; the database answers sums as strings. */
function sumOf<Row, Column extends keyof Row>(
  rows: readonly Row[],
  matches: (row: Row) => boolean,
  column: Column,
): number {
  return rows.reduce((total, row) => (matches(row) ? total + Number(row[column]) : total), 0);
}
