import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { TenantTextLanguageNote } from '@/components/tenant-text-language';
import type { CategoryDetail, ProductSummary } from '@portal/domain/catalog/catalog-api';
import { useCategory } from '../api/get-category';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { paths } from '@/lib/paths';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
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
      <CategoryHeader category={category} />
      {category.subcategories.length > 0 ? (
        <section aria-labelledby="category-subcategories" className="catalog-section">
          <h2 id="category-subcategories">{t('category.subcategoriesHeading')}</h2>
          <CategoryCards
            categories={category.subcategories}
            hrefOf={(sub) => paths.subcategory.href(category.slug, sub.id)}
          />
        </section>
      ) : null}
      <CourseSection
        headingId="category-courses"
        courses={category.products}
        categorySlug={category.slug}
      />
    </div>
  );
}

/** /online-college-courses/{categoryName}/subcategory/{id}: a subcategory's courses. */
export function SubcategoryPage({ slug, subcategoryId }: { slug: string; subcategoryId: string }) {
  const { textOf } = useCatalogTexts();
  const parent = useCategory(slug);
  const sub = useCategory(subcategoryId);
  if (parent.isPending || sub.isPending) return null;
  const category = parent.data;
  const subcategory = sub.data;
  if (!category || !subcategory || subcategory.parentId !== category.id) return <NotFound />;
  const parentName = textOf(category, 'name');
  return (
    <div className="page catalog">
      <CategoryHeader
        category={subcategory}
        parent={{
          label: parentName.text,
          lang: parentName.lang,
          to: paths.catalog.href(category.slug),
        }}
      />
      <CourseSection
        headingId="subcategory-courses"
        courses={subcategory.products}
        categorySlug={category.slug}
      />
    </div>
  );
}

/**
 * A category's (or subcategory's) title, trail, name and description, in the page's language when
 * written in it, else in English with the note.
 */
function CategoryHeader({ category, parent }: { category: CategoryDetail; parent?: Crumb }) {
  const { t } = useTranslation('catalog');
  const { textOf, noteOf } = useCatalogTexts();
  const name = textOf(category, 'name');
  const description = textOf(category, 'description');
  return (
    <>
      <PageMeta
        title={t('category.title', { name: name.text })}
        description={description.text}
        indexable
      />
      <Breadcrumbs
        trail={[
          { label: t('index.heading'), to: paths.catalog.href() },
          ...(parent ? [parent] : []),
          { label: name.text, lang: name.lang },
        ]}
      />
      <header className="catalog__header">
        <h1 lang={name.lang}>{name.text}</h1>
        <p className="catalog__lead" lang={description.lang}>
          {description.text}
        </p>
        <TenantTextLanguageNote language={noteOf(name, description)} />
      </header>
    </>
  );
}

/** The courses of a category or subcategory, each linking to its page under the category. */
function CourseSection(props: {
  headingId: string;
  courses: ProductSummary[];
  categorySlug: string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby={props.headingId} className="catalog-section">
      <h2 id={props.headingId}>{t('category.coursesHeading', { count: props.courses.length })}</h2>
      {props.courses.length > 0 ? (
        <CourseList
          courses={props.courses}
          hrefOf={(course) => paths.course.href(props.categorySlug, course.id)}
        />
      ) : (
        <p>{t('category.noCourses')}</p>
      )}
    </section>
  );
}
