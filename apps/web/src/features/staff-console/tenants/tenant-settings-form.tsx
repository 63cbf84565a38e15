import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENROLLMENT_TYPES } from '@portal/domain/enrollment/enrollment-type';
import { offeredLanguages } from '@portal/domain/i18n/languages';
import { PERMISSIONS, type Permission } from '@portal/domain/permissions/permission';
import type { StaffTenant } from '@portal/domain/staff/tenant-settings';
import type { TenantTheme } from '@portal/domain/tenant/tenant-config';
import { FormField, SelectField, TextAreaField } from '@/components/form-field';
import { ApiError } from '@/lib/api-error';
import { serverFieldMessages } from '@/lib/forms/apply-field-errors';
import { showToast } from '@/lib/toasts';
import { useRefusal } from '../shared/action-dialog';
import { FailureNotice } from '../shared/failure-notice';
import { usePublishTenant } from './staff-tenants-api';
import { ScheduleFields } from './schedule-fields';
import { ThemePreview } from './theme-preview';
import {
  changedSections,
  draftOf,
  draftProblems,
  type AlertDraft,
  type TenantDraft,
} from './tenant-settings-draft';

const COLOURS = ['brand', 'accent', 'background', 'text'] as const;

/** The server's refusal of each field, in the words of the tenant checks. */
const refusedFields = (error: unknown) =>
  new Map(serverFieldMessages(error).map(({ field, message }) => [field, message]));

/**
 * The settings of one tenant as a draft: each field says at once what the tenant schema refuses
 * (the same check the server makes), the look is previewed as it changes, and Publish sends the
 * sections changed with the revision loaded and a reason (docs/tenant-editing.md).
 */
