import type { CatalogEntries } from '@portal/domain/catalog/catalog-entry';
import type { Executor } from '../../db/database';
import { catalogEditingQueries } from './catalog-editing-queries';
import { entriesOfRows } from './catalog-entry-rows';

/** The live catalog's courses and categories as entries (docs/catalog-editing.md). */
export async function loadLiveCatalog(db: Executor): Promise<CatalogEntries> {
  const { categories, courses } = await catalogEditingQueries.liveRows(db);
  return entriesOfRows(categories, courses);
}
