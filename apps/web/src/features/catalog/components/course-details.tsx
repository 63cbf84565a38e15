import { programSlug } from '@portal/domain/catalog/program-slug';
import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseFacts } from './course-facts';
import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { TenantTextLanguageNote } from '@/components/tenant-text-language';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useProduct } from '../api/get-product';
import { paths } from '@/lib/paths';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { CourseTabs } from './course-tabs';

export interface CourseDetailsProps extends Omit<CoursePageProps, 'course'> {
  productId: string;
}

export interface CoursePageProps {
  course: ProductDetail;
  /** The category slug of the URL, used for prerequisite links. */
  categorySlug: string;
  /**
   * Where "Enrol now" leads when no program of the tenant contains the course, or null when
   * the tenant hides it.
   */
  enrolHref: string | null;
  /** Where "Request info" leads, or null when the tenant hides it. */
  requestInfoHref: string | null;
}

const PROGRAMS_ID = 'course-programs';

/** /online-college-courses/{categoryName}/{productId}: one course (docs/product/screens-and-routes.md, entities.md course info tabs). */
export function CourseDetails({ productId, ...page }: CourseDetailsProps) {
  const { data: course, isPending } = useProduct(productId);
  if (isPending) return null; // the route's loader has filled the cache
  if (!course) return <NotFound />;
  return <CoursePage course={course} {...page} />;
}

/**
 * A course's page from its data: the live course's, or a draft's in the staff console's preview
 * (docs/catalog-editing.md "Preview"), so a preview is the page a visitor will see.
 */
export function CoursePage({ course, categorySlug, enrolHref, requestInfoHref }: CoursePageProps) {
  const { t } = useTranslation('catalog');
  const { textOf, noteOf } = useCatalogTexts();
  const name = textOf(course, 'name');
  const description = textOf(course, 'description');
  const crumb = (category: { name: string; es?: object }) => {
    const label = textOf(category, 'name');
    return { label: label.text, lang: label.lang };
  };
  const slug = course.category?.slug ?? categorySlug;
  const trail: Crumb[] = [{ label: t('index.heading'), to: paths.catalog.href() }];
  if (course.category) trail.push({ ...crumb(course.category), to: paths.catalog.href(slug) });
  if (course.category && course.subcategory)
    trail.push({
      ...crumb(course.subcategory),
      to: paths.subcategory.href(slug, course.subcategory.id),
    });
  trail.push({ label: name.text, lang: name.lang });
  // A course is bought within a program: "Enrol now" leads to the program that contains it, or
  // to the list of them when there are several (docs/storefront.md).
  const [onlyProgram] = course.programs;
  const enrolTo =
    enrolHref === null
      ? null
      : course.programs.length === 1 && onlyProgram
        ? paths.program.href(programSlug(onlyProgram.name))
        : course.programs.length > 1
          ? `#${PROGRAMS_ID}`
          : enrolHref;

  return (
    <article className="page catalog course-details">
      <PageMeta
        title={t('course.title', { code: course.code, name: name.text })}
        description={description.text}
        indexable
      />
      <Breadcrumbs trail={trail} />
      <header className="catalog__header">
        <h1 lang={name.lang}>{name.text}</h1>
        <CourseFacts course={course} className="course-details__facts" />
        <p className="catalog__lead" lang={description.lang}>
          {description.text}
        </p>
        <TenantTextLanguageNote language={noteOf(name, description)} />
        {enrolTo || requestInfoHref ? (
          <p className="course-details__actions">
            {enrolTo ? (
              <Link to={enrolTo} className="button button--primary">
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
      {course.programs.length > 0 ? (
        <section aria-labelledby={PROGRAMS_ID} className="catalog-section">
          <h2 id={PROGRAMS_ID}>{t('course.programsHeading')}</h2>
          <ul className="program-links">
            {course.programs.map((program) => {
              const programName = textOf(program, 'name');
              return (
                <li key={program.id}>
                  {/* The address is the English name's, the same in every language. */}
                  <Link to={paths.program.href(programSlug(program.name))} lang={programName.lang}>
                    {programName.text}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="course-information" className="catalog-section">
        <h2 id="course-information">{t('course.informationHeading')}</h2>
        <CourseTabs course={course} hrefOfPrerequisite={(id) => paths.course.href(slug, id)} />
      </section>
    </article>
  );
}
