// The public pages of docs/product/screens-and-routes.md whose words come from tenant content, and the redirects of screens-and-routes.md.
// Web routes, server-side rendering and the content check at start-up all read these lists.

/** Storefront pages at `/<name>`, content file `<name>`. */
export const STOREFRONT_PAGES = ['about', 'how-it-works', 'faq', 'paca', 'schools'] as const;

/** Pathway pages at `/pathways/<slug>` (docs/product/screens-and-routes.md "Pathways"). */
export const PATHWAY_SLUGS = [
  'fresh-start',
  'first-year',
  'transfer-earned-admission',
  'back-to-the-pack',
  'adult-bachelor-completion',
  'earned-admission',
  'ready-for-success',
  'completion',
  'back-on-track',
  'coursepool/specialty',
  'coursepool/gened',
  'nursing',
  'gen-ed-gateway',
  'return-to-uiw',
  'default-program',
] as const;

/** Partner-school groups under /pathways; a group root redirects to its first child. */
export const PATHWAY_GROUPS: Record<string, readonly string[]> = {
  'new-fhsu-students': ['jump-start', 'math-readiness'],
  'current-fhsu-students': ['math-readiness'],
  'returning-fhsu-students': ['bridge-back', 'tigers'],
};

/** Every pathway page as its path under `/pathways`: the slugs, then each group's children. */
export const PATHWAYS: readonly string[] = [
  ...PATHWAY_SLUGS,
  ...Object.entries(PATHWAY_GROUPS).flatMap(([group, children]) =>
    children.map((child) => `${group}/${child}`),
  ),
];

/** Help-center articles at `/help-center/<slug>` (docs/product/screens-and-routes.md "Help center"). */
export const HELP_CENTER_SLUGS = [
  'account/billing',
  'account/account-management',
  'account/pop-up-blockers',
  'etextbooks',
  'tutoring',
  'credit-transfer',
  'well-connect',
  'financial-avenue',
  'system-check',
  'support-request',
  'academics/courses',
  'academics/exams',
  'academics/written-assignments',
  'academics/retakes',
  'academics/grading',
  'academics/paca',
  'academics/math-resources',
  'academics/writing-resources',
  'academics/proctoring',
  'policies/student-policies',
  'policies/privacy-policy',
  'policies/accessibility',
  'policies/refunds',
  'policies/ace-transcripts',
] as const;

/**
 * Help-center pages that docs/product/screens-and-routes.md "Route groups by permission" puts behind dashboard access; every other
 * help-center page is open to visitors.
 */
export const SIGNED_IN_HELP_SLUGS = [
  'well-connect',
  'financial-avenue',
  'support-request',
] as const;

/** The content file of a page path: slashes become dashes under a prefix. */
const fileName = (prefix: string, slug: string) => `${prefix}-${slug.replaceAll('/', '-')}`;

export interface ContentPage {
  path: string;
  content: string;
}

/** Every public page that renders a content file, with that file's name. */
export const CONTENT_PAGES: readonly ContentPage[] = [
  ...STOREFRONT_PAGES.map((name) => ({ path: `/${name}`, content: name })),
  { path: '/pathways', content: 'pathways' },
  ...PATHWAY_SLUGS.map((slug) => ({
    path: `/pathways/${slug}`,
    content: fileName('pathway', slug),
  })),
  ...Object.entries(PATHWAY_GROUPS).flatMap(([group, children]) =>
    children.map((child) => ({
      path: `/pathways/${group}/${child}`,
      content: fileName('pathway', `${group}/${child}`),
    })),
  ),
  { path: '/help-center', content: 'help-center' },
  ...HELP_CENTER_SLUGS.map((slug) => ({
    path: `/help-center/${slug}`,
    content: fileName('help', slug),
  })),
];

/** The content file a page path renders (its own page's, for a content page with a page of its own). */
export function contentFileOf(path: string): string | undefined {
  return CONTENT_PAGES.find((page) => page.path === path)?.content;
}

/** docs/product/screens-and-routes.md "Redirects", plus each partner group root to its first child. */
export const PUBLIC_REDIRECTS: Readonly<Record<string, string>> = {
  '/program/first-year': '/pathways/first-year',
  '/program/transfer': '/pathways/transfer-earned-admission',
  '/program/fresh-start': '/pathways/fresh-start',
  '/program/back-to-pack': '/pathways/back-to-the-pack',
  '/earnedadmission': '/pathways/earned-admission',
  '/privacy-policy': '/help-center/policies/privacy-policy',
  ...Object.fromEntries(
    Object.entries(PATHWAY_GROUPS).map(([group, children]) => [
      `/pathways/${group}`,
      `/pathways/${group}/${children[0]}`,
    ]),
  ),
};

/** Where a path redirects to, ignoring a trailing slash; undefined when it does not. */
export function publicRedirect(path: string): string | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_REDIRECTS[normalised];
}

/** Paths of the content pages a visitor may open without signing in. */
export const VISITOR_CONTENT_PATHS: readonly string[] = CONTENT_PAGES.map((p) => p.path).filter(
  (path) => !SIGNED_IN_HELP_SLUGS.some((slug) => path === `/help-center/${slug}`),
);
