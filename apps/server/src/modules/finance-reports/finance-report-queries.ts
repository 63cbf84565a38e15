import { sql, type SQL } from 'drizzle-orm';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/query-rows';

/** A month of the report: its `YYYY-MM` and its bounds (the end excluded), UTC. */
export interface ReportPeriod {
  month: string;
  start: Date;
  end: Date;
}

/** Which tenants to add up: a list, or null for all of them (the provider's staff). */
export type TenantFilter = readonly string[] | null;

interface Counted {
  tenant_id: string;
  month: string;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
// The UTC day of a month's bound, as the kept months are named.
const day = (date: Date) => sql`${date.toISOString().slice(0, 10)}::date`;

const inTenants = (column: SQL, tenants: TenantFilter) =>
  tenants === null
    ? sql`true`
    : sql`${column} in (${sql.join(
        tenants.map((tenant) => sql`${tenant}`),
        sql`, `,
      )})`;

// The UTC month of a moment, as the report names months.
const monthStartOf = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'UTC')`;

// A flow is grouped by the month's start and named after grouping: to_char on every row costs
// more than the grouping itself on a large ledger.
const monthNamed = (column: SQL) => sql`to_char(${monthStartOf(column)}, 'YYYY-MM')`;

const monthOfColumn = (column: SQL) =>
  sql`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;

/** The months as a table (month, month_start, month_end), for the figures taken at a moment. */
const monthsTable = (periods: readonly ReportPeriod[]) =>
  sql`(values ${sql.join(
    periods.map((p) => sql`(${p.month}::text, ${at(p.start)}, ${at(p.end)})`),
    sql`, `,
  )}) as m(month, month_start, month_end)`;

/** The months the history covers whole, as a table `months` (month, month_start, month_end). */
const historyMonths = (periods: readonly ReportPeriod[]) =>
  sql`months as (
        select m.month, m.month_start, m.month_end
        from ${monthsTable(periods)} cross join ledger_history_began b
        where m.month_start >= b.began_at)`;

// A kept month's bucket: its `YYYY-MM`, or '0000' for every month before the report's first,
// whose changes only add up to where the first month starts.
const keptMonth = (from: Date) =>
  sql`case when month < ${day(from)} then '0000' else to_char(month, 'YYYY-MM') end`;

// Statuses as the ledger writes them (ledger-records/attempt-status.ts, ledger/refund.ts): a paid
// order, money captured, money gone back or on its way back.
const PAID = sql`('AUTHORIZED', 'CAPTURED', 'PROCESSING')`;

/**
 * The ledger's sums per tenant and month for the finance reports (docs/finance-reports.md, where
 * each figure is defined). Every query aggregates in the database and reads only rows in the
 * tenants asked for; the flows read one range of an index on their date.
 */
