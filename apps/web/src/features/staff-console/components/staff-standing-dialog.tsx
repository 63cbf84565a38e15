import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { staffReasonFormSchema, type StaffListItem } from '@portal/domain/staff/staff-team';
import { TextAreaField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useInertApp } from '@/lib/dom/use-inert-app';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/toasts';
import { useChangeStaffMember } from '../api/change-staff-member';
import { useStepFailure } from '../use-step-failure';
import { FailureNotice } from './failure-notice';

/**
 * Disabling a member (their sessions end at once and they cannot sign in) or enabling them again,
 * with the reason the audit log keeps.
 */
export function StaffStandingDialog({
  member,
  onClose,
}: {
  member: StaffListItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  useInertApp(true);
  const failureId = useId();
  const { failure, clear, report } = useStepFailure();
  const change = useChangeStaffMember();
  const { field, handleSubmit } = useSchemaForm(staffReasonFormSchema, { reason: '' });
  const disabling = member.status !== 'disabled';
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog__title">
            {t(disabling ? 'team.disableTitle' : 'team.enableTitle', { name: member.name })}
          </AlertDialog.Title>
          <AlertDialog.Description>
            {disabling ? t('team.disableIntro') : t('team.enableIntro')}
          </AlertDialog.Description>
          <form
            className="form"
            noValidate
            aria-describedby={failure ? failureId : undefined}
            onSubmit={handleSubmit(({ reason }) => {
              clear();
              change.mutate(
                { id: member.id, patch: { disabled: disabling, reason } },
                {
                  onSuccess: () => {
                    showToast.success(
                      t(disabling ? 'team.disabled' : 'team.enabled', { name: member.name }),
                    );
                    onClose();
                  },
                  onError: report,
                },
              );
            })}
          >
            <TextAreaField label={t('team.reason')} required {...field('reason')} />
            <FailureNotice id={failureId} messages={failure} />
            <div className="dialog__actions">
              <SubmitButton className="button button--primary" busy={change.isPending}>
                {disabling ? t('team.disable') : t('team.enable')}
              </SubmitButton>
              <AlertDialog.Cancel className="button button--secondary">
                {t('team.cancel')}
              </AlertDialog.Cancel>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
