import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentPolicyVersion, needsPolicyAgreement } from '@portal/domain/user/policy-agreement';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useTenant } from '@/lib/app-services';
import { useInertApp } from '@/lib/dom/use-inert-app';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { useAgreeToPolicy } from '../api/agree-to-policy';

/**
 * The student policy (docs/account-settings.md): the version agreed to, and, while it is not the version in
 * force (tenant config `policyVersion`), a dialog that opens by itself on this page and asks the
 * student to agree. "Not now" closes it for this visit; the section keeps offering it.
 */
export function PolicyAgreement({ user }: { user: UserProfile | undefined }) {
  const { t } = useTranslation('account');
  const { config } = useTenant();
  const current = currentPolicyVersion(config);
  const agreed = user?.policyAgreementStatus.policyVersion ?? null;
  const needed = user !== undefined && needsPolicyAgreement(agreed, current);
  const [dismissed, setDismissed] = useState(false);
  const open = needed && !dismissed;
  useInertApp(open);
  const agree = useAgreeToPolicy();
  const toastApiError = useApiErrorToast();
  const policyHref = paths.helpArticle.href('policies/student-policies');

  const onAgree = () =>
    agree.mutate(
      { policyVersion: current },
      {
        onSuccess: () => showToast.success(t('policy.agreedToast')),
        onError: toastApiError,
      },
    );

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(open) => {
        if (!open) setDismissed(true);
      }}
    >
      <p>
        {needed
          ? agreed
            ? t('policy.changed', { version: current })
            : t('policy.notAgreed', { version: current })
          : t('policy.agreed', { version: agreed ?? current })}{' '}
        <Link to={policyHref}>{t('policy.read')}</Link>
      </p>
      {needed ? (
        <AlertDialog.Trigger asChild>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDismissed(false)}
          >
            {t('policy.review')}
          </button>
        </AlertDialog.Trigger>
      ) : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog__title">
            {agreed ? t('policy.dialogTitleChanged') : t('policy.dialogTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description>
            {t('policy.dialogText', { version: current })}
          </AlertDialog.Description>
          <p>
            <Link to={policyHref} target="_blank" rel="noopener">
              {t('policy.readNewTab')}
            </Link>
          </p>
          <div className="dialog__actions">
            <AlertDialog.Cancel className="button button--secondary">
              {t('policy.later')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="button button--primary"
              disabled={agree.isPending}
              onClick={(event) => {
                event.preventDefault();
                onAgree();
              }}
            >
              {t('policy.agree')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
