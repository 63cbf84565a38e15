import type { DraftView, LiveCatalog } from '@portal/domain/catalog/catalog-editing';
import { json } from '@/testing/fake-server';

/** A call the fake was sent. */
export interface SentCall {
  method: string;
  path: string;
  search: string;
  body?: unknown;
}

/** A field the fake's save refuses, as the error body names it. */
export interface Refused {
  field: string;
  code: string;
}

/** What the fake's save answers: the draft the entry went into, or the fields it refuses. */
export type SaveAnswer = DraftView | { refused: Refused[] };

const EMPTY_CATALOG: LiveCatalog = {
  categories: [],
  courses: [],
  programs: [],
  exams: [],
  plans: [],
  promotions: [],
  files: [],
};

const SAVE = /^\/staff-api\/catalog\/drafts\/([a-z]+)(?:\/(\d+))?$/;
const DRAFT = /^\/staff-api\/catalog\/drafts\/([0-9a-f-]{36})(\/publication)?$/;

/**
 * For the catalog pages' tests: the staff API as the server answers a catalog editor
 * (docs/catalog-editing.md). It answers the live catalog (the kinds not given, empty), the open
 * drafts (none), each entry's page given in `entries` by its path (`programs/8`), a draft already
 * open (`draft`), and a saved
 * entry (PUT or POST to /staff-api/catalog/drafts/<kind>[/<id>]) with what `save` answers: the
 * fields it refuses, or the draft it went into, which the fake then answers at the draft's own
 * address and publishes as version 7 when asked. Anything else is `other`'s to answer, or is not
 * found. Every call is kept in `sent`.
 */
export function fakeCatalogApi(
  options: {
    live?: Partial<LiveCatalog>;
    entries?: Record<string, unknown>;
    /** A draft already open, as its own address answers it. */
    draft?: DraftView;
    save?: (saved: { kind: string; id: number | undefined; body: unknown }) => SaveAnswer;
    other?: (call: SentCall) => Response | undefined;
  } = {},
) {
  const sent: SentCall[] = [];
  const live = { ...EMPTY_CATALOG, ...options.live };
  let draft: DraftView | null = options.draft ?? null;
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const call = { method: init.method ?? 'GET', path: url.pathname, search: url.search, body };
    sent.push(call);
    const answered = options.other?.(call);
    if (answered) return answered;
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'catalog@staff.demo.test',
        name: 'Casey Catalog',
        roles: ['catalog_editor'],
        scope: { kind: 'all_tenants' },
      });
    }
    if (url.pathname === '/staff-api/catalog') return json(200, live);
    if (url.pathname === '/staff-api/catalog/drafts') return json(200, { drafts: [] });
    const saving = SAVE.exec(url.pathname);
    if (saving && options.save && call.method !== 'GET') {
      const answer = options.save({
        kind: saving[1]!,
        id: saving[2] === undefined ? undefined : Number(saving[2]),
        body,
      });
      if ('refused' in answer) {
        return json(400, {
          fields: answer.refused.map((field) => ({ ...field, message: field.code })),
        });
      }
      draft = answer;
      return json(200, draft);
    }
    const drafted = DRAFT.exec(url.pathname);
    const open = draft;
    if (drafted && open && open.id === drafted[1]) {
      if (drafted[2]) {
        draft = {
          ...open,
          status: 'published',
          version: 7,
          reason: (body as { reason: string }).reason,
        };
      }
      return json(200, draft);
    }
    const entry = options.entries?.[url.pathname.replace('/staff-api/catalog/', '')];
    if (entry) return json(200, entry);
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}
