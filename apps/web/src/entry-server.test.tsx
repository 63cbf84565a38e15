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
    const tenant = defaultTenantBootstrap();
    const bootstrap = {
      ...tenant,
      basePath: '/partner',
      config: { ...tenant.config, messages: { dashboard: { title: 'My courses' } } },
    };
    const answer = await render({ url: '/partner/account/dashboard', bootstrap, fetch: noNetwork });
    expect(answer).toMatchObject({ head: { title: 'My courses | Crestline Learning' } });
  });

  it.each([
    ['/help-center/well-connect', 'help-well-connect', 'Well Connect'],
    ['/help-center/support-request', 'help-support-request', 'Support request'],
  ])(
    '%s, open to students only, is titled by its content, which is public',
    async (url, file, heading) => {
      const asked: string[] = [];
      const content = (async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return Response.json({ title: heading, description: 'About it.', sections: [] });
      }) as typeof fetch;
      const answer = await render({ url, bootstrap: defaultTenantBootstrap(), fetch: content });
      expect(answer).toEqual({
        kind: 'shell',
        head: { title: `${heading} – Help Center | Crestline Learning`, robots: 'noindex' },
      });
      expect(asked).toEqual([expect.stringContaining(`/content/${file}.json`)]);
    },
  );

  it('is titled with the site’s name alone when its content cannot be read', async () => {
    const refused = (async () =>
      Response.json({ global: ['Not found'] }, { status: 404 })) as typeof fetch;
    const answer = await render({
      url: '/help-center/well-connect',
      bootstrap: defaultTenantBootstrap(),
      fetch: refused,
    });
    expect(answer).toEqual({ kind: 'shell', head: { robots: 'noindex' } });
  });
});
