// docs/product/screens-and-routes.md /program/{slug}: a degree program is addressed by a slug of its name. The API has no
// slug field, so the portal derives it the same way everywhere: lower-case kebab-case of the name,
// accents dropped, anything but letters and digits folded into single dashes.

/** 'Bachelor of General Studies' -> 'bachelor-of-general-studies'. */
export function programSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The program whose name slugs to `slug`, or null. */
export function findProgramBySlug<T extends { name: string }>(
  programs: readonly T[],
  slug: string,
): T | null {
  const wanted = slug.trim().toLowerCase();
  return programs.find((program) => programSlug(program.name) === wanted) ?? null;
}
