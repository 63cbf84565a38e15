import { z } from 'zod';
import { homeContentSchema, pageContentSchema } from '../content/page-content';

// The static files the web app loads by name (docs/product/screens-and-routes.md, api-calls.md "Static and live").

/** GET /content/{name}.json: `home.json` is the home page's content, every other file a page's. */
export const contentFileSchema = z.union([homeContentSchema, pageContentSchema]);

/**
 * GET /config/{name}.json: `tenant.json` is the effective public tenant config (tenant-config.ts,
 * without hosts and schedule), `global.json` the effective global config without its schedule.
 */
export const configFileSchema = z.record(z.string(), z.unknown());

/** Both carry the build version as `v` (docs/product/screens-and-routes.md cache-version query). */
export const staticFileQuerySchema = z.object({
  v: z.union([z.string(), z.array(z.string())]).optional(),
});

export const staticFileParamsSchema = z.object({ file: z.string() });
