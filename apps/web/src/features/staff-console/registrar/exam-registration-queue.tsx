import { useTranslation } from 'react-i18next';
import {
  examRegistrationDecisionBodySchema,
  type ExamRegistrationDecisionBody,
} from '@portal/domain/staff/registrar-queues';
import type { RegistrarState } from './registrar-state';
import { DecisionDialog } from './decision-dialog';
import { RegistrarQueuePanel } from './registrar-queue-panel';

/** Challenge-exam registrations waiting: confirm or refuse, with a message. */
export function ExamRegistrationQueue({
  state,
  pageHref,
}: {
  state: RegistrarState;
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation('staff');
  return (
    <RegistrarQueuePanel
      queue="exam-registrations"
      state={state}
      pageHref={pageHref}
      askedHeader={t('registrar.exams.asked')}
      asked={(item) => item.examName}
      action={(item, announce) => {
        const name = t('student.name', item.student);
        return (
          <DecisionDialog<ExamRegistrationDecisionBody>
            trigger={t('registrar.exams.decide', { name })}
            title={t('registrar.exams.title', { name, exam: item.examName })}
            description={t('registrar.exams.description', { exam: item.examName })}
            path={`/staff-api/registrar/exam-registrations/${item.orderId}/decision`}
            schema={examRegistrationDecisionBodySchema}
            defaultValues={{ decision: 'CONFIRM', message: '' }}
            choices={[
              { value: 'CONFIRM', label: t('registrar.exams.confirm') },
              { value: 'REFUSE', label: t('registrar.exams.refuse') },
            ]}
            textField="message"
            textLabel={t('registrar.message')}
            textHint={t('registrar.messageHint')}
            submitLabel={t('registrar.record')}
            onDecided={(decision) =>
              announce(t(`registrar.exams.decided.${decision.status}`, { name }))
            }
          />
        );
      }}
    />
  );
}
