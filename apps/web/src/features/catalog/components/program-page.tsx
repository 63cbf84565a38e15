import { findProgramBySlug } from '@portal/domain/catalog/program-slug';
import { formatMoney } from '@portal/domain/money/format-money';
import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { useCategories } from '../api/get-categories';
import { useDegreePrograms } from '@/lib/catalog/get-degree-programs';
import { useProgramCourses } from '@/lib/catalog/get-program-courses';
import { paths } from '@/lib/paths';
import { Breadcrumbs } from './breadcrumbs';
import { CourseList } from './course-list';
import { useCategorySlugs } from './use-category-slugs';

/** /program/{slug}: a degree program, its price and its courses in order (SPEC §2). */
export function ProgramPage({ slug }: { slug: string }) {
  const { data: programs, isPending } = useDegreePrograms();
  if (isPending) return null; // the route's loader has filled the cache
  const program = findProgramBySlug(programs ?? [], slug);
  if (!program) return <NotFound />;
  return <ProgramDetails program={program} />;
}

function ProgramDetails({
  program,
}: {
  program: { id: number; name: string; description: string; price: number };
}) {
  const { t } = useTranslation('catalog');
  const { data: courses } = useProgramCourses(program.id);
  const slugs = useCategorySlugs(useCategories().data);
  return (
    <article className="page catalog program">
      <PageMeta title={program.name} description={program.description} indexable />
      <Breadcrumbs
        trail={[{ label: t('index.heading'), to: paths.catalog.href() }, { label: program.name }]}
      />
      <header className="catalog__header">
        <h1>{program.name}</h1>
        <p className="catalog__lead">{program.description}</p>
        <dl className="course-details__facts">
          <div>
            <dt>{t('program.price')}</dt>
            <dd>{formatMoney(program.price)}</dd>
          </div>
          {courses ? (
            <div>
              <dt>{t('program.courseCount')}</dt>
              <dd>{courses.length}</dd>
            </div>
          ) : null}
        </dl>
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
