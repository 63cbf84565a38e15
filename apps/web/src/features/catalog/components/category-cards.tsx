import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategorySummary } from '@portal/domain/catalog/catalog-api';
import { TenantTextLanguageNote } from '@/components/tenant-text-language';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';

/** Categories (or subcategories) as cards: linked name, description and course count. */
export function CategoryCards({
  categories,
  hrefOf,
}: {
  categories: CategorySummary[];
  hrefOf: (category: CategorySummary) => string;
}) {
  const { t } = useTranslation('catalog');
  const { textOf, noteOf } = useCatalogTexts();
  return (
    <ul className="category-cards">
      {categories.map((category) => {
        const name = textOf(category, 'name');
        const description = textOf(category, 'description');
        return (
          <li key={category.id} className="category-card">
            <h3 className="category-card__name">
              <Link to={hrefOf(category)} lang={name.lang}>
                {name.text}
              </Link>
            </h3>
            <p className="category-card__description" lang={description.lang}>
              {description.text}
            </p>
            <TenantTextLanguageNote language={noteOf(name, description)} />
            <p className="category-card__count">
              {t('category.courseCount', { count: category.courseCount })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
