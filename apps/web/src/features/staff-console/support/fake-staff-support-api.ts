import {
  SUPPORT_INBOX_SORTS,
  type SupportConversation,
  type SupportInboxSort,
  type SupportStatus,
} from '@portal/domain/support/support-conversation';
import { json } from '@/testing/fake-server';

export interface SentSupportCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const ME = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'support@staff.demo.test',
  name: 'Sam Support',
  roles: ['support_agent'],
  scope: { kind: 'all_tenants' },
};
const OTHER = { id: '33333333-3333-4333-8333-333333333333', name: 'Alex Admin' };

/** Thirty conversations, one a day: a page of 25 and a second one of 5. */
function conversations(): SupportConversation[] {
  return Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    tenantId: i % 2 === 0 ? 'default' : 'fhsu',
    student: {
      id: `student-${i + 1}`,
      name: `Ada Student ${i + 1}`,
      email: `ada${i + 1}@example.com`,
    },
    topic: 'billing',
    subject: `Request ${String(i + 1).padStart(2, '0')}`,
    status: 'open' as SupportStatus,
    assignee: null,
    createdAt: new Date(Date.UTC(2026, 10, 1 + i, 9)).toISOString(),
    // The last messages run the other way round: the first opened was written to last.
    lastMessageAt: new Date(Date.UTC(2026, 11, 30 - i, 9)).toISOString(),
    messages: [
      {
        id: i + 1,
        author: 'student',
        authorName: `Ada Student ${i + 1}`,
        body: 'Please resend my receipt.',
        createdAt: new Date(Date.UTC(2026, 10, 1 + i, 9)).toISOString(),
      },
    ],
  }));
}

const VALID = {
  status: ['open', 'waiting_on_student', 'closed', 'all'],
  dir: ['asc', 'desc'],
};

/**
 * The staff API's support inbox as the server answers it (filters, pages, 400 on a bad filter,
 * 404 outside the scope), with the conversations kept in memory so that a reply, an assignment or
 * a close shows on the next read; and GET /staff-api/me.
 */
export function fakeStaffSupportApi() {
  const sent: SentSupportCall[] = [];
  const all = conversations();
  let nextMessageId = 100;
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const { pathname: path, searchParams: query } = url;
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path, query, body });
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (headers.Authorization !== 'Bearer staff-token') {
      return json(401, { global: [{ code: 'TOKEN_EXPIRED', message: 'Token expired' }] });
    }
    if (path === '/staff-api/me') return json(200, ME);
    if (path === '/staff-api/support/conversations') {
      const status = query.get('status') ?? 'open';
      const sort = query.get('sort') ?? 'createdAt';
      const dir = query.get('dir') ?? 'asc';
      const page = Number(query.get('page') ?? '1');
      if (!SUPPORT_INBOX_SORTS.includes(sort as SupportInboxSort)) {
        return json(400, {
          global: [{ code: 'VALIDATION_FAILED', message: 'Some fields are not valid' }],
          fields: [
            {
              field: 'sort',
              code: 'validation.sortColumn',
              message: 'This list cannot be sorted by that column',
            },
          ],
        });
      }
      for (const [field, ok] of [
        ['status', VALID.status.includes(status)],
        ['dir', VALID.dir.includes(dir)],
        ['page', page >= 1 && page <= 200],
      ] as const) {
        if (!ok) {
          return json(400, {
            fields: [{ field, code: 'validation.invalid', message: 'This value is not valid' }],
          });
        }
      }
      const tenant = query.get('tenant');
      if (tenant === 'elsewhere') {
        return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
      }
      let rows = all.filter(
        (c) => (status === 'all' || c.status === status) && (!tenant || c.tenantId === tenant),
      );
      if (query.get('assignee') === 'me') rows = rows.filter((c) => c.assignee?.id === ME.id);
      const at = (c: SupportConversation) => (sort === 'createdAt' ? c.createdAt : c.lastMessageAt);
      rows = [...rows].sort((a, b) => at(a).localeCompare(at(b)) || a.id - b.id);
      if (dir === 'desc') rows.reverse();
      return json(200, {
        conversations: rows.slice((page - 1) * 25, page * 25).map(({ messages: _, ...c }) => c),
        page,
        pageSize: 25,
        hasMore: rows.length > page * 25,
      });
    }
    const match = /^\/staff-api\/support\/conversations\/(\d+)(\/.*)?$/.exec(path);
    const conversation = match && all.find((c) => c.id === Number(match[1]));
    if (!conversation) return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
    const action = match[2] ?? '';
    if (method === 'GET' && action === '') return json(200, conversation);
    if (action === '/assignees')
      return json(200, { members: [OTHER, { id: ME.id, name: ME.name }] });
    if (action === '/replies') {
      conversation.messages.push({
        id: nextMessageId++,
        author: 'staff',
        authorName: ME.name,
        body: (body as { body: string }).body,
        createdAt: '2026-12-01T10:00:00.000Z',
      });
      conversation.status = 'waiting_on_student';
      return json(201, conversation);
    }
    if (action === '/assignee') {
      const staffId = (body as { staffId: string | null }).staffId;
      conversation.assignee =
        staffId === ME.id ? { id: ME.id, name: ME.name } : staffId === OTHER.id ? OTHER : null;
      return json(200, conversation);
    }
    if (action === '/close') conversation.status = 'closed';
    if (action === '/reopen') conversation.status = 'open';
    return json(200, conversation);
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}
