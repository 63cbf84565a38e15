import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { useCategory } from '../api/get-category';
import { CATALOG_PATH, categoryPath, coursePath, subcategoryPath } from '../catalog-paths';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryCards } from './category-cards';
import { CourseList } from './course-list';

/** /online-college-courses/{categoryName}: a top category's subcategories and courses. */
export function CategoryPage({ slug }: { slug: string }) {
  const { t } = useTranslation('catalog');
  const { data: category, isPending } = useCategory(slug);
  if (isPending) return null; // the route's loader has filled the cache
  if (!category) return <NotFound />;
  return (
    <div className="page catalog">
      <PageMeta
        title={t('category.title', { name: category.name })}
        description={category.description}
        indexable
      />
      <Breadcrumbs
        trail={[{ label: t('index.heading'), to: CATALOG_PATH }, { label: category.name }]}
      />
      <header className="catalog__header">
        <h1>{category.name}</h1>
        <p className="catalog__lead">{category.description}</p>
      </header>
      {category.subcategories.length > 0 ? (
        <section aria-labelledby="category-subcategories" className="catalog-section">
          <h2 id="category-subcategories">{t('category.subcategoriesHeading')}</h2>
          <CategoryCards
            categories={category.subcategories}
            hrefOf={(sub) => subcategoryPath(category.slug, sub.id)}
          />
        </section>
      ) : null}
      <section aria-labelledby="category-courses" className="catalog-section">
        <h2 id="category-courses">
          {t('category.coursesHeading', { count: category.products.length })}
        </h2>
        {category.products.length > 0 ? (
          <CourseList
            courses={category.products}
            hrefOf={(course) => coursePath(category.slug, course.id)}
          />
        ) : (
          <p>{t('category.noCourses')}</p>
        )}
      </section>
    </div>
  );
}

/** /online-college-courses/{categoryName}/subcategory/{id}: a subcategory's courses. */
export function SubcategoryPage({ slug, subcategoryId }: { slug: string; subcategoryId: string }) {
  const { t } = useTranslation('catalog');
  const parent = useCategory(slug);
  const sub = useCategory(subcategoryId);
  if (parent.isPending || sub.isPending) return null;
  const category = parent.data;
  const subcategory = sub.data;
  if (!category || !subcategory || subcategory.parentId !== category.id) return <NotFound />;
  return (
    <div className="page catalog">
      <PageMeta
        title={t('category.title', { name: subcategory.name })}
        description={subcategory.description}
        indexable
      />
      <Breadcrumbs
        trail={[
          { label: t('index.heading'), to: CATALOG_PATH },
          { label: category.name, to: categoryPath(category.slug) },
          { label: subcategory.name },
        ]}
      />
      <header className="catalog__header">
        <h1>{subcategory.name}</h1>
        <p className="catalog__lead">{subcategory.description}</p>
      </header>
      <section aria-labelledby="subcategory-courses" className="catalog-section">
        <h2 id="subcategory-courses">
          {t('category.coursesHeading', { count: subcategory.products.length })}
        </h2>
        {subcategory.products.length > 0 ? (
          <CourseList
            courses={subcategory.products}
            hrefOf={(course) => coursePath(category.slug, course.id)}
          />
        ) : (
          <p>{t('category.noCourses')}</p>
        )}
      </section>
    </div>
  );
}
