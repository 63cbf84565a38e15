import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { staffMay } from '@portal/domain/staff/staff-roles';
import type { StaffMemberView } from '@portal/domain/staff/staff-session';
import type { StaffListItem } from '@portal/domain/staff/staff-team';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useStaffMe } from '../sign-in/get-staff-me';
import { useStaffList } from './list-staff';
import { StaffMemberDialog } from './staff-member-dialog';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { StaffReasonDialog, type ReasonAction } from './staff-reason-dialog';
import { StaffTeamFilters } from './staff-team-filters';
import { StaffTeamTable } from './staff-team-table';

/** Which dialog is open: none, adding a member, changing one, or an action that takes a reason. */
export type TeamDialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; member: StaffListItem }
  | { kind: 'reason'; member: StaffListItem; action: ReasonAction };

/**
 * /staff/team?q=&role=&status=&page=: administrators list, add, change, disable and enable staff
 * (docs/staff-console.md "Managing staff"). The filters and the page live in the address, so
 * back, forward and reload show the same list.
 */
export function StaffTeamPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('team.title')} />
      <h1>{t('team.heading')}</h1>
      <StaffSignedIn>{() => <Team />}</StaffSignedIn>
    </div>
  );
}

function Team() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  if (me.isError) return <p role="alert">{t('loadError')}</p>;
  if (!me.data) return <p role="status">{t('home.loading')}</p>;
  if (!staffMay(me.data.roles, 'manage_staff')) {
    return (
      <p role="alert" className="form__notice form__notice--error">
        {t('team.notAllowed')}
      </p>
    );
  }
  return <TeamList admin={me.data} />;
}

function TeamList({ admin }: { admin: StaffMemberView }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = {
    q: params.get('q') ?? '',
    role: params.get('role') ?? '',
    status: params.get('status') ?? '',
  };
  const page = Number(params.get('page') ?? '1');
  const list = useStaffList(params);
  const [dialog, setDialog] = useState<TeamDialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  return (
    <>
      <p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDialog({ kind: 'add' })}
        >
          {t('team.add')}
        </button>
      </p>
      <StaffTeamFilters
        filters={filters}
        onFilter={(next) => void navigate(paths.staffTeam.href(next))}
      />
      {list.isError ? (
        <div role="alert" className="form__notice form__notice--error">
          <p>{t('loadError')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void list.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      ) : !list.data ? (
        <p role="status">{t('team.loading')}</p>
      ) : (
        <>
          <p role="status">
            {list.data.members.length === 0
              ? t('team.empty')
              : t('team.count', { count: list.data.members.length, page })}
          </p>
          {list.data.members.length > 0 ? (
            <StaffTeamTable
              list={list.data}
              busy={list.isFetching}
              adminId={admin.id}
              pageHref={(next) => paths.staffTeam.href({ ...filters, page: String(next) })}
              onEdit={(member) => setDialog({ kind: 'edit', member })}
              onReason={(member, action) => setDialog({ kind: 'reason', member, action })}
            />
          ) : null}
        </>
      )}
      {dialog.kind === 'add' ? <StaffMemberDialog admin={admin} onClose={close} /> : null}
      {dialog.kind === 'edit' ? (
        <StaffMemberDialog admin={admin} member={dialog.member} onClose={close} />
      ) : null}
      {dialog.kind === 'reason' ? (
        <StaffReasonDialog member={dialog.member} action={dialog.action} onClose={close} />
      ) : null}
    </>
  );
}