export const financeReportQueries = {
  /** Enrolment orders whose paying attempt completed in the month. */
  enrolments: (db: Executor, tenants: TenantFilter, from: Date, to: Date) =>
    queryRows<Counted & { count: string }>(
      db,
      sql`select a.tenant_id, ${monthNamed(sql`a.completed_at`)} as month, count(*) as count
          from payment_attempts a join orders o on o.id = a.order_id
          where a.status in ${PAID} and a.completed_at >= ${at(from)} and a.completed_at < ${at(to)}
            and o.kind = 'ENROLLMENT_PLAN' and ${inTenants(sql`a.tenant_id`, tenants)}
          group by 1, ${monthStartOf(sql`a.completed_at`)}`,
    ),

  /**
   * Money captured: order payments (an access code moves none) and plan charges; and of the plan
   * charges, those captured after a failure: a debt payment, or a period that had a declined
   * charge (the retries of docs/billing.md "Declined charges"). One pass over the months' charges
   * gives both; the declined periods are few, gathered once through their partial index.
   */
  collected: (db: Executor, tenants: TenantFilter, from: Date, to: Date) =>
    queryRows<Counted & { cents: string; recovered_cents: string }>(
      db,
      sql`select tenant_id, to_char(month_start, 'YYYY-MM') as month, sum(cents) as cents,
            sum(recovered) as recovered_cents
          from (
            select tenant_id, ${monthStartOf(sql`completed_at`)} as month_start,
              amount_cents as cents, 0 as recovered
            from payment_attempts
            where status = 'CAPTURED' and payment_method <> 'PREPAID_TOKEN'
              and completed_at >= ${at(from)} and completed_at < ${at(to)}
              and ${inTenants(sql`tenant_id`, tenants)}
            union all
            select c.tenant_id, ${monthStartOf(sql`c.completed_at`)}, c.amount_cents,
              case when c.period is null or f.subscription_id is not null
                then c.amount_cents else 0 end
            from subscription_charges c
            left join (
              select distinct subscription_id, period from subscription_charges
              where status = 'FAILED' and created_at < ${at(to)}
                and ${inTenants(sql`tenant_id`, tenants)}
            ) f on f.subscription_id = c.subscription_id and f.period = c.period
            where c.status = 'CAPTURED' and c.completed_at >= ${at(from)}
              and c.completed_at < ${at(to)} and ${inTenants(sql`c.tenant_id`, tenants)}
          ) captured group by tenant_id, month_start`,
    ),

  /** Refunds the provider took: done, or a bank credit on its way. */
  refunded: (db: Executor, tenants: TenantFilter, from: Date, to: Date) =>
    queryRows<Counted & { cents: string }>(
      db,
      sql`select tenant_id, ${monthNamed(sql`completed_at`)} as month, sum(amount_cents) as cents
          from refunds
          where status in ('REFUNDED', 'PROCESSING')
            and completed_at >= ${at(from)} and completed_at < ${at(to)}
            and ${inTenants(sql`tenant_id`, tenants)}
          group by 1, ${monthStartOf(sql`completed_at`)}`,
    ),

  /** Disputes opened, whatever became of them. */
  disputed: (db: Executor, tenants: TenantFilter, from: Date, to: Date) =>
    queryRows<Counted & { cents: string }>(
      db,
      sql`select tenant_id, ${monthNamed(sql`opened_at`)} as month, sum(amount_cents) as cents
          from payment_disputes
          where opened_at >= ${at(from)} and opened_at < ${at(to)}
            and ${inTenants(sql`tenant_id`, tenants)}
          group by 1, ${monthStartOf(sql`opened_at`)}`,
    ),

  /** The months the history covers whole: those starting once it began. */
  exactMonths: (db: Executor, periods: readonly ReportPeriod[]) =>
    queryRows<{ month: string }>(db, sql`with ${historyMonths(periods)} select month from months`),

  /**
   * Memberships counted by the month they started and the month they ended, each before the
   * first month ('0000'), in one of the months, or not ended by the last ('9999'): the use case
   * reads from these who was active in, at the start of, and ended in each month. A membership
   * starts when its enrolment order was paid and ends when it expired (its current `expires_at`):
   * the approximation for the months before the history began.
   */
  memberships: (db: Executor, tenants: TenantFilter, from: Date, to: Date) =>
    queryRows<{ tenant_id: string; started: string; ended: string; count: string }>(
      db,
      sql`select tenant_id, started, ended, count(*) as count from (
            select ms.tenant_id,
              case when a.completed_at < ${at(from)} then '0000'
                else ${monthOfColumn(sql`a.completed_at`)} end as started,
              case when ms.status <> 'expired' then '9999'
                when coalesce(ms.expires_at, ms.updated_at) < ${at(from)} then '0000'
                when coalesce(ms.expires_at, ms.updated_at) >= ${at(to)} then '9999'
                else ${monthOfColumn(sql`coalesce(ms.expires_at, ms.updated_at)`)} end as ended
            from memberships ms
            join orders o on o.tenant_id = ms.tenant_id and o.user_id = ms.user_id
              and o.kind = 'ENROLLMENT_PLAN'
            join payment_attempts a on a.order_id = o.id and a.status in ${PAID}
            where ms.status <> 'pending' and ${inTenants(sql`ms.tenant_id`, tenants)}
              and a.completed_at < ${at(to)}
          ) spans
          group by 1, 2, 3`,
    ),

  /**
   * Plans counted by the month they started and the month they stopped billing ('0000' before
   * the first month, '9999' still billing or after the last), with their prices added up per
   * periodicity. A plan bills from its start while ENABLED; one that has left ENABLED is taken to
   * have left it at its last change: the approximation for the months before the history began.
   */
  recurring: (db: Executor, tenants: TenantFilter, from: Date, to: Date) =>
    queryRows<{
      tenant_id: string;
      started: string;
      stopped: string;
      periodicity: Periodicity;
      cents: string;
    }>(
      db,
      sql`select tenant_id, started, stopped, periodicity, sum(amount_cents) as cents from (
            select tenant_id, periodicity, amount_cents,
              case when created_at < ${at(from)} then '0000'
                else ${monthOfColumn(sql`created_at`)} end as started,
              case when status = 'ENABLED' or updated_at >= ${at(to)} then '9999'
                when updated_at < ${at(from)} then '0000'
                else ${monthOfColumn(sql`updated_at`)} end as stopped
            from subscriptions
            where ${inTenants(sql`tenant_id`, tenants)} and created_at < ${at(to)}
          ) plans
          group by 1, 2, 3, 4`,
    ),

  /**
   * Debt owed at each month's end: the plans' debt as it stands, from the plan's last change
   * (when its debt arose) on: the approximation for the months before the history began.
   */
  debt: (db: Executor, tenants: TenantFilter, periods: readonly ReportPeriod[]) =>
    queryRows<Counted & { cents: string }>(
      db,
      sql`select s.tenant_id, m.month, sum(s.debt_cents) as cents
          from subscriptions s cross join ${monthsTable(periods)}
          where s.debt_cents > 0 and ${inTenants(sql`s.tenant_id`, tenants)}
            and s.updated_at < m.month_end
          group by 1, 2`,
    ),

  /**
   * What the memberships' changes did to each month up to the last (docs/finance-reports.md
   * "Month by month"), the months before the first added up as '0000': a few rows per tenant.
   */
  membershipMonths: (db: Executor, tenants: TenantFilter, from: Date, to: Date) =>
    queryRows<Counted & { active_change: string; entered: string; ended: string }>(
      db,
      sql`select tenant_id, ${keptMonth(from)} as month, sum(active_change) as active_change,
            sum(entered) as entered, sum(ended) as ended
          from finance_membership_months
          where ${inTenants(sql`tenant_id`, tenants)} and month < ${day(to)}
          group by 1, 2`,
    ),

  /** What the plans' changes did to each month up to the last, per periodicity (as above). */
  planMonths: (db: Executor, tenants: TenantFilter, from: Date, to: Date) =>
    queryRows<
      Counted & {
        periodicity: Periodicity;
        recurring_change_cents: string;
        debt_change_cents: string;
      }
    >(
      db,
      sql`select tenant_id, ${keptMonth(from)} as month, periodicity,
            sum(recurring_change_cents) as recurring_change_cents,
            sum(debt_change_cents) as debt_change_cents
          from finance_plan_months
          where ${inTenants(sql`tenant_id`, tenants)} and month < ${day(to)}
          group by 1, 2, 3`,
    ),
};
