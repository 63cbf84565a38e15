import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EnrollmentType } from '@portal/domain/enrollment/enrollment-type';
import { defaultTenantBootstrap } from '@/lib/default-tenant-bootstrap';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { ProgramPickerPage } from './program-picker-page';

const PROGRAMS = [
  {
    id: 6,
    name: 'Healthcare Administration Certificate',
    description: '',
    schoolId: 1,
    enrollmentCode: 'NOC-HCAC',
    price: 6945,
    periodicity: 'MONT',
  },
];

function renderStart(enrollmentType: EnrollmentType) {
  const server = createFakeServer({
    routes: { 'GET /organization-api/institutions/degree-programs': () => json(200, PROGRAMS) },
  });
  const config = { ...defaultTenantBootstrap().config, enrollmentType };
  const router = createMemoryRouter([
    { path: '/', element: <ProgramPickerPage variant="start" /> },
  ]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch, config })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('/enrollment/start (docs/storefront.md)', () => {
  it('shows a paid tenant the price with its period and the payment step ahead', async () => {
    renderStart('paid-selective');
    await screen.findByRole('radio', { name: /Healthcare Administration Certificate/ });
    expect(screen.getByText('$69.45 per month')).toBeTruthy();
    expect(screen.getByText(/create your account, pay,/)).toBeTruthy();
  });

  it.each<EnrollmentType>(['prepaid', 'davita-assessment-prepaid'])(
    'does not speak of paying on a %s tenant',
    async (enrollmentType) => {
      renderStart(enrollmentType);
      await screen.findByRole('radio', { name: /Healthcare Administration Certificate/ });
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(/\bpay|\$\d/i);
      expect(text).toContain('access code');
    },
  );
});
