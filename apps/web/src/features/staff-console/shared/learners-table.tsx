import { useTranslation } from 'react-i18next';
import type { ListSort } from '@portal/domain/staff/list-sort';
import type {
  PartnerLearner,
  PartnerLearnersPage,
  PartnerLearnerSort,
} from '@portal/domain/staff/partner-learners';
import { ListPager, useFocusOnNewPage } from './list-pager';
import { recordTime } from './record-format';
import { SortableHeader } from './sortable-header';

/**
 * A page of learners with their program, status, progress and each course's grade, whose Name,
 * E-mail and Joined headings sort it: a partner school's own learners, or those an employer
 * sponsors (docs/staff-console.md "Partner schools", docs/employers.md).
 */
export function LearnersTable({
  page: results,
  busy,
  order,
  pageHref,
}: {
  page: PartnerLearnersPage;
  busy: boolean;
  order: { current: ListSort<PartnerLearnerSort> };
  pageHref: (page: number) => string;
}) {
  const { t } = useTranslation('staff');
  const { learners, page, hasMore } = results;
  const table = useFocusOnNewPage(page);
  return (
    <>
      <table ref={table} tabIndex={-1} aria-busy={busy} className="staff-table">
        <caption>{t('learners.caption', { page })}</caption>
        <thead>
          <tr>
            <SortableHeader column="name" current={order.current}>
              {t('learners.name')}
            </SortableHeader>
            <SortableHeader column="email" current={order.current}>
              {t('learners.email')}
            </SortableHeader>
            <th scope="col">{t('learners.program')}</th>
            <th scope="col">{t('learners.status')}</th>
            <SortableHeader column="joined" current={order.current} firstDir="desc">
              {t('learners.joined')}
            </SortableHeader>
            <th scope="col">{t('learners.progress')}</th>
            <th scope="col">{t('learners.courses')}</th>
          </tr>
        </thead>
        <tbody>
          {learners.map((learner) => (
            <LearnerRow key={learner.id} learner={learner} />
          ))}
        </tbody>
      </table>
      <ListPager label={t('learners.pages')} page={page} hasMore={hasMore} pageHref={pageHref} />
    </>
  );
}

function LearnerRow({ learner }: { learner: PartnerLearner }) {
  const { t } = useTranslation('staff');
  return (
    <tr>
      <th scope="row">{t('student.name', learner)}</th>
      <td>{learner.email}</td>
      <td>{learner.program ? `${learner.program.name} (${learner.program.code})` : ''}</td>
      <td>{t(`learners.statuses.${learner.status}`)}</td>
      <td>{recordTime(learner.joinedAt)}</td>
      <td>
        {t('learners.progressValue', {
          completed: learner.progress.completedItems,
          required: learner.progress.requiredItems,
        })}
      </td>
      <td>
        {learner.enrolments.length === 0 ? (
          t('learners.noCourses')
        ) : (
          <ul className="staff-table__list">
            {learner.enrolments.map((course) => (
              <li key={course.courseEnrollmentId}>
                {t('learners.course', {
                  code: course.courseCode,
                  name: course.courseName,
                  status: course.status,
                  completed: course.completedItems,
                  required: course.requiredItems,
                })}
                {course.gradePercent === null
                  ? null
                  : t('learners.grade', { grade: course.gradePercent })}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
