import { Link } from 'react-router';
import type { ProductSummary } from '@portal/domain/catalog/catalog-api';
import { TenantTextLanguageNote } from '@/components/tenant-text-language';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { CourseFacts } from './course-facts';

export interface CourseListProps {
  courses: ProductSummary[];
  /** The details URL of a course. */
  hrefOf: (course: ProductSummary) => string;
  /** The heading level of each course name, under the list's own heading. */
  headingLevel?: 'h3' | 'h4';
  /** Show courses as a numbered sequence (a degree program's order). */
  ordered?: boolean;
}

/**
 * Courses as cards: name (linked to details), code, credits and price. A name not yet written in
 * the page's language is shown in English, marked so, and one note above the list says so.
 */
export function CourseList({ courses, hrefOf, headingLevel = 'h3', ordered }: CourseListProps) {
  const Heading = headingLevel;
  const List = ordered ? 'ol' : 'ul';
  const { textOf, noteOf } = useCatalogTexts();
  const names = courses.map((course) => textOf(course, 'name'));
  return (
    <>
      <TenantTextLanguageNote language={noteOf(...names)} />
      <List className={`course-list${ordered ? ' course-list--ordered' : ''}`}>
        {courses.map((course, index) => (
          <li key={course.id} className="course-card">
            <Heading className="course-card__name">
              <Link to={hrefOf(course)} lang={names[index]!.lang}>
                {names[index]!.text}
              </Link>
            </Heading>
            <CourseFacts course={course} className="course-card__facts" />
          </li>
        ))}
      </List>
    </>
  );
}
