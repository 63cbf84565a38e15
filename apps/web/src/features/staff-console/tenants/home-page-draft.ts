import type { FieldErrors, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import {
  homeContentSchema,
  type HomeContent,
  type HomeFile,
} from '@portal/domain/content/page-content';
import type { Language } from '@portal/domain/i18n/languages';

// The home page's form (docs/tenant-editing.md "The pages"): what its inputs hold, the page they
// make, and where the page schema's problems (the server's own check, and its refusals) show.

/** A line of key facts or trust: a title and its text. */
export interface TitledText {
  title: string;
  text: string;
}

export interface HomeFormValues {
  headline: string;
  intro: string;
  keyFacts: TitledText[];
  /** Both empty: no picture, the hero is drawn in the theme. */
  heroImage: { name: string; alt: string };
  /** A card picture per featured program, as rows. */
  programImages: { code: string; name: string }[];
  trust: TitledText[];
}

export function homeFormValuesOf(content: HomeContent): HomeFormValues {
  return {
    headline: content.headline,
    intro: content.intro,
    keyFacts: content.keyFacts,
    heroImage: content.heroImage ?? { name: '', alt: '' },
    programImages: Object.entries(content.programImages).map(([code, name]) => ({ code, name })),
    trust: content.trust,
  };
}

/** The page the form's inputs make, before the schema checks it. */
export function homePageOf(values: HomeFormValues): Record<string, unknown> {
  const { heroImage } = values;
  const noPicture = heroImage.name.trim() === '' && heroImage.alt.trim() === '';
  return {
    headline: values.headline,
    intro: values.intro,
    keyFacts: values.keyFacts,
    ...(noPicture ? {} : { heroImage }),
    programImages: Object.fromEntries(
      values.programImages.map(({ code, name }) => [code.trim(), name.trim()]),
    ),
    trust: values.trust,
  };
}

/**
 * The version of the page a form edits: the English, or the Spanish (`es`), which starts as a
 * copy of the English when the page has none, to be translated text by text.
 */
export function homeVersionOf(file: HomeFile, version: Language): HomeContent {
  const { es, ...english } = file;
  return version === 'es' ? (es ?? english) : english;
}

/** The file to publish: the version edited, and the other as it was loaded. */
export function homeFileWith(file: HomeFile, version: Language, edited: HomeContent): HomeFile {
  const { es, ...english } = file;
  if (version === 'es') return { ...english, es: edited };
  return es ? { ...edited, es } : edited;
}

/**
 * A refused field of the file as a field of the version edited (`es.headline` is the Spanish
 * form's `headline`); undefined for the other version's.
 */
export function homeVersionFieldOf(path: string, version: Language): string | undefined {
  const spanish = path === 'es' || path.startsWith('es.');
  if (version === 'es') return spanish ? path.replace(/^es\.?/, '') : undefined;
  return spanish ? undefined : path;
}

/**
 * The input a field of the page is edited in: the page's paths are the form's, but for a
 * program's picture (`programImages.NOC` is the row of that code) and the page itself (none).
 */
export function homeFormFieldOf(path: string, values: HomeFormValues): string | undefined {
  const picture = /^programImages\.(.+)$/.exec(path);
  if (picture) {
    const row = values.programImages.findIndex(({ code }) => code.trim() === picture[1]);
    return row >= 0 ? `programImages.${row}.name` : undefined;
  }
  return path === '' ? undefined : path;
}

/** The page schema's problems with the draft, by the form's field, first message each. */
export function homeProblems(values: HomeFormValues): Map<string, string> {
  const problems = new Map<string, string>();
  const result = homeContentSchema.safeParse(homePageOf(values));
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = homeFormFieldOf(issue.path.map(String).join('.'), values) ?? '';
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return problems;
}

/**
 * The form's resolver: the draft checked by the home page's own schema (the one the server and
 * the start-up check it with); its answer is the page to publish, trimmed and completed.
 */
export const homePageResolver: Resolver<HomeFormValues, unknown, HomeContent> = (
  values,
  _context,
  options,
) => {
  const result = homeContentSchema.safeParse(homePageOf(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of homeProblems(values)) {
    flat[field || 'root'] = { type: 'schema', message };
  }
  return { values: {}, errors: toNestErrors(flat, options) as FieldErrors<HomeFormValues> };
};
