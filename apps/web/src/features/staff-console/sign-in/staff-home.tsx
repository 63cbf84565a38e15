import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { staffMay } from '@portal/domain/staff/staff-roles';
import { paths } from '@/lib/paths';
import { useStaffMe } from './get-staff-me';
import { useSignOutStaff } from './sign-out-staff';
import { staffSession, type StaffSessionState } from './staff-session';
import { StaffPasskeysSection } from '../passkeys/staff-passkeys-section';
import { StudentSearchForm } from '../students/student-search-form';

/**
 * The signed-in member: who they are, their roles and scope, their passkeys, a student search, and
 * sign-out.
 */
export function StaffHome({ session }: { session: StaffSessionState }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const { accessToken } = session;
  const me = useStaffMe();
  const signOut = useSignOutStaff();

  // Without the member's own account the console cannot go on: they sign in again.
  useEffect(() => {
    if (me.isError) staffSession.set(null);
  }, [me.isError]);

  if (!me.data) return <p role="status">{t('home.loading')}</p>;
  const { name, email, roles, scope } = me.data;
  return (
    <>
      <section>
        <h2>{t('home.heading', { name })}</h2>
        <dl>
          <dt>{t('home.email')}</dt>
          <dd>{email}</dd>
          <dt>{t('home.roles')}</dt>
          <dd>{roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
          <dt>{t('home.scope')}</dt>
          <dd>
            {scope.kind === 'all_tenants' ? t('home.allTenants') : scope.tenantIds.join(', ')}
          </dd>
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
      <StaffPasskeysSection />
      {staffMay(roles, 'answer_support') ? (
        <section aria-labelledby="staff-home-support">
          <h2 id="staff-home-support">{t('home.support')}</h2>
          <p>{t('home.supportIntro')}</p>
          <p>
            <Link to={paths.staffSupport.href()}>{t('support.heading')}</Link>
          </p>
        </section>
      ) : null}
      {staffMay(roles, 'manage_staff') ? (
        <nav aria-label={t('home.links')}>
          <ul>
            <li>
              <Link to={paths.staffTeam.href()}>{t('home.team')}</Link>
            </li>
          </ul>
        </nav>
      ) : null}
      {staffMay(roles, 'work_registrar_queues') ? (
        <section aria-labelledby="staff-home-registrar">
          <h2 id="staff-home-registrar">{t('home.registrar')}</h2>
          <p>
            <Link to={paths.staffRegistrar.href()}>{t('home.registrarLink')}</Link>
          </p>
        </section>
      ) : null}
      {staffMay(roles, 'view_students') ? (
        <section aria-labelledby="staff-home-search">
          <h2 id="staff-home-search">{t('search.heading')}</h2>
          <StudentSearchForm onSearch={(q) => void navigate(paths.staffStudents.href(q))} />
        </section>
      ) : null}
      {staffMay(roles, 'view_own_learners') ? (
        <section aria-labelledby="staff-home-learners">
          <h2 id="staff-home-learners">{t('learners.heading')}</h2>
          <ul>
            <li>
              <Link to={paths.staffPartnerLearners.href()}>{t('nav.learners')}</Link>
            </li>
            {staffMay(roles, 'receive_transcripts') ? (
              <li>
                <Link to={paths.staffPartnerTranscripts.href()}>{t('nav.partnerTranscripts')}</Link>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {staffMay(roles, 'manage_access_codes') ? (
        <section aria-labelledby="staff-home-employer">
          <h2 id="staff-home-employer">{t('home.employer')}</h2>
          <ul>
            <li>
              <Link to={paths.staffEmployerCodes.href()}>{t('nav.accessCodes')}</Link>
            </li>
            {staffMay(roles, 'view_sponsored_learners') ? (
              <li>
                <Link to={paths.staffEmployerLearners.href()}>{t('nav.sponsoredLearners')}</Link>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {staffMay(roles, 'edit_catalog') ? (
        <p>
          <Link to={paths.staffCatalog.href()}>{t('catalogEditing.homeLink')}</Link>
        </p>
      ) : null}
      {staffMay(roles, 'read_audit') ? (
        <p>
          <Link to={paths.staffAudit.href()}>{t('audit.link')}</Link>
        </p>
      ) : null}
    </>
  );
}
