import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  staffCodeFormSchema,
  staffRecoveryCodeFormSchema,
  type StaffPendingSignIn,
  type StaffSecondFactorStep,
  type StaffSession,
} from '@portal/domain/staff/staff-session';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useFinishStaffSignIn } from './finish-staff-sign-in';
import { useSignInWithPasskey } from './sign-in-with-passkey';
import { usePasskeyFailure } from '../shared/use-passkey-failure';
import { useStepFailure } from '../shared/use-step-failure';
import { FailureNotice } from '../shared/failure-notice';
import { StepHeading } from './step-heading';

interface StepProps {
  pending: StaffPendingSignIn;
  onSession: (session: StaffSession) => void;
}

/** Sends one kind of second factor and reports a refusal next to the button. */
function useSecondFactor({ onSession }: Pick<StepProps, 'onSession'>) {
  const { failure, clear, report } = useStepFailure();
  const mutation = useFinishStaffSignIn();
  const send = (step: StaffSecondFactorStep) => {
    clear();
    mutation.mutate(step, { onSuccess: onSession, onError: report });
  };
  return { failure, busy: mutation.isPending, send };
}

function AuthenticatorCodeForm({ pending, onSession }: StepProps) {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const { failure, busy, send } = useSecondFactor({ onSession });
  const { field, handleSubmit } = useSchemaForm(staffCodeFormSchema, { code: '' });
  return (
    <form
      className="form"
      noValidate
      aria-describedby={failure ? failureId : undefined}
      onSubmit={handleSubmit(({ code }) => send({ pendingToken: pending.pendingToken, code }))}
    >
      <FormField
        label={t('code.code')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        {...field('code')}
      />
      <FailureNotice id={failureId} messages={failure} />
      <SubmitButton className="button button--primary button--block" busy={busy}>
        {busy ? t('code.submitting') : t('code.submit')}
      </SubmitButton>
    </form>
  );
}

function RecoveryCodeForm({ pending, onSession }: StepProps) {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const { failure, busy, send } = useSecondFactor({ onSession });
  const { field, handleSubmit } = useSchemaForm(staffRecoveryCodeFormSchema, {
    recoveryCode: '',
  });
  return (
    <form
      className="form"
      noValidate
      aria-describedby={failure ? failureId : undefined}
      onSubmit={handleSubmit(({ recoveryCode }) =>
        send({ pendingToken: pending.pendingToken, recoveryCode }),
      )}
    >
      <FormField
        label={t('code.recoveryCode')}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        {...field('recoveryCode')}
      />
      <FailureNotice id={failureId} messages={failure} />
      <SubmitButton className="button button--primary button--block" busy={busy}>
        {busy ? t('code.submitting') : t('code.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * A passkey in place of the code (docs/staff-console.md "Passkeys"), offered when the member has
 * one for this host and the browser can use it. A dismissed prompt or a refusal leaves the code.
 */
function PasskeySignIn({ pending, onSession }: StepProps) {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const { failure, clear, report } = usePasskeyFailure();
  const mutation = useSignInWithPasskey();
  return (
    <div className="form__aside">
      <button
        type="button"
        className="button button--secondary"
        aria-busy={mutation.isPending}
        aria-describedby={failure ? failureId : undefined}
        disabled={mutation.isPending}
        onClick={() => {
          clear();
          mutation.mutate(pending.pendingToken, {
            onSuccess: onSession,
            onError: report,
          });
        }}
      >
        {mutation.isPending ? t('code.usingPasskey') : t('code.usePasskey')}
      </button>
      <FailureNotice id={failureId} messages={failure} />
    </div>
  );
}

/**
 * The second step: the authenticator's code, or a recovery code or a passkey in its place. A member without a
 * factor first sees the secret to add to their app, this once (docs/staff-console.md "Enrolment").
 */
export function StaffCodeStep({ pending, onSession }: StepProps) {
  const { t } = useTranslation('staff');
  const [useRecovery, setUseRecovery] = useState(false);
  const enrolling = pending.next === 'enrol';
  return (
    <section>
      <StepHeading>{enrolling ? t('enrol.heading') : t('code.heading')}</StepHeading>
      {pending.enrolment ? (
        <div className="form__aside">
          <p>{t('enrol.intro')}</p>
          <p>
            {t('enrol.secret')} <code>{pending.enrolment.secret}</code>
          </p>
          <p>
            <a href={pending.enrolment.otpauthUri}>{t('enrol.openInApp')}</a>
          </p>
        </div>
      ) : null}
      {pending.passkey && browserSupportsWebAuthn() ? (
        <PasskeySignIn pending={pending} onSession={onSession} />
      ) : null}
      {useRecovery ? (
        <RecoveryCodeForm pending={pending} onSession={onSession} />
      ) : (
        <AuthenticatorCodeForm pending={pending} onSession={onSession} />
      )}
      {enrolling ? null : (
        <p className="form__aside">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setUseRecovery((v) => !v)}
          >
            {useRecovery ? t('code.useAuthenticator') : t('code.useRecoveryCode')}
          </button>
        </p>
      )}
    </section>
  );
}
