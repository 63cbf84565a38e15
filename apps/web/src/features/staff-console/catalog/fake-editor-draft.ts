import type { DraftView } from '@portal/domain/catalog/catalog-editing';

/**
 * For the catalog editors' tests: an open draft made in the editor as the server answers it,
 * holding `entries`, each with its diff.
 */
export function fakeEditorDraft(id: string, entries: DraftView['entries']): DraftView {
  return {
    id,
    status: 'draft',
    source: 'editor',
    createdBy: 'catalog@staff.demo.test',
    createdAt: '2026-11-22T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    publishAt: null,
    reason: null,
    version: null,
    problems: [],
    entries,
  };
}
