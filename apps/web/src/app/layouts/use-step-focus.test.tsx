import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStepFocus } from './use-step-focus';

function Layout() {
  useStepFocus('main');
  return (
    <>
      <button type="button">Next</button>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/one', element: <h1>Step one</h1> },
          { path: '/two', element: <h1>Step two</h1> },
          { path: '/three', element: <p>No heading</p> },
        ],
      },
    ],
    { initialEntries: ['/one'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useStepFocus', () => {
  it('leaves focus alone on the first page, then moves it to each new step', async () => {
    const router = setup();
    const button = screen.getByRole('button', { name: 'Next' });
    button.focus();
    expect(document.activeElement).toBe(button);

    await act(() => router.navigate('/two'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step two' }));

    await act(() => router.navigate('/three'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
