import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TRANSCRIPT_QUEUE_STEPS,
  type TranscriptQueueStep,
} from '@portal/domain/staff/registrar-queues';
import { SelectField } from '@/components/form-field';
import { useRegistrarTenants } from './get-registrar-tenants';
import type { RegistrarState } from './registrar-state';

/** The ages a queue can be narrowed to, in days. */
const AGES = ['1', '3', '7', '14', '30'];

/**
 * The queues' filters: the tenant (those the member works), how long an item has waited at
 * least, and, for transcripts, the step. Applied with the button, so a keyboard or screen-reader
 * user changes several before the page moves.
 */
export function RegistrarFilters({
  state,
  onFilter,
}: {
  state: RegistrarState;
  onFilter: (change: Partial<RegistrarState>) => void;
}) {
  const { t } = useTranslation('staff');
  const tenants = useRegistrarTenants();
  // The page keys this form by the filters in the address, so back and forward show theirs.
  const [chosen, setChosen] = useState(state);

  return (
    <form
      className="form staff-filters"
      aria-label={t('registrar.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter({ step: chosen.step, tenant: chosen.tenant, minDays: chosen.minDays });
      }}
    >
      <SelectField
        label={t('registrar.tenant')}
        value={chosen.tenant}
        onChange={(event) => setChosen({ ...chosen, tenant: event.target.value })}
      >
        <option value="">{t('registrar.allTenants')}</option>
        {tenants.data?.tenants.map((tenant) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name}
          </option>
        ))}
        {state.tenant && !tenants.data?.tenants.some((x) => x.id === state.tenant) ? (
          <option value={state.tenant}>{state.tenant}</option>
        ) : null}
      </SelectField>
      <SelectField
        label={t('registrar.minDays')}
        value={chosen.minDays}
        onChange={(event) => setChosen({ ...chosen, minDays: event.target.value })}
      >
        <option value="">{t('registrar.anyAge')}</option>
        {AGES.map((days) => (
          <option key={days} value={days}>
            {t('registrar.atLeastDays', { count: Number(days) })}
          </option>
        ))}
        {state.minDays && !AGES.includes(state.minDays) ? (
          <option value={state.minDays}>{state.minDays}</option>
        ) : null}
      </SelectField>
      {state.queue === 'transcripts' ? (
        <SelectField
          label={t('registrar.step')}
          value={chosen.step}
          onChange={(event) =>
            setChosen({ ...chosen, step: event.target.value as TranscriptQueueStep })
          }
        >
          {TRANSCRIPT_QUEUE_STEPS.map((step) => (
            <option key={step} value={step}>
              {t(`registrar.steps.${step}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <button type="submit" className="button button--secondary">
        {t('registrar.apply')}
      </button>
    </form>
  );
}
