import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { ReceiptBranding } from '../../receipts/receipt-document';

/**
 * The tenant as its receipts show it: the config in force now (a scheduled override may swap the
 * logo) and its folder, where the logo file is. Only an SVG logo is drawn; a PNG or WebP one
 * gives way to the name.
 */
export async function receiptBranding(tenant: {
  dir: string;
  config: TenantConfig;
}): Promise<ReceiptBranding> {
  const { config } = tenant;
  const { src } = config.logo;
  return {
    name: config.name,
    // The number a signed-in learner is shown (docs/product/screens-and-routes.md).
    phone: config.phones.studentAdvisor,
    // `src` is a bare file name (the schema allows no slash), checked to exist at start-up.
    logoSvg:
      path.extname(src) === '.svg' ? await readFile(path.join(tenant.dir, src), 'utf8') : null,
    primaryColour: config.theme.brand,
  };
}
