import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/form-field';
import { ApiError } from '@/lib/api-error';
import { useRefusal } from '../shared/action-dialog';
import { FailureNotice } from '../shared/failure-notice';

/** The answer of a publication the server refused because another was published first. */
export const publishedMeanwhile = (error: unknown) =>
  error instanceof ApiError && error.status === 409;

/**
 * The end of a page editor's form (docs/tenant-editing.md "The pages"): a polite status line
 * saying whether the page changed and how many fields need correcting, the reason the audit log
 * keeps, the server's refusal no field shows, the offer to reload when a colleague published
 * first, and Publish.
 */
export function PagePublishFields({
  id,
  changed,
  problems,
  reason,
  onReason,
  reasonMissing,
  error,
  busy,
  onReload,
}: {
  id: string;
  changed: boolean;
  problems: number;
  reason: string;
  onReason: (reason: string) => void;
  reasonMissing: boolean;
  error: unknown;
  busy: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation('staff');
  const refusal = useRefusal(error);
  return (
    <fieldset>
      <legend>{t('tenants.editor.publish')}</legend>
      <p role="status" aria-live="polite">
        {changed ? t('tenants.pages.changed') : t('tenants.editor.noChanges')}
        {problems > 0 ? ` ${t('tenants.editor.problems', { count: problems })}` : ''}
      </p>
      <TextAreaField
        id={`${id}-reason`}
        label={t('actions.reason')}
        hint={t('tenants.editor.reasonHint')}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        error={reasonMissing ? t('tenants.editor.reasonRequired') : undefined}
        maxLength={500}
      />
      <FailureNotice id={`${id}-failure`} messages={refusal} />
      {publishedMeanwhile(error) ? (
        <button type="button" className="button button--secondary" onClick={onReload}>
          {t('tenants.pages.reload')}
        </button>
      ) : null}
      <button type="submit" className="button" disabled={busy} aria-disabled={busy}>
        {busy ? t('actions.working') : t('tenants.pages.publishButton')}
      </button>
    </fieldset>
  );
}

/** The server's refusals no input of the form shows, each with the field it names. */
export function OtherProblems({ problems }: { problems: { field: string; message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="form__notice form__notice--error">
      {problems.map(({ field, message }) => (
        <li key={`${field}:${message}`}>
          {field ? (
            <>
              <code>{field}</code>:{' '}
            </>
          ) : null}
          {message}
        </li>
      ))}
    </ul>
  );
}
