import type { Registration } from '@portal/domain/validation/forms';
import type { ApiClient } from '@/lib/api-client';

/** POST /user-api/users (public): creates the learner's account. */
export function registerUser(api: ApiClient, registration: Registration): Promise<unknown> {
  return api.request('/user-api/users', { method: 'POST', json: registration, auth: false });
}
