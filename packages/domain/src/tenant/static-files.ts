import { z } from 'zod';
import { homeContentSchema, pageContentSchema } from '../content/page-content';
import { languageSchema } from '../i18n/languages';

// The static files the web app loads by name (docs/product/screens-and-routes.md, api-calls.md "Static and live").

const writtenIn = {
  /** The language the page is written in: the one asked for when the tenant wrote it, else English. */
  lang: languageSchema,
};

/**
 * GET /content/{name}.json: `home.json` is the home page's content, every other file a page's, in
 * the language asked for or else English, saying which (docs/languages.md "A tenant's own content").
 */
export const contentFileSchema = z.union([
  homeContentSchema.extend(writtenIn),
  pageContentSchema.extend(writtenIn),
]);

export type ServedContent<Page> = Page & z.infer<z.ZodObject<typeof writtenIn>>;

/**
 * GET /config/{name}.json: `tenant.json` is the effective public tenant config (tenant-config.ts,
 * without hosts and schedule), `global.json` the effective global config without its schedule.
 */
export const configFileSchema = z.record(z.string(), z.unknown());

/** Both carry the build version as `v` (docs/product/screens-and-routes.md cache-version query). */
export const staticFileQuerySchema = z.object({
  v: z.union([z.string(), z.array(z.string())]).optional(),
});

/** A content file is asked for in the page's language (the tenant's default when not said). */
export const contentFileQuerySchema = staticFileQuerySchema.extend({
  lang: languageSchema.optional(),
});

export const staticFileParamsSchema = z.object({ file: z.string() });
