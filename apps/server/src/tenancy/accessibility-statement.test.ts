import { readdirSync } from 'node:fs';
import type { PageContent } from '@portal/domain/content/page-content';
import type { GlobalValues } from '@portal/domain/tenant/tenant-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TENANTS_DIR, type TestServer } from '../test/test-server';

// docs/accessibility/README.md: every tenant's help center carries an accessibility statement (one content file
// the tenants share) that names the tenant and its own contact for reporting a barrier.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const LONG_DATE =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/;

/** A value of a placeholder group, read from a tenant's or the global values. */
function valueAt(values: GlobalValues | undefined, group: string, key: string) {
  const node = values?.[group];
  return typeof node === 'object' ? node[key] : undefined;
}

/** The statement as the help-center page shows it: every heading, sentence, item and link. */
async function statementOf(tenant: string) {
  const response = await server.request('/content/help-policies-accessibility.json', { tenant });
  expect(response.status).toBe(200);
  const page = (await response.json()) as PageContent;
  const section = (id: string) => page.sections.find((s) => s.id === id);
  const words = (s: PageContent['sections'][number] | undefined) =>
    s
      ? [s.heading, ...s.paragraphs, ...(s.items ?? []), ...(s.links ?? []).map((l) => l.label)]
      : [];
  return {
    text: [page.title, page.description, ...page.sections.flatMap(words)].join('\n'),
    section: (id: string) => words(section(id)).join('\n'),
    links: page.sections.flatMap((s) => s.links ?? []),
  };
}

// Read from the folder, so that each tenant's test carries its name.
const TENANT_IDS = readdirSync(TENANTS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the accessibility statement', () => {
  it('is checked on every tenant the server loads', () => {
    expect(server.tenants.all().map((tenant) => tenant.id)).toEqual([...TENANT_IDS].sort());
    expect(TENANT_IDS).toHaveLength(19);
  });

  it.each(TENANT_IDS)(
    'of %s names it, the standard, how it is checked, its contact and a review date',
    async (id) => {
      const { config } = server.tenants.get(id)!;
      const globalValues = server.tenants.global.values;
      const phone =
        valueAt(config.values, 'support', 'phone') ?? valueAt(globalValues, 'support', 'phone');
      const email =
        valueAt(config.values, 'support', 'email') ?? valueAt(globalValues, 'support', 'email');
      const statement = await statementOf(id);

      expect(statement.text).toContain(config.name);
      expect(statement.text).toContain('WCAG');
      expect(statement.text).toContain('2.2 at level AA');
      expect(statement.text).not.toMatch(/\{\$/);
      // How it is checked: both engines, both widths, keyboard journeys, documents.
      for (const method of [
        'axe-core',
        'IBM Equal Access',
        '320 pixels',
        '1280 pixels',
        'keyboard',
        'PDF',
        'e-mail',
      ]) {
        expect(statement.section('how-we-check')).toContain(method);
      }
      expect(statement.section('known-limitations')).toMatch(/PayPal/);
      // The tenant's own contact for a barrier.
      expect(statement.section('report-a-barrier')).toContain(String(phone));
      expect(statement.links).toContainEqual({ label: `Email ${email}`, href: `mailto:${email}` });
      expect(statement.section('review')).toMatch(LONG_DATE);
    },
  );
});
