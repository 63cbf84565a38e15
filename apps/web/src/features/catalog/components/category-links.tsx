import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantTextLanguageNote } from '@/components/tenant-text-language';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useCategories } from '../api/get-categories';
import { paths } from '@/lib/paths';

/** A row of links to the catalog's categories, for the home page. */
export function CategoryLinks() {
  const { t } = useTranslation('catalog');
  const { data: categories } = useCategories();
  const { textOf, noteOf } = useCatalogTexts();
  if (!categories || categories.length === 0) return null;
  const names = categories.map((category) => textOf(category, 'name'));
  return (
    <section aria-labelledby="home-categories" className="category-links">
      <h2 id="home-categories">{t('links.heading')}</h2>
      <TenantTextLanguageNote language={noteOf(...names)} />
      <ul className="category-links__list">
        {categories.map((category, index) => (
          <li key={category.id}>
            <Link
              to={paths.catalog.href(category.slug)}
              className="category-links__link"
              lang={names[index]!.lang}
            >
              {names[index]!.text}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.catalog.href()}>{t('links.all')}</Link>
      </p>
    </section>
  );
}
