import { describe, expect, it } from 'vitest';
import { defaultTenantBootstrap } from './default-tenant-bootstrap';
import { readTenantBootstrap } from './tenant-bootstrap';

function page(bootstrap?: string): Document {
  const doc = document.implementation.createHTMLDocument();
  if (bootstrap !== undefined) {
    const script = doc.createElement('script');
    script.id = 'tenant-bootstrap';
    script.type = 'application/json';
    script.textContent = bootstrap;
    doc.head.append(script);
  }
  return doc;
}

describe('readTenantBootstrap', () => {
  it('reads the tenant the server injected, with a clean base path', () => {
    const injected = readTenantBootstrap(
      page(
        JSON.stringify({
          tenantId: 'fhsu',
          basePath: '/FHSU/',
          buildVersion: 'b1',
          cachingDisabled: false,
          config: { id: 'fhsu', name: 'Fort Hays State University' },
        }),
      ),
    );
    expect(injected.tenantId).toBe('fhsu');
    expect(injected.basePath).toBe('/fhsu');
    expect(injected.config.name).toBe('Fort Hays State University');
  });

  it('refuses a page without the tenant rather than guess one', () => {
    expect(() => readTenantBootstrap(page())).toThrow('no tenant bootstrap');
    expect(() => readTenantBootstrap(page('{not json'))).toThrow('no tenant bootstrap');
  });

  it('stands in the default tenant from its real file where no server injects one', () => {
    const bootstrap = defaultTenantBootstrap();
    expect(bootstrap.tenantId).toBe('default');
    expect(bootstrap.config.name).toBe('Crestline Learning');
    expect(bootstrap.config.phones.publicAdvisor).toBe('(800) 555-0143');
  });
});
