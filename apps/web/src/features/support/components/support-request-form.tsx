import {
  SUPPORT_TOPICS,
  supportRequestSchema,
  type SupportRequest,
} from '@portal/domain/validation/forms';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { z } from 'zod';
import { FormField, SelectField, TextAreaField } from '@/components/form-field';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useCreateSupportRequest } from '../api/create-support-request';
import { SubmitButton } from '@/components/submit-button';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';

type SupportRequestInput = z.input<typeof supportRequestSchema>;

const FIELDS = [
  'topic',
  'subject',
  'message',
] as const satisfies readonly Path<SupportRequestInput>[];

// No topic is chosen at first (the select shows its prompt); the schema answers that with
// "This field is required".
const EMPTY: Partial<SupportRequestInput> = { topic: undefined, subject: '', message: '' };

/**
 * The help-center support request (docs/product/api-calls.md POST /user-api/users/supportrequest), sent as the
 * signed-in student. Validation and error display as in docs/product/validation.md and error-catalogue.md.
 */
export function SupportRequestForm() {
  const { t } = useTranslation(['support', 'domain']);
  const mutation = useCreateSupportRequest();
  const { form, submit, sent } = useApiForm<SupportRequestInput, SupportRequest>({
    schema: supportRequestSchema,
    fields: FIELDS,
    defaultValues: EMPTY,
    send: mutation.mutate,
  });
  const { field } = form;

  return (
    <section aria-labelledby="support-form-heading" className="content-page__section">
      <h2 id="support-form-heading">{t('form.heading')}</h2>
      <p>
        <Link to={paths.supportConversations.href()}>{t('form.yourRequests')}</Link>
      </p>
      <form className="form support-form" noValidate onSubmit={submit}>
        <SelectField label={t('form.topic')} required {...field('topic')}>
          <option value="">{t('form.chooseTopic')}</option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('form.subject')}
          required
          maxLength={FIELD_MAX_LENGTH.supportSubject}
          {...field('subject')}
        />
        <TextAreaField
          label={t('form.message')}
          rows={8}
          required
          maxLength={FIELD_MAX_LENGTH.freeText}
          {...field('message')}
        />
        <SubmitButton busy={mutation.isPending}>
          {mutation.isPending ? t('form.submitting') : t('form.submit')}
        </SubmitButton>
        <p role="status" aria-live="polite" className="form__notice form__notice--success">
          {sent ? t('form.sent') : ''}
        </p>
      </form>
    </section>
  );
}
