import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/test-services';
import type { ProductDetail } from '@portal/domain/catalog/catalog-api';
import { CourseTabs } from './course-tabs';

const course: ProductDetail = {
  id: 1009,
  code: 'ACC202',
  name: 'Principles of Managerial Accounting',
  type: 'Course',
  price: 6945,
  credits: 3,
  description: 'Use cost behaviour, budgets and variance analysis.',
  categoryId: 1,
  subcategoryId: 11,
  category: { id: 1, name: 'Business', slug: 'business' },
  subcategory: { id: 11, name: 'Accounting and Finance', slug: 'accounting-finance' },
  topics: ['Cost behaviour', 'Budgets'],
  prerequisites: [{ id: 1008, code: 'ACC201', name: 'Principles of Financial Accounting' }],
  courseText: 'An open textbook on managerial accounting.',
  programs: [],
  gradingCriteria: [
    { item: 'Homework problems', weightPercent: 40 },
    { item: 'Final exam', weightPercent: 60 },
  ],
};

function renderTabs(product: ProductDetail = course) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CourseTabs
          course={product}
          hrefOfPrerequisite={(id) => `/online-college-courses/business/${id}`}
        />
      ),
    },
  ]);
  renderWithServices(<RouterProvider router={router} />);
  return userEvent.setup();
}

const visiblePanel = () => screen.getByRole('tabpanel');

describe('CourseTabs (docs/product/entities.md course info tabs)', () => {
  it('offers the four tabs in order, Topics first', () => {
    renderTabs();
    const list = screen.getByRole('tablist', { name: 'Course information' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Topics', 'Prerequisites', 'Course Text', 'Grading Criteria']);
    expect(screen.getByRole('tab', { name: 'Topics' }).getAttribute('aria-selected')).toBe('true');
    expect(within(visiblePanel()).getByText('Budgets')).toBeTruthy();
  });

  it('switches panels with the arrow keys, each panel named by its tab', async () => {
    const user = renderTabs();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Topics' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Prerequisites' }));
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Prerequisites' }).id,
    );
    const prerequisite = within(visiblePanel()).getByRole('link', {
      name: 'ACC201 Principles of Financial Accounting',
    });
    expect(prerequisite.getAttribute('href')).toBe('/online-college-courses/business/1008');

    await user.keyboard('{ArrowRight}');
    expect(within(visiblePanel()).getByText(course.courseText)).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    const table = within(visiblePanel()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Graded work', 'Weight']);
    expect(within(table).getByRole('rowheader', { name: 'Final exam' })).toBeTruthy();
    expect(within(table).getByText('60%')).toBeTruthy();

    await user.keyboard('{End}{Home}');
    expect(screen.getByRole('tab', { name: 'Topics' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('says None when a course has no prerequisites', async () => {
    const user = renderTabs({ ...course, prerequisites: [] });
    await user.click(screen.getByRole('tab', { name: 'Prerequisites' }));
    expect(visiblePanel().textContent).toBe('None');
  });
});
