import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { AdmissionsSection } from './admissions-section';
import { PriorCreditSection } from './prior-credit-section';
import { SendTranscriptSection } from './send-transcript-section';
import { TranscriptHistory } from './transcript-history';

/**
 * /account/transcripts (docs/transcripts.md): the student's courses with their
 * transcript progress and the form to send a transcript, the send history with where each request
 * is, prior credit, and the admissions review.
 */
export function TranscriptsPage() {
  const { t } = useTranslation('transcripts');
  return (
    <div className="page transcripts">
      <PageMeta title={t('title')} />
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <SendTranscriptSection />
      <TranscriptHistory />
      <PriorCreditSection />
      <AdmissionsSection />
    </div>
  );
}
