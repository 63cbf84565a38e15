/**
 * SimpleWebAuthn's server side, loaded with the first passkey ceremony: an idle portal, and one
 * whose staff use codes, never holds it (docs/performance.md "The process's memory").
 */
export const webauthn = () => import('@simplewebauthn/server');
