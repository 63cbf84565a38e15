import type { FastifyRequest } from 'fastify';
import { hostNameOf } from '../../tenancy/host-name';

/** Who a passkey is for: the host the member signs in on, and the page origin on that host. */
export interface RelyingParty {
  /** The WebAuthn relying party id: the tenant host name, without port. */
  rpId: string;
  /** The origin the browser must report, e.g. `https://fhsu.example.edu`. */
  origin: string;
  /** What the authenticator shows the member beside their e-mail. */
  name: string;
}

/**
 * The relying party of a request (docs/staff-console.md "Passkeys"): the host the tenant was
 * resolved from (tenancy-plugin.ts), so a passkey added on one tenant's host signs in there only,
 * as browsers bind it to that host anyway. Behind a trusted proxy the forwarded host and protocol
 * count, as they do for the tenant.
 */
export function relyingPartyOf(request: FastifyRequest): RelyingParty {
  return {
    rpId: hostNameOf(request.host),
    origin: `${request.protocol}://${request.host}`,
    name: `${request.tenant.config.name} staff console`,
  };
}
