import { useTranslation } from 'react-i18next';
import { TextAreaField, type TextAreaFieldProps } from '@/components/form-field';

/** Why the member acts on the student: the field every action asks for, kept in the audit log. */
export function ReasonField(field: Omit<TextAreaFieldProps, 'label' | 'hint' | 'rows'>) {
  const { t } = useTranslation('staff');
  return (
    <TextAreaField label={t('actions.reason')} hint={t('actions.reasonHint')} rows={3} {...field} />
  );
}
