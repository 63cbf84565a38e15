import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { storedSecret } from '../db/stored-secret';
import {
  DEFAULT_LTI_PROVIDERS,
  isCourseProvider,
  type CourseProvider,
  type Lti11Provider,
  type Lti13Provider,
  type LtiProvider,
  type LtiProviders,
} from './lti-providers';
import { resolveSigningKey, type SigningKey } from './signing-keys';

/** The portal as an LTI platform: its key, its providers and the secrets they share. */
export interface LtiPlatform {
  db: Database;
  clock: Clock;
  /** Signs id_tokens, launch hints and service tokens; published at /coursework-api/lti/jwks. */
  key: SigningKey;
  provider(name: string): LtiProvider | undefined;
  /** The LTI 1.3 provider registered under this client id. */
  providerByClientId(
    clientId: string,
  ): { name: CourseProvider; provider: Lti13Provider } | undefined;
  /** The LTI 1.1 provider with this consumer key, with its secret. */
  providerByConsumerKey(
    key: string,
  ): { name: CourseProvider; provider: Lti11Provider; secret: string } | undefined;
  /** The 1.1 shared secret of a provider. */
  consumerSecret(provider: Lti11Provider): string;
  /** Keys the HMAC of Basic Outcomes sourcedids (outcome-sourcedid.ts). */
  sourcedidKey: string;
  /** Every provider's settings, by name. */
  providers: LtiProviders;
}

/** The origins a launch form posts to, other than the portal's own (relative URLs are on it). */
export function ltiFormOrigins(platform: Pick<LtiPlatform, 'providers'>): string[] {
  const urls = Object.values(platform.providers).flatMap((p) =>
    p.version === '1.3' ? [p.loginUrl] : [p.launchUrl],
  );
  const origins = urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}

/** How far a signed message's timestamp may be from now, either way (OAuth 1.0a, AGS scores). */
export const MESSAGE_WINDOW_SECONDS = 300;

export async function createLtiPlatform(options: {
  db: Database;
  clock: Clock;
  providers?: Partial<LtiProviders>;
}): Promise<LtiPlatform> {
  const { db } = options;
  const providers: LtiProviders = { ...DEFAULT_LTI_PROVIDERS, ...options.providers };
  const random = () => randomBytes(32).toString('base64url');
  const secrets = new Map<string, string>();
  for (const provider of Object.values(providers)) {
    if (provider.version !== '1.1') continue;
    secrets.set(
      provider.consumerKey,
      provider.consumerSecret === 'generated'
        ? await storedSecret(db, `lti11-consumer-secret:${provider.consumerKey}`, random)
        : provider.consumerSecret,
    );
  }
  const entries = Object.entries(providers) as [CourseProvider, LtiProvider][];
  return {
    db,
    clock: options.clock,
    providers,
    key: await resolveSigningKey(db, 'lti-platform-key'),
    sourcedidKey: await storedSecret(db, 'lti-outcome-sourcedid-key', random),
    provider: (name) => (isCourseProvider(name) ? providers[name] : undefined),
    providerByClientId(clientId) {
      for (const [name, provider] of entries) {
        if (provider.version === '1.3' && provider.clientId === clientId) return { name, provider };
      }
      return undefined;
    },
    providerByConsumerKey(key) {
      for (const [name, provider] of entries) {
        if (provider.version === '1.1' && provider.consumerKey === key) {
          return { name, provider, secret: secrets.get(key)! };
        }
      }
      return undefined;
    },
    consumerSecret: (provider) => secrets.get(provider.consumerKey)!,
  };
}
