import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  MAX_PHONE_NUMBERS,
  studentProfileCorrectionSchema,
} from '@portal/domain/staff/student-actions';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { personNameSchemaOf, phoneSchema } from '@portal/domain/validation/fields';
import type { NameRule } from '@portal/domain/validation/person-name';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useActOnStudent } from './act-on-student';
import { ReasonField } from '../shared/reason-field';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';

const PHONES = ['phone1', 'phone2', 'phone3'] as const;
type PhoneField = (typeof PHONES)[number];

// The server's schema, with the phone list as three boxes, each empty or a phone number by the
// student side's own rule.
const optionalPhone = z
  .string()
  .refine((v) => v.trim() === '' || phoneSchema.safeParse(v).success, {
    error: 'validation.phone',
  });
// The names by the student's own tenant's rule (docs/names.md), not the console's host's.
const profileFormSchemaFor = (nameRule: NameRule) =>
  studentProfileCorrectionSchema.omit({ phoneNumbers: true }).extend({
    firstName: personNameSchemaOf(() => nameRule),
    lastName: personNameSchemaOf(() => nameRule),
    phone1: optionalPhone,
    phone2: optionalPhone,
    phone3: optionalPhone,
  });
type ProfileFormSchema = ReturnType<typeof profileFormSchemaFor>;
type ProfileForm = z.input<ProfileFormSchema>;

const isEmailTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Correct the student's name, e-mail and phone numbers, checked as the student's own forms check
 * them; an e-mail another account uses is said on the e-mail field, in the catalogue's words.
 */
export function ProfileCorrectionDialog({
  record,
  onDone,
}: {
  record: StudentRecord;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const act = useActOnStudent(record.profile.id);
  const { profile } = record;
  const current = (): ProfileForm => ({
    reason: '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone1: profile.phoneNumbers[0] ?? '',
    phone2: profile.phoneNumbers[1] ?? '',
    phone3: profile.phoneNumbers[2] ?? '',
  });
  const form = useSchemaForm<ProfileForm, z.output<ProfileFormSchema>>(
    profileFormSchemaFor(profile.nameRule),
    current(),
  );
  const dialog = useActionDialog(act, () => form.reset(current()), isEmailTaken);
  const name = t('student.name', profile);

  const onSubmit = form.handleSubmit((values) => {
    if (act.isPending) return;
    const { phone1, phone2, phone3, ...rest } = values;
    const phoneNumbers = [phone1, phone2, phone3]
      .map((phone) => phone.trim())
      .filter((phone) => phone !== '')
      .slice(0, MAX_PHONE_NUMBERS);
    act.mutate(
      { action: 'correct-profile', body: { ...rest, phoneNumbers } },
      {
        onSuccess: (answer) => {
          onDone(t('actions.correct-profile.done', { name, count: answer.count }));
          dialog.close();
        },
        onError: (error) => {
          if (isEmailTaken(error)) {
            form.setError(
              'email',
              { message: 'errors.USER_ALREADY_EXISTS' },
              { shouldFocus: true },
            );
            return;
          }
          applyFieldErrors<ProfileForm>(
            error,
            (field) => {
              const phone = /^phoneNumbers\.(\d)$/.exec(field);
              if (phone) return PHONES[Number(phone[1])] as PhoneField | undefined;
              return ['reason', 'firstName', 'lastName', 'email'].includes(field)
                ? (field as keyof ProfileForm)
                : null;
            },
            form.setError,
          );
        },
      },
    );
  });

  return (
    <ActionDialog
      id="student-action-correct-profile"
      label={t('actions.correct-profile.open')}
      description={t('actions.correct-profile.description', { name })}
      submitLabel={t('actions.correct-profile.submit')}
      {...dialog.props}
      onSubmit={onSubmit}
    >
      <FormField
        label={t('actions.correct-profile.firstName')}
        autoComplete="off"
        {...form.field('firstName')}
      />
      <FormField
        label={t('actions.correct-profile.lastName')}
        autoComplete="off"
        {...form.field('lastName')}
      />
      <FormField
        label={t('actions.correct-profile.email')}
        type="email"
        autoComplete="off"
        {...form.field('email')}
      />
      {PHONES.map((phone, index) => (
        <FormField
          key={phone}
          label={t('actions.correct-profile.phone', { number: index + 1 })}
          type="tel"
          autoComplete="off"
          {...form.field(phone)}
        />
      ))}
      <ReasonField {...form.field('reason')} />
    </ActionDialog>
  );
}
