import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyOptions } from '@portal/domain/staff/staff-passkeys';
import type { StaffSession } from '@portal/domain/staff/staff-session';
import { useServices } from '@/lib/app-services';

/**
 * The second step with a passkey (docs/staff-console.md "Passkeys"): POST
 * /staff-api/session/passkey-challenge, the browser's passkey prompt, then POST
 * /staff-api/session/second-factor with its answer, which opens the session as a code does.
 */
export function useSignInWithPasskey() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async (pendingToken: string) => {
      const options = await api.request<PasskeyOptions>('/staff-api/session/passkey-challenge', {
        method: 'POST',
        json: { pendingToken },
        auth: false,
      });
      const passkey = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      return api.request<StaffSession>('/staff-api/session/second-factor', {
        method: 'POST',
        json: { pendingToken, passkey },
        auth: false,
      });
    },
  });
}
