import type { StaffRole } from '@portal/domain/staff/staff-roles';
import {
  STUDENT_SEARCH_SORTS,
  type StudentRecord,
  type StudentSearchSort,
  type StudentSummary,
} from '@portal/domain/staff/student-lookup';
import type { ViewAsGrant } from '@portal/domain/staff/view-as';
import { json } from '@/testing/fake-server';

export interface SentStaffCall {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

export const ADA_ID = '11111111-1111-4111-8111-111111111111';

/** Thirty students called Ada: a page of 25 and a second one of 5. */
const ADAS: StudentSummary[] = Array.from({ length: 30 }, (_, i) => ({
  id: i === 0 ? ADA_ID : `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`,
  firstName: 'Ada',
  lastName: `Lovelace ${String(i + 1).padStart(2, '0')}`,
  email: `ada${i + 1}@example.com`,
  tenantId: 'fhsu',
  membershipStatus: i === 0 ? 'enabled' : null,
}));

export const ADA_RECORD: StudentRecord = {
  profile: {
    id: ADA_ID,
    firstName: 'Ada',
    lastName: 'Lovelace 01',
    email: 'ada1@example.com',
    phoneNumbers: ['(785) 555-0100'],
    tenantId: 'fhsu',
    nameRule: 'english',
    language: 'es',
    mailLanguage: 'es',
    createdAt: '2026-01-05T10:00:00.000Z',
  },
  signIn: { locked: true, lockedUntil: '2026-11-28T10:15:00.000Z', lastSignInAt: null },
  membership: { status: 'enabled', expiresAt: '2027-01-05T00:00:00.000Z' },
  plan: {
    name: 'Monthly',
    periodicity: 'MONTHLY',
    amountCents: 9900,
    status: 'ACTIVE',
    nextPaymentAt: '2026-12-05T00:00:00.000Z',
  },
  debtCents: 4950,
  orders: [
    {
      id: 'order-2',
      kind: 'ENROLLMENT',
      status: 'PAID',
      totalCents: 9900,
      createdAt: '2026-01-05T10:05:00.000Z',
      attempts: [
        {
          id: 'attempt-1',
          method: 'CARD',
          status: 'DECLINED',
          amountCents: 9900,
          cardType: 'Visa',
          lastFour: '0002',
          createdAt: '2026-01-05T10:06:00.000Z',
          completedAt: '2026-01-05T10:06:01.000Z',
          gatewayResultCode: 51,
          errorCode: 'CARD_INSUFFICIENT_FUNDS',
          errorMessage: 'Insufficient funds available in account',
        },
      ],
    },
  ],
  courses: [],
  transcriptRequests: [],
};

/** What the server answers a view as Ada. */
export const ADA_VIEW_AS: ViewAsGrant = {
  token: 'view-token',
  expiresIn: 900,
  viewId: 'view-1',
  openAt: 'http://fhsu.localhost/account/dashboard',
  student: { id: ADA_ID, tenantId: 'fhsu', firstName: 'Ada', lastName: 'Lovelace 01' },
  staff: { id: 'staff-1', name: 'Sam Support' },
};

/**
 * The staff API's student search, record and actions as the server answers them, for a member
 * holding `staff-token` with `roles` (a support agent unless told); `stale-token` is refused and
 * renews to `staff-token-2`. Lifting the throttle unlocks Ada's record and a correction changes
 * it; a reason of `refuse` is answered 403, one over 500 characters 400 on the reason, and the
 * e-mail `taken@example.com` 409; extending or ending access sets its end, and refuses a day
 * before 2026-11-28 on the day; withdrawing a course disables it, and re-opening one enables it
 * unless it is not withdrawn (409) or `loadFull` (409).
 */
export function fakeStaffStudentsApi(
  options: {
    roles?: StaffRole[];
    membership?: StudentRecord['membership'];
    orders?: StudentRecord['orders'];
    courses?: StudentRecord['courses'];
    nameRule?: StudentRecord['profile']['nameRule'];
    loadFull?: boolean;
  } = {},
) {
  const sent: SentStaffCall[] = [];
  let record: StudentRecord = {
    ...ADA_RECORD,
    profile: { ...ADA_RECORD.profile, nameRule: options.nameRule ?? ADA_RECORD.profile.nameRule },
    membership: options.membership === undefined ? ADA_RECORD.membership : options.membership,
    orders: options.orders ?? ADA_RECORD.orders,
    courses: options.courses ?? ADA_RECORD.courses,
  };
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const { pathname: path, searchParams: query } = url;
    const headers = (init.headers ?? {}) as Record<string, string>;
    const authorization = headers.Authorization;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init.method ?? 'GET', path, query, authorization, body });
    if (path === '/staff-api/session/renewal') {
      return json(200, { accessToken: 'staff-token-2', expiresIn: 900 });
    }
    if (authorization !== 'Bearer staff-token' && authorization !== 'Bearer staff-token-2') {
      return json(401, { global: [{ code: 'TOKEN_EXPIRED', message: 'Token expired' }] });
    }
    if (path === '/staff-api/students') {
      const q = query.get('q') ?? '';
      const page = Number(query.get('page'));
      if (q.length > 254) {
        return json(400, {
          fields: [{ field: 'q', code: 'validation.tooLong', message: 'This text is too long' }],
        });
      }
      if (!(page >= 1 && page <= 200)) {
        return json(400, {
          fields: [
            { field: 'page', code: 'validation.invalid', message: 'This value is not valid' },
          ],
        });
      }
      const sort = query.get('sort') ?? 'name';
      if (!STUDENT_SEARCH_SORTS.includes(sort as StudentSearchSort)) {
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
      // The server's order: the column as text, then the id; the other way round for desc.
      const key = (s: StudentSummary) =>
        sort === 'email'
          ? s.email
          : sort === 'tenant'
            ? s.tenantId
            : `${s.lastName} ${s.firstName}`;
      const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const sorted = [...ADAS].sort((a, b) => byText(key(a), key(b)) || byText(a.id, b.id));
      if (query.get('dir') === 'desc') sorted.reverse();
      const matches = q.toLowerCase().startsWith('ada') ? sorted : [];
      return json(200, {
        students: matches.slice((page - 1) * 25, page * 25),
        page,
        pageSize: 25,
        hasMore: matches.length > page * 25,
      });
    }
    if (path === '/staff-api/me') {
      return json(200, {
        id: 'member-1',
        email: 'support@staff.demo.test',
        name: 'Sam Support',
        roles: options.roles ?? ['support_agent'],
        scope: { kind: 'all_tenants' },
      });
    }
    if (path === `/staff-api/students/${ADA_ID}`) return json(200, record);
    if (path === `/staff-api/students/${ADA_ID}/view-as` && init.method === 'POST') {
      const reason = String((body as { reason?: unknown } | undefined)?.reason ?? '').trim();
      if (!reason) {
        return json(400, {
          fields: [
            { field: 'reason', code: 'validation.required', message: 'This field is required' },
          ],
        });
      }
      return json(200, ADA_VIEW_AS);
    }
    const acted = new RegExp(`^/staff-api/students/${ADA_ID}/actions/([a-z-]+)$`).exec(path);
    if (acted && init.method === 'POST') {
      const reason = (body as { reason?: string }).reason ?? '';
      if (reason === 'refuse') {
        return json(403, { global: [{ code: 'PERMISSION_DENIED', message: 'Access is denied' }] });
      }
      if (reason.length > 500) {
        return json(400, {
          fields: [{ field: 'reason', code: 'validation.tooLong', message: 'Too long' }],
        });
      }
      const action = acted[1]!;
      if (action === 'correct-profile') {
        const details = body as StudentRecord['profile'];
        if (details.email === 'taken@example.com') {
          return json(409, {
            global: [
              {
                code: 'USER_ALREADY_EXISTS',
                message: 'There is already a user with this email address',
              },
            ],
          });
        }
        const { firstName, lastName, email, phoneNumbers } = details;
        record = {
          ...record,
          profile: { ...record.profile, firstName, lastName, email, phoneNumbers },
        };
        return json(200, { action, count: 2 });
      }
      if (action === 'extend-access' || action === 'end-access') {
        const { endsOn } = body as { endsOn: string };
        if (endsOn < '2026-11-28') {
          return json(400, {
            fields: [
              {
                field: 'endsOn',
                code: 'ACCESS_EXTENSION_DAY',
                message:
                  'Choose a day after today and after the current end of access, within two years.',
              },
            ],
          });
        }
        const expiresAt = `${endsOn}T00:00:00.000Z`;
        record = { ...record, membership: { status: 'enabled', expiresAt } };
      }
      if (action === 'withdraw-course' || action === 'reopen-course') {
        const { courseEnrollmentId } = body as { courseEnrollmentId: number };
        const course = record.courses.find((c) => c.courseEnrollmentId === courseEnrollmentId);
        if (!course) return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
        const withdrawn = course.enrollmentStatus === 'DISABLED';
        if (action === 'reopen-course' && (!withdrawn || options.loadFull)) {
          const code = withdrawn ? 'COURSE_LOAD_FULL' : 'COURSE_NOT_WITHDRAWN';
          return json(409, { global: [{ code, message: code }] });
        }
        const enrollmentStatus = action === 'withdraw-course' ? 'DISABLED' : 'ENABLED';
        record = {
          ...record,
          courses: record.courses.map((c) => (c === course ? { ...c, enrollmentStatus } : c)),
        };
        return json(200, { action, count: withdrawn === (action === 'withdraw-course') ? 0 : 1 });
      }
      if (action === 'lift-sign-in-throttle') {
        record = { ...record, signIn: { ...record.signIn, locked: false, lockedUntil: null } };
      }
      return json(200, { action, count: action === 'end-sessions' ? 2 : 1 });
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}
