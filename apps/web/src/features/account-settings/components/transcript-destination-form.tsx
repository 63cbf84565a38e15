import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { SelectField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/toasts';
import { useInstitutions, useTranscriptPartners } from '../api/get-transcript-destinations';
import { useSaveTranscriptDestination } from '../api/save-transcript-destination';

/** A select's value: a record id, or '' for none. */
const choiceSchema = z.object({ targetInstitutionId: z.string(), transcriptPartnerId: z.string() });
type Choice = z.infer<typeof choiceSchema>;

const choiceOf = (user: UserProfile | undefined): Choice => ({
  targetInstitutionId: user?.targetInstitutionId ? String(user.targetInstitutionId) : '',
  transcriptPartnerId: user?.transcriptPartnerId ? String(user.transcriptPartnerId) : '',
});

const idOf = (value: string) => (value === '' ? null : Number(value));

/**
 * Where the student's transcripts may go (docs/transcripts.md): the institution they are heading
 * to and the transcript partner that forwards them. The transcripts page offers what is chosen
 * here; a school by post needs neither.
 */
export function TranscriptDestinationForm({ user }: { user: UserProfile | undefined }) {
  const { t } = useTranslation('account');
  const toastApiError = useApiErrorToast();
  const institutions = useInstitutions();
  const partners = useTranscriptPartners();
  const save = useSaveTranscriptDestination();
  const { field, handleSubmit, setError, reset, formState } = useSchemaForm(
    choiceSchema,
    choiceOf(user),
  );
  useEffect(() => {
    if (!formState.isDirty) reset(choiceOf(user));
  }, [user, reset, formState.isDirty, institutions.data, partners.data]);

  const submit = handleSubmit((choice) =>
    save.mutate(
      {
        targetInstitutionId: idOf(choice.targetInstitutionId),
        transcriptPartnerId: idOf(choice.transcriptPartnerId),
      },
      {
        onSuccess: (saved) => {
          reset(choiceOf(saved));
          showToast.success(t('destination.saved'));
        },
        onError: (error) => {
          applyFieldErrors(error, ['targetInstitutionId', 'transcriptPartnerId'], setError);
          toastApiError(error);
        },
      },
    ),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <SelectField
        label={t('destination.institution')}
        hint={t('destination.institutionHint')}
        {...field('targetInstitutionId')}
      >
        <option value="">{t('destination.none')}</option>
        {institutions.data?.map((institution) => (
          <option key={institution.id} value={institution.id}>
            {institution.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('destination.partner')}
        hint={t('destination.partnerHint')}
        {...field('transcriptPartnerId')}
      >
        <option value="">{t('destination.none')}</option>
        {partners.data?.map((partner) => (
          <option key={partner.id} value={partner.id}>
            {partner.name}
          </option>
        ))}
      </SelectField>
      <SubmitButton busy={save.isPending}>
        {save.isPending ? t('destination.saving') : t('destination.submit')}
      </SubmitButton>
    </form>
  );
}
