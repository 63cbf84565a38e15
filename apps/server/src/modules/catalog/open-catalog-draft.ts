import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries, type DraftRow } from './catalog-editing-queries';

/**
 * A draft that may still change, locked for the caller's transaction: none is NOT_FOUND, one
 * already published or discarded (by another editor, or the publishing job) CATALOG_DRAFT_CLOSED.
 */
export async function openDraft(tx: Executor, draftId: string): Promise<DraftRow> {
  const draft = await catalogEditingQueries.lockDraft(tx, draftId);
  if (!draft) throw new AppError('NOT_FOUND');
  if (draft.status === 'published' || draft.status === 'discarded') {
    throw new AppError('CATALOG_DRAFT_CLOSED');
  }
  return draft;
}
