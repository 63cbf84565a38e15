import { admissionsDecisionBodySchema } from '@portal/domain/staff/registrar-queues';
import { DecisionQueue } from './decision-queue';
import type { QueueProps } from './registrar-queue-panel';

/** Admissions reviews waiting: admit or decline, with a message. */
export function AdmissionsQueue(props: QueueProps) {
  return (
    <DecisionQueue
      {...props}
      queue="admissions"
      words="admissions"
      schema={admissionsDecisionBodySchema}
      decisions={['ADMIT', 'DECLINE']}
      path={(item) => `/staff-api/registrar/admissions/${item.id}/decision`}
      asked={(item) => item.courses.map((c) => `${c.courseCode} ${c.courseName}`).join(', ')}
      about={(item) => ({ count: item.courses.length })}
    />
  );
}
