import type { QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@portal/domain/user/user-profile';
import type { LiveUpdateHandlers } from '../live/live-update-handlers';
import { patchSlice, writeSlice } from '../storage';
import type { DegreeProgramOrder } from './get-order';
import type { Membership } from './get-membership';
import type { LedgerSlice } from './ledger-slice';
import { studentKeys } from './query-keys';

/** docs/product/constants-and-limits.md: a live coursework update reloads the coursework at most once a second. */
export const COURSEWORK_RELOAD_DEBOUNCE_MS = 1_000;

/**
 * The student's own data from live updates (docs/product/states-and-transitions.md), under the keys its fetchers use
 * (`query-keys.ts`), with the storage slices those fetchers keep beside the cache:
 *
 * - userEntity replaces the stored user;
 * - orderEntity of the enrolment plan replaces the order (an exam's order has its own key, in
 *   features/challenge-exams, and never lands here);
 * - membershipEntity refreshes the status, expiry date and days to restart (and reloads the
 *   coursework, which the server gives only to an active membership);
 * - courseworkEntity reloads the coursework: the first update of a burst waits a second, and the
 *   others that arrive meanwhile share that one reload.
 */
export function studentLiveUpdates(queryClient: QueryClient): LiveUpdateHandlers {
  let reload: ReturnType<typeof setTimeout> | undefined;
  const reloadCoursework = () => {
    reload ??= setTimeout(() => {
      reload = undefined;
      // Refetched at once where a page shows it; otherwise marked stale for the next reader.
      void queryClient.invalidateQueries({ queryKey: studentKeys.coursework() });
    }, COURSEWORK_RELOAD_DEBOUNCE_MS);
  };
  return {
    userEntity({ user }) {
      writeSlice('user', user);
      queryClient.setQueryData<UserProfile>(studentKeys.user(), user);
    },
    orderEntity({ order }) {
      if (order.kind !== 'ENROLLMENT_PLAN') return;
      patchSlice<LedgerSlice>('ledger', { order });
      queryClient.setQueryData<DegreeProgramOrder | null>(studentKeys.order(), order);
    },
    membershipEntity({ membership }) {
      patchSlice<LedgerSlice>('ledger', { membership });
      queryClient.setQueryData<Membership | null>(studentKeys.membership(), membership);
      // The coursework is refused while the membership is expired and given while it is
      // active: a page showing it asks again (with the same once-a-second limit).
      reloadCoursework();
    },
    courseworkEntity() {
      reloadCoursework();
    },
    stop() {
      clearTimeout(reload);
      reload = undefined;
    },
  };
}
