import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import type { Membership } from '@portal/domain/enrollment/order';
import { useApi } from '@/lib/app-services';
import { membershipQueryOptions } from '@/lib/student/get-membership';
import { LoadFailure } from '@/components/load-failure';
import { Loading } from './loading';
import { usePageFormats } from '@/lib/page-formats';

/** The membership (docs/product/entities.md): status, until when, and the days left to restart once expired. */
export function MembershipSection() {
  const { t } = useTranslation('billing');
  const membership = useQuery(membershipQueryOptions(useApi()));
  return (
    <section className="billing__section" aria-labelledby="billing-membership-heading">
      <h2 id="billing-membership-heading">{t('membership.heading')}</h2>
      {membership.isPending ? (
        <Loading />
      ) : membership.isError ? (
        <LoadFailure namespace="billing" onRetry={() => void membership.refetch()} />
      ) : membership.data ? (
        <MembershipFacts membership={membership.data} />
      ) : (
        <p>{t('membership.none')}</p>
      )}
    </section>
  );
}

function MembershipFacts({ membership }: { membership: Membership }) {
  const { t } = useTranslation(['billing', 'domain']);
  const formats = usePageFormats();
  const expired = membership.membershipStatus === 'expired';
  const date = membership.membershipExpiredDate
    ? formats.date(membership.membershipExpiredDate, DATE_FORMATS.long)
    : null;
  return (
    <>
      {expired ? (
        <p role="alert" className="form__notice form__notice--error">
          {t('domain:errors.MEMBERSHIP_EXPIRED')}
        </p>
      ) : null}
      <dl className="billing__facts">
        <div>
          <dt>{t('membership.status')}</dt>
          <dd>{t(`membership.statusValue.${membership.membershipStatus}`)}</dd>
        </div>
        {date ? (
          <div>
            <dt>{expired ? t('membership.expired') : t('membership.expires')}</dt>
            <dd>{date}</dd>
          </div>
        ) : null}
        {expired && membership.daysToRestartMembership !== null ? (
          <div>
            <dt>{t('membership.daysToRestart')}</dt>
            <dd>
              {t('membership.daysToRestartValue', { count: membership.daysToRestartMembership })}
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
