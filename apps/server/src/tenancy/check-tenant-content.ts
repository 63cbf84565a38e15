import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  contentSchemaFor,
  imageFiles,
  type HomeContent,
  type HomeFile,
} from '@portal/domain/content/page-content';
import type { PlaceholderValues } from '@portal/domain/tenant/placeholders';
import { parseWithProblems, placeholderProblems, type ConfigProblem } from './check-tenant-config';

// The checks a content page passes, whether it is a `tenants/<id>/content/<name>.json` file read
// at start-up or a page published in the staff console (docs/tenant-editing.md "Pages"): the
// page's schema, placeholders the tenant's values can fill, and the home page's pictures.

/** A page's name, as its file is named and `/content/<name>.json` requests it. */
export const CONTENT_NAME = /^[a-z0-9-]+$/;

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The pictures a home page names, each with its field. */
const picturesOf = (home: HomeContent, at: string) => [
  ...(home.heroImage ? [{ name: home.heroImage.name, at: `${at}heroImage.name` }] : []),
  ...Object.entries(home.programImages).map(([code, name]) => ({
    name,
    at: `${at}programImages.${code}`,
  })),
];

/**
 * Every image the home page names, in English and in its Spanish version, must exist at every
 * stored width, in one of `imageDirs` (the tenant's `images` folder, then the default tenant's,
 * where the server looks too).
 */
async function homeImageProblems(
  home: HomeFile,
  imageDirs: readonly string[],
  describe: (file: string) => string,
): Promise<ConfigProblem[]> {
  const problems: ConfigProblem[] = [];
  const named = [...picturesOf(home, ''), ...(home.es ? picturesOf(home.es, 'es.') : [])];
  for (const { name, at } of named) {
    for (const file of imageFiles(name)) {
      const found = await Promise.all(imageDirs.map((dir) => isFile(path.join(dir, file))));
      if (!found.includes(true)) problems.push({ path: at, message: describe(file) });
    }
  }
  return problems;
}

/**
 * One content page checked as start-up checks its file: answers the parsed page, or nothing with
 * the problems (each at the page's field path) added to `problems`.
 */
export async function checkContentPage(options: {
  name: string;
  raw: unknown;
  /** The tenant's values over the global ones, by language, which placeholders are filled from. */
  values: PlaceholderValues;
  imageDirs: readonly string[];
  /** What a missing home-page picture is called, in the words of whoever wrote the page. */
  missingImage: (file: string) => string;
  problems: ConfigProblem[];
}): Promise<unknown> {
  const { name, problems } = options;
  const found: ConfigProblem[] = [];
  const page = parseWithProblems(contentSchemaFor(name), options.raw, found);
  if (page !== undefined) {
    found.push(...placeholderProblems(page, options.values));
    if (name === 'home') {
      found.push(
        ...(await homeImageProblems(page as HomeFile, options.imageDirs, options.missingImage)),
      );
    }
  }
  problems.push(...found);
  return found.length === 0 ? page : undefined;
}
