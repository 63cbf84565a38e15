import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LAST_MONTHLY_DAY,
  partnerMailingFormSchema,
  WEEKDAYS,
  type PartnerMailing,
  type PartnerMailingForm,
} from '@portal/domain/staff/partner-mailing';
import { SelectField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ListFailure } from '../shared/list-read';
import { useRefusal } from '../shared/action-dialog';
import { FailureNotice } from '../shared/failure-notice';
import { recordDate, recordTime } from '../shared/record-format';
import { useLearnersMailing, useSaveLearnersMailing } from './get-learners-mailing';

/**
 * The school's scheduled mailing of the learners CSV (docs/staff-console.md "Partner schools"),
 * one form per tenant of the member's: off, weekly on a weekday or monthly on a day, to some of
 * the school's own staff. A member of every tenant (the provider's staff) has no school of their
 * own, and no form.
 */
export function LearnersMailings({ tenantIds }: { tenantIds: readonly string[] }) {
  return (
    <>
      {tenantIds.map((tenantId) => (
        <LearnersMailing key={tenantId} tenantId={tenantId} several={tenantIds.length > 1} />
      ))}
    </>
  );
}

function LearnersMailing({ tenantId, several }: { tenantId: string; several: boolean }) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const mailing = useLearnersMailing(tenantId);
  return (
    <section aria-labelledby={headingId} className="staff-section">
      <h2 id={headingId}>
        {several ? t('mailing.headingOf', { tenant: tenantId }) : t('mailing.heading')}
      </h2>
      <p>{t('mailing.intro')}</p>
      {mailing.data ? (
        <MailingForm tenantId={tenantId} mailing={mailing.data} />
      ) : mailing.error ? (
        <ListFailure id={`mailing-${tenantId}-failure`} read={mailing} />
      ) : (
        <p aria-live="polite">{t('mailing.loading')}</p>
      )}
    </section>
  );
}

const formOf = (mailing: PartnerMailing): PartnerMailingForm => ({
  kind: mailing.schedule.kind,
  weekday: String(mailing.schedule.kind === 'weekly' ? mailing.schedule.weekday : 1),
  day: String(mailing.schedule.kind === 'monthly' ? mailing.schedule.day : 1),
  recipients: mailing.recipients,
});

function MailingForm({ tenantId, mailing }: { tenantId: string; mailing: PartnerMailing }) {
  const { t } = useTranslation('staff');
  const { t: domain } = useTranslation('domain');
  const save = useSaveLearnersMailing(tenantId);
  const [saved, setSaved] = useState(false);
  const { field, handleSubmit, setError, watch, formState } = useSchemaForm(
    partnerMailingFormSchema,
    formOf(mailing),
  );
  const refusal = useRefusal(save.error);
  const kind = watch('kind');
  const recipientsError = formState.errors.recipients?.message;
  const recipientsErrorId = `mailing-${tenantId}-recipients-error`;
  const submit = handleSubmit((body) => {
    setSaved(false);
    save.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (failure) =>
        applyFieldErrors<PartnerMailingForm>(
          failure,
          (serverField) =>
            serverField.startsWith('recipients')
              ? 'recipients'
              : serverField === 'schedule.weekday'
                ? 'weekday'
                : serverField === 'schedule.day'
                  ? 'day'
                  : undefined,
          setError,
        ),
    });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="staff-form">
      <fieldset className="form__group">
        <legend>{t('mailing.schedule')}</legend>
        {(['off', 'weekly', 'monthly'] as const).map((value) => (
          <label key={value} className="choice">
            <input type="radio" value={value} {...field('kind')} />
            <span className="choice__text">{t(`mailing.kinds.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'weekly' ? (
        <SelectField label={t('mailing.weekday')} {...field('weekday')}>
          {WEEKDAYS.map((day) => (
            <option key={day} value={String(day)}>
              {t(`mailing.weekdays.${day}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {kind === 'monthly' ? (
        <SelectField label={t('mailing.day')} hint={t('mailing.dayHint')} {...field('day')}>
          {Array.from({ length: LAST_MONTHLY_DAY }, (_, i) => String(i + 1)).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </SelectField>
      ) : null}
      <fieldset
        className="form__group"
        aria-invalid={recipientsError ? true : undefined}
        aria-describedby={recipientsError ? recipientsErrorId : undefined}
      >
        <legend>{t('mailing.recipients')}</legend>
        {mailing.eligibleRecipients.length === 0 ? <p>{t('mailing.noRecipients')}</p> : null}
        {mailing.eligibleRecipients.map((recipient) => (
          <label key={recipient.email} className="choice">
            <input type="checkbox" value={recipient.email} {...field('recipients')} />
            <span className="choice__text">
              {t('mailing.recipient', { name: recipient.name, email: recipient.email })}
            </span>
          </label>
        ))}
        {recipientsError ? (
          <p id={recipientsErrorId} className="form-field__error">
            {domain(recipientsError)}
          </p>
        ) : null}
      </fieldset>
      <FailureNotice id={`mailing-${tenantId}-refusal`} messages={refusal} />
      <SubmitButton busy={save.isPending}>
        {save.isPending ? t('mailing.saving') : t('mailing.save')}
      </SubmitButton>
      <p aria-live="polite" className="staff-form__status">
        {saved ? `${t('mailing.saved')} ` : ''}
        {mailing.nextOn ? t('mailing.next', { day: recordDate(mailing.nextOn) }) : t('mailing.off')}
        {mailing.lastSentAt ? ` ${t('mailing.last', { at: recordTime(mailing.lastSentAt) })}` : ''}
      </p>
    </form>
  );
}
