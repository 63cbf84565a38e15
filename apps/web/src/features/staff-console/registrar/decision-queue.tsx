import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { RegistrarDecisionBody, RegistrarQueue } from '@portal/domain/staff/registrar-queues';
import { DecisionDialog } from './decision-dialog';
import {
  RegistrarQueuePanel,
  type QueueProps,
  type RegistrarQueueItem,
} from './registrar-queue-panel';

/** The queues whose items are decided yes or no, with a message to the student. */
type DecisionQueueName = Exclude<RegistrarQueue, 'transcripts'>;

/**
 * A queue of items a registrar decides yes or no (prior credit, exam registrations, admissions
 * reviews), with the message the student reads, required to say no. A queue states only what
 * differs: its words (the message ids under `registrar.<words>`: asked, decide, title,
 * description, choices.<decision>, decided.<status>), its decisions, the item's path and what the
 * row and the dialog say of it.
 */
export function DecisionQueue<Q extends DecisionQueueName>({
  queue,
  words,
  schema,
  decisions,
  path,
  asked,
  about,
  ...page
}: QueueProps & {
  queue: Q;
  words: string;
  schema: z.ZodType<RegistrarDecisionBody, RegistrarDecisionBody>;
  /** The decisions offered, the yes first (chosen when the dialog opens). */
  decisions: readonly [string, string];
  /** Where the decision is posted. */
  path: (item: RegistrarQueueItem<Q>) => string;
  /** What the row says is asked. */
  asked: (item: RegistrarQueueItem<Q>) => string;
  /** What the dialog's title and description name of the item, besides the student. */
  about: (item: RegistrarQueueItem<Q>) => Record<string, string | number>;
}) {
  const { t } = useTranslation('staff');
  return (
    <RegistrarQueuePanel
      queue={queue}
      {...page}
      askedHeader={t(`registrar.${words}.asked`)}
      asked={asked}
      action={(item, announce) => {
        const name = t('student.name', item.student);
        const values = { name, ...about(item) };
        return (
          <DecisionDialog<RegistrarDecisionBody>
            trigger={t(`registrar.${words}.decide`, { name })}
            title={t(`registrar.${words}.title`, values)}
            description={t(`registrar.${words}.description`, values)}
            path={path(item)}
            schema={schema}
            defaultValues={{ decision: decisions[0], message: '' }}
            choices={decisions.map((value) => ({
              value,
              label: t(`registrar.${words}.choices.${value}`),
            }))}
            textField="message"
            textLabel={t('registrar.message')}
            textHint={t('registrar.messageHint')}
            submitLabel={t('registrar.record')}
            onDecided={(decision) =>
              announce(t(`registrar.${words}.decided.${decision.status}`, { name }))
            }
          />
        );
      }}
    />
  );
}
