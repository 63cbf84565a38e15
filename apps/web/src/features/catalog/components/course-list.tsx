import { Link } from 'react-router';
import { CourseFacts } from './course-facts';
import type { ProductSummary } from '@portal/domain/catalog/catalog-api';

export interface CourseListProps {
  courses: ProductSummary[];
  /** The details URL of a course. */
  hrefOf: (course: ProductSummary) => string;
  /** The heading level of each course name, under the list's own heading. */
  headingLevel?: 'h3' | 'h4';
  /** Show courses as a numbered sequence (a degree program's order). */
  ordered?: boolean;
}

/** Courses as cards: name (linked to details), code, credits and price. */
export function CourseList({ courses, hrefOf, headingLevel = 'h3', ordered }: CourseListProps) {
  const Heading = headingLevel;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={`course-list${ordered ? ' course-list--ordered' : ''}`}>
      {courses.map((course) => (
        <li key={course.id} className="course-card">
          <Heading className="course-card__name">
            <Link to={hrefOf(course)}>{course.name}</Link>
          </Heading>
          <CourseFacts course={course} className="course-card__facts" />
        </li>
      ))}
    </List>
  );
}
