import type { DraftList } from '@portal/domain/catalog/catalog-editing';
import type { Executor } from '../../db/database';
import { catalogEditingQueries } from './catalog-editing-queries';
import { draftSummary } from './catalog-editing-views';

/** GET /staff-api/catalog/drafts: the drafts still open (draft, scheduled, failed), newest first. */
export async function listCatalogDrafts(db: Executor): Promise<DraftList> {
  const drafts = await catalogEditingQueries.openDrafts(db);
  const entries = await catalogEditingQueries.draftEntries(
    db,
    drafts.map((d) => d.id),
  );
  return { drafts: drafts.map((d) => draftSummary(d, entries)) };
}
