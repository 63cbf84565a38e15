import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { useStaffMe } from '../api/get-staff-me';
import { useRenewStaffSession } from '../api/renew-staff-session';
import { useSignOutStaff } from '../api/sign-out-staff';
import { staffSession, type StaffSessionState } from '../staff-session';
import { useStaffSessionRenewal } from '../use-staff-session-renewal';

/** The signed-in member: who they are, their roles and scope, and sign-out. */
export function StaffHome({ session }: { session: StaffSessionState }) {
  const { t } = useTranslation('staff');
  const { accessToken } = session;
  const me = useStaffMe(accessToken);
  const signOut = useSignOutStaff();
  const { renew } = useRenewStaffSession();
  useStaffSessionRenewal(session);

  // A refused token gets one renewal (a fresh token re-asks); if that is refused too, the session
  // has ended (idle, signed out elsewhere) and the member signs in again, told why.
  const refused = me.error instanceof ApiError && me.error.status === 401;
  useEffect(() => {
    if (refused) void renew(accessToken);
    else if (me.isError) staffSession.set(null);
  }, [refused, me.isError, renew, accessToken]);

  if (!me.data) return <p role="status">{t('home.loading')}</p>;
  const { name, email, roles, scope } = me.data;
  return (
    <section>
      <h2>{t('home.heading', { name })}</h2>
      <dl>
        <dt>{t('home.email')}</dt>
        <dd>{email}</dd>
        <dt>{t('home.roles')}</dt>
        <dd>{roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
        <dt>{t('home.scope')}</dt>
        <dd>{scope.kind === 'all_tenants' ? t('home.allTenants') : scope.tenantIds.join(', ')}</dd>
      </dl>
      <button
        type="button"
        className="button button--secondary"
        aria-busy={signOut.isPending}
        onClick={() => signOut.mutate(accessToken)}
      >
        {t('home.signOut')}
      </button>
    </section>
  );
}
