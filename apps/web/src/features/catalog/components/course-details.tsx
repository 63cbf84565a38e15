import { formatMoney } from '@portal/domain/money/format-money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { useProduct } from '../api/get-product';
import { CATALOG_PATH, categoryPath, coursePath, subcategoryPath } from '../catalog-paths';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { CourseTabs } from './course-tabs';

export interface CourseDetailsProps {
  productId: string;
  /** The category slug of the URL, used for prerequisite links. */
  categorySlug: string;
  /** Where "Enrol now" leads, or null when the tenant hides it. */
  enrolHref: string | null;
  /** Where "Request info" leads, or null when the tenant hides it. */
  requestInfoHref: string | null;
}

/** /online-college-courses/{categoryName}/{productId}: one course (SPEC §2, §3 course info tabs). */
export function CourseDetails({
  productId,
  categorySlug,
  enrolHref,
  requestInfoHref,
}: CourseDetailsProps) {
  const { t } = useTranslation('catalog');
  const { data: course, isPending } = useProduct(productId);
  if (isPending) return null; // the route's loader has filled the cache
  if (!course) return <NotFound />;

  const slug = course.category?.slug ?? categorySlug;
  const trail: Crumb[] = [{ label: t('index.heading'), to: CATALOG_PATH }];
  if (course.category) trail.push({ label: course.category.name, to: categoryPath(slug) });
  if (course.category && course.subcategory)
    trail.push({
      label: course.subcategory.name,
      to: subcategoryPath(slug, course.subcategory.id),
    });
  trail.push({ label: course.name });

  return (
    <article className="page catalog course-details">
      <PageMeta
        title={t('course.title', { code: course.code, name: course.name })}
        description={course.description}
        indexable
      />
      <Breadcrumbs trail={trail} />
      <header className="catalog__header">
        <h1>{course.name}</h1>
        <dl className="course-details__facts">
          <div>
            <dt>{t('course.code')}</dt>
            <dd>{course.code}</dd>
          </div>
          <div>
            <dt>{t('course.credits')}</dt>
            <dd>{course.credits}</dd>
          </div>
          <div>
            <dt>{t('course.price')}</dt>
            <dd>{formatMoney(course.price)}</dd>
          </div>
        </dl>
        <p className="catalog__lead">{course.description}</p>
        {enrolHref || requestInfoHref ? (
          <p className="course-details__actions">
            {enrolHref ? (
              <Link to={enrolHref} className="button button--primary">
                {t('course.enrol')}
              </Link>
            ) : null}
            {requestInfoHref ? (
              <Link to={requestInfoHref} className="button button--secondary">
                {t('course.requestInfo')}
              </Link>
            ) : null}
          </p>
        ) : null}
      </header>
      <section aria-labelledby="course-information" className="catalog-section">
        <h2 id="course-information">{t('course.informationHeading')}</h2>
        <CourseTabs course={course} hrefOfPrerequisite={(id) => coursePath(slug, id)} />
      </section>
    </article>
  );
}
