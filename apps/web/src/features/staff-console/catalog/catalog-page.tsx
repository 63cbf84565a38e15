import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LiveCatalog } from '@portal/domain/catalog/catalog-editing';
import { examName } from '@portal/domain/catalog/catalog-entry';
import { formatPricePer } from '@portal/domain/ledger/periodicity';
import { formatMoney } from '@portal/domain/money/format-money';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { FileDownload } from '../shared/file-download';
import { ListPager, useFocusOnNewPage } from '../shared/list-pager';
import { ListFailure, listStatus } from '../shared/list-read';
import { recordTime } from '../shared/record-format';
import { StaffSignedIn } from '../sign-in/staff-signed-in';
import { useFieldWords } from './field-words';
import { useCatalogDrafts } from './get-catalog-drafts';
import { useLiveCatalog } from './get-live-catalog';
import { ImportFiles } from './import-files';

/**
 * /staff/catalog (docs/catalog-editing.md): the open drafts, the live courses (narrowed by the
 * text in the address and paged, so back and reload keep both), programs, challenge exams,
 * payment plans, promotions and categories, each linking to its page, and the catalog's files to
 * export and import.
 */
export function CatalogPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('catalogEditing.title')} />
      <h1>{t('catalogEditing.heading')}</h1>
      <StaffSignedIn>{() => <Catalog />}</StaffSignedIn>
    </div>
  );
}

function Catalog() {
  const { t } = useTranslation('staff');
  const live = useLiveCatalog();
  return (
    <>
      <p className="catalog-page__new">
        <Link className="button button--primary" to={paths.staffCatalogCourseNew.href()}>
          {t('catalogEditing.newCourse')}
        </Link>{' '}
        <Link className="button button--secondary" to={paths.staffCatalogCategoryNew.href()}>
          {t('catalogEditing.newCategory')}
        </Link>{' '}
        <Link className="button button--secondary" to={paths.staffCatalogProgramNew.href()}>
          {t('catalogEditing.newProgram')}
        </Link>{' '}
        <Link className="button button--secondary" to={paths.staffCatalogExamNew.href()}>
          {t('catalogEditing.newExam')}
        </Link>{' '}
        <Link className="button button--secondary" to={paths.staffCatalogPlanNew.href()}>
          {t('catalogEditing.newPlan')}
        </Link>{' '}
        <Link className="button button--secondary" to={paths.staffCatalogPromotionNew.href()}>
          {t('catalogEditing.newPromotion')}
        </Link>
      </p>
      <Drafts />
      <ListFailure id="catalog-failure" read={{ ...live, isPlaceholderData: false }} />
      <Courses live={live.data} read={live} />
      {live.data ? <Programs live={live.data} /> : null}
      {live.data ? <Exams live={live.data} /> : null}
      {live.data ? <Plans live={live.data} /> : null}
      {live.data ? <Promotions live={live.data} /> : null}
      {live.data ? <Categories live={live.data} /> : null}
      {live.data ? <Files live={live.data} /> : null}
    </>
  );
}

