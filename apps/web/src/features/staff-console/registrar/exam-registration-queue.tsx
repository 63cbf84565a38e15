import { examRegistrationDecisionBodySchema } from '@portal/domain/staff/registrar-queues';
import { DecisionQueue } from './decision-queue';
import type { QueueProps } from './registrar-queue-panel';

/** Challenge-exam registrations waiting: confirm or refuse, with a message. */
export function ExamRegistrationQueue(props: QueueProps) {
  return (
    <DecisionQueue
      {...props}
      queue="exam-registrations"
      words="exams"
      schema={examRegistrationDecisionBodySchema}
      decisions={['CONFIRM', 'REFUSE']}
      path={(item) => `/staff-api/registrar/exam-registrations/${item.orderId}/decision`}
      asked={(item) => item.examName}
      about={(item) => ({ exam: item.examName })}
    />
  );
}
