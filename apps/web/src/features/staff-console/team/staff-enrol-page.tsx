import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { StaffPendingSignIn, StaffSession } from '@portal/domain/staff/staff-session';
import { staffEnrolmentTokenSchema } from '@portal/domain/staff/staff-team';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PageMeta } from '@/components/page-meta';
import { SubmitButton } from '@/components/submit-button';
import { ApiError } from '@/lib/api-error';
import { withNewPassword } from '@/lib/forms/new-password';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { useEnrolmentLink, useEnrolWithLink } from './enrol-with-link';
import { staffSession, staffSessionFrom } from '../sign-in/staff-session';
import { useStepFailure } from '../shared/use-step-failure';
import { FailureNotice } from '../shared/failure-notice';
import { StaffCodeStep } from '../sign-in/staff-code-step';
import { StaffRecoveryCodes } from '../sign-in/staff-recovery-codes';
import { StepHeading } from '../sign-in/step-heading';

const passwordForm = withNewPassword({});

type EnrolState =
  | { step: 'password' }
  | { step: 'code'; pending: StaffPendingSignIn }
  | { step: 'recovery-codes'; session: StaffSession; codes: string[] };

/**
 * /staff/enrol#<secret>: the one-time link an administrator's action mails a member
 * (docs/staff-console.md "Managing staff"). The secret rides in the fragment, which the browser
 * never sends, so it stays out of server logs and Referer headers. The member chooses a password,
 * then adds an authenticator app and confirms it with a code, as any enrolment; the session opens.
 */
export function StaffEnrolPage() {
  const { t } = useTranslation('staff');
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const wellFormed = staffEnrolmentTokenSchema.safeParse(token).success;
  return (
    <div className="page page--narrow">
      <PageMeta title={t('enrolLink.title')} />
      <h1>{t('enrolLink.heading')}</h1>
      {wellFormed ? <EnrolWithLink token={token} /> : <InvalidLink />}
    </div>
  );
}

function InvalidLink() {
  const { t } = useTranslation('domain');
  return (
    <p role="alert" className="form__notice form__notice--error">
      {t('errors.STAFF_ENROLMENT_LINK_INVALID')}
    </p>
  );
}

function EnrolWithLink({ token }: { token: string }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const link = useEnrolmentLink(token);
  const [state, setState] = useState<EnrolState>({ step: 'password' });
  const open = (session: StaffSession) => {
    staffSession.set(staffSessionFrom(session, Date.now()));
    void navigate(paths.staff.href(), { replace: true });
  };

  if (link.isPending) return <p role="status">{t('enrolLink.checking')}</p>;
  if (link.isError) {
    const invalid = link.error instanceof ApiError && link.error.status === 400;
    return invalid ? (
      <InvalidLink />
    ) : (
      <div role="alert" className="form__notice form__notice--error">
        <p>{t('loadError')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void link.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  switch (state.step) {
    case 'password':
      return (
        <PasswordStep
          token={token}
          member={link.data}
          onPending={(pending) => setState({ step: 'code', pending })}
        />
      );
    case 'code':
      return (
        <StaffCodeStep
          pending={state.pending}
          onSession={(session) =>
            session.recoveryCodes
              ? setState({ step: 'recovery-codes', session, codes: session.recoveryCodes })
              : open(session)
          }
        />
      );
    case 'recovery-codes':
      return <StaffRecoveryCodes codes={state.codes} onDone={() => open(state.session)} />;
  }
}

function PasswordStep({
  token,
  member,
  onPending,
}: {
  token: string;
  member: { email: string; name: string };
  onPending: (pending: StaffPendingSignIn) => void;
}) {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const { failure, clear, report } = useStepFailure();
  const enrol = useEnrolWithLink();
  const { field, handleSubmit } = useSchemaForm(passwordForm, {
    newPassword: '',
    confirmation: '',
  });
  return (
    <section>
      <StepHeading>{t('enrolLink.passwordHeading')}</StepHeading>
      <p>{t('enrolLink.intro', member)}</p>
      <form
        className="form"
        noValidate
        aria-describedby={failure ? failureId : undefined}
        onSubmit={handleSubmit(({ newPassword }) => {
          clear();
          enrol.mutate({ token, password: newPassword }, { onSuccess: onPending, onError: report });
        })}
      >
        <NewPasswordFields field={field} />
        <FailureNotice id={failureId} messages={failure} />
        <SubmitButton className="button button--primary button--block" busy={enrol.isPending}>
          {enrol.isPending ? t('enrolLink.submitting') : t('enrolLink.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
