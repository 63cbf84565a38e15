import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useCategories } from '../api/get-categories';
import { useProductSearch } from '../api/search-products';
import { CourseList } from './course-list';
import { useCategorySlugs } from './use-category-slugs';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';

/**
 * The catalog's course search. A plain GET form: submitting navigates to `?search=...`, which the
 * route's loader reads, so results are rendered on the server and the URL can be shared. It also
 * works before the page's script has loaded.
 */
export function CourseSearchForm({ text }: { text: string }) {
  const { t } = useTranslation('catalog');
  const inputId = useId();
  return (
    <Form method="get" action={paths.catalog.href()} role="search" className="course-search">
      <label htmlFor={inputId} className="form-field__label">
        {t('search.label')}
      </label>
      <div className="course-search__row">
        {/* Keyed by the query so the field shows the URL's text after every navigation. */}
        <input
          key={text}
          id={inputId}
          type="search"
          name="search"
          defaultValue={text}
          className="form-field__input"
          autoComplete="off"
          maxLength={FIELD_MAX_LENGTH.courseSearch}
        />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </div>
    </Form>
  );
}

/** The courses matching `text`, or a "no match" note with a way back. */
export function CourseSearchResults({ text }: { text: string }) {
  const { t } = useTranslation('catalog');
  const { data: results } = useProductSearch(text);
  const slugs = useCategorySlugs(useCategories().data);
  if (!results) return null;
  return (
    <section aria-labelledby="search-results" className="catalog-section">
      <h2 id="search-results">{t('search.resultsHeading', { text })}</h2>
      <p role="status" className="course-search__summary">
        {results.length === 0
          ? t('search.none', { text })
          : t('search.count', { count: results.length })}
      </p>
      {results.length > 0 ? (
        <CourseList courses={results} hrefOf={(course) => slugs.hrefOf(course)} />
      ) : null}
      <p>
        <Link to={paths.catalog.href()}>{t('search.clear')}</Link>
      </p>
    </section>
  );
}
