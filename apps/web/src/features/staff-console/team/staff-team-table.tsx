import { useTranslation } from 'react-i18next';
import type { StaffListItem, StaffListPage } from '@portal/domain/staff/staff-team';
import type { ReasonAction } from './staff-reason-dialog';
import { ListPager } from '../shared/list-pager';

const standing = (member: StaffListItem) => (member.status === 'disabled' ? 'enable' : 'disable');

/** A page of staff: name, e-mail, roles, tenants and status, each with its actions. */
export function StaffTeamTable({
  list,
  busy,
  adminId,
  pageHref,
  onEdit,
  onReason,
}: {
  list: StaffListPage;
  busy: boolean;
  adminId: string;
  pageHref: (page: number) => string;
  onEdit: (member: StaffListItem) => void;
  onReason: (member: StaffListItem, action: ReasonAction) => void;
}) {
  const { t } = useTranslation('staff');
  const { members, page, hasMore } = list;
  return (
    <>
      <table className="staff-table" aria-busy={busy}>
        <caption>{t('team.caption', { page })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('team.name')}</th>
            <th scope="col">{t('team.email')}</th>
            <th scope="col">{t('team.roles')}</th>
            <th scope="col">{t('team.tenants')}</th>
            <th scope="col">{t('team.status')}</th>
            <th scope="col">{t('team.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">{member.name}</th>
              <td>{member.email}</td>
              <td>{member.roles.map((role) => t(`roles.${role}`)).join(', ')}</td>
              <td>
                {member.scope.kind === 'all_tenants'
                  ? t('home.allTenants')
                  : member.scope.tenantIds.join(', ')}
              </td>
              <td>{t(`team.statuses.${member.status}`)}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('team.editMember', { name: member.name })}
                  onClick={() => onEdit(member)}
                >
                  {t('team.edit')}
                </button>{' '}
                {member.id === adminId ? null : (
                  <>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t(`team.${standing(member)}Member`, { name: member.name })}
                      onClick={() => onReason(member, standing(member))}
                    >
                      {t(`team.${standing(member)}`)}
                    </button>{' '}
                    <button
                      type="button"
                      className="button button--secondary"
                      // The name a speech user says starts with the words they see (WCAG 2.5.3).
                      aria-label={t(
                        member.status === 'invited' ? 'team.resendMember' : 'team.resetMember',
                        { name: member.name },
                      )}
                      onClick={() => onReason(member, 'reset')}
                    >
                      {member.status === 'invited' ? t('team.resend') : t('team.reset')}
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListPager label={t('team.pages')} page={page} hasMore={hasMore} pageHref={pageHref} />
    </>
  );
}
