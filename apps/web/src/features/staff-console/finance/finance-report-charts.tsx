import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { FinanceReport } from '@portal/domain/ledger/finance-report';
import { formatMoney } from '@portal/domain/money/format-money';

const dollars = (cents: number) => Math.round(cents) / 100;
const money = (value: unknown) => formatMoney(Math.round(Number(value) * 100));

/**
 * The trend as charts: money in and out, and recurring revenue, over the report's twelve
 * months. Each chart is an image whose description says what it shows and where the same
 * numbers are (the table of the last twelve months, below), for anyone who does not see it.
 */
export function FinanceReportCharts({ report, scope }: { report: FinanceReport; scope: string }) {
  const { t } = useTranslation('staff');
  const data = report.trend.map(({ month, figures }) => ({
    month,
    collected: dollars(figures.collectedCents),
    refunded: dollars(figures.refundedCents),
    disputed: dollars(figures.disputedCents),
    recurring: dollars(figures.recurringRevenueCents),
  }));
  const first = report.trend[0]!.month;
  const last = report.trend.at(-1)!;
  return (
    <div className="report-charts">
      <ChartFigure
        id="chart-money"
        caption={t('reports.moneyChart', { scope })}
        summary={t('reports.moneySummary', {
          from: first,
          to: last.month,
          collected: formatMoney(sum(report, (f) => f.collectedCents)),
          refunded: formatMoney(sum(report, (f) => f.refundedCents)),
          disputed: formatMoney(sum(report, (f) => f.disputedCents)),
        })}
        height={280}
      >
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis tickFormatter={money} width={90} />
          <Tooltip formatter={money} />
          <Legend />
          <Bar dataKey="collected" name={t('reports.figures.collected')} fill="#2f6f3e" />
          <Bar dataKey="refunded" name={t('reports.figures.refunded')} fill="#b26b00" />
          <Bar dataKey="disputed" name={t('reports.figures.disputed')} fill="#a3262a" />
        </BarChart>
      </ChartFigure>
      <ChartFigure
        id="chart-recurring"
        caption={t('reports.recurringChart', { scope })}
        summary={t('reports.recurringSummary', {
          from: first,
          start: formatMoney(report.trend[0]!.figures.recurringRevenueCents),
          to: last.month,
          end: formatMoney(last.figures.recurringRevenueCents),
        })}
        height={240}
      >
        <LineChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis tickFormatter={money} width={90} />
          <Tooltip formatter={money} />
          <Line
            dataKey="recurring"
            name={t('reports.figures.recurringRevenue')}
            stroke="#1f4e8c"
            strokeWidth={2}
          />
        </LineChart>
      </ChartFigure>
    </div>
  );
}

/** A chart as an image named by its caption and described by its summary in words. */
function ChartFigure({
  id,
  caption,
  summary,
  height,
  children,
}: {
  id: string;
  caption: string;
  summary: string;
  height: number;
  children: ReactElement;
}) {
  return (
    <figure>
      <figcaption id={id}>{caption}</figcaption>
      <div
        role="img"
        aria-labelledby={id}
        aria-describedby={`${id}-summary`}
        className="report-chart"
      >
        <ResponsiveContainer width="100%" height={height}>
          {children}
        </ResponsiveContainer>
      </div>
      <p id={`${id}-summary`} className="report-chart__summary">
        {summary}
      </p>
    </figure>
  );
}

const sum = (report: FinanceReport, read: (f: FinanceReport['figures']) => number) =>
  report.trend.reduce((total, { figures }) => total + read(figures), 0);
