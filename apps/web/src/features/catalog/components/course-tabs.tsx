import * as Tabs from '@radix-ui/react-tabs';
import { COURSE_INFO_TABS, type CourseInfoTab } from '@portal/domain/coursework/course-info-tab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import { TenantTextLanguageNote } from '@/components/tenant-text-language';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';

// Message ids and DOM-safe values of the tabs of docs/product/entities.md, in the domain's display order.
const TAB_KEYS: Record<CourseInfoTab, string> = {
  Topics: 'topics',
  Prerequisites: 'prerequisites',
  'Course Text': 'courseText',
  'Grading Criteria': 'gradingCriteria',
};

export interface CourseTabsProps {
  course: ProductDetail;
  /** The details URL of a prerequisite course. */
  hrefOfPrerequisite: (id: number) => string;
}

/**
 * The course info tabs (Radix Tabs: arrow keys move between tabs, each panel labelled by its tab).
 * Every panel is rendered, the inactive ones `hidden`, so the server-rendered page holds the whole
 * course description for search engines and readers without script.
 */
export function CourseTabs({ course, hrefOfPrerequisite }: CourseTabsProps) {
  const { t } = useTranslation('catalog');
  const [selected, setSelected] = useState(TAB_KEYS[COURSE_INFO_TABS[0]]);
  const { textOf } = useCatalogTexts();
  const topics = textOf(course, 'topics');
  const courseText = textOf(course, 'courseText');
  const panels: Record<CourseInfoTab, React.ReactNode> = {
    Topics:
      topics.text.length > 0 ? (
        <>
          <TenantTextLanguageNote language={topics.language} />
          <ul lang={topics.lang}>
            {topics.text.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('tabs.none')}</p>
      ),
    Prerequisites:
      course.prerequisites.length > 0 ? (
        <ul>
          {course.prerequisites.map((prerequisite) => {
            const name = textOf(prerequisite, 'name');
            return (
              <li key={prerequisite.id}>
                <Link to={hrefOfPrerequisite(prerequisite.id)} lang={name.lang}>
                  {t('tabs.prerequisite', { code: prerequisite.code, name: name.text })}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('tabs.none')}</p>
      ),
    'Course Text': courseText.text ? (
      <>
        <TenantTextLanguageNote language={courseText.language} />
        <p lang={courseText.lang}>{courseText.text}</p>
      </>
    ) : (
      <p>{t('tabs.none')}</p>
    ),
    'Grading Criteria':
      course.gradingCriteria.length > 0 ? (
        <table className="grading-table">
          <caption className="visually-hidden">{t('tabs.gradingCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tabs.gradingItem')}</th>
              <th scope="col" className="grading-table__weight">
                {t('tabs.gradingWeight')}
              </th>
            </tr>
          </thead>
          <tbody>
            {course.gradingCriteria.map((criterion) => (
              <tr key={criterion.item}>
                <th scope="row">{criterion.item}</th>
                <td className="grading-table__weight">
                  {t('tabs.percent', { value: criterion.weightPercent })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('tabs.none')}</p>
      ),
  };

  return (
    <Tabs.Root value={selected} onValueChange={setSelected} className="course-tabs">
      <Tabs.List className="course-tabs__list" aria-label={t('tabs.label')}>
        {COURSE_INFO_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={TAB_KEYS[tab]} className="course-tabs__tab">
            {t(`tabs.${TAB_KEYS[tab]}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {COURSE_INFO_TABS.map((tab) => (
        <Tabs.Content
          key={tab}
          value={TAB_KEYS[tab]}
          forceMount
          // Radix leaves force-mounted panels visible; hide the inactive ones from everyone.
          hidden={selected !== TAB_KEYS[tab]}
          className="course-tabs__panel"
        >
          {panels[tab]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
