import {
  supportMessageBodySchema,
  type SupportMessageBody,
} from '@portal/domain/support/support-conversation';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { TextAreaField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useApiForm, type ApiFormSend } from '@/lib/forms/use-api-form';

/**
 * The box a new message of a support conversation is written in (docs/support.md): checked as the
 * request's message is, sent, and said to be sent; the student's answer and the staff's reply
 * differ only in their words.
 */
export function SupportMessageForm({
  id,
  words,
  busy,
  send,
}: {
  id: string;
  words: {
    heading: string;
    label: string;
    hint?: string;
    send: string;
    sending: string;
    sent: string;
  };
  busy: boolean;
  send: ApiFormSend<SupportMessageBody>;
}) {
  const { form, submit, sent } = useApiForm<SupportMessageBody, SupportMessageBody>({
    schema: supportMessageBodySchema,
    fields: ['body'],
    defaultValues: { body: '' },
    send,
  });
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.heading}</h2>
      <form className="form" noValidate onSubmit={submit}>
        <TextAreaField
          label={words.label}
          hint={words.hint}
          rows={6}
          required
          maxLength={FIELD_MAX_LENGTH.freeText}
          {...form.field('body')}
        />
        <SubmitButton busy={busy}>{busy ? words.sending : words.send}</SubmitButton>
        <p role="status" aria-live="polite" className="form__notice form__notice--success">
          {sent ? words.sent : ''}
        </p>
      </form>
    </section>
  );
}
