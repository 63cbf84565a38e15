import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_RATINGS,
  feedbackSchema,
} from '@portal/domain/user/feedback';
import { TextAreaField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSendFeedback } from '../api/send-feedback';

type FeedbackInput = z.input<typeof feedbackSchema>;

/** A rating from 1 to 5 and a comment (POST /user-api/users/feedback). */
export function FeedbackForm() {
  const { t } = useTranslation(['account', 'domain']);
  const toastApiError = useApiErrorToast();
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const { register, field, handleSubmit, setError, reset, formState } = useSchemaForm<
    FeedbackInput,
    z.output<typeof feedbackSchema>
  >(feedbackSchema, { rating: undefined, message: '' });
  const ratingError = formState.errors.rating?.message;

  const submit = handleSubmit((feedback) => {
    setSent(false);
    send.mutate(feedback, {
      onSuccess: () => {
        reset();
        setSent(true);
      },
      onError: (error) => {
        applyFieldErrors(error, ['rating', 'message'], setError);
        toastApiError(error);
      },
    });
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <fieldset
        className="form__group feedback-rating"
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? 'feedback-rating-error' : undefined}
      >
        <legend>{t('account:feedback.rating')}</legend>
        <div className="feedback-rating__options">
          {FEEDBACK_RATINGS.map((rating) => (
            <label key={rating} className="choice feedback-rating__option">
              <input type="radio" value={rating} {...register('rating')} />
              <span className="choice__text">{t(`account:feedback.ratings.${rating}`)}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id="feedback-rating-error" className="form-field__error">
            {t(`domain:${ratingError}`)}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('account:feedback.message')}
        rows={5}
        required
        maxLength={FEEDBACK_MAX_LENGTH}
        {...field('message')}
      />
      <SubmitButton busy={send.isPending}>
        {send.isPending ? t('account:feedback.sending') : t('account:feedback.submit')}
      </SubmitButton>
      <p role="status" aria-live="polite" className="form__notice form__notice--success">
        {sent ? t('account:feedback.sent') : ''}
      </p>
    </form>
  );
}
