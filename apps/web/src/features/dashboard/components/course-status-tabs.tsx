import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { activeDashboardTab } from '../active-tab';
import { openingTab, type StatusGroup } from '../course-groups';
import { StatusView } from './status-view';

/**
 * The courses by status, as tabs (Radix Tabs: arrow keys move between tabs, each panel labelled by
 * its tab); the chosen tab is remembered for the visit (docs/product/entities.md "active dashboard tab").
 */
export function CourseStatusTabs({ groups }: { groups: StatusGroup[] }) {
  const { t } = useTranslation(['dashboard', 'courses']);
  const [chosen, setChosen] = useState(activeDashboardTab.get);
  const selected = openingTab(groups, chosen);
  const choose = (value: string) => {
    const status = value as CourseStatus;
    activeDashboardTab.set(status);
    setChosen(status);
  };
  return (
    <Tabs.Root value={selected} onValueChange={choose} className="course-tabs">
      <Tabs.List className="course-tabs__list" aria-label={t('tabs.label')}>
        {groups.map(({ status, courses }) => (
          <Tabs.Trigger key={status} value={status} className="course-tabs__tab">
            {t('tabs.tab', { status: t(`courses:status.${status}`), count: courses.length })}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {groups.map(({ status, courses }) => (
        <Tabs.Content key={status} value={status} className="course-tabs__panel">
          <StatusView status={status} courses={courses} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
