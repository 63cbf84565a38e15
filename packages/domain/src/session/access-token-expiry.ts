// docs/product/states-and-transitions.md "The access token counts as expired 2 minutes early" and constants-and-limits.md (120000 ms), so a request
// never leaves with a token that expires on the way.
export const ACCESS_TOKEN_EARLY_EXPIRY_MS = 120_000;

/** Whether the access token should be refreshed before use; the clock is passed in. */
export function isAccessTokenExpired({ expiresAt, now }: { expiresAt: Date; now: Date }): boolean {
  return now.getTime() >= expiresAt.getTime() - ACCESS_TOKEN_EARLY_EXPIRY_MS;
}
