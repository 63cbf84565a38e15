import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  staffPasswordStepSchema,
  type StaffPasswordStep as PasswordValues,
  type StaffPendingSignIn,
} from '@portal/domain/staff/staff-session';
import { FormField } from '@/components/form-field';
import { UsernameField } from '@/components/username-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useStartStaffSignIn } from './start-staff-sign-in';
import { useStepFailure } from '../shared/use-step-failure';
import { FailureNotice } from '../shared/failure-notice';
import { StepHeading } from './step-heading';

/** The first step: e-mail and password (docs/staff-console.md "Signing in"). */
export function StaffPasswordStep({ onPending }: { onPending: (p: StaffPendingSignIn) => void }) {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const { failure, clear, report } = useStepFailure();
  const { field, handleSubmit, setError } = useSchemaForm(staffPasswordStepSchema, {
    email: '',
    password: '',
  });
  const mutation = useStartStaffSignIn();

  return (
    <section>
      <StepHeading>{t('password.heading')}</StepHeading>
      <form
        className="form"
        noValidate
        aria-describedby={failure ? failureId : undefined}
        onSubmit={handleSubmit((values) => {
          clear();
          mutation.mutate(values, {
            onSuccess: onPending,
            onError: (error) => {
              applyFieldErrors<PasswordValues>(error, ['email', 'password'], setError);
              report(error);
            },
          });
        })}
      >
        <UsernameField label={t('password.email')} {...field('email')} />
        <FormField
          label={t('password.password')}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <FailureNotice id={failureId} messages={failure} />
        <SubmitButton className="button button--primary button--block" busy={mutation.isPending}>
          {mutation.isPending ? t('password.submitting') : t('password.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
