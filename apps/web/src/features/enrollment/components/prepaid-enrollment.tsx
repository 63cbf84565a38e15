import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useIsLoggedIn } from '@/lib/use-auth-session';
import { useRedeemPrepaidToken } from '../api/redeem-prepaid-token';
import type { ValidPrepaidToken } from '@portal/domain/enrollment/prepaid-token';
import { acceptedAccessCode } from '../enrollment-choices';
import { AccessCodeForm } from './access-code-form';

export interface PrepaidEnrollmentProps {
  /** The account-creation form, shown to a visitor once the access code is accepted. */
  registration: ReactNode;
}

/**
 * /enrollment/account in prepaid mode and /assessment-account-creation (docs/product/screens-and-routes.md): the access code
 * is validated first; a visitor then creates the account; once signed in, the code pays for the
 * enrolment order on this page and the guard moves the learner on to the profile.
 */
export function PrepaidEnrollment({ registration }: PrepaidEnrollmentProps) {
  const { t } = useTranslation('enrollment');
  const toastApiError = useApiErrorToast();
  const loggedIn = useIsLoggedIn();
  const [valid, setValid] = useState<ValidPrepaidToken | null>(acceptedAccessCode.get);
  const redeem = useRedeemPrepaidToken();
  const { mutate } = redeem;
  // One redemption per accepted code, also when React runs the effect twice.
  const redeemed = useRef<ValidPrepaidToken | null>(null);

  useEffect(() => {
    if (!loggedIn || !valid || redeemed.current === valid) return;
    redeemed.current = valid;
    // Forgotten before paying: a failure asks for a code again, a success moves on.
    acceptedAccessCode.set(null);
    mutate(valid, {
      onError: (error) => {
        toastApiError(error);
        setValid(null);
      },
    });
  }, [loggedIn, valid, mutate, toastApiError]);

  const accept = (token: ValidPrepaidToken) => {
    acceptedAccessCode.set(token);
    setValid(token);
  };

  const step = !valid ? 'code' : loggedIn ? 'redeem' : 'account';
  return (
    <div className="page page--narrow">
      <PageMeta
        title={t(`prepaid.${step}.title`)}
        description={t('prepaid.code.intro')}
        indexable
      />
      <h1 tabIndex={-1} key={step} ref={step === 'code' ? undefined : (h) => h?.focus()}>
        {t(`prepaid.${step}.heading`)}
      </h1>
      {step === 'code' ? (
        <>
          <p>{t('prepaid.code.intro')}</p>
          <AccessCodeForm onValid={accept} />
        </>
      ) : null}
      {step === 'account' && valid ? (
        <>
          <p className="form__notice form__notice--success">
            {t('prepaid.account.accepted', { program: valid.degreeProgramName })}
          </p>
          {registration}
        </>
      ) : null}
      {step === 'redeem' ? (
        <p className="page-loading" role="status">
          {t('prepaid.redeem.body')}
        </p>
      ) : null}
    </div>
  );
}
