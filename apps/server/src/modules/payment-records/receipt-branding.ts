import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { ReceiptBranding } from '../../receipts/receipt-document';
import type { LoadedTenant } from '../../tenancy/tenant-registry';

/** What a receipt needs of its tenant: the config in force, and where its logo is. */
export type ReceiptTenant = Pick<LoadedTenant, 'dir' | 'logo'> & { config: TenantConfig };

/**
 * The tenant as its receipts show it: the config in force now (a scheduled override may swap the
 * logo) and its folder, where the logo file is. Only an SVG logo is drawn; a PNG or WebP one
 * gives way to the name.
 */
export async function receiptBranding(tenant: ReceiptTenant): Promise<ReceiptBranding> {
  const { config } = tenant;
  return {
    name: config.name,
    // The number a signed-in learner is shown (docs/product/screens-and-routes.md).
    phone: config.phones.studentAdvisor,
    logoSvg: await logoSvgOf(tenant),
    primaryColour: config.theme.brand,
  };
}

/** The SVG logo: the one published in the console, else the folder's `logo.src` when an SVG. */
async function logoSvgOf(tenant: ReceiptTenant): Promise<string | null> {
  if (tenant.logo)
    return tenant.logo.type === 'image/svg+xml' ? tenant.logo.bytes.toString() : null;
  // `src` is a bare file name (the schema allows no slash), checked to exist at start-up.
  const { src } = tenant.config.logo;
  return path.extname(src) === '.svg' ? readFile(path.join(tenant.dir, src), 'utf8') : null;
}
