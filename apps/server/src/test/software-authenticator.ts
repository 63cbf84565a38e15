import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A WebAuthn authenticator in software, for tests over real HTTP: one ES256 credential, "none"
// attestation, the byte layouts of the WebAuthn spec's authenticator data, signed with node:crypto.
// It answers whatever it is asked; the server is the one to refuse.

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

export interface SoftwareAuthenticator {
  /** The credential id, base64url. */
  credentialId: string;
  /** What `startRegistration` would answer for these options, from this page origin. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON | { challenge: string },
    origin: string,
  ): RegistrationResponseJSON;
  /** What `startAuthentication` would answer, on this relying party id, from this origin. */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON | { challenge: string },
    rpId: string,
    origin: string,
  ): AuthenticationResponseJSON;
}

export function softwareAuthenticator(): SoftwareAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const rawId = randomBytes(16);
  const credentialId = base64url(rawId);
  let counter = 0;

  const authenticatorData = (rpId: string, flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId,
    register(options, origin) {
      const rpId =
        (options as PublicKeyCredentialCreationOptionsJSON).rp?.id ?? new URL(origin).hostname;
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16), // aaguid: none
        idLength,
        rawId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const authData = authenticatorData(
        rpId,
        FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL,
        attested,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    assert(options, rpId, origin) {
      counter += 1;
      const authData = authenticatorData(rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
        },
      };
    },
  };
}
