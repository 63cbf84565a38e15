import { programSlug } from '@portal/domain/catalog/program-slug';
import { showsPrices } from '@portal/domain/tenant/tenant-offer';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { TenantTextLanguageNote } from '@/components/tenant-text-language';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useCategories } from '../api/get-categories';
import { useTenant } from '@/lib/app-services';
import { useDegreePrograms } from '@/lib/catalog/get-degree-programs';
import { programPrice } from '@/lib/catalog/program-price';
import { paths } from '@/lib/paths';
import { CategoryCards } from './category-cards';
import { CourseSearchForm, CourseSearchResults } from './course-search';
import { usePageFormats } from '@/lib/page-formats';

/** /online-college-courses: search, the categories and the degree programs (docs/product/screens-and-routes.md). */
export function CatalogIndex({ searchText }: { searchText: string }) {
  const { t } = useTranslation('catalog');
  const formats = usePageFormats();
  const { data: categories } = useCategories();
  const { data: programs } = useDegreePrograms();
  const priced = showsPrices(useTenant().config.enrollmentType);
  const { textOf, noteOf } = useCatalogTexts();
  const programNames = (programs ?? []).map((program) => textOf(program, 'name'));
  return (
    <div className="page catalog">
      <PageMeta
        title={searchText ? t('search.title', { text: searchText }) : t('index.title')}
        description={t('index.description')}
        // A results page is a view of the catalog, not a page of its own for search engines.
        indexable={!searchText}
      />
      <header className="catalog__header">
        <h1>{t('index.heading')}</h1>
        <p className="catalog__lead">{t('index.lead')}</p>
        <CourseSearchForm text={searchText} />
      </header>
      {searchText ? <CourseSearchResults text={searchText} /> : null}
      <section aria-labelledby="catalog-categories" className="catalog-section">
        <h2 id="catalog-categories">{t('index.categoriesHeading')}</h2>
        <CategoryCards
          categories={categories ?? []}
          hrefOf={(category) => paths.catalog.href(category.slug)}
        />
      </section>
      {programs && programs.length > 0 ? (
        <section aria-labelledby="catalog-programs" className="catalog-section">
          <h2 id="catalog-programs">{t('index.programsHeading')}</h2>
          <TenantTextLanguageNote language={noteOf(...programNames)} />
          <ul className="program-links">
            {programs.map((program, index) => (
              <li key={program.id}>
                <Link
                  to={paths.program.href(programSlug(program.name))}
                  lang={programNames[index]!.lang}
                >
                  {programNames[index]!.text}
                </Link>
                {priced ? (
                  <>
                    {' '}
                    <span className="program-links__price">{programPrice(program, formats)}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
