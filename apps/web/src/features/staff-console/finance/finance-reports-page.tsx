import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  monthOf,
  reportMonthSchema,
  type FinanceFigures,
  type FinanceReport,
} from '@portal/domain/ledger/finance-report';
import { PageMeta } from '@/components/page-meta';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { FailureNotice } from '../shared/failure-notice';
import { useRefusal } from '../shared/action-dialog';
import { useFinanceReport } from './get-finance-report';
import { csvFigure, REPORT_FIGURES, shownFigure } from './report-figures';
import { ReportTable } from './report-table';

// recharts is large: the charts load after the tables, in their own chunk, and only here.
const FinanceReportCharts = lazy(() =>
  import('./finance-report-charts').then((module) => ({ default: module.FinanceReportCharts })),
);

/**
 * /staff/finance/reports?month=YYYY-MM&tenant=: a month's finance figures, per tenant for the
 * provider's staff, and the twelve months before as tables and charts (docs/finance-reports.md).
 * The month and tenant live in the address, so back, forward and reload show the same report.
 */
export function FinanceReportsPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('reports.title')} />
      <h1>{t('reports.heading')}</h1>
      <StaffSignedIn>{() => <FinanceReports />}</StaffSignedIn>
    </div>
  );
}

function FinanceReports() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? monthOf(new Date());
  const tenant = params.get('tenant') ?? '';
  const monthIsValid = reportMonthSchema.safeParse(month).success;
  const report = useFinanceReport(month, tenant, monthIsValid);
  const refusal = useRefusal(report.error);
  const monthId = useId();
  const tenantId = useId();
  const choose = (next: { month?: string; tenant?: string }) => {
    const state = { month, tenant, ...next };
    setParams({ month: state.month, ...(state.tenant ? { tenant: state.tenant } : {}) });
  };
  return (
    <>
      <div className="filters">
        <p className="form-field">
          <label className="form-field__label" htmlFor={monthId}>
            {t('reports.month')}
          </label>
          <input
            id={monthId}
            type="month"
            value={monthIsValid ? month : ''}
            min="2000-01"
            max="2099-12"
            onChange={(event) => {
              if (reportMonthSchema.safeParse(event.target.value).success) {
                choose({ month: event.target.value });
              }
            }}
          />
        </p>
        <p className="form-field">
          <label className="form-field__label" htmlFor={tenantId}>
            {t('reports.tenant')}
          </label>
          <select
            id={tenantId}
            value={tenant}
            onChange={(event) => choose({ tenant: event.target.value })}
          >
            <option value="">{t('reports.allTenants')}</option>
            {(report.data?.tenants ?? (tenant ? [{ id: tenant, name: tenant }] : [])).map(
              (choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ),
            )}
          </select>
        </p>
      </div>
      {!monthIsValid ? (
        <p role="alert" className="form__notice form__notice--error">
          {t('reports.badMonth')}
        </p>
      ) : null}
      <FailureNotice id="reports-failure" messages={refusal} />
      {report.isError ? (
        <button type="button" className="button button--secondary" onClick={() => report.refetch()}>
          {t('retry')}
        </button>
      ) : null}
      <p role="status">
        {report.isFetching
          ? t('reports.loading')
          : report.data && isEmpty(report.data)
            ? t('reports.empty')
            : ''}
      </p>
      {report.data && monthIsValid ? <Report report={report.data} /> : null}
    </>
  );
}

const isEmpty = (report: FinanceReport) =>
  report.byTenant.length === 0 && report.trend.every(({ figures }) => allZero(figures));

const allZero = (figures: FinanceFigures) =>
  REPORT_FIGURES.every((figure) => !figure.read(figures));

function Report({ report }: { report: FinanceReport }) {
  const { t } = useTranslation('staff');
  const none = t('reports.none');
  const scope = report.tenant
    ? (report.tenants.find((tenant) => tenant.id === report.tenant)?.name ?? report.tenant)
    : t('reports.allTenants');
  // Months that started before the ledger's history began (docs/finance-reports.md).
  const approximated = report.trend.filter(({ exact }) => !exact).map(({ month }) => month);
  const fileStem = `finance-${report.month}-${report.tenant ?? 'all-tenants'}`;
  const figureName = (id: string) => t(`reports.figures.${id}`);
  const figureColumns = REPORT_FIGURES.map((figure) => ({
    shown: figureName(figure.id),
    csv: t(`reports.csvFigures.${figure.id}`),
  }));
  return (
    <>
      <ReportTable
        id="report-month"
        caption={t('reports.monthCaption', { month: report.month, scope })}
        fileName={`${fileStem}.csv`}
        columns={[
          { shown: t('reports.figure'), csv: 'figure' },
          { shown: t('reports.value'), csv: 'value' },
        ]}
        rows={REPORT_FIGURES.map((figure) => ({
          key: figure.id,
          cells: [
            { shown: figureName(figure.id), csv: t(`reports.csvFigures.${figure.id}`) },
            {
              shown: shownFigure(figure, report.figures, none),
              csv: csvFigure(figure, report.figures),
            },
          ],
        }))}
      />
      {report.exact ? null : (
        <p className="form__notice">{t('reports.monthApproximated', { month: report.month })}</p>
      )}
      {report.tenant === null && report.byTenant.length > 0 ? (
        <ReportTable
          id="report-tenants"
          caption={t('reports.tenantsCaption', { month: report.month })}
          fileName={`${fileStem}-by-tenant.csv`}
          columns={[{ shown: t('reports.tenant'), csv: 'tenant' }, ...figureColumns]}
          rows={report.byTenant.map(({ tenantId, figures }) => ({
            key: tenantId,
            cells: [
              {
                shown: report.tenants.find((tenant) => tenant.id === tenantId)?.name ?? tenantId,
                csv: tenantId,
              },
              ...REPORT_FIGURES.map((figure) => ({
                shown: shownFigure(figure, figures, none),
                csv: csvFigure(figure, figures),
              })),
            ],
          }))}
        />
      ) : null}
      <Suspense fallback={<p>{t('reports.chartsLoading')}</p>}>
        <FinanceReportCharts report={report} scope={scope} />
      </Suspense>
      <ReportTable
        id="report-trend"
        caption={t('reports.trendCaption', { scope })}
        fileName={`${fileStem}-12-months.csv`}
        columns={[{ shown: t('reports.monthColumn'), csv: 'month' }, ...figureColumns]}
        rows={report.trend.map(({ month, figures }) => ({
          key: month,
          cells: [
            { shown: month, csv: month },
            ...REPORT_FIGURES.map((figure) => ({
              shown: shownFigure(figure, figures, none),
              csv: csvFigure(figure, figures),
            })),
          ],
        }))}
      />
      {approximated.length > 0 ? (
        <p className="form__notice">
          {t('reports.trendApproximated', { months: approximated.join(', ') })}
        </p>
      ) : null}
    </>
  );
}
