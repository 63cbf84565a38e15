import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  LEARNER_STATUSES,
  PARTNER_LEARNER_DEFAULT_ORDER,
  PARTNER_LEARNER_SORTS,
} from '@portal/domain/staff/partner-learners';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useStaffMe } from '../sign-in/get-staff-me';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { FileDownload } from '../shared/file-download';
import { ListFailure, listStatus } from '../shared/list-read';
import { LearnersTable } from '../shared/learners-table';
import { useListSort } from '../shared/sortable-header';
import { usePartnerLearners, usePartnerPrograms } from './get-partner-learners';
import { LearnersMailings } from './learners-mailing';

const FILTERS = ['q', 'program', 'status'] as const;

/**
 * /staff/partner/learners?q=&program=&status=&sort=&dir=&page=: a partner school's own learners
 * with their courses, progress and grades (docs/staff-console.md "Partner schools"). The filters,
 * order and page live in the address, so back, forward and reload show the same page.
 */
export function LearnersPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('learners.title')} />
      <h1>{t('learners.heading')}</h1>
      <StaffSignedIn>{() => <Learners />}</StaffSignedIn>
    </div>
  );
}

function Learners() {
  const { t } = useTranslation('staff');
  const { scope } = useStaffMe().data ?? {};
  const [params] = useSearchParams();
  const order = useListSort(PARTNER_LEARNER_SORTS, PARTNER_LEARNER_DEFAULT_ORDER);
  const query = params.toString();
  const learners = usePartnerLearners(query);
  const { data } = learners;
  // The export takes the filters and the order on screen, never the page: it holds every page.
  const exportQuery = new URLSearchParams(params);
  exportQuery.delete('page');

  const status = listStatus(learners, data?.learners.length, {
    loading: t('learners.loading'),
    empty: t('learners.empty'),
    count: t('learners.count', { count: data?.learners.length ?? 0, page: data?.page ?? 1 }),
  });

  return (
    <>
      <LearnerFilters key={query} />
      <LearnersDownload query={exportQuery.toString()} />
      <p role="status" aria-live="polite">
        {status}
      </p>
      <ListFailure id="learners-failure" read={learners} />
      {data && data.learners.length > 0 ? (
        <LearnersTable
          page={data}
          busy={learners.isPlaceholderData}
          order={order}
          pageHref={(n) =>
            paths.staffPartnerLearners.href({
              ...Object.fromEntries(params),
              page: n > 1 ? String(n) : undefined,
            })
          }
        />
      ) : null}
      {scope?.kind === 'tenants' ? <LearnersMailings tenantIds={scope.tenantIds} /> : null}
    </>
  );
}

/** The filters, applied with Show: a new filter keeps the order and starts on the first page. */
function LearnerFilters() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const programs = usePartnerPrograms();
  const [values, setValues] = useState(() =>
    Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])),
  );
  const set = (name: (typeof FILTERS)[number]) => (value: string) =>
    setValues((now) => ({ ...now, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      paths.staffPartnerLearners.href({
        ...values,
        q: values.q?.trim(),
        sort: params.get('sort') ?? undefined,
        dir: params.get('dir') ?? undefined,
      }),
    );
  };
  return (
    <form
      role="search"
      aria-label={t('learners.filters')}
      onSubmit={submit}
      className="staff-filters"
    >
      <label className="form-field">
        <span className="form-field__label">{t('learners.q')}</span>
        <input
          type="search"
          value={values.q}
          maxLength={254}
          onChange={(event) => set('q')(event.target.value)}
        />
      </label>
      <label className="form-field">
        <span className="form-field__label">{t('learners.program')}</span>
        <select value={values.program} onChange={(event) => set('program')(event.target.value)}>
          <option value="">{t('learners.anyProgram')}</option>
          {programs.data?.programs.map((program) => (
            <option key={program.code} value={program.code}>
              {program.name} ({program.code})
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span className="form-field__label">{t('learners.status')}</span>
        <select value={values.status} onChange={(event) => set('status')(event.target.value)}>
          <option value="">{t('learners.anyStatus')}</option>
          {LEARNER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`learners.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t('learners.submit')}
      </button>
    </form>
  );
}

/** GET /staff-api/partner/learners.csv: the learners with the filters on screen, every page. */
function LearnersDownload({ query }: { query: string }) {
  const { t } = useTranslation('staff');
  return (
    <FileDownload
      id="learners-download"
      path="/staff-api/partner/learners.csv"
      fileName="learners.csv"
      query={query}
      words={{
        download: t('learners.download'),
        downloading: t('learners.downloading'),
        failed: t('learners.downloadFailed'),
      }}
    />
  );
}
