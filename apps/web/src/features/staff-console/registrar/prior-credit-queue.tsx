import { useTranslation } from 'react-i18next';
import {
  priorCreditDecisionBodySchema,
  type PriorCreditDecisionBody,
} from '@portal/domain/staff/registrar-queues';
import type { RegistrarState } from './registrar-state';
import { DecisionDialog } from './decision-dialog';
import { RegistrarQueuePanel } from './registrar-queue-panel';

/** Prior-credit requests waiting for a decision: grant or refuse, with a message. */
export function PriorCreditQueue({
  state,
  pageHref,
}: {
  state: RegistrarState;
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation('staff');
  return (
    <RegistrarQueuePanel
      queue="prior-credit"
      state={state}
      pageHref={pageHref}
      askedHeader={t('registrar.priorCredit.asked')}
      asked={(item) =>
        t('registrar.priorCredit.credit', {
          course: `${item.courseCode} ${item.courseName}`,
          source: t(`registrar.priorCredit.sources.${item.source}`),
          reference: item.reference,
        })
      }
      action={(item, announce) => {
        const name = t('student.name', item.student);
        return (
          <DecisionDialog<PriorCreditDecisionBody>
            trigger={t('registrar.priorCredit.decide', { name })}
            title={t('registrar.priorCredit.title', { name, course: item.courseCode })}
            description={t('registrar.priorCredit.description', {
              course: `${item.courseCode} ${item.courseName}`,
              reference: item.reference,
            })}
            path={`/staff-api/registrar/prior-credit/${item.id}/decision`}
            schema={priorCreditDecisionBodySchema}
            defaultValues={{ decision: 'GRANT', message: '' }}
            choices={[
              { value: 'GRANT', label: t('registrar.priorCredit.grant') },
              { value: 'REFUSE', label: t('registrar.priorCredit.refuse') },
            ]}
            textField="message"
            textLabel={t('registrar.message')}
            textHint={t('registrar.messageHint')}
            submitLabel={t('registrar.record')}
            onDecided={(decision) =>
              announce(t(`registrar.priorCredit.decided.${decision.status}`, { name }))
            }
          />
        );
      }}
    />
  );
}
