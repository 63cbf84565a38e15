import { findProgramBySlug } from '@portal/domain/catalog/program-slug';
import type { ProductSummary } from '@portal/domain/catalog/catalog-api';
import type { DegreeProgram } from '@portal/domain/organization/organization-api';
import { showsPrices } from '@portal/domain/tenant/tenant-offer';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { TenantTextLanguageNote } from '@/components/tenant-text-language';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useCategories } from '../api/get-categories';
import { useTenant } from '@/lib/app-services';
import { useDegreePrograms } from '@/lib/catalog/get-degree-programs';
import { programPrice } from '@/lib/catalog/program-price';
import { enrolInProgramHref } from '@/lib/enrol-links';
import { useProgramCourses } from '@/lib/catalog/get-program-courses';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from './breadcrumbs';
import { CourseList } from './course-list';
import { useCategorySlugs } from './use-category-slugs';
import { usePageFormats } from '@/lib/page-formats';

/**
 * /program/{slug}: a degree program, its price with its period and its courses in order (
 * docs/product/screens-and-routes.md), with its own "Enrol in this program" that preselects it (docs/storefront.md). Only the tenant's
 * programs are found (the API lists no other).
 */
export function ProgramPage({ slug }: { slug: string }) {
  const { data: programs, isPending } = useDegreePrograms();
  if (isPending) return null; // the route's loader has filled the cache
  const program = findProgramBySlug(programs ?? [], slug);
  if (!program) return <NotFound />;
  return <LiveProgram program={program} />;
}

function LiveProgram({ program }: { program: DegreeProgram }) {
  const { data: courses } = useProgramCourses(program.id);
  return <ProgramDetails program={program} courses={courses} />;
}

/**
 * The program's page from its data: the live program's, or a drafted one's in the staff console's
 * preview (docs/catalog-editing.md "Preview").
 */
export function ProgramDetails({
  program,
  courses,
}: {
  program: DegreeProgram;
  courses: ProductSummary[] | undefined;
}) {
  const { t } = useTranslation('catalog');
  const formats = usePageFormats();
  const { config } = useTenant();
  const priced = showsPrices(config.enrollmentType);
  const slugs = useCategorySlugs(useCategories().data);
  const { textOf, noteOf } = useCatalogTexts();
  const name = textOf(program, 'name');
  const description = textOf(program, 'description');
  return (
    <article className="page catalog program">
      <PageMeta title={name.text} description={description.text} indexable />
      <Breadcrumbs
        trail={[
          { label: t('index.heading'), to: paths.catalog.href() },
          { label: name.text, lang: name.lang },
        ]}
      />
      <header className="catalog__header">
        <h1 lang={name.lang}>{name.text}</h1>
        <p className="catalog__lead" lang={description.lang}>
          {description.text}
        </p>
        <TenantTextLanguageNote language={noteOf(name, description)} />
        <dl className="course-details__facts">
          {priced ? (
            <div>
              <dt>{t('program.price')}</dt>
              <dd>{programPrice(program, formats)}</dd>
            </div>
          ) : null}
          {courses ? (
            <div>
              <dt>{t('program.courseCount')}</dt>
              <dd>{courses.length}</dd>
            </div>
          ) : null}
        </dl>
        {config.features.enrolNow ? (
          <p className="course-details__actions">
            <Link
              to={enrolInProgramHref(config.enrollmentType, program)}
              className="button button--primary"
            >
              {t('program.enrol')}
            </Link>
          </p>
        ) : null}
      </header>
      <section aria-labelledby="program-courses" className="catalog-section">
        <h2 id="program-courses">{t('program.coursesHeading')}</h2>
        {courses && courses.length > 0 ? (
          <CourseList courses={courses} hrefOf={(course) => slugs.hrefOf(course)} ordered />
        ) : (
          <p>{t('category.noCourses')}</p>
        )}
      </section>
    </article>
  );
}
