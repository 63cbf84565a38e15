import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '../api/get-staff-me';
import { useSignOutStaff } from '../api/sign-out-staff';
import { staffSession } from '../staff-session';

/** The signed-in member: who they are, their roles and scope, and sign-out. */
export function StaffHome({ accessToken }: { accessToken: string }) {
  const { t } = useTranslation('staff');
  const me = useStaffMe(accessToken);
  const signOut = useSignOutStaff();

  // A refused token (expired, idle or signed out elsewhere) ends the local session: sign in again.
  useEffect(() => {
    if (me.isError) staffSession.set(null);
  }, [me.isError]);

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
