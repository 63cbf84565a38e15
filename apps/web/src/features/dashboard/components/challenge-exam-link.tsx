import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@portal/domain/coursework/course';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useChallengeExams } from '@/lib/catalog/get-challenge-exams';
import { paths } from '@/lib/paths';

/** Courses whose credit the student already has: no exam to take. */
const CREDITED: readonly string[] = ['WAIVED', 'PRIOR_CREDIT'] satisfies CourseStatus[];

/**
 * "Take a challenge exam" on the card of a course that has an exam product: it leads to the exam's
 * payment page (docs/challenge-exams.md). Nothing while the exams load, for a course without one,
 * or for one completed or credited.
 */
export function ChallengeExamLink({ course }: { course: Course }) {
  const { t } = useTranslation('dashboard');
  const { textOf } = useCatalogTexts();
  const exams = useChallengeExams();
  const exam = exams.data?.find((e) => e.course.productId === course.productId);
  if (!exam || course.completed || CREDITED.includes(course.enrollmentStatus)) return null;
  return (
    <p className="dashboard-card__exam">
      <Link
        to={paths.challengeExamPayment.href(exam.productId)}
        // Starts with the words shown, so a speech-input user can say them (WCAG 2.5.3).
        aria-label={t('challengeExam.takeNamed', { name: textOf(course, 'courseName').text })}
      >
        {t('challengeExam.take')}
      </Link>
    </p>
  );
}
