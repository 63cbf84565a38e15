import { z } from 'zod';
import { PASSWORD_LENGTH } from '../validation/fields';

// Staff passkeys (docs/staff-console.md "Passkeys"): WebAuthn credentials a member adds as a second
// factor beside the authenticator app's code. The browser's answers travel as SimpleWebAuthn's JSON
// shapes; the server checks them cryptographically, so these schemas only bound their size.

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;

/** A base64url field of a WebAuthn answer: attestation objects stay well under this. */
const base64url = z
  .string(required)
  .max(16_384, tooLong)
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'validation.invalid' });

const credentialFields = {
  id: base64url.min(1, required),
  rawId: base64url.min(1, required),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What `startRegistration` answers (a RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url.optional(),
  }),
});

/** What `startAuthentication` answers (an AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const PASSKEY_NAME_MAX = 60;

export const staffPasskeyNameFormSchema = z.object({
  name: z.string(required).trim().min(1, required).max(PASSKEY_NAME_MAX, tooLong),
});
export type StaffPasskeyNameForm = z.infer<typeof staffPasskeyNameFormSchema>;

export const staffPasskeyRegistrationSchema = staffPasskeyNameFormSchema.extend({
  response: passkeyRegistrationResponseSchema,
});

/** Removing a passkey asks for the member's password again: a stolen session cannot drop a factor. */
export const staffPasskeyRemovalSchema = z.object({
  password: z.string(required).min(1, required).max(PASSWORD_LENGTH.max, tooLong),
});
export type StaffPasskeyRemoval = z.infer<typeof staffPasskeyRemovalSchema>;

/**
 * The options the browser hands to `navigator.credentials` (SimpleWebAuthn's
 * PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON), passed through as they are.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

export const staffPasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The host it was added on: a passkey signs in on that host only. */
  host: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type StaffPasskey = z.infer<typeof staffPasskeySchema>;

export const staffPasskeyListSchema = z.array(staffPasskeySchema);
