import { useTranslation } from 'react-i18next';
import {
  transcriptMoveBodySchema,
  type TranscriptMoveBody,
} from '@portal/domain/staff/registrar-queues';
import { DecisionDialog } from './decision-dialog';
import { RegistrarQueuePanel, type QueueProps } from './registrar-queue-panel';

/** Transcript requests at one step; each moves to the next step. */
export function TranscriptQueue(props: QueueProps) {
  const { t } = useTranslation('staff');
  return (
    <RegistrarQueuePanel
      {...props}
      queue="transcripts"
      askedHeader={t('registrar.transcripts.asked')}
      asked={(item) =>
        t('registrar.transcripts.sendTo', {
          recipient: item.recipientName,
          courses: item.courses.map((c) => `${c.courseCode} ${c.courseName}`).join(', '),
        })
      }
      action={(item, announce) => {
        const name = t('student.name', item.student);
        return (
          <DecisionDialog<TranscriptMoveBody>
            trigger={t(`registrar.transcripts.move.${item.status}`, { name })}
            title={t(`registrar.transcripts.title.${item.status}`, { name })}
            description={t('registrar.transcripts.description', {
              recipient: item.recipientName,
            })}
            path={`/staff-api/registrar/transcripts/${item.id}/move`}
            schema={transcriptMoveBodySchema}
            defaultValues={{ from: item.status, reason: '' }}
            textField="reason"
            textLabel={t('registrar.auditNote')}
            submitLabel={t(`registrar.transcripts.submit.${item.status}`)}
            onDecided={(decision) =>
              announce(
                t('registrar.transcripts.moved', {
                  name,
                  step: t(`registrar.stepNames.${decision.status}`),
                }),
              )
            }
          />
        );
      }}
    />
  );
}
