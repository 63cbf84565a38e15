import { startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyOptions, StaffPasskey } from '@portal/domain/staff/staff-passkeys';
import { staffKeys } from '../shared/staff-keys';
import { useStaffFetch } from '../shared/use-staff-query';

/**
 * Adds a passkey (docs/staff-console.md "Passkeys"): POST /staff-api/passkeys/challenge, the
 * browser's prompt to create one, then POST /staff-api/passkeys with its answer and the name.
 */
export function useAddStaffPasskey() {
  const request = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name }: { name: string }) => {
      const options = await request<PasskeyOptions>('/staff-api/passkeys/challenge', {
        method: 'POST',
      });
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return request<StaffPasskey>('/staff-api/passkeys', {
        method: 'POST',
        json: { name, response },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.passkeys() }),
  });
}
