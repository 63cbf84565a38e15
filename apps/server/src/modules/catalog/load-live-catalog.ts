import type { CatalogEntries } from '@portal/domain/catalog/catalog-entry';
import type { Executor } from '../../db/database';
import { catalogEditingQueries } from './catalog-editing-queries';
import { entriesOfRows } from './catalog-entry-rows';

/** The live catalog's categories, courses and programs as entries (docs/catalog-editing.md). */
export async function loadLiveCatalog(db: Executor): Promise<CatalogEntries> {
  return entriesOfRows(await catalogEditingQueries.liveRows(db));
}
