import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  PARTNER_TRANSCRIPT_STEPS,
  partnerTranscriptMoveBodySchema,
  type PartnerTranscriptMoveBody,
  type PartnerTranscriptStep,
} from '@portal/domain/staff/partner-learners';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { DecisionDialog } from '../registrar/decision-dialog';
import { RegistrarQueuePanel } from '../registrar/registrar-queue-panel';
import type { RegistrarState } from '../registrar/registrar-state';

/**
 * /staff/partner/transcripts?step=&sort=&dir=&page=: the transcripts the school's own learners
 * sent to it, waiting to be marked received (SENT) or posted (RECEIVED), each moved with the
 * registrar's own dialog and move (docs/staff-console.md "Partner schools"). The step, order and
 * page live in the address.
 */
export function PartnerTranscriptsPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('partnerTranscripts.title')} />
      <h1>{t('partnerTranscripts.heading')}</h1>
      <StaffSignedIn>{() => <PartnerTranscripts />}</StaffSignedIn>
    </div>
  );
}

function PartnerTranscripts() {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const asked = params.get('step') ?? '';
  const step: PartnerTranscriptStep = (PARTNER_TRANSCRIPT_STEPS as readonly string[]).includes(
    asked,
  )
    ? (asked as PartnerTranscriptStep)
    : 'SENT';
  const state: RegistrarState = {
    queue: 'transcripts',
    step,
    tenant: '',
    minDays: '',
    sort: params.get('sort') ?? '',
    dir: params.get('dir') ?? '',
    page: params.get('page') ?? '1',
  };
  const href = (next: { step?: string; page?: number }) =>
    paths.staffPartnerTranscripts.href({
      step: (next.step ?? step) === 'SENT' ? undefined : (next.step ?? step),
      sort: state.sort || undefined,
      dir: state.dir || undefined,
      page: next.page && next.page > 1 ? String(next.page) : undefined,
    });
  return (
    <>
      <nav aria-label={t('partnerTranscripts.stepsLabel')} className="staff-tabs">
        <ul>
          {PARTNER_TRANSCRIPT_STEPS.map((each) => (
            <li key={each}>
              <Link to={href({ step: each })} aria-current={each === step ? 'page' : undefined}>
                {t(`partnerTranscripts.steps.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RegistrarQueuePanel
        queue="transcripts"
        api="/staff-api/partner/transcripts"
        linkStudents={false}
        state={state}
        pageHref={(page) => href({ page })}
        askedHeader={t('partnerTranscripts.courses')}
        asked={(item) => item.courses.map((c) => `${c.courseCode} ${c.courseName}`).join(', ')}
        action={(item, announce) => {
          const name = t('student.name', item.student);
          const from = item.status as PartnerTranscriptStep;
          return (
            <DecisionDialog<PartnerTranscriptMoveBody>
              trigger={t(`partnerTranscripts.move.${from}`, { name })}
              title={t(`partnerTranscripts.dialogTitle.${from}`, { name })}
              description={t('partnerTranscripts.description')}
              path={`/staff-api/partner/transcripts/${item.id}/move`}
              schema={partnerTranscriptMoveBodySchema}
              defaultValues={{ from, reason: '' }}
              textField="reason"
              textLabel={t('registrar.auditNote')}
              submitLabel={t(`partnerTranscripts.submit.${from}`)}
              onDecided={(decision) =>
                announce(
                  t('partnerTranscripts.moved', {
                    name,
                    step: t(`registrar.stepNames.${decision.status}`),
                  }),
                )
              }
            />
          );
        }}
      />
    </>
  );
}
