import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CatalogProblemView, DraftView } from '@portal/domain/catalog/catalog-editing';
import type { CatalogEntryKind } from '@portal/domain/catalog/catalog-entry';
import { languagePrefix, offeredLanguages } from '@portal/domain/i18n/languages';
import { PageMeta } from '@/components/page-meta';
import { useTenant } from '@/lib/app-services';
import { paths } from '@/lib/paths';
import { ListFailure } from '../shared/list-read';
import { recordTime } from '../shared/record-format';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useChangeCatalogDraft } from './change-catalog-draft';
import { DraftDiff } from './draft-diff';
import { DiscardDialog, PublishDialog, ScheduleDialog } from './draft-dialogs';
import { fieldKey } from './field-words';
import { useCatalogDraft } from './get-catalog-draft';

/** Each kind's editor, with the change going into the draft. */
const EDITORS: Record<CatalogEntryKind, (id: number, draftId: string) => string> = {
  course: paths.staffCatalogCourseEdit.href,
  category: paths.staffCatalogCategoryEdit.href,
  program: paths.staffCatalogProgramEdit.href,
  exam: paths.staffCatalogExamEdit.href,
  plan: paths.staffCatalogPlanEdit.href,
  promotion: paths.staffCatalogPromotionEdit.href,
};

/**
 * The storefront page a kind is previewed on: a course's and a program's own, a plan's program's.
 * Categories, exams and promotions have none.
 */
const PREVIEWS: Partial<Record<CatalogEntryKind, (draftId: string, id: number) => string>> = {
  course: paths.staffCatalogPreview.href,
  program: paths.staffCatalogProgramPreview.href,
  plan: paths.staffCatalogPlanPreview.href,
};

/**
 * /staff/catalog/drafts/{id} (docs/catalog-editing.md "The diff"): what the draft changes, entry
 * by entry against what is live now, what publishing would break, a preview of each page it changes,
 * and the moves: publish now, publish later, take off the schedule, discard.
 */
export function CatalogDraftPage() {
  const { t } = useTranslation('staff');
  const { draftId = '' } = useParams();
  return (
    <div className="page">
      <PageMeta title={t('catalogEditing.draftTitle')} />
      <h1>{t('catalogEditing.draftHeading')}</h1>
      <StaffSignedIn>{() => <Draft draftId={draftId} />}</StaffSignedIn>
    </div>
  );
}

function Draft({ draftId }: { draftId: string }) {
  const { t } = useTranslation('staff');
  const read = useCatalogDraft(draftId);
  const [done, setDone] = useState('');
  const draft = read.data;
  return (
    <>
      <p>
        <Link to={paths.staffCatalog.href()}>{t('catalogEditing.backToCatalog')}</Link>
      </p>
      <ListFailure id="catalog-draft-failure" read={{ ...read, isPlaceholderData: false }} />
      <p role="status" className="form__notice">
        {read.isPending && !read.error ? t('catalogEditing.loadingDraft') : done}
      </p>
      {draft ? <DraftDetails draft={draft} onDone={setDone} /> : null}
    </>
  );
}

function DraftDetails({ draft, onDone }: { draft: DraftView; onDone: (message: string) => void }) {
  const { t } = useTranslation('staff');
  // A preview in each other language the site offers: a Spanish page shows the Spanish texts.
  const { config, basePath, language } = useTenant();
  const offered = offeredLanguages(config);
  const otherLanguages = offered.filter((other) => other !== language);
  const open =
    draft.status === 'draft' || draft.status === 'scheduled' || draft.status === 'failed';
  return (
    <>
      <dl className="record-facts">
        <dt>{t('catalogEditing.status')}</dt>
        <dd>
          {t(`catalogEditing.statuses.${draft.status}`, {
            at: draft.publishAt ? recordTime(draft.publishAt) : '',
            version: draft.version,
          })}
        </dd>
        <dt>{t('catalogEditing.madeBy')}</dt>
        <dd>
          {t('catalogEditing.madeByWords', {
            who: draft.createdBy ?? t('catalogEditing.portal'),
            at: recordTime(draft.createdAt),
            source: t(`catalogEditing.sources.${draft.source}`),
          })}
        </dd>
        {draft.reason ? (
          <>
            <dt>{t('catalogEditing.reason')}</dt>
            <dd>{draft.reason}</dd>
          </>
        ) : null}
      </dl>
      {draft.problems.length > 0 ? <Problems problems={draft.problems} /> : null}
      {draft.entries.map((entry) => {
        const headingId = `draft-entry-${entry.kind}-${entry.id}`;
        const editor = EDITORS[entry.kind];
        const preview = PREVIEWS[entry.kind];
        return (
          <section key={headingId} aria-labelledby={headingId} className="catalog-draft-entry">
            <h2 id={headingId}>
              {entry.label}{' '}
              <span className="badge">
                {t(entry.created ? 'catalogEditing.new' : 'catalogEditing.changed')}
              </span>
            </h2>
            {entry.stale ? (
              <p role="alert" className="form__notice form__notice--error">
                {t('catalogEditing.stale')}
              </p>
            ) : null}
            <DraftDiff
              fields={entry.fields}
              caption={t('catalogEditing.diffCaption', { label: entry.label })}
            />
            <p className="catalog-draft-entry__links">
              {preview ? (
                <>
                  <Link to={preview(draft.id, entry.id)}>
                    {t('catalogEditing.preview', { label: entry.label })}
                  </Link>{' '}
                  {otherLanguages.map((other) => (
                    // The page in the tenant's other language, at its own address: a new load
                    // in that language, in this tab, so the staff session goes with it.
                    <a
                      key={other}
                      href={`${basePath}${languagePrefix(other, offered)}${preview(draft.id, entry.id)}`}
                      hrefLang={other}
                    >
                      {t(`catalogEditing.previewIn.${other}`, { label: entry.label })}
                    </a>
                  ))}
                </>
              ) : null}{' '}
              {open ? (
                <Link to={editor(entry.id, draft.id)}>
                  {t('catalogEditing.editInDraft', { label: entry.label })}
                </Link>
              ) : null}
            </p>
          </section>
        );
      })}
      {open ? (
        <div className="catalog-draft__actions">
          <PublishDialog draft={draft} onDone={onDone} />
          <ScheduleDialog draft={draft} onDone={onDone} />
          {draft.status === 'scheduled' ? <Unschedule draft={draft} onDone={onDone} /> : null}
          <DiscardDialog draft={draft} onDone={onDone} />
        </div>
      ) : null}
    </>
  );
}

/** What publishing now would break, each with its entry and field, in the catalogue's words. */
function Problems({ problems }: { problems: CatalogProblemView[] }) {
  const { t } = useTranslation('staff');
  const { t: tDomain } = useTranslation('domain');
  return (
    <div role="alert" className="form__notice form__notice--error">
      <p>{t('catalogEditing.problems')}</p>
      <ul>
        {problems.map((p) => (
          <li key={`${p.kind}-${p.id}-${p.field}-${p.code}`}>
            {t('catalogEditing.problem', {
              label: p.label,
              field: t(`catalogEditing.fields.${fieldKey(p.field)}`),
              message: tDomain(p.code),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Unschedule({ draft, onDone }: { draft: DraftView; onDone: (message: string) => void }) {
  const { t } = useTranslation('staff');
  const unschedule = useChangeCatalogDraft(draft.id, 'unschedule');
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={unschedule.isPending}
      onClick={() =>
        unschedule.mutate(undefined, { onSuccess: () => onDone(t('catalogEditing.unscheduled')) })
      }
    >
      {t('catalogEditing.unschedule')}
    </button>
  );
}
