import { useTranslation } from 'react-i18next';
import { TextAreaField, type TextAreaFieldProps } from '@/components/form-field';

/**
 * Why the member acts: the field every audited action asks for, kept in the audit log. The hint
 * says what a reason is for here; a student's ticket unless the action says otherwise.
 */
export function ReasonField({ hint, ...field }: Omit<TextAreaFieldProps, 'label' | 'rows'>) {
  const { t } = useTranslation('staff');
  return (
    <TextAreaField
      label={t('actions.reason')}
      hint={hint ?? t('actions.reasonHint')}
      rows={3}
      {...field}
    />
  );
}