export function TenantSettingsForm({
  tenant,
  onReload,
}: {
  tenant: StaffTenant;
  onReload: () => void;
}) {
  const { t } = useTranslation('staff');
  const formId = useId();
  const publish = usePublishTenant(tenant.id);
  const [draft, setDraft] = useState<TenantDraft>(() => draftOf(tenant.config));
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<Map<string, string>>(new Map());
  const problems = draftProblems(tenant.config, draft);
  const changes = changedSections(tenant.config, draft);
  const changedCount = Object.keys(changes).length;
  const conflict = publish.error instanceof ApiError && publish.error.status === 409;
  const refusal = useRefusal(publish.error, (error) => refusedFields(error).size > 0);
  const offersSpanish = offeredLanguages(tenant.config).includes('es');

  const edit = (next: Partial<TenantDraft>) => {
    setDraft((now) => ({ ...now, ...next }));
    setRefused(new Map());
  };
  const errorFor = (path: string): string | undefined => {
    for (const source of [refused, problems]) {
      for (const [field, message] of source) {
        if (field === path || field.startsWith(`${path}.`)) return message;
      }
    }
    return undefined;
  };
  const fieldId = (path: string) => `${formId}-${path.replaceAll('.', '-')}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const first = [...problems.keys()][0];
    if (first !== undefined || changedCount === 0 || reason.trim() === '') {
      if (first !== undefined)
        document.getElementById(fieldId(first.split('.').slice(0, 2).join('.')))?.focus();
      return;
    }
    publish.mutate(
      { revision: tenant.revision, changes, reason },
      {
        onSuccess: (published) =>
          showToast.success(t('tenants.editor.done', { revision: published.revision })),
        onError: (error) => setRefused(refusedFields(error)),
      },
    );
  };

  const setTheme = (name: keyof TenantTheme) => (value: string) =>
    edit({ theme: { ...draft.theme, [name]: value } });
  const setPhone = (name: keyof TenantDraft['phones']) => (value: string) =>
    edit({ phones: { ...draft.phones, [name]: value } });
  const setAlert = (name: keyof AlertDraft) => (value: string) =>
    edit({ alert: { ...draft.alert, [name]: value } });
  const togglePermission = (permission: Permission, on: boolean) =>
    edit({
      permissions: on
        ? PERMISSIONS.filter((p) => p === permission || draft.permissions.includes(p))
        : draft.permissions.filter((p) => p !== permission),
    });

  return (
    <form
      className="form tenant-settings"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>{t('tenants.editor.settings')}</h2>

      <fieldset>
        <legend>{t('tenants.editor.identity')}</legend>
        <FormField
          id={fieldId('name')}
          label={t('tenants.name')}
          value={draft.name}
          onChange={(event) => edit({ name: event.target.value })}
          error={errorFor('name')}
        />
        <FormField
          id={fieldId('logo.alt')}
          label={t('tenants.logo.alt')}
          hint={t('tenants.logo.altHint')}
          value={draft.logoAlt}
          onChange={(event) => edit({ logoAlt: event.target.value })}
          error={errorFor('logo')}
        />
      </fieldset>

      <fieldset>
        <legend>{t('tenants.editor.look')}</legend>
        <p className="form-field__hint">{t('tenants.editor.lookHint')}</p>
        <div className="tenant-settings__look">
          <div>
            {COLOURS.map((name) => (
              <div key={name} className="tenant-settings__colour">
                <FormField
                  id={fieldId(`theme.${name}`)}
                  label={t(`tenants.editor.colours.${name}`)}
                  value={draft.theme[name]}
                  onChange={(event) => setTheme(name)(event.target.value.trim())}
                  error={errorFor(`theme.${name}`)}
                  spellCheck={false}
                />
                <input
                  type="color"
                  aria-label={t('tenants.editor.pick', {
                    colour: t(`tenants.editor.colours.${name}`),
                  })}
                  value={/^#[0-9a-f]{6}$/i.test(draft.theme[name]) ? draft.theme[name] : '#000000'}
                  onChange={(event) => setTheme(name)(event.target.value)}
                />
              </div>
            ))}
            <FormField
              id={fieldId('theme.fontStack')}
              label={t('tenants.editor.fontStack')}
              value={draft.theme.fontStack}
              onChange={(event) => setTheme('fontStack')(event.target.value)}
              error={errorFor('theme.fontStack')}
            />
            <FormField
              id={fieldId('theme.radius')}
              label={t('tenants.editor.radius')}
              hint={t('tenants.editor.radiusHint')}
              value={draft.theme.radius}
              onChange={(event) => setTheme('radius')(event.target.value.trim())}
              error={errorFor('theme.radius')}
            />
          </div>
          <ThemePreview theme={draft.theme} name={draft.name} />
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('tenants.editor.phones')}</legend>
        <FormField
          id={fieldId('phones.studentAdvisor')}
          label={t('tenants.editor.studentAdvisor')}
          hint={t('tenants.editor.phoneHint')}
          value={draft.phones.studentAdvisor}
          onChange={(event) => setPhone('studentAdvisor')(event.target.value)}
          error={errorFor('phones.studentAdvisor')}
        />
        <FormField
          id={fieldId('phones.publicAdvisor')}
          label={t('tenants.editor.publicAdvisor')}
          hint={t('tenants.editor.phoneHint')}
          value={draft.phones.publicAdvisor}
          onChange={(event) => setPhone('publicAdvisor')(event.target.value)}
          error={errorFor('phones.publicAdvisor')}
        />
      </fieldset>

      <fieldset>
        <legend>{t('tenants.editor.alert')}</legend>
        <SelectField
          id={fieldId('systemAlert')}
          label={t('tenants.editor.alertKind')}
          value={draft.alert.kind}
          onChange={(event) => setAlert('kind')(event.target.value)}
        >
          {(['none', 'TEXT', 'ALERT'] as const).map((kind) => (
            <option key={kind} value={kind}>
              {t(`tenants.editor.alertKinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        {draft.alert.kind !== 'none' ? (
          <>
            <TextAreaField
              id={fieldId('systemAlert.message')}
              label={t('tenants.editor.alertMessage')}
              value={draft.alert.message}
              onChange={(event) => setAlert('message')(event.target.value)}
              error={errorFor('systemAlert.message')}
            />
            {/* Kept visible while a Spanish message is written, so it can be removed too. */}
            {offersSpanish || draft.alert.spanishMessage !== '' ? (
              <TextAreaField
                id={fieldId('systemAlert.es.message')}
                label={t('tenants.editor.alertMessageSpanish')}
                hint={t('tenants.editor.alertMessageSpanishHint')}
                lang="es"
                value={draft.alert.spanishMessage}
                onChange={(event) => setAlert('spanishMessage')(event.target.value)}
                error={errorFor('systemAlert.es')}
              />
            ) : null}
            <FormField
              id={fieldId('systemAlert.id')}
              label={t('tenants.editor.alertId')}
              hint={t('tenants.editor.alertIdHint')}
              value={draft.alert.id}
              onChange={(event) => setAlert('id')(event.target.value.trim())}
              error={errorFor('systemAlert.id')}
            />
            <FormField
              id={fieldId('systemAlert.link')}
              label={t('tenants.editor.alertLink')}
              hint={t('tenants.editor.alertLinkHint')}
              value={draft.alert.link}
              onChange={(event) => setAlert('link')(event.target.value)}
              error={errorFor('systemAlert.link')}
            />
            <SelectField
              label={t('tenants.editor.alertAudience')}
              value={draft.alert.audience}
              onChange={(event) => setAlert('audience')(event.target.value)}
            >
              <option value="everyone">{t('tenants.editor.audiences.everyone')}</option>
              <option value="visitors">{t('tenants.editor.audiences.visitors')}</option>
            </SelectField>
          </>
        ) : null}
      </fieldset>

      <fieldset>
        <legend>{t('tenants.editor.offer')}</legend>
        <FormField
          id={fieldId('programs')}
          label={t('tenants.editor.programs')}
          hint={t('tenants.editor.programsHint')}
          value={draft.programs}
          onChange={(event) => edit({ programs: event.target.value })}
          error={errorFor('programs')}
        />
        <SelectField
          id={fieldId('enrollmentType')}
          label={t('tenants.editor.enrollmentType')}
          value={draft.enrollmentType}
          onChange={(event) =>
            edit({ enrollmentType: event.target.value as TenantDraft['enrollmentType'] })
          }
          error={errorFor('enrollmentType')}
        >
          {ENROLLMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`tenants.editor.enrollmentTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <fieldset
          aria-describedby={errorFor('permissions') ? fieldId('permissions-error') : undefined}
        >
          <legend>{t('tenants.editor.permissions')}</legend>
          {PERMISSIONS.map((permission) => (
            <label key={permission} className="choice">
              <input
                type="checkbox"
                id={permission === PERMISSIONS[0] ? fieldId('permissions') : undefined}
                checked={draft.permissions.includes(permission)}
                onChange={(event) => togglePermission(permission, event.target.checked)}
              />
              <span className="choice__text">
                {t(`tenants.editor.permissionNames.${permission}`)}
              </span>
            </label>
          ))}
          {errorFor('permissions') ? (
            <p id={fieldId('permissions-error')} className="form-field__error">
              {errorFor('permissions')}
            </p>
          ) : null}
        </fieldset>
      </fieldset>

      <ScheduleFields
        windows={draft.scheduled}
        onChange={(scheduled) => edit({ scheduled })}
        errorFor={errorFor}
        fieldId={fieldId}
      />

      <fieldset>
        <legend>{t('tenants.editor.publish')}</legend>
        <p role="status" aria-live="polite">
          {changedCount === 0
            ? t('tenants.editor.noChanges')
            : t('tenants.editor.changes', { count: changedCount })}
          {problems.size > 0 ? ` ${t('tenants.editor.problems', { count: problems.size })}` : ''}
        </p>
        <TextAreaField
          id={fieldId('reason')}
          label={t('actions.reason')}
          hint={t('tenants.editor.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={attempted && reason.trim() === '' ? t('tenants.editor.reasonRequired') : undefined}
          maxLength={500}
        />
        <FailureNotice id={`${formId}-failure`} messages={refusal} />
        {conflict ? (
          <button type="button" className="button button--secondary" onClick={onReload}>
            {t('tenants.editor.reload')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button"
          disabled={publish.isPending}
          aria-disabled={publish.isPending}
        >
          {publish.isPending ? t('actions.working') : t('tenants.editor.publishButton')}
        </button>
      </fieldset>
    </form>
  );
}
