import { useTranslation } from 'react-i18next';
import {
  catalogReasonSchema,
  scheduleDraftSchema,
  type DraftView,
  type PublishDraft,
  type ScheduleDraft,
} from '@portal/domain/catalog/catalog-editing';
import { FormField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { ActionDialog, useActionDialog } from '../shared/action-dialog';
import { ReasonField } from '../shared/reason-field';
import { useChangeCatalogDraft } from './change-catalog-draft';

/** Says what a draft move did, for the page's polite status. */
type Done = (message: string) => void;

/**
 * "Publish now": asks why (kept with the version and in the audit log), then publishes the draft.
 * A refusal (a rule broken, an entry published since) stays in the dialog in the catalogue's
 * words, with the problems the page lists.
 */
export function PublishDialog({ draft, onDone }: { draft: DraftView; onDone: Done }) {
  const { t } = useTranslation('staff');
  const publish = useChangeCatalogDraft(draft.id, 'publish');
  const form = useSchemaForm<PublishDraft>(catalogReasonSchema, { reason: '' });
  const dialog = useActionDialog(publish, () => form.reset({ reason: '' }));
  const onSubmit = form.handleSubmit((body) =>
    publish.mutate(body, {
      onSuccess: (published) => {
        dialog.close();
        onDone(t('catalogEditing.published', { version: published.version }));
      },
      onError: (error) => applyFieldErrors<PublishDraft>(error, ['reason'], form.setError),
    }),
  );
  return (
    <ActionDialog
      id="catalog-publish"
      label={t('catalogEditing.publish')}
      description={t('catalogEditing.publishDescription', { count: draft.entries.length })}
      submitLabel={t('catalogEditing.publishSubmit')}
      {...dialog.props}
      onSubmit={(event) => void onSubmit(event)}
    >
      <ReasonField hint={t('catalogEditing.reasonHint')} {...form.field('reason')} />
    </ActionDialog>
  );
}

/** "Publish later": the time (UTC) the publishing job publishes it at, and why. */
export function ScheduleDialog({ draft, onDone }: { draft: DraftView; onDone: Done }) {
  const { t } = useTranslation('staff');
  const schedule = useChangeCatalogDraft(draft.id, 'schedule');
  const empty = { reason: '', publishAt: '' };
  const form = useSchemaForm<ScheduleDraft>(scheduleDraftSchema, empty);
  const dialog = useActionDialog(schedule, () => form.reset(empty));
  const onSubmit = form.handleSubmit((body) =>
    schedule.mutate(body, {
      onSuccess: () => {
        dialog.close();
        onDone(t('catalogEditing.scheduled', { at: body.publishAt }));
      },
      onError: (error) =>
        applyFieldErrors<ScheduleDraft>(error, ['reason', 'publishAt'], form.setError),
    }),
  );
  return (
    <ActionDialog
      id="catalog-schedule"
      label={t('catalogEditing.schedule')}
      description={t('catalogEditing.scheduleDescription')}
      submitLabel={t('catalogEditing.scheduleSubmit')}
      {...dialog.props}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField
        type="datetime-local"
        label={t('catalogEditing.publishAt')}
        hint={t('catalogEditing.publishAtHint')}
        {...form.field('publishAt')}
      />
      <ReasonField hint={t('catalogEditing.reasonHint')} {...form.field('reason')} />
    </ActionDialog>
  );
}

/** "Discard": the draft is closed and kept for the record; nothing of it goes live. */
export function DiscardDialog({ draft, onDone }: { draft: DraftView; onDone: Done }) {
  const { t } = useTranslation('staff');
  const discard = useChangeCatalogDraft(draft.id, 'discard');
  const dialog = useActionDialog(discard, () => undefined);
  return (
    <ActionDialog
      id="catalog-discard"
      label={t('catalogEditing.discard')}
      description={t('catalogEditing.discardDescription')}
      submitLabel={t('catalogEditing.discardSubmit')}
      {...dialog.props}
      onSubmit={(event) => {
        event.preventDefault();
        discard.mutate(undefined, {
          onSuccess: () => {
            dialog.close();
            onDone(t('catalogEditing.discarded'));
          },
        });
      }}
    >
      {null}
    </ActionDialog>
  );
}
