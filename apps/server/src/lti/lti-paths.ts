// The portal's LTI endpoints, written once: the routes answer at them and launches name them.
export const LTI_PATHS = {
  launch: '/coursework-api/lti/launch',
  jwks: '/coursework-api/lti/jwks',
  authorize: '/coursework-api/lti/authorize',
  token: '/coursework-api/lti/token',
  lineItem: (productId: number | string) => `/coursework-api/lti/ags/courses/${productId}/lineitem`,
  outcomes: '/coursework-api/lti/outcomes',
  /** Where a tool sends the learner back (docs/product/screens-and-routes.md account area). */
  dashboard: '/account/dashboard',
} as const;

/** Paths that other sites call without the web app's X-Requested-With (http/require-requested-with.ts). */
export const LTI_SERVICE_PREFIXES = [
  LTI_PATHS.token,
  '/coursework-api/lti/ags/',
  LTI_PATHS.outcomes,
] as const;
