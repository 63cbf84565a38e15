import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PARTNER_LEARNER_DEFAULT_ORDER,
  PARTNER_LEARNER_SORTS,
} from '@portal/domain/staff/partner-learners';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { LearnersTable } from '../shared/learners-table';
import { ListFailure, listStatus } from '../shared/list-read';
import { useListSort } from '../shared/sortable-header';
import { useSponsoredLearners } from './get-sponsored-learners';

/**
 * /staff/employer/learners?q=&sort=&dir=&page=: the learners who redeemed the employer's codes,
 * with their courses, progress and grades, as a partner school sees its own (docs/employers.md).
 */
export function SponsoredLearnersPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('sponsored.title')} />
      <h1>{t('sponsored.heading')}</h1>
      <StaffSignedIn>{() => <SponsoredLearners />}</StaffSignedIn>
    </div>
  );
}

function SponsoredLearners() {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const order = useListSort(PARTNER_LEARNER_SORTS, PARTNER_LEARNER_DEFAULT_ORDER);
  const query = params.toString();
  const learners = useSponsoredLearners(query);
  const { data } = learners;
  const status = listStatus(learners, data?.learners.length, {
    loading: t('learners.loading'),
    empty: t('sponsored.empty'),
    count: t('learners.count', { count: data?.learners.length ?? 0, page: data?.page ?? 1 }),
  });
  return (
    <>
      <p>{t('sponsored.intro')}</p>
      <Search key={query} />
      <p aria-live="polite">{status}</p>
      <ListFailure id="sponsored-failure" read={learners} />
      {data && data.learners.length > 0 ? (
        <LearnersTable
          page={data}
          busy={learners.isPlaceholderData}
          order={order}
          pageHref={(n) =>
            paths.staffEmployerLearners.href({
              ...Object.fromEntries(params),
              page: n > 1 ? String(n) : undefined,
            })
          }
        />
      ) : null}
    </>
  );
}

/** The search, applied with Show: it keeps the order and starts on the first page. */
function Search() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      paths.staffEmployerLearners.href({
        q: q.trim() || undefined,
        sort: params.get('sort') ?? undefined,
        dir: params.get('dir') ?? undefined,
      }),
    );
  };
  return (
    <form
      role="search"
      aria-label={t('sponsored.search')}
      onSubmit={submit}
      className="staff-filters"
    >
      <label className="form-field">
        <span className="form-field__label">{t('learners.q')}</span>
        <input
          type="search"
          value={q}
          maxLength={254}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <button type="submit" className="button">
        {t('learners.submit')}
      </button>
    </form>
  );
}
