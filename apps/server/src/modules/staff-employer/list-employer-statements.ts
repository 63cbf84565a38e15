import type { EmployerStatements } from '@portal/domain/staff/employer-codes';
import { recordAudit } from '../../audit/record-audit';
import { AppError, found } from '../../http/app-error';
import { defaultLanguage } from '../../i18n/reader-language';
import type { StatementDocument } from '../../receipts/statement-document';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { receiptBranding } from '../payment-records/receipt-branding';
import { employerOf, type EmployerContext } from './employer-context';
import { accessCodeQueries } from '../../ledger-records/access-code-queries';

// The billing rule (docs/employers.md "Statements"): each of the employer's codes redeemed in a
// month (UTC) is billed once, at its batch's price, the program's when the batch was made.

const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const monthStart = (month: string, add = 0) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + add, 1));

/**
 * GET /staff-api/employer/statements: the months there is a statement for, newest first: this
 * month (so far) and every month a code of the employer's was redeemed in.
 */
export async function listEmployerStatements(
  options: EmployerContext,
): Promise<EmployerStatements> {
  const employer = employerOf(options.member);
  const months = await accessCodeQueries.redemptionMonths(options.db, employer);
  const current = monthOf(options.clock.now());
  return {
    months: months.some((m) => m.month === current)
      ? months
      : [{ month: current, redeemed: 0, totalCents: 0 }, ...months],
  };
}

/**
 * GET /staff-api/employer/statements/{month}/pdf: the month's statement, drawn as the tenant's
 * receipts are. A month to come is NOT_FOUND; the month under way is the statement so far. It
 * names the learners, so the download is audited.
 */
export async function getEmployerStatement(
  options: EmployerContext & { tenants: TenantRegistry; month: string },
): Promise<StatementDocument> {
  const { db, clock, member, month } = options;
  const employer = employerOf(member);
  const now = clock.now();
  if (month > monthOf(now)) throw new AppError('NOT_FOUND');
  const tenant = found(options.tenants.get(employer.tenantId));
  const organisation = found(await accessCodeQueries.employer(db, employer.employerId));
  const lines = await db.transaction(async (tx) => {
    const rows = await accessCodeQueries.redemptions(
      tx,
      employer,
      monthStart(month),
      monthStart(month, 1),
    );
    await recordAudit(tx, {
      at: now,
      actorStaffId: member.id,
      actorEmail: member.email,
      address: options.address,
      action: 'employer.statement_downloaded',
      subjectKind: 'employer_statement',
      subjectId: `${employer.employerId}:${month}`,
      tenantId: employer.tenantId,
      after: { redeemed: rows.length },
    });
    return rows;
  });
  return {
    branding: await receiptBranding(tenant),
    language: defaultLanguage(tenant.config),
    employerName: organisation.name,
    month,
    toDate: month === monthOf(now),
    lines: lines.map((row) => ({
      code: row.token,
      learner: [row.firstName, row.lastName].filter(Boolean).join(' ') || (row.email ?? ''),
      program: row.programCode,
      redeemedAt: row.usedAt!,
      amountCents: row.unitPriceCents,
    })),
    totalCents: lines.reduce((sum, row) => sum + row.unitPriceCents, 0),
  };
}
