import { useTranslation } from 'react-i18next';
import {
  supportMessageBodySchema,
  type SupportMessageBody,
} from '@portal/domain/support/support-conversation';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { TextAreaField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useReplyToSupport } from './change-support-conversation';

/** The reply box: the reply is mailed to the student and the turn passes to them. */
export function SupportReplyForm({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('staff');
  const reply = useReplyToSupport(conversationId);
  const { form, submit, sent } = useApiForm<SupportMessageBody, SupportMessageBody>({
    schema: supportMessageBodySchema,
    fields: ['body'],
    defaultValues: { body: '' },
    send: reply.mutate,
  });
  return (
    <section aria-labelledby="support-reply-heading">
      <h2 id="support-reply-heading">{t('support.replyHeading')}</h2>
      <form className="form" noValidate onSubmit={submit}>
        <TextAreaField
          label={t('support.reply')}
          hint={t('support.replyHint')}
          rows={6}
          required
          maxLength={FIELD_MAX_LENGTH.freeText}
          {...form.field('body')}
        />
        <SubmitButton busy={reply.isPending}>
          {reply.isPending ? t('support.sending') : t('support.send')}
        </SubmitButton>
        <p role="status" aria-live="polite" className="form__notice form__notice--success">
          {sent ? t('support.replySent') : ''}
        </p>
      </form>
    </section>
  );
}
