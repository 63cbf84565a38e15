import { useTranslation } from 'react-i18next';
import { STAFF_ROLES } from '@portal/domain/staff/staff-roles';
import { STAFF_STATUSES } from '@portal/domain/staff/staff-team';
import { FormField, SelectField } from '@/components/form-field';

export interface TeamFilters {
  q: string;
  role: string;
  status: string;
}

/** The list's filters; sent, they become the address (and the first page). */
export function StaffTeamFilters({
  filters,
  onFilter,
}: {
  filters: TeamFilters;
  onFilter: (filters: TeamFilters) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <form
      className="form staff-filters"
      role="search"
      aria-label={t('team.filters')}
      // Keyed by the address, so back and forward show the filters of the list shown.
      key={JSON.stringify(filters)}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onFilter({
          q: String(data.get('q') ?? '').trim(),
          role: String(data.get('role') ?? ''),
          status: String(data.get('status') ?? ''),
        });
      }}
    >
      <FormField label={t('team.search')} name="q" type="search" defaultValue={filters.q} />
      <SelectField label={t('team.role')} name="role" defaultValue={filters.role}>
        <option value="">{t('team.anyRole')}</option>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('team.status')} name="status" defaultValue={filters.status}>
        <option value="">{t('team.anyStatus')}</option>
        {STAFF_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`team.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button--secondary">
        {t('team.filter')}
      </button>
    </form>
  );
}
