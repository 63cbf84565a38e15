import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PRIOR_CREDIT_SOURCES,
  priorCreditBodySchema,
  type PriorCreditAvailability,
} from '@portal/domain/coursework/prior-credit';
import { FormField, SelectField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useApiForm } from '@/lib/forms/use-api-form';
import { studentKeys } from '@/lib/student/query-keys';
import { usePriorCredit } from '../api/get-prior-credit';
import { useRequestPriorCredit } from '../api/request-prior-credit';
import { transcriptKeys } from '../api/transcript-keys';
import { LoadFailure } from '@/components/load-failure';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';

const priorCreditFormSchema = z
  .object({
    productId: z.coerce
      .number({ error: 'validation.required' })
      .int({ error: 'validation.required' })
      .positive({ error: 'validation.required' }),
    source: z.enum(PRIOR_CREDIT_SOURCES, { error: 'validation.required' }),
    reference: priorCreditBodySchema.shape.reference,
  })
  .transform(({ productId, ...rest }) => ({ productIds: [productId], ...rest }));
type PriorCreditInput = z.input<typeof priorCreditFormSchema>;
type PriorCreditOutput = z.output<typeof priorCreditFormSchema>;

const FIELDS = [
  'productId',
  'source',
  'reference',
] as const satisfies readonly Path<PriorCreditInput>[];
const EMPTY: Partial<PriorCreditInput> = { productId: '', source: undefined, reference: '' };

/** Prior credit (docs/transcripts.md): the courses it may be asked for, the form, and the requests made. */
export function PriorCreditSection() {
  const { t } = useTranslation('transcripts');
  const priorCredit = usePriorCredit();
  useCourseworkAfterGrants(priorCredit.data);
  return (
    <section className="transcripts__section" aria-labelledby="prior-credit-heading">
      <h2 id="prior-credit-heading">{t('priorCredit.heading')}</h2>
      <p>{t('priorCredit.intro')}</p>
      {priorCredit.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : priorCredit.isError ? (
        <LoadFailure namespace="transcripts" onRetry={() => void priorCredit.refetch()} />
      ) : (
        <>
          {priorCredit.data.available.length === 0 ? (
            <p>{t('priorCredit.noneAvailable')}</p>
          ) : (
            <PriorCreditForm availability={priorCredit.data} />
          )}
          <PriorCreditRequests availability={priorCredit.data} />
        </>
      )}
    </section>
  );
}

/** A granted request changes the student's courses and the admissions checklist: ask for them again. */
function useCourseworkAfterGrants(availability: PriorCreditAvailability | undefined) {
  const queryClient = useQueryClient();
  const granted = availability?.requests.filter((r) => r.status === 'GRANTED').length ?? 0;
  useEffect(() => {
    if (granted === 0) return;
    void queryClient.invalidateQueries({ queryKey: studentKeys.coursework() });
    void queryClient.invalidateQueries({ queryKey: transcriptKeys.admissions() });
  }, [granted, queryClient]);
}

function PriorCreditForm({ availability }: { availability: PriorCreditAvailability }) {
  const { t } = useTranslation('transcripts');
  const mutation = useRequestPriorCredit();
  const { form, submit, sent } = useApiForm<PriorCreditInput, PriorCreditOutput>({
    schema: priorCreditFormSchema,
    fields: FIELDS,
    defaultValues: EMPTY,
    send: mutation.mutate,
  });
  const { field } = form;
  return (
    <form className="form transcripts__form" noValidate onSubmit={submit}>
      <SelectField label={t('priorCredit.course')} required {...field('productId')}>
        <option value="">{t('priorCredit.chooseCourse')}</option>
        {availability.available.map((course) => (
          <option key={course.productId} value={course.productId}>
            {course.courseName} ({course.courseCode})
          </option>
        ))}
      </SelectField>
      <SelectField label={t('priorCredit.source')} required {...field('source')}>
        <option value="">{t('priorCredit.chooseSource')}</option>
        {PRIOR_CREDIT_SOURCES.map((source) => (
          <option key={source} value={source}>
            {t(`priorCredit.sources.${source}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('priorCredit.reference')}
        required
        maxLength={FIELD_MAX_LENGTH.priorCreditReference}
        {...field('reference')}
      />
      <SubmitButton busy={mutation.isPending}>
        {mutation.isPending ? t('priorCredit.sending') : t('priorCredit.submit')}
      </SubmitButton>
      <p role="status" aria-live="polite" className="form__notice form__notice--success">
        {sent ? t('priorCredit.sent') : ''}
      </p>
    </form>
  );
}

function PriorCreditRequests({ availability }: { availability: PriorCreditAvailability }) {
  const { t } = useTranslation('transcripts');
  if (availability.requests.length === 0) return null;
  return (
    <>
      <h3>{t('priorCredit.requests')}</h3>
      <ul className="transcripts__credit-requests">
        {availability.requests.map((request) => (
          <li key={request.id}>
            {request.courseName} ({request.courseCode}) ·{' '}
            {t(`priorCredit.sources.${request.source}`)}
            {' · '}
            <strong>{t(`priorCredit.status.${request.status}`)}</strong>
            {request.message ? (
              <p className="transcripts__credit-message">
                {t('priorCredit.registrarWrote', { message: request.message })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
