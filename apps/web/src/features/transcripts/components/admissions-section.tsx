import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import type { AdmissionsChecklist, AdmissionsReview } from '@portal/domain/coursework/admissions';
import { useAdmissionsChecklist } from '../api/get-admissions-checklist';
import { useRequestAdmissionsReview } from '../api/request-admissions-review';
import { LoadFailure } from '@/components/load-failure';
import { usePageFormats } from '@/lib/page-formats';

/** The admissions review (docs/transcripts.md): the checklist, then the request or the request made. */
export function AdmissionsSection() {
  const { t } = useTranslation('transcripts');
  const checklist = useAdmissionsChecklist();
  return (
    <section className="transcripts__section" aria-labelledby="admissions-heading">
      <h2 id="admissions-heading">{t('admissions.heading')}</h2>
      <p>{t('admissions.intro')}</p>
      {checklist.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : checklist.isError ? (
        <LoadFailure namespace="transcripts" onRetry={() => void checklist.refetch()} />
      ) : (
        <Checklist checklist={checklist.data} />
      )}
    </section>
  );
}

function Checklist({ checklist }: { checklist: AdmissionsChecklist }) {
  const { t } = useTranslation('transcripts');
  const request = useRequestAdmissionsReview();
  return (
    <>
      <h3>{t('admissions.checklist')}</h3>
      <ul className="transcripts__checklist">
        {checklist.items.map((item) => (
          <li
            key={`${item.kind}-${item.courseCode}`}
            className={
              item.done ? 'transcripts__item transcripts__item--done' : 'transcripts__item'
            }
          >
            {t(`admissions.item.${item.kind}`, { name: item.courseName })}:{' '}
            <strong>{item.done ? t('admissions.done') : t('admissions.todo')}</strong>
          </li>
        ))}
      </ul>
      {checklist.review ? (
        <Review review={checklist.review} />
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={request.isPending}
          aria-busy={request.isPending}
          onClick={() => request.mutate()}
        >
          {request.isPending ? t('admissions.sending') : t('admissions.submit')}
        </button>
      )}
    </>
  );
}

/** The review asked for, one view per status. */
function Review({ review }: { review: AdmissionsReview }) {
  switch (review.status) {
    case 'REQUESTED':
      return <ReviewRequested review={review} />;
    case 'ADMITTED':
    case 'DECLINED':
      return <ReviewDecided review={review} outcome={review.status} />;
  }
}

function ReviewRequested({ review }: { review: AdmissionsReview }) {
  const { t } = useTranslation('transcripts');
  const formats = usePageFormats();
  return (
    <p role="status" className="form__notice form__notice--success">
      {t('admissions.requested', {
        date: formats.date(review.requestedAt, DATE_FORMATS.long),
      })}
    </p>
  );
}

/** A registrar's answer (docs/transcripts.md "Admissions review"), with their words if any. */
function ReviewDecided({
  review,
  outcome,
}: {
  review: AdmissionsReview;
  outcome: 'ADMITTED' | 'DECLINED';
}) {
  const { t } = useTranslation('transcripts');
  const formats = usePageFormats();
  return (
    <div
      role="status"
      className={
        outcome === 'ADMITTED'
          ? 'form__notice form__notice--success'
          : 'form__notice form__notice--warning'
      }
    >
      <p>
        <strong>{t(`admissions.outcome.${outcome}`)}</strong>{' '}
        {review.decidedAt
          ? t('admissions.decidedOn', {
              date: formats.date(review.decidedAt, DATE_FORMATS.long),
            })
          : null}
      </p>
      {review.message ? <p>{t('admissions.registrarWrote', { message: review.message })}</p> : null}
    </div>
  );
}
