import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategorySummary } from '@portal/domain/catalog/catalog-api';

/** Categories (or subcategories) as cards: linked name, description and course count. */
export function CategoryCards({
  categories,
  hrefOf,
}: {
  categories: CategorySummary[];
  hrefOf: (category: CategorySummary) => string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="category-cards">
      {categories.map((category) => (
        <li key={category.id} className="category-card">
          <h3 className="category-card__name">
            <Link to={hrefOf(category)}>{category.name}</Link>
          </h3>
          <p className="category-card__description">{category.description}</p>
          <p className="category-card__count">
            {t('category.courseCount', { count: category.courseCount })}
          </p>
        </li>
      ))}
    </ul>
  );
}
