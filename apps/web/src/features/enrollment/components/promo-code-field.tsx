import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';

export interface PromoCodeFieldProps {
  applied: string;
  /** Already translated reason the applied code was refused, if it was. */
  error: string | undefined;
  checking: boolean;
  onApply: (code: string) => void;
}

/** A promo code, applied to the shown plan before paying (docs/product/entities.md "promo code"). */
export function PromoCodeField({ applied, error, checking, onApply }: PromoCodeFieldProps) {
  const { t } = useTranslation('enrollment');
  const [code, setCode] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(code.trim().toUpperCase());
  };
  return (
    <form className="form promo-code" noValidate onSubmit={submit}>
      <div className="promo-code__row">
        <FormField
          label={t('promo.label')}
          autoComplete="off"
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        <SubmitButton className="button button--secondary" busy={checking}>
          {t('promo.apply')}
        </SubmitButton>
      </div>
      {applied && !error ? (
        <p role="status" className="form__notice form__notice--success">
          {t('promo.applied', { code: applied })}
        </p>
      ) : null}
    </form>
  );
}
