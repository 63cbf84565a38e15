import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  promotionFieldsSchema,
  type PromotionFields,
  type PromotionFieldsInput,
} from '@portal/domain/catalog/catalog-entry';
import { PROMOTION_KINDS } from '@portal/domain/ledger/promotion-kind';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { FormField, SelectField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import type { EntryForm } from './entry-editor-page';
import { EntryRefusal, formFieldOf } from './entry-refusal';

/** A number box that may be left empty, which the entry holds as null. */
const optionalNumber = {
  setValueAs: (value: unknown) =>
    value === '' || value === null || value === undefined ? null : Number(value),
};

/**
 * The promotion editor's form (docs/catalog-editing.md "Promotions"): the code a learner types,
 * the kind, and that kind's one term (the percentage off for a discount, the days before the first
 * charge for a deferral: the other box is not shown, and is sent empty), checked with the server's
 * own schema (promotionFieldsSchema) as fields are left and on saving; a code another promotion
 * has is the server's to refuse, under the field.
 */
export function PromotionForm({
  initial,
  onSave,
  saving,
  error,
}: Pick<
  EntryForm<PromotionFieldsInput, PromotionFields>,
  'initial' | 'onSave' | 'saving' | 'error'
>) {
  const { t } = useTranslation('staff');
  const form = useSchemaForm<PromotionFieldsInput, PromotionFields>(promotionFieldsSchema, initial);
  const { field, register, formState, setValue } = form;
  const deferred = form.watch('kind') === 'DEFERRED_PAYMENT';
  const message = (name: 'percentOff' | 'deferredDays') => {
    const id = form.getFieldState(name, formState).error?.message;
    return id ? t(id, { ns: 'domain' }) : undefined;
  };
  const kind = field('kind');
  const onSubmit = form.handleSubmit((promotion) =>
    onSave(promotion, (refusal) =>
      applyFieldErrors<PromotionFieldsInput>(
        refusal,
        (serverField) => formFieldOf<Path<PromotionFieldsInput>>(serverField),
        form.setError,
      ),
    ),
  );
  return (
    <form className="form catalog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label={t('catalogEditing.fields.code')}
        hint={t('catalogEditing.promotionCodeHint')}
        maxLength={FIELD_MAX_LENGTH.promoCode}
        {...field('code')}
      />
      <SelectField
        label={t('catalogEditing.fields.kind')}
        {...kind}
        onChange={(event) => {
          // The term the new kind does not take goes, so it is not sent.
          setValue(event.target.value === 'DEFERRED_PAYMENT' ? 'percentOff' : 'deferredDays', null);
          return kind.onChange(event);
        }}
      >
        {PROMOTION_KINDS.map((code) => (
          <option key={code} value={code}>
            {t(`catalogEditing.promotionKinds.${code}`)}
          </option>
        ))}
      </SelectField>
      {deferred ? (
        <FormField
          type="number"
          min={1}
          max={365}
          step={1}
          label={t('catalogEditing.fields.deferredDays')}
          hint={t('catalogEditing.deferredDaysHint')}
          {...register('deferredDays', optionalNumber)}
          error={message('deferredDays')}
        />
      ) : (
        <FormField
          type="number"
          min={1}
          max={100}
          step={1}
          label={t('catalogEditing.fields.percentOff')}
          hint={t('catalogEditing.percentOffHint')}
          {...register('percentOff', optionalNumber)}
          error={message('percentOff')}
        />
      )}
      <EntryRefusal error={error} />
      <SubmitButton busy={saving}>{t('catalogEditing.saveDraft')}</SubmitButton>
    </form>
  );
}
