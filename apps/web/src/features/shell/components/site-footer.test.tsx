import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppServices } from '@/lib/create-app-services';
import { defaultTenantBootstrap } from '@/lib/default-tenant-bootstrap';
import { createFakeServer } from '@/testing/fake-server';
import { renderWithServices } from '@/testing/test-services';
import { SiteFooter } from './site-footer';

describe('the site footer', () => {
  it('dates the copyright by the year the server served the page, not the device’s clock', () => {
    // A year no device clock running these tests shows.
    const served = new Date().getUTCFullYear() + 3;
    const services = createAppServices({
      bootstrap: { ...defaultTenantBootstrap(), year: served },
      fetch: createFakeServer().fetch,
    });
    const router = createMemoryRouter([{ path: '/', element: <SiteFooter /> }]);
    renderWithServices(<RouterProvider router={router} />, services);
    expect(screen.getByText(`© ${served} Crestline Learning`)).toBeTruthy();
  });
});
