import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultTenantBootstrap } from '@/lib/default-tenant-bootstrap';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { ProgramPicker } from './program-picker';

const program = (id: number, name: string) => ({
  id,
  name,
  description: '',
  schoolId: 1,
  enrollmentCode: `NOC-${id}`,
  price: 6945,
  periodicity: 'MONT' as const,
});
const ALL = [program(1, 'General Studies'), program(2, 'Business'), program(6, 'Healthcare')];
const EMPLOYERS = [program(6, 'Healthcare')];

function renderPicker(employerId?: number, url = '/program') {
  const server = createFakeServer({
    routes: {
      'GET /organization-api/institutions/degree-programs': () => json(200, ALL),
      'GET /organization-api/institutions/employers/1002/degree-programs': () =>
        json(200, EMPLOYERS),
    },
  });
  const config = { ...defaultTenantBootstrap().config, ...(employerId ? { employerId } : {}) };
  const onChosen = vi.fn();
  render(
    <TestProviders services={testServices({ fetch: server.fetch, config })}>
      <MemoryRouter initialEntries={[url]}>
        <ProgramPicker onChosen={onChosen} submitLabel="Continue" />
      </MemoryRouter>
    </TestProviders>,
  );
  return { onChosen };
}

// The choice is remembered for the visit; each test starts a new one.
beforeEach(() => sessionStorage.clear());

describe('the program picker', () => {
  it("offers every program on the provider's own site", async () => {
    renderPicker();
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
  });

  it("offers an employer's staff only their employer's programs", async () => {
    const { onChosen } = renderPicker(1002);
    const [only] = await screen.findAllByRole('radio');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Healthcare/ })).toBe(only);
    await userEvent.click(only!);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).toHaveBeenCalledWith(6);
  });

  it('preselects the program a storefront link names, which the learner can still change', async () => {
    const { onChosen } = renderPicker(undefined, '/program?program=business');
    await screen.findAllByRole('radio');
    expect((screen.getByRole('radio', { name: /Business/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('radio', { name: /Healthcare/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).toHaveBeenLastCalledWith(6);
  });

  it('ignores a link naming a program the site does not offer', async () => {
    renderPicker(1002, '/program?program=business');
    await screen.findAllByRole('radio');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('asks for a choice before going on', async () => {
    const { onChosen } = renderPicker();
    await screen.findAllByRole('radio');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(onChosen).not.toHaveBeenCalled();
  });
});
