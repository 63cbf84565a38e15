import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { REGISTRAR_QUEUES, type RegistrarQueue } from '@portal/domain/staff/registrar-queues';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { registrarAddress, registrarState, type RegistrarState } from './registrar-state';
import { AdmissionsQueue } from './admissions-queue';
import { ExamRegistrationQueue } from './exam-registration-queue';
import { PriorCreditQueue } from './prior-credit-queue';
import { RegistrarFilters } from './registrar-filters';
import type { QueueProps } from './registrar-queue-panel';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { TranscriptQueue } from './transcript-queue';

/** Each queue's tab. */
const QUEUE_TABS: Record<RegistrarQueue, ComponentType<QueueProps>> = {
  transcripts: TranscriptQueue,
  'prior-credit': PriorCreditQueue,
  'exam-registrations': ExamRegistrationQueue,
  admissions: AdmissionsQueue,
};

/**
 * /staff/registrar: the registrar's queues, one tab each (docs/staff-console.md "The registrar's
 * queues"). The queue, the filters and the page live in the address, so back, forward and reload
 * show the same page.
 */
export function RegistrarPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('registrar.title')} />
      <h1>{t('registrar.heading')}</h1>
      <StaffSignedIn>{() => <RegistrarQueues />}</StaffSignedIn>
    </div>
  );
}

function RegistrarQueues() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = registrarState(params);
  // Any change of queue or filter starts at the first page.
  const go = (change: Partial<RegistrarState>) =>
    void navigate(paths.staffRegistrar.href(registrarAddress({ ...state, page: '1', ...change })));
  const pageHref = (page: number) =>
    paths.staffRegistrar.href(registrarAddress({ ...state, page: String(page) }));

  return (
    <>
      <RegistrarFilters
        key={[state.queue, state.step, state.tenant, state.minDays].join('|')}
        state={state}
        onFilter={go}
      />
      <Tabs.Root
        value={state.queue}
        onValueChange={(queue) => go({ queue: queue as RegistrarQueue, step: 'REQUESTED' })}
        className="course-tabs"
      >
        <Tabs.List className="course-tabs__list" aria-label={t('registrar.queues')}>
          {REGISTRAR_QUEUES.map((queue) => (
            <Tabs.Trigger key={queue} value={queue} className="course-tabs__tab">
              {t(`registrar.queue.${queue}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {REGISTRAR_QUEUES.map((queue) => {
          const Queue = QUEUE_TABS[queue];
          return (
            <Tabs.Content key={queue} value={queue} className="course-tabs__panel">
              <Queue state={state} pageHref={pageHref} />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </>
  );
}
