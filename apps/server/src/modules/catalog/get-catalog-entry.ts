import type { CatalogEntryKind } from '@portal/domain/catalog/catalog-entry';
import type {
  CatalogCategoryView,
  CatalogCourseView,
  CatalogExamView,
  CatalogPlanView,
  CatalogProgramView,
  CatalogPromotionView,
} from '@portal/domain/catalog/catalog-editing';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogEditingQueries } from './catalog-editing-queries';
import { draftSummary, entryVersion } from './catalog-editing-views';
import { entryIn } from './catalog-entry-rows';
import { loadLiveCatalog } from './load-live-catalog';

/** What an entry's page reads, by kind. */
type EntryView<K extends CatalogEntryKind> = {
  course: CatalogCourseView;
  category: CatalogCategoryView;
  program: CatalogProgramView;
  exam: CatalogExamView;
  plan: CatalogPlanView;
  promotion: CatalogPromotionView;
}[K];

/**
 * GET /staff-api/catalog/{courses|categories|programs|exams|plans|promotions}/{id}
 * (docs/catalog-editing.md "Versions"):
 * the entry as it is live, the open drafts that hold it, and every version that changed it.
 */
export async function getCatalogEntry<K extends CatalogEntryKind>(
  db: Executor,
  kind: K,
  id: number,
): Promise<EntryView<K>> {
  const entry = entryIn(await loadLiveCatalog(db), kind, id);
  if (!entry) throw new AppError('NOT_FOUND');
  const drafts = (await catalogEditingQueries.openDraftsOf(db, kind, id)).map((r) => r.draft);
  const entries = await catalogEditingQueries.draftEntries(
    db,
    drafts.map((d) => d.id),
  );
  const history = await catalogEditingQueries.history(db, kind, id);
  return {
    entry,
    drafts: drafts.map((d) => draftSummary(d, entries)),
    history: history.map(({ version, change }) => entryVersion(version, change)),
  } as EntryView<K>;
}
