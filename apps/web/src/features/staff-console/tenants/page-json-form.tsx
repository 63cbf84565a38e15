import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantPage } from '@portal/domain/staff/tenant-settings';
import { TextAreaField } from '@/components/form-field';
import { serverFieldMessages } from '@/lib/forms/apply-field-errors';
import { showToast } from '@/lib/toasts';
import { OtherProblems, PagePublishFields } from './page-publish-fields';
import { readJsonPage } from './page-json-draft';
import { usePublishTenantPage } from './tenant-pages-api';

/**
 * A content page edited as its `content/<name>.json` file (docs/tenant-editing.md "The pages"),
 * for pages whose shape (sections, links, questions) a form would not make simpler: the text is
 * checked as it is typed, as JSON and by the page's schema, each problem said with where it is.
 */
export function PageJsonForm({
  tenantId,
  page,
  onReload,
}: {
  tenantId: string;
  page: TenantPage;
  onReload: () => void;
}) {
  const { t } = useTranslation('staff');
  const id = useId();
  const publish = usePublishTenantPage(tenantId, page.name);
  const [initial] = useState(() => `${JSON.stringify(page.content, null, 2)}\n`);
  const [text, setText] = useState(initial);
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const draft = readJsonPage(page.name, text);
  const problems =
    draft.kind === 'unreadable'
      ? [
          {
            field: '',
            message: draft.place
              ? t('tenants.pages.notJson', { ...draft.place, message: draft.message })
              : t('tenants.pages.notJsonAnywhere', { message: draft.message }),
          },
        ]
      : draft.problems;
  const refused = publish.error ? serverFieldMessages(publish.error) : [];
  const shown = refused.length > 0 ? refused : problems;
  const first = shown[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (draft.kind === 'unreadable' || draft.problems.length > 0) {
      document.getElementById(`${id}-json`)?.focus();
      return;
    }
    if (reason.trim() === '') {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    publish.mutate(
      { revision: page.revision, content: draft.page, reason },
      {
        onSuccess: (published) =>
          showToast.success(t('tenants.pages.done', { revision: published.revision })),
        onError: () => document.getElementById(`${id}-json`)?.focus(),
      },
    );
  };

  return (
    <form className="form" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`}>{t('tenants.pages.jsonForm')}</h2>
      <TextAreaField
        id={`${id}-json`}
        label={t('tenants.pages.json', { file: `content/${page.name}.json` })}
        hint={t('tenants.pages.jsonHint')}
        rows={16}
        spellCheck={false}
        className="form-field__input form-field__textarea tenant-page-json"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // The server's refusals were of the text sent; the text now speaks for itself.
          if (refused.length > 0) publish.reset();
        }}
        error={
          first
            ? first.field
              ? t('tenants.pages.problemAt', { field: first.field, message: first.message })
              : first.message
            : undefined
        }
      />
      <OtherProblems problems={shown.slice(1)} />
      <PagePublishFields
        id={id}
        changed={text !== initial}
        problems={problems.length}
        reason={reason}
        onReason={setReason}
        reasonMissing={attempted && reason.trim() === ''}
        error={publish.error}
        busy={publish.isPending}
        onReload={onReload}
      />
    </form>
  );
}
