import type { StaffListItem } from '@portal/domain/staff/staff-team';
import { json } from '@/testing/fake-server';

export interface SentTeamCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const TAYLOR = {
  id: 'staff-admin',
  email: 'tenant-admin@staff.demo.test',
  name: 'Taylor Tenant-Admin',
  roles: ['tenant_admin'],
  scope: { kind: 'tenants', tenantIds: ['fhsu'] },
} as const;

const member = (i: number): StaffListItem => ({
  id: `staff-${i}`,
  email: `member${i}@staff.test`,
  name: `Member ${String(i).padStart(2, '0')}`,
  roles: ['support_agent'],
  scope: { kind: 'tenants', tenantIds: ['fhsu'] },
  status: i === 2 ? 'disabled' : 'active',
  secondFactor: true,
  createdAt: '2026-11-01T10:00:00.000Z',
});

/**
 * The staff API's team calls as the server answers them, for a tenant admin of fhsu holding
 * `staff-token`: 30 members (25 on page 1), `VALID_LINK` a live enrolment link.
 */
export const VALID_LINK = 'a'.repeat(43);
export function fakeStaffTeamApi(options: { me?: object } = {}) {
  const sent: SentTeamCall[] = [];
  const members = Array.from({ length: 30 }, (_, i) => member(i + 1));
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const { pathname: path, searchParams: query } = url;
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path, query, body });
    if (path === '/staff-api/enrolment/check') {
      return (body as { token: string }).token === VALID_LINK
        ? json(200, { email: 'new@staff.test', name: 'Nia New' })
        : json(400, {
            global: [
              { code: 'STAFF_ENROLMENT_LINK_INVALID', message: 'This link is no longer valid.' },
            ],
          });
    }
    if (path === '/staff-api/enrolment') {
      return json(200, {
        pendingToken: 'pending',
        next: 'enrol',
        enrolment: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x' },
      });
    }
    if (path === '/staff-api/session/second-factor') {
      return json(200, {
        accessToken: 'staff-token',
        expiresIn: 900,
        recoveryCodes: ['AAAA-BBBB'],
      });
    }
    if (path === '/staff-api/me') return json(200, options.me ?? TAYLOR);
    if (path === '/staff-api/staff' && method === 'GET') {
      const q = query.get('q') ?? '';
      const page = Number(query.get('page') ?? '1');
      const matches = members.filter((m) => m.name.toLowerCase().includes(q.toLowerCase()));
      return json(200, {
        members: matches.slice((page - 1) * 25, page * 25),
        page,
        hasMore: matches.length > page * 25,
      });
    }
    if (path === '/staff-api/staff' && method === 'POST') {
      const created = body as StaffListItem;
      if (created.email === 'taken@staff.test') {
        return json(409, {
          global: [{ code: 'USER_ALREADY_EXISTS', message: 'There is already a user' }],
        });
      }
      return json(201, { ...member(99), ...created, status: 'invited', secondFactor: false });
    }
    if (path.endsWith('/second-factor/reset')) return new Response(null, { status: 204 });
    if (path.startsWith('/staff-api/staff/') && method === 'PATCH') {
      const id = path.split('/').pop();
      const found = members.find((m) => m.id === id)!;
      const patch = body as { disabled?: boolean; name?: string };
      if (patch.disabled !== undefined) found.status = patch.disabled ? 'disabled' : 'active';
      if (patch.name) found.name = patch.name;
      return json(200, found);
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}
