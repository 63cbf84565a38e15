import type {
  DraftView,
  PublishDraft,
  ScheduleDraft,
} from '@portal/domain/catalog/catalog-editing';
import { staffKeys } from '../shared/staff-keys';
import { useStaffMutation } from '../shared/use-staff-query';

/**
 * The moves of a draft, each answered with the draft as it now is: publishing it now (POST
 * .../publication), scheduling it (PUT .../schedule), taking it off the schedule (DELETE
 * .../schedule) and discarding it (POST .../discard). The catalog's lists are read again.
 */
export function useChangeCatalogDraft<T extends 'publish' | 'schedule' | 'unschedule' | 'discard'>(
  draftId: string,
  move: T,
) {
  const base = `/staff-api/catalog/drafts/${encodeURIComponent(draftId)}`;
  const requests = {
    publish: { path: `${base}/publication`, method: 'POST' },
    schedule: { path: `${base}/schedule`, method: 'PUT' },
    unschedule: { path: `${base}/schedule`, method: 'DELETE' },
    discard: { path: `${base}/discard`, method: 'POST' },
  } as const;
  return useStaffMutation<
    T extends 'publish' ? PublishDraft : T extends 'schedule' ? ScheduleDraft : void,
    DraftView
  >({
    request: (body) => ({ ...requests[move], ...(body ? { json: body } : {}) }),
    queryKey: staffKeys.catalogDraft(draftId),
    stale: staffKeys.catalog(),
  });
}
