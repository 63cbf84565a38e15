import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../api/get-categories';
import { paths } from '@/lib/paths';

/** A row of links to the catalog's categories, for the home page. */
export function CategoryLinks() {
  const { t } = useTranslation('catalog');
  const { data: categories } = useCategories();
  if (!categories || categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className="category-links">
      <h2 id="home-categories">{t('links.heading')}</h2>
      <ul className="category-links__list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={paths.catalog.href(category.slug)} className="category-links__link">
              {category.name}
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
