import { useTranslation } from 'react-i18next';
import { priorCreditDecisionBodySchema } from '@portal/domain/staff/registrar-queues';
import { DecisionQueue } from './decision-queue';
import type { QueueProps } from './registrar-queue-panel';

/** Prior-credit requests waiting for a decision: grant or refuse, with a message. */
export function PriorCreditQueue(props: QueueProps) {
  const { t } = useTranslation('staff');
  return (
    <DecisionQueue
      {...props}
      queue="prior-credit"
      words="priorCredit"
      schema={priorCreditDecisionBodySchema}
      decisions={['GRANT', 'REFUSE']}
      path={(item) => `/staff-api/registrar/prior-credit/${item.id}/decision`}
      asked={(item) =>
        t('registrar.priorCredit.credit', {
          course: `${item.courseCode} ${item.courseName}`,
          source: t(`registrar.priorCredit.sources.${item.source}`),
          reference: item.reference,
        })
      }
      about={(item) => ({
        code: item.courseCode,
        course: `${item.courseCode} ${item.courseName}`,
        reference: item.reference,
      })}
    />
  );
}
