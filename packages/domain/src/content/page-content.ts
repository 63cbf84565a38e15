import { z } from 'zod';

// The shape of a tenant's content files (tenants/<id>/content/<name>.json), checked at start-up so
// a malformed page stops the server instead of rendering blank. Text may hold {$name.path}
// placeholders (docs/product/screens-and-routes.md), filled from the global values before the browser sees it.

const anchor = z.string().regex(/^[a-z0-9-]+$/, 'Use lower case letters, digits and dashes');
const text = z.string().trim().min(1);
/** An internal path ('/help-center/tutoring', '/faq#fees'), a tel:/mailto: link or an https URL. */
const href = z
  .string()
  .regex(/^(\/[^\s]*|#[a-z0-9-]+|tel:\+?[0-9]+|mailto:\S+|https:\/\/\S+)$/, 'Not a link');

export const linkSchema = z.strictObject({ label: text, href });

export const sectionSchema = z.strictObject({
  /** The anchor of the section's heading, so `/faq#fees` scrolls to it. */
  id: anchor,
  heading: text,
  paragraphs: z.array(text).default([]),
  items: z.array(text).optional(),
  links: z.array(linkSchema).optional(),
});

/** An ordinary public page: storefront pages, pathways and help-center articles. */
export const pageContentSchema = z.strictObject({
  /** The page's <h1> and, with the tenant name, its <title>. */
  title: text,
  /** The meta description and the lead paragraph under the title: one or two sentences. */
  description: text,
  sections: z.array(sectionSchema).min(1),
  faqs: z.array(z.strictObject({ question: text, answer: text })).optional(),
  callToAction: linkSchema.optional(),
});

/**
 * A tenant image by name: `tenants/<id>/images/<name>-<width>.webp` at each of IMAGE_WIDTHS,
 * served at `/tenant/images/...` (the default tenant's when the tenant has none of that name).
 */
export const imageNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use an image name such as hero or program-noc-hcac');

/** The widths every tenant image is stored at, for `srcset`. */
export const IMAGE_WIDTHS = [480, 960] as const;

/** The file names of an image at every stored width. */
export const imageFiles = (name: string) => IMAGE_WIDTHS.map((width) => `${name}-${width}.webp`);

/** The home page (tenants/<id>/content/home.json). */
export const homeContentSchema = z.strictObject({
  headline: text,
  intro: text,
  keyFacts: z.array(z.strictObject({ title: text, text })).default([]),
  /** The hero's picture and its text alternative; without one the hero is drawn in the theme. */
  heroImage: z.strictObject({ name: imageNameSchema, alt: text }).optional(),
  /** A card picture per featured program, by enrolment code (decorative: the card names it). */
  programImages: z.record(z.string(), imageNameSchema).default({}),
  /** Why to trust the site: credit recommendations, transfer partners, support hours. */
  trust: z.array(z.strictObject({ title: text, text })).default([]),
});

export type PageContent = z.infer<typeof pageContentSchema>;
export type HomeContent = z.infer<typeof homeContentSchema>;

/**
 * A page as its file holds it: the English page, and optionally the same page in Spanish as `es`,
 * checked by the same schema (docs/languages.md "A tenant's own content").
 */
export const homeFileSchema = homeContentSchema.extend({ es: homeContentSchema.optional() });
export const pageFileSchema = pageContentSchema.extend({ es: pageContentSchema.optional() });

export type HomeFile = z.infer<typeof homeFileSchema>;

/** Which schema a content file must satisfy, by its name. */
export function contentSchemaFor(name: string): z.ZodType {
  return name === 'home' ? homeFileSchema : pageFileSchema;
}
