import { describe, expect, it } from 'vitest';
import { defaultTenantBootstrap } from '@/lib/default-tenant-bootstrap';
import { render } from './entry-server';

// A page behind sign-in is answered before any call to the API.
const noNetwork = (() => {
  throw new Error('a page behind sign-in needs no API call');
}) as typeof fetch;

describe('a page behind sign-in', () => {
  it.each([
    ['/account/dashboard', 'Dashboard | Crestline Learning'],
    ['/account/order/o1/t1', 'Order details | Crestline Learning'],
    ['/onboarding/profile', 'Your profile | Crestline Learning'],
    ['/enrollment/payment', 'Payment details | Crestline Learning'],
  ])('%s is the plain shell titled as its page, never indexed', async (url, title) => {
    const bootstrap = defaultTenantBootstrap();
    expect(await render({ url, bootstrap, fetch: noNetwork })).toEqual({
      kind: 'shell',
      head: { title, robots: 'noindex' },
    });
  });

  it('is titled as the tenant words the page, under a partner’s base path too', async () => {
    const bootstrap = {
      ...defaultTenantBootstrap(),
      basePath: '/partner',
      messages: { dashboard: { title: 'My courses' } },
    };
    const answer = await render({ url: '/partner/account/dashboard', bootstrap, fetch: noNetwork });
    expect(answer).toMatchObject({ head: { title: 'My courses | Crestline Learning' } });
  });
});
