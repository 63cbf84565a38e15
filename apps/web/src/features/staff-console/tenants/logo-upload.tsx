import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffTenant } from '@portal/domain/staff/tenant-settings';
import { TextAreaField } from '@/components/form-field';
import { showToast } from '@/lib/toasts';
import { useRefusal } from '../shared/action-dialog';
import { FailureNotice } from '../shared/failure-notice';
import { usePublishTenantLogo } from './staff-tenants-api';

/**
 * A new logo file, shown before it is sent and published on its own with a reason (docs/tenant-
 * editing.md "The logo"): the server keeps an SVG sanitised and a picture re-encoded, and says
 * so when the file is neither.
 */
export function LogoUpload({ tenant }: { tenant: StaffTenant }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const publish = usePublishTenantLogo(tenant.id);
  const refusal = useRefusal(publish.error);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const file = chosen?.file ?? null;
  // A replaced or abandoned preview gives its memory back.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!file || reason.trim() === '') return;
    publish.mutate(
      { file, revision: tenant.revision, reason },
      {
        onSuccess: (published) =>
          showToast.success(t('tenants.logo.done', { revision: published.revision })),
      },
    );
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('tenants.logo.heading')}</h3>
      <div className={`form-field${attempted && !file ? ' form-field--invalid' : ''}`}>
        <label className="form-field__label" htmlFor={`${id}-file`}>
          {t('tenants.logo.file')}
        </label>
        <p id={`${id}-hint`} className="form-field__hint">
          {t('tenants.logo.fileHint')}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept=".svg,.png,.jpg,.jpeg,.webp,image/svg+xml,image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-hint${attempted && !file ? ` ${id}-error` : ''}`}
          aria-invalid={attempted && !file ? true : undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            setChosen(picked ? { file: picked, url: URL.createObjectURL(picked) } : null);
          }}
        />
        {attempted && !file ? (
          <p id={`${id}-error`} className="form-field__error">
            {t('tenants.logo.fileRequired')}
          </p>
        ) : null}
      </div>
      {chosen ? (
        <img className="tenant-logo-preview" src={chosen.url} alt={t('tenants.logo.previewAlt')} />
      ) : null}
      <TextAreaField
        label={t('actions.reason')}
        hint={t('tenants.editor.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={attempted && reason.trim() === '' ? t('tenants.editor.reasonRequired') : undefined}
        maxLength={500}
      />
      <FailureNotice id={`${id}-failure`} messages={refusal} />
      <button type="submit" className="button button--secondary" disabled={publish.isPending}>
        {publish.isPending ? t('actions.working') : t('tenants.logo.submit')}
      </button>
    </form>
  );
}
