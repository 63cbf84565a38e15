import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/form-field';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useDisclosure } from '../use-disclosure';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';

/** "Cancel plan", then a confirm step with an optional reason. */
export function CancelPlanPanel() {
  const { t } = useTranslation('billing');
  const { open, hide, panelId, headingRef, triggerProps } = useDisclosure();
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState('');
  return (
    <>
      <button type="button" className="button button--secondary" {...triggerProps}>
        {t('cancel.open')}
      </button>
      {open ? (
        <section id={panelId} className="billing__panel" aria-labelledby={`${panelId}-h`}>
          <h3 id={`${panelId}-h`} ref={headingRef} tabIndex={-1}>
            {t('cancel.heading')}
          </h3>
          <p>{t('cancel.intro')}</p>
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              cancel.mutate(reason);
            }}
          >
            <TextAreaField
              label={t('cancel.reason')}
              name="reason"
              maxLength={FIELD_MAX_LENGTH.freeText}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="billing__actions">
              <button
                type="submit"
                className="button button--primary"
                disabled={cancel.isPending}
                aria-busy={cancel.isPending}
              >
                {cancel.isPending ? t('cancel.confirming') : t('cancel.confirm')}
              </button>
              <button type="button" className="button button--secondary" onClick={hide}>
                {t('cancel.close')}
              </button>
            </div>
          </form>
        </section>
      ) : null}
    </>
  );
}
