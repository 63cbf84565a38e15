import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { themeCss } from '@portal/domain/tenant/theme-css';

export interface TenantBootstrap {
  tenantId: string;
  basePath: string;
  buildVersion: string;
  cachingDisabled: boolean;
  config: PublicTenantConfig;
}

/** `</script>` inside the JSON must not end the script element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The built index.html, with the tenant's theme and bootstrap injected into the head so the first
 * paint already wears the tenant's colours (ARCHITECTURE.md decision 11).
 */
export async function loadSpaTemplate(webDistDir: string) {
  const template = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  if (!template.includes('<!--tenant-head-->')) {
    throw new Error(`${webDistDir}/index.html lacks the <!--tenant-head--> marker`);
  }
  return {
    render(options: {
      tenantId: string;
      basePath: string;
      /** The browser's view of the config (browserTenantConfig). */
      config: PublicTenantConfig;
      buildVersion: string;
      cachingDisabled: boolean;
    }): string {
      const bootstrap: TenantBootstrap = {
        tenantId: options.tenantId,
        basePath: options.basePath,
        buildVersion: options.buildVersion,
        cachingDisabled: options.cachingDisabled,
        config: options.config,
      };
      const head =
        `<style>${themeCss(options.config.theme)}</style>` +
        `<script id="tenant-bootstrap" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
      return template.replace('<!--tenant-head-->', head);
    },
  };
}
