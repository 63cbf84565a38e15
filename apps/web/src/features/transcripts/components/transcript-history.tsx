import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '@portal/domain/dates/date-formats';
import {
  TRANSCRIPT_STEPS,
  type TranscriptRequest,
} from '@portal/domain/coursework/transcript-request';
import { showToast } from '@/lib/toasts';
import { useCancelTranscript } from '../api/cancel-transcript';
import { useTranscripts } from '../api/get-transcripts';
import { LoadFailure } from '@/components/load-failure';
import { usePageFormats } from '@/lib/page-formats';

/** The send history (GET /coursework-api/transcripts), each request with where it is. */
export function TranscriptHistory() {
  const { t } = useTranslation('transcripts');
  const history = useTranscripts();
  return (
    <section className="transcripts__section" aria-labelledby="transcript-history-heading">
      <h2 id="transcript-history-heading">{t('history.heading')}</h2>
      {history.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : history.isError ? (
        <LoadFailure namespace="transcripts" onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <ul className="transcripts__history">
          {history.data.map((request) => (
            <TranscriptRequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TranscriptRequestItem({ request }: { request: TranscriptRequest }) {
  const { t } = useTranslation('transcripts');
  const formats = usePageFormats();
  return (
    <li
      className="transcripts__request"
      aria-label={t('history.to', { name: request.recipientName })}
    >
      <p className="transcripts__recipient">
        <strong>{t('history.to', { name: request.recipientName })}</strong>
        {' · '}
        <span className="transcripts__status">{t(`history.status.${request.status}`)}</span>
      </p>
      <p>{t('history.courses', { names: request.courses.map((c) => c.courseName).join(', ') })}</p>
      <p className="transcripts__muted">
        {t('history.requestedOn', { date: formats.date(request.requestedAt, DATE_FORMATS.long) })}
      </p>
      <RequestStatus request={request} />
    </li>
  );
}

/** One view per status (CODE_STYLE.md): the steps so far, the withdrawal, or the withdrawn request. */
function RequestStatus({ request }: { request: TranscriptRequest }) {
  switch (request.status) {
    case 'REQUESTED':
      return (
        <>
          <Steps request={request} />
          <WithdrawButton request={request} />
        </>
      );
    case 'SENT':
    case 'RECEIVED':
    case 'POSTED':
      return <Steps request={request} />;
    case 'CANCELLED':
      return <Withdrawn request={request} />;
  }
}

function Steps({ request }: { request: TranscriptRequest }) {
  const { t } = useTranslation('transcripts');
  const formats = usePageFormats();
  const at: Record<(typeof TRANSCRIPT_STEPS)[number], string | null> = {
    REQUESTED: request.requestedAt,
    SENT: request.sentAt,
    RECEIVED: request.receivedAt,
    POSTED: request.postedAt,
  };
  return (
    <ol className="transcripts__steps" aria-label={t('history.steps')}>
      {TRANSCRIPT_STEPS.map((step) => {
        const date = at[step];
        return (
          <li
            key={step}
            className={date ? 'transcripts__step transcripts__step--done' : 'transcripts__step'}
            aria-current={step === request.status ? 'step' : undefined}
          >
            <span>{t(`history.step.${step}`)}</span>{' '}
            <span className="transcripts__muted">
              {date ? formats.date(date, DATE_FORMATS.long) : t('history.pendingStep')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Withdrawn({ request }: { request: TranscriptRequest }) {
  const { t } = useTranslation('transcripts');
  const formats = usePageFormats();
  return (
    <p className="transcripts__muted">
      {t('history.cancelledOn', {
        date: formats.date(request.cancelledAt ?? request.requestedAt, DATE_FORMATS.long),
      })}
    </p>
  );
}

function WithdrawButton({ request }: { request: TranscriptRequest }) {
  const { t } = useTranslation('transcripts');
  const cancel = useCancelTranscript();
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={cancel.isPending}
      aria-busy={cancel.isPending}
      onClick={() =>
        cancel.mutate(request.id, { onSuccess: () => showToast.success(t('history.withdrawn')) })
      }
    >
      {t('history.withdraw')}
    </button>
  );
}
