import type { Registration } from '@portal/domain/validation/forms';
import { browserServices } from '@/lib/browser-services';

/** POST /user-api/users (public): creates the learner's account. */
export function registerUser(registration: Registration): Promise<unknown> {
  return browserServices().api.request('/user-api/users', {
    method: 'POST',
    json: registration,
    auth: false,
  });
}
