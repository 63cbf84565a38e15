import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
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

/** A page whose heading appears once its data has loaded (a dashboard after sign-in). */
function LoadsThenShowsHeading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Your dashboard</h1> : <p role="status">Loading…</p>;
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
          { path: '/loading', element: <LoadsThenShowsHeading /> },
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

  it('focuses the heading of a page that is still loading once it appears', async () => {
    const router = setup();
    await act(() => router.navigate('/loading'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    const heading = await screen.findByRole('heading', { name: 'Your dashboard' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(heading);
  });
});
