import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices } from '@/testing/test-services';
import { LoadFailure } from './load-failure';

describe('LoadFailure', () => {
  // The three pages that show it (billing, enrolment, transcripts) each say it in their own words.
  it.each(['billing', 'enrollment', 'transcripts'])(
    'says in the %s words that the part did not load, as an alert',
    (namespace) => {
      render(
        <TestProviders services={testServices()}>
          <LoadFailure namespace={namespace} onRetry={() => undefined} />
        </TestProviders>,
      );
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toBe('We could not load this part of the page.Try again');
      expect(screen.getByRole('button', { name: 'Try again' }).closest('[role="alert"]')).toBe(
        alert,
      );
    },
  );

  it('asks again when the student presses "Try again"', async () => {
    const onRetry = vi.fn();
    render(
      <TestProviders services={testServices()}>
        <LoadFailure namespace="billing" onRetry={onRetry} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
