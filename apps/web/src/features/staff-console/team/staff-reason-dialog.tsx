import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { staffReasonFormSchema, type StaffListItem } from '@portal/domain/staff/staff-team';
import { TextAreaField } from '@/components/form-field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/toasts';
import { useChangeStaffMember } from './change-staff-member';
import { useResetSecondFactor } from './reset-second-factor';
import { useStepFailure } from '../shared/use-step-failure';
import { ConsoleDialog, DialogActions, DialogDescription } from '../shared/console-dialog';
import { FailureNotice } from '../shared/failure-notice';

/** What a reason dialog does to a member. */
export type ReasonAction = 'disable' | 'enable' | 'reset';

/**
 * An action that takes only a reason, kept by the audit log: disabling a member (their sessions
 * end at once and they cannot sign in), enabling them again, or resetting their second factor
 * (they are mailed a new enrolment link).
 */
export function StaffReasonDialog({
  member,
  action,
  onClose,
}: {
  member: StaffListItem;
  action: ReasonAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const { failure, clear, report } = useStepFailure();
  const change = useChangeStaffMember();
  const reset = useResetSecondFactor();
  const { field, handleSubmit } = useSchemaForm(staffReasonFormSchema, { reason: '' });
  const done = () => {
    showToast.success(t(`team.${action}Done`, { name: member.name }));
    onClose();
  };
  return (
    <ConsoleDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`team.${action}Title`, { name: member.name })}
    >
      <DialogDescription>{t(`team.${action}Intro`)}</DialogDescription>
      <form
        className="form"
        noValidate
        aria-describedby={failure ? failureId : undefined}
        onSubmit={handleSubmit(({ reason }) => {
          clear();
          const handlers = { onSuccess: done, onError: report };
          if (action === 'reset') reset.mutate({ id: member.id, reason }, handlers);
          else {
            const patch = { disabled: action === 'disable', reason };
            change.mutate({ id: member.id, patch }, handlers);
          }
        })}
      >
        <TextAreaField label={t('team.reason')} required {...field('reason')} />
        <FailureNotice id={failureId} messages={failure} />
        <DialogActions
          cancel={t('team.cancel')}
          submit={t(`team.${action}`)}
          busy={change.isPending || reset.isPending}
        />
      </form>
    </ConsoleDialog>
  );
}
