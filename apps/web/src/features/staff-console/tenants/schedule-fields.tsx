import { useTranslation } from 'react-i18next';
import { FormField, TextAreaField } from '@/components/form-field';
import { emptyWindow, type WindowDraft } from './tenant-settings-draft';

/**
 * The tenant's scheduled windows (docs/tenant-editing.md): each a start and an end in UTC and the
 * settings it lays over the normal ones meanwhile, as JSON (any section but identity and routing),
 * checked like the rest as it is typed.
 */
export function ScheduleFields({
  windows,
  onChange,
  errorFor,
  fieldId,
}: {
  windows: WindowDraft[];
  onChange: (windows: WindowDraft[]) => void;
  errorFor: (path: string) => string | undefined;
  fieldId: (path: string) => string;
}) {
  const { t } = useTranslation('staff');
  const set = (index: number, name: keyof WindowDraft) => (value: string) =>
    onChange(windows.map((window, i) => (i === index ? { ...window, [name]: value } : window)));
  return (
    <fieldset>
      <legend>{t('tenants.schedule.heading')}</legend>
      <p className="form-field__hint">{t('tenants.schedule.hint')}</p>
      {windows.length === 0 ? <p>{t('tenants.schedule.none')}</p> : null}
      {windows.map((window, index) => (
        <fieldset key={index}>
          <legend>{t('tenants.schedule.window', { number: index + 1 })}</legend>
          <FormField
            id={fieldId(`scheduled.${index}.startsAt`)}
            type="datetime-local"
            label={t('tenants.schedule.startsAt')}
            value={window.startsAt}
            onChange={(event) => set(index, 'startsAt')(event.target.value)}
            error={errorFor(`scheduled.${index}.startsAt`)}
          />
          <FormField
            id={fieldId(`scheduled.${index}.endsAt`)}
            type="datetime-local"
            label={t('tenants.schedule.endsAt')}
            value={window.endsAt}
            onChange={(event) => set(index, 'endsAt')(event.target.value)}
            error={errorFor(`scheduled.${index}.endsAt`)}
          />
          <TextAreaField
            id={fieldId(`scheduled.${index}.override`)}
            label={t('tenants.schedule.override')}
            hint={t('tenants.schedule.overrideHint')}
            value={window.override}
            rows={6}
            spellCheck={false}
            onChange={(event) => set(index, 'override')(event.target.value)}
            error={errorFor(`scheduled.${index}.override`)}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(windows.filter((_, i) => i !== index))}
          >
            {t('tenants.schedule.remove', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onChange([...windows, emptyWindow()])}
      >
        {t('tenants.schedule.add')}
      </button>
    </fieldset>
  );
}
