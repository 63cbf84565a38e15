import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  homeContentSchema,
  type HomeContent,
  type HomeFile,
} from '@portal/domain/content/page-content';
import { LANGUAGES, type Language } from '@portal/domain/i18n/languages';
import type { TenantPage } from '@portal/domain/staff/tenant-settings';
import { FormField, TextAreaField } from '@/components/form-field';
import { serverFieldMessages } from '@/lib/forms/apply-field-errors';
import { showToast } from '@/lib/toasts';
import {
  homeFileWith,
  homeFormFieldOf,
  homeFormValuesOf,
  homePageOf,
  homePageResolver,
  homeProblems,
  homeVersionFieldOf,
  homeVersionOf,
  type HomeFormValues,
} from './home-page-draft';
import { OtherProblems, PagePublishFields } from './page-publish-fields';
import { usePublishTenantPage } from './tenant-pages-api';

type HomeForm = UseFormReturn<HomeFormValues, unknown, HomeContent>;

/**
 * An input's registration and the message of its error, ready to spread on a FormField; in the
 * Spanish version a text input is marked Spanish, for a screen reader's voice and the spelling.
 */
function fieldOf(form: HomeForm, name: Path<HomeFormValues>, lang?: Language) {
  return {
    ...form.register(name),
    ...(lang ? { lang } : {}),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}

/** A text field's label, naming the version it is in when that is not the English. */
function useVersionLabel(version: Language) {
  const { t } = useTranslation('staff');
  return (label: string) =>
    version === 'en'
      ? label
      : t('tenants.pages.inLanguage', { label, language: t(`languages.${version}`) });
}

/**
 * The home page's editor: on a site that offers Spanish (or a page that has a Spanish version),
 * a choice of the version edited, the English or the Spanish, each in the same form. The file
 * published holds both: the version edited, and the other as it was loaded.
 */
export function HomePageEditor({
  offersSpanish,
  file,
  ...rest
}: {
  tenantId: string;
  page: TenantPage;
  file: HomeFile;
  offersSpanish: boolean;
  onReload: () => void;
  preview?: (content: HomeContent) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  // In the address, so that the version stays chosen when a publication reloads the editor.
  const [search, setSearch] = useSearchParams();
  const versions = offersSpanish || file.es ? LANGUAGES : (['en'] as const);
  const version = versions.find((language) => language === search.get('version')) ?? 'en';
  const setVersion = (language: Language) =>
    setSearch(language === 'en' ? {} : { version: language }, { replace: true });
  return (
    <>
      {versions.length > 1 ? (
        <fieldset className="form" aria-describedby="home-version-hint">
          <legend>{t('tenants.pages.version')}</legend>
          <p id="home-version-hint" className="form-field__hint">
            {t('tenants.pages.versionHint')}
          </p>
          {versions.map((language) => (
            <label key={language} className="choice">
              <input
                type="radio"
                name="home-version"
                value={language}
                checked={version === language}
                onChange={() => setVersion(language)}
              />
              <span className="choice__text">{t(`languages.${language}`)}</span>
            </label>
          ))}
          {version === 'es' && !file.es ? <p>{t('tenants.pages.spanishFromEnglish')}</p> : null}
        </fieldset>
      ) : null}
      {/* Each version its own draft, from the file as loaded. */}
      <HomePageForm key={version} version={version} file={file} {...rest} />
    </>
  );
}

/**
 * The home page as a form (docs/tenant-editing.md "The pages"): headline, intro, key facts, the
 * hero's picture, the programs' pictures and the trust lines, each checked as it is typed by the
 * home page's own schema, beside a preview of the page as a visitor will see it. Publish sends
 * the whole page with the revision loaded and a reason; the server's refusals show under their
 * fields.
 */
function HomePageForm({
  tenantId,
  page,
  file,
  version,
  onReload,
  preview,
}: {
  tenantId: string;
  page: TenantPage;
  file: HomeFile;
  /** The version of the page this form edits. */
  version: Language;
  onReload: () => void;
  /** The storefront's own parts drawing the draft (the route gives them). */
  preview?: (content: HomeContent) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const id = useId();
  const label = useVersionLabel(version);
  const lang = version === 'en' ? undefined : version;
  const publish = usePublishTenantPage(tenantId, page.name);
  const [initial] = useState(() => homeFormValuesOf(homeVersionOf(file, version)));
  const form = useForm<HomeFormValues, unknown, HomeContent>({
    resolver: homePageResolver,
    mode: 'onChange',
    defaultValues: initial,
  });
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [others, setOthers] = useState<{ field: string; message: string }[]>([]);
  const values = useWatch({ control: form.control }) as HomeFormValues;
  const changed = JSON.stringify(homePageOf(values)) !== JSON.stringify(homePageOf(initial));
  const problems = homeProblems(values);
  // A problem of the page as a whole, which no input holds.
  const pageProblem = problems.get('');
  const draft = homeContentSchema.safeParse(homePageOf(values));
  const field = (name: Path<HomeFormValues>, text = false) =>
    fieldOf(form, name, text ? lang : undefined);

  const onSubmit = form.handleSubmit(
    (next) => {
      setAttempted(true);
      if (reason.trim() === '') {
        document.getElementById(`${id}-reason`)?.focus();
        return;
      }
      setOthers([]);
      publish.mutate(
        { revision: page.revision, content: homeFileWith(file, version, next), reason },
        {
          onSuccess: (published) =>
            showToast.success(t('tenants.pages.done', { revision: published.revision })),
          onError: (error) => {
            const unshown: { field: string; message: string }[] = [];
            let focused = false;
            for (const refused of serverFieldMessages(error)) {
              const inVersion = homeVersionFieldOf(refused.field, version);
              const name =
                inVersion === undefined ? undefined : homeFormFieldOf(inVersion, form.getValues());
              if (!name) {
                unshown.push(refused);
                continue;
              }
              form.setError(
                name as Path<HomeFormValues>,
                { type: 'server', message: refused.message },
                { shouldFocus: !focused },
              );
              focused = true;
            }
            setOthers(unshown);
          },
        },
      );
    },
    () => setAttempted(true),
  );

  return (
    <div className="tenant-page-editor">
      <form
        className="form"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => void onSubmit(event)}
      >
        <h2 id={`${id}-title`}>{label(t('tenants.pages.homeForm'))}</h2>
        <FormField label={label(t('tenants.pages.headline'))} {...field('headline', true)} />
        <TextAreaField label={label(t('tenants.pages.intro'))} rows={3} {...field('intro', true)} />
        <TitledRows
          form={form}
          version={version}
          name="keyFacts"
          legend={t('tenants.pages.keyFacts')}
          row={(n) => t('tenants.pages.keyFact', { n })}
          add={t('tenants.pages.addKeyFact')}
        />
        <fieldset>
          <legend>{t('tenants.pages.heroImage')}</legend>
          <p className="form-field__hint">{t('tenants.pages.heroImageHint')}</p>
          <FormField
            label={t('tenants.pages.imageName')}
            hint={t('tenants.pages.imageNameHint')}
            spellCheck={false}
            {...field('heroImage.name')}
          />
          <FormField label={label(t('tenants.pages.imageAlt'))} {...field('heroImage.alt', true)} />
        </fieldset>
        <ProgramImages form={form} />
        <TitledRows
          form={form}
          version={version}
          name="trust"
          legend={t('tenants.pages.trust')}
          row={(n) => t('tenants.pages.trustLine', { n })}
          add={t('tenants.pages.addTrustLine')}
        />
        <OtherProblems
          problems={[...(pageProblem ? [{ field: '', message: pageProblem }] : []), ...others]}
        />
        <PagePublishFields
          id={id}
          changed={changed}
          problems={problems.size}
          reason={reason}
          onReason={setReason}
          reasonMissing={attempted && reason.trim() === ''}
          error={publish.error}
          busy={publish.isPending}
          onReload={onReload}
        />
      </form>
      {preview ? (
        <figure className="tenant-page-preview" aria-labelledby={`${id}-preview`}>
          <figcaption id={`${id}-preview`}>{t('tenants.pages.preview')}</figcaption>
          {draft.success ? (
            preview(draft.data)
          ) : (
            <p className="tenant-preview__waiting">{t('tenants.pages.previewWaiting')}</p>
          )}
        </figure>
      ) : null}
    </div>
  );
}

/** Rows of a title and its text (key facts, trust lines), added and removed. */
function TitledRows({
  form,
  version,
  name,
  legend,
  row,
  add,
}: {
  form: HomeForm;
  version: Language;
  name: 'keyFacts' | 'trust';
  legend: string;
  row: (n: number) => string;
  add: string;
}) {
  const { t } = useTranslation('staff');
  const label = useVersionLabel(version);
  const lang = version === 'en' ? undefined : version;
  const rows = useFieldArray({ control: form.control, name });
  return (
    <fieldset>
      <legend>{legend}</legend>
      {rows.fields.length === 0 ? <p>{t('tenants.pages.noRows')}</p> : null}
      {rows.fields.map((item, index) => (
        <fieldset key={item.id}>
          <legend>{row(index + 1)}</legend>
          <FormField
            label={label(t('tenants.pages.rowTitle'))}
            {...fieldOf(form, `${name}.${index}.title`, lang)}
          />
          <TextAreaField
            label={label(t('tenants.pages.rowText'))}
            rows={2}
            {...fieldOf(form, `${name}.${index}.text`, lang)}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => rows.remove(index)}
          >
            {t('tenants.pages.removeRow', { row: row(index + 1) })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => rows.append({ title: '', text: '' })}
      >
        {add}
      </button>
    </fieldset>
  );
}

/** A card picture per featured program: its enrolment code and the image's name. */
function ProgramImages({ form }: { form: HomeForm }) {
  const { t } = useTranslation('staff');
  const rows = useFieldArray({ control: form.control, name: 'programImages' });
  return (
    <fieldset>
      <legend>{t('tenants.pages.programImages')}</legend>
      <p className="form-field__hint">{t('tenants.pages.programImagesHint')}</p>
      {rows.fields.map((item, index) => (
        <fieldset key={item.id}>
          <legend>{t('tenants.pages.programImage', { n: index + 1 })}</legend>
          <FormField
            label={t('tenants.pages.programCode')}
            spellCheck={false}
            {...fieldOf(form, `programImages.${index}.code`)}
          />
          <FormField
            label={t('tenants.pages.imageName')}
            spellCheck={false}
            {...fieldOf(form, `programImages.${index}.name`)}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => rows.remove(index)}
          >
            {t('tenants.pages.removeRow', {
              row: t('tenants.pages.programImage', { n: index + 1 }),
            })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => rows.append({ code: '', name: '' })}
      >
        {t('tenants.pages.addProgramImage')}
      </button>
    </fieldset>
  );
}