function Drafts() {
  const { t } = useTranslation('staff');
  const drafts = useCatalogDrafts();
  return (
    <section aria-labelledby="catalog-drafts">
      <h2 id="catalog-drafts">{t('catalogEditing.drafts')}</h2>
      <ListFailure id="catalog-drafts-failure" read={{ ...drafts, isPlaceholderData: false }} />
      <p role="status">
        {listStatus({ ...drafts, isPlaceholderData: false }, drafts.data?.drafts.length, {
          loading: t('catalogEditing.loading'),
          empty: t('catalogEditing.noDrafts'),
          count: '',
        })}
      </p>
      {drafts.data && drafts.data.drafts.length > 0 ? (
        <ul>
          {drafts.data.drafts.map((draft) => (
            <li key={draft.id}>
              <Link to={paths.staffCatalogDraft.href(draft.id)}>
                {draft.entries.map((e) => e.label).join(', ') || t('catalogEditing.emptyDraft')}
              </Link>{' '}
              {t('catalogEditing.draftLine', {
                status: t(`catalogEditing.statuses.${draft.status}`, {
                  at: draft.publishAt ? recordTime(draft.publishAt) : '',
                }),
                who: draft.createdBy ?? t('catalogEditing.portal'),
                at: recordTime(draft.updatedAt),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** How many live courses a page of the list shows. */
const COURSES_PER_PAGE = 25;

/**
 * The live courses, narrowed by the text in the address and paged by its `page` (so back and
 * reload keep both): the search runs over all of them, and the page shows 25 of what it finds.
 */
function Courses({
  live,
  read,
}: {
  live: LiveCatalog | undefined;
  read: { error: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const q = search.get('q') ?? '';
  const wanted = q.trim().toLowerCase();
  const found = live?.courses.filter(
    (c) => !wanted || `${c.code} ${c.name}`.toLowerCase().includes(wanted),
  );
  const pages = Math.max(1, Math.ceil((found?.length ?? 0) / COURSES_PER_PAGE));
  const asked = Math.max(1, Math.trunc(Number(search.get('page'))) || 1);
  // A page past the last (the list shrank, or the address was typed) shows the last, once the
  // list is read: until then the page asked for stands, so the first read moves no focus.
  const page = found ? Math.min(pages, asked) : asked;
  const from = (page - 1) * COURSES_PER_PAGE;
  const courses = found?.slice(from, from + COURSES_PER_PAGE);
  const table = useFocusOnNewPage(page);
  return (
    <section aria-labelledby="catalog-courses">
      <h2 id="catalog-courses">{t('catalogEditing.courses')}</h2>
      <form
        role="search"
        className="form form--inline"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('q');
          void navigate(paths.staffCatalog.href({ q: String(text ?? '') }));
        }}
      >
        <label htmlFor="catalog-q">{t('catalogEditing.findCourse')}</label>
        <input id="catalog-q" name="q" type="search" defaultValue={q} key={q} />
        <button type="submit" className="button button--secondary">
          {t('catalogEditing.find')}
        </button>
      </form>
      <p role="status">
        {listStatus({ ...read, isPlaceholderData: false }, found?.length, {
          loading: t('catalogEditing.loading'),
          empty: t('catalogEditing.noCourse'),
          count: t('catalogEditing.courseRange', {
            from: from + 1,
            to: from + (courses?.length ?? 0),
            count: found?.length ?? 0,
          }),
        })}
      </p>
      {courses && courses.length > 0 ? (
        <table ref={table} tabIndex={-1} className="table">
          <caption>{t('catalogEditing.coursesCaption', { page, pages })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogEditing.fields.code')}</th>
              <th scope="col">{t('catalogEditing.fields.name')}</th>
              <th scope="col">{t('catalogEditing.fields.category')}</th>
              <th scope="col">{t('catalogEditing.fields.priceCents')}</th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.id}>
                <td>{course.code}</td>
                <td>
                  <Link to={paths.staffCatalogCourse.href(course.id)}>{course.name}</Link>
                </td>
                <td>{[course.category, course.subcategory].filter(Boolean).join(' / ')}</td>
                <td>{formatMoney(course.priceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ListPager
        label={t('catalogEditing.coursePages')}
        page={page}
        hasMore={page < pages}
        pageHref={(to) => paths.staffCatalog.href({ q, page: to })}
      />
    </section>
  );
}

/** The live programs, each linking to its page (facts, versions, edit). */
function Programs({ live }: { live: LiveCatalog }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="catalog-programs">
      <h2 id="catalog-programs">{t('catalogEditing.programs')}</h2>
      <table className="table">
        <caption>{t('catalogEditing.programsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogEditing.fields.enrollmentCode')}</th>
            <th scope="col">{t('catalogEditing.fields.name')}</th>
            <th scope="col">{t('catalogEditing.fields.courses')}</th>
            <th scope="col">{t('catalogEditing.fields.priceCents')}</th>
          </tr>
        </thead>
        <tbody>
          {live.programs.map((program) => (
            <tr key={program.id}>
              <td>{program.enrollmentCode}</td>
              <td>
                <Link to={paths.staffCatalogProgram.href(program.id)}>{program.name}</Link>
              </td>
              <td>{program.courses.length}</td>
              <td>{formatMoney(program.priceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The live challenge exams, each linking to its page (facts, versions, edit). */
function Exams({ live }: { live: LiveCatalog }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="catalog-exams">
      <h2 id="catalog-exams">{t('catalogEditing.exams')}</h2>
      {live.exams.length === 0 ? (
        <p>{t('catalogEditing.noExams')}</p>
      ) : (
        <table className="table">
          <caption>{t('catalogEditing.examsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogEditing.fields.course')}</th>
              <th scope="col">{t('catalogEditing.fields.name')}</th>
              <th scope="col">{t('catalogEditing.fields.priceCents')}</th>
            </tr>
          </thead>
          <tbody>
            {live.exams.map((exam) => (
              <tr key={exam.id}>
                <td>{exam.course}</td>
                <td>
                  <Link to={paths.staffCatalogExam.href(exam.id)}>{examName(exam.course)}</Link>
                </td>
                <td>{formatMoney(exam.priceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The live payment plans, each linking to its page (facts, versions, edit). */
function Plans({ live }: { live: LiveCatalog }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="catalog-plans">
      <h2 id="catalog-plans">{t('catalogEditing.plans')}</h2>
      <table className="table">
        <caption>{t('catalogEditing.plansCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogEditing.fields.program')}</th>
            <th scope="col">{t('catalogEditing.fields.name')}</th>
            <th scope="col">{t('catalogEditing.fields.priceCents')}</th>
          </tr>
        </thead>
        <tbody>
          {live.plans.map((plan) => (
            <tr key={plan.id}>
              <td>
                <Link to={paths.staffCatalogPlan.href(plan.id)}>{plan.program}</Link>
              </td>
              <td>{plan.name}</td>
              <td>{formatPricePer(plan.priceCents, plan.periodicity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The live promotions, each linking to its page (facts, versions, edit). */
function Promotions({ live }: { live: LiveCatalog }) {
  const { t } = useTranslation('staff');
  const words = useFieldWords();
  return (
    <section aria-labelledby="catalog-promotions">
      <h2 id="catalog-promotions">{t('catalogEditing.promotions')}</h2>
      <table className="table">
        <caption>{t('catalogEditing.promotionsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogEditing.fields.code')}</th>
            <th scope="col">{t('catalogEditing.fields.kind')}</th>
            <th scope="col">{t('catalogEditing.terms')}</th>
          </tr>
        </thead>
        <tbody>
          {live.promotions.map((promotion) => (
            <tr key={promotion.id}>
              <td>
                <Link to={paths.staffCatalogPromotion.href(promotion.id)}>{promotion.code}</Link>
              </td>
              <td>{words('kind', promotion.kind)}</td>
              <td>
                {promotion.kind === 'DEFERRED_PAYMENT'
                  ? words('deferredDays', promotion.deferredDays)
                  : words('percentOff', promotion.percentOff)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Categories({ live }: { live: LiveCatalog }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="catalog-categories">
      <h2 id="catalog-categories">{t('catalogEditing.categories')}</h2>
      <table className="table">
        <caption>{t('catalogEditing.categoriesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogEditing.fields.name')}</th>
            <th scope="col">{t('catalogEditing.fields.slug')}</th>
            <th scope="col">{t('catalogEditing.fields.parentSlug')}</th>
            <th scope="col">{t('catalogEditing.action')}</th>
          </tr>
        </thead>
        <tbody>
          {live.categories.map((category) => (
            <tr key={category.id}>
              <td>
                <Link to={paths.staffCatalogCategory.href(category.id)}>{category.name}</Link>
              </td>
              <td>{category.slug}</td>
              <td>{category.parentSlug ?? t('catalogEditing.topLevel')}</td>
              <td>
                <Link
                  to={paths.staffCatalogCategoryEdit.href(category.id)}
                  aria-label={t('catalogEditing.editNamed', { name: category.name })}
                >
                  {t('catalogEditing.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The catalog's files: each downloaded as the export writes it, and files imported as a draft. */
function Files({ live }: { live: LiveCatalog }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="catalog-files">
      <h2 id="catalog-files">{t('catalogEditing.files')}</h2>
      <p>{t('catalogEditing.filesIntro')}</p>
      <ul className="catalog-files">
        {live.files.map((name) => (
          <li key={name}>
            <FileDownload
              id={`catalog-file-${name.replace(/\W/g, '-')}`}
              path="/staff-api/catalog/file"
              fileName={name.replace('/', '-')}
              query={new URLSearchParams({ name }).toString()}
              words={{
                download: t('catalogEditing.download', { name }),
                downloading: t('catalogEditing.downloading'),
                failed: t('catalogEditing.downloadFailed'),
              }}
            />
          </li>
        ))}
      </ul>
      <ImportFiles />
    </section>
  );
}
