import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportConversation } from '@portal/domain/support/support-conversation';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useAssignSupport, useChangeSupportStatus } from './change-support-conversation';
import { useSupportAssignees } from './get-support-conversation';
import { useStaffMe } from '../sign-in/get-staff-me';

/**
 * Assign (to me, or to a member who may answer in the tenant, or to nobody) and close or re-open.
 * Each button says it is busy while its change is on its way; a refusal is toasted.
 */
export function SupportConversationControls({
  conversation,
}: {
  conversation: SupportConversation;
}) {
  const { t } = useTranslation('staff');
  const id = String(conversation.id);
  const me = useStaffMe();
  const assign = useAssignSupport(id);
  const status = useChangeSupportStatus(id);
  const assignees = useSupportAssignees(id, true);
  const toastError = useApiErrorToast();
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const onError = { onError: toastError };
  const assigneeId = conversation.assignee?.id ?? '';
  const choice = chosen ?? assigneeId;

  return (
    <section aria-labelledby="support-controls-heading" className="staff-controls">
      <h2 id="support-controls-heading">{t('support.controls')}</h2>
      <div className="staff-controls__row">
        {me.data && assigneeId !== me.data.id ? (
          <button
            type="button"
            className="button button--secondary"
            aria-busy={assign.isPending}
            onClick={() => me.data && assign.mutate(me.data.id, onError)}
          >
            {t('support.assignToMe')}
          </button>
        ) : null}
        {conversation.status === 'closed' ? (
          <button
            type="button"
            className="button button--secondary"
            aria-busy={status.isPending}
            onClick={() => status.mutate('reopen', onError)}
          >
            {t('support.reopen')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            aria-busy={status.isPending}
            onClick={() => status.mutate('close', onError)}
          >
            {t('support.close')}
          </button>
        )}
      </div>
      <form
        className="form staff-controls__row"
        onSubmit={(event) => {
          event.preventDefault();
          assign.mutate(choice === '' ? null : choice, onError);
        }}
      >
        <label htmlFor={selectId}>{t('support.assignTo')}</label>
        <select
          id={selectId}
          className="form-field__input"
          value={choice}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{t('support.nobody')}</option>
          {(assignees.data?.members ?? []).map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary" aria-busy={assign.isPending}>
          {t('support.assign')}
        </button>
      </form>
    </section>
  );
}
