import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/test-services';
import { FIELD_MAX_LENGTH } from '@portal/domain/validation/field-lengths';
import { CourseSearchForm } from './course-search';

describe('CourseSearchForm', () => {
  // The server refuses a longer search (catalog-routes.ts reads the same table); the box once took
  // 100 characters against the server's 80, and a search of 81 to 100 was refused.
  it('takes no more characters than the server accepts', () => {
    const router = createMemoryRouter([{ path: '/', element: <CourseSearchForm text="" /> }]);
    renderWithServices(<RouterProvider router={router} />);
    const box = screen.getByRole('searchbox');
    expect((box as HTMLInputElement).maxLength).toBe(FIELD_MAX_LENGTH.courseSearch);
  });
});
