import { queryOptions } from '@tanstack/react-query';
import { contentUrl } from '@portal/domain/tenant/content-url';
import { fillPlaceholders } from '@portal/domain/tenant/placeholders';
import { ApiError } from '@/lib/api-error';
import { tenantBootstrap } from '@/lib/tenant-bootstrap';

/** The part of the tenant's `content/home.json` this page shows. */
export interface HomeContent {
  headline: string;
  intro: string;
}

/** GET /content/home.json?v=<build version> (SPEC §2, §7 "Static and live"). */
export async function getHomeContent(): Promise<HomeContent> {
  const { basePath, buildVersion, cachingDisabled, globalValues } = tenantBootstrap();
  const url = contentUrl('home', { basePath, buildVersion, cachingDisabled, now: new Date() });
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, response.statusText, null);
  const content = (await response.json()) as HomeContent;
  return fillPlaceholders(content, globalValues ?? {});
}

export const homeContentQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'home'], queryFn: getHomeContent, staleTime: Infinity });
