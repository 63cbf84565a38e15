/** The OAuth scope the portal asks for at sign-in (docs/product/roles-and-permissions.md, api-calls.md). */
export const STUDENT_PORTAL_SCOPE = 'STUDENT_PORTAL__ACCESS';

/** The permission a user must have been granted to sign in to the portal (docs/product/roles-and-permissions.md). */
export const VIEW_COURSE_PROGRESS = 'VIEW_COURSE_PROGRESS';

/**
 * docs/product/roles-and-permissions.md: student login requires the scope STUDENT_PORTAL__ACCESS and the granted permission
 * VIEW_COURSE_PROGRESS; otherwise it fails with PERMISSION_DENIED. Every requested scope must be
 * one the user holds.
 */
export function canSignInToPortal(options: {
  requestedScope: string;
  userScopes: readonly string[];
  userGrants: readonly string[];
}): boolean {
  const requested = options.requestedScope.split(' ').filter(Boolean);
  return (
    requested.includes(STUDENT_PORTAL_SCOPE) &&
    requested.every((scope) => options.userScopes.includes(scope)) &&
    options.userGrants.includes(VIEW_COURSE_PROGRESS)
  );
}
