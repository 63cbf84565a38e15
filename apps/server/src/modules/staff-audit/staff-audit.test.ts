import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, AUDIT_PAGE_SIZE } from '@portal/domain/staff/audit-log';
import { chainedHash } from '../../audit/audit-entry-hash';
import { auditLog } from '../../audit/audit-tables';
import { recordAudit } from '../../audit/record-audit';
import { json, register } from '../../test/accounts';
import { signedInDemoStaff, signedInStaffMember, staffBearer } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/test-server';
import { users } from '../users/user-tables';

let server: TestServer;
let admin: string;
let fhsuAdmin: string;
let support: string;
/** A student on the default tenant and one on fhsu, each viewed by the support agent. */
let elsewhere: string;
let fhsuStudent: string;

async function studentOn(tenant: string, email: string) {
  expect((await register(server, { email, tenant })).status).toBe(201);
  const [row] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

const audit = (token: string, query = '') =>
  server.request(`/staff-api/audit${query ? `?${query}` : ''}`, staffBearer(token));
const csv = (token: string, query = '') =>
  server.request(`/staff-api/audit.csv${query ? `?${query}` : ''}`, staffBearer(token));

async function entries(token: string, query = '') {
  const response = await audit(token, query);
  expect(response.status, query).toBe(200);
  return (await json(response)).entries as Record<string, unknown>[];
}

/** RFC 4180 rows: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  elsewhere = await studentOn('default', 'ada@elsewhere.test');
  fhsuStudent = await studentOn('fhsu', 'grace@fhsu.test');
  admin = await signedInDemoStaff(server, 'admin@staff.demo.test');
  fhsuAdmin = await signedInDemoStaff(server, 'tenant-admin@staff.demo.test');
  support = await signedInDemoStaff(server, 'support@staff.demo.test');
  for (const [id, reason] of [
    [elsewhere, 'Ticket 7, default tenant'],
    [fhsuStudent, 'Ticket 8: "refund", 100%'],
  ] as const) {
    const response = await server.request(
      `/staff-api/students/${id}?reason=${encodeURIComponent(reason)}`,
      staffBearer(support),
    );
    expect(response.status).toBe(200);
  }
});
afterAll(() => server.close());

describe('searching the audit log', () => {
  it('answers the entries newest first, each with who, when, from where, what and why', async () => {
    const found = await entries(admin, 'action=student.viewed');
    expect(found).toEqual([
      {
        seq: expect.any(Number),
        at: expect.any(String),
        actorStaffId: expect.any(String),
        actorEmail: 'support@staff.demo.test',
        address: '127.0.0.1',
        action: 'student.viewed',
        subjectKind: 'student',
        subjectId: fhsuStudent,
        tenantId: 'fhsu',
        before: null,
        after: null,
        reason: 'Ticket 8: "refund", 100%',
      },
      expect.objectContaining({ subjectId: elsewhere, tenantId: 'default' }),
    ]);
  });

  it('filters by tenant, actor, action, subject, reason text and time', async () => {
    const subjects = async (query: string) =>
      (await entries(admin, query)).map((e) => `${e.action} ${e.subjectId}`);
    expect(await subjects('tenant=default')).toEqual([`student.viewed ${elsewhere}`]);
    expect(await subjects(`subjectKind=student&subjectId=${fhsuStudent}`)).toEqual([
      `student.viewed ${fhsuStudent}`,
    ]);
    expect(await subjects('actor=SUPPORT@staff.demo.test&action=staff.sign_in')).toHaveLength(1);
    // The reason's text, any case, with its wildcards taken as written.
    expect(await subjects('q=REFUND')).toEqual([`student.viewed ${fhsuStudent}`]);
    expect(await subjects('q=100%25')).toEqual([`student.viewed ${fhsuStudent}`]);
    expect(await subjects('q=1_0')).toEqual([]);
    // Empty filters are no filters.
    expect(await subjects('tenant=&action=student.viewed&q=')).toHaveLength(2);

    const { db } = server.database;
    await db.transaction((tx) =>
      recordAudit(tx, {
        at: new Date('2026-01-15T09:30:00Z'),
        actorStaffId: null,
        actorEmail: 'old@staff.test',
        address: '10.0.0.1',
        action: 'test.dated',
        subjectKind: 'student',
        subjectId: 'dated',
        tenantId: 'fhsu',
      }),
    );
    const dated = (query: string) => subjects(`action=test.dated&${query}`);
    expect(await dated('from=2026-01-15T09:30')).toHaveLength(1);
    expect(await dated('from=2026-01-15T09:31')).toEqual([]);
    expect(await dated('to=2026-01-15T09:30:00Z')).toEqual([]);
    expect(await dated('from=2026-01-15T10:00%2B01:00&to=2026-01-16T00:00')).toHaveLength(1);
  });

  it('pages by seq without overlap', async () => {
    const { db } = server.database;
    await db.transaction(async (tx) => {
      for (let n = 0; n < AUDIT_PAGE_SIZE + 3; n++) {
        await recordAudit(tx, {
          at: server.clock.now(),
          actorStaffId: null,
          actorEmail: 'pager@staff.test',
          address: '10.0.0.2',
          action: 'test.paged',
          subjectKind: 'student',
          subjectId: `paged-${n}`,
          tenantId: 'default',
        });
      }
    });
    const first = await json(await audit(admin, 'action=test.paged'));
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    const second = await json(await audit(admin, `action=test.paged&before=${first.nextBefore}`));
    expect(second.nextBefore).toBeNull();
    const ids = [...first.entries, ...second.entries].map(
      (e: { subjectId: string }) => e.subjectId,
    );
    expect(ids).toEqual(
      Array.from({ length: AUDIT_PAGE_SIZE + 3 }, (_, n) => `paged-${AUDIT_PAGE_SIZE + 2 - n}`),
    );
  });

  it('sorts oldest first on asking, paging after the seq through entries of one instant', async () => {
    // The entries above were all written at one instant: the chain's order tells them apart.
    const first = await json(await audit(admin, 'action=test.paged&sort=at&dir=asc'));
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextBefore).toBeNull();
    const second = await json(
      await audit(admin, `action=test.paged&sort=at&dir=asc&after=${first.nextAfter}`),
    );
    expect(second.nextAfter).toBeNull();
    const ids = [...first.entries, ...second.entries].map(
      (e: { subjectId: string }) => e.subjectId,
    );
    expect(ids).toEqual(Array.from({ length: AUDIT_PAGE_SIZE + 3 }, (_, n) => `paged-${n}`));
    // A partner's administrator reads through the union of their branches in the same order.
    const scoped = (await entries(fhsuAdmin, 'dir=asc')).map((e) => e.seq as number);
    expect(scoped).toEqual([...scoped].sort((a, b) => a - b));
  });

  it("never shows a tenant admin another tenant's entries, whatever the filter", async () => {
    const seen = await entries(fhsuAdmin);
    expect(seen.length).toBeGreaterThan(0);
    const ownStaff = ['tenant-admin@staff.demo.test'];
    for (const entry of seen) {
      const aboutOwnStaff = entry.subjectKind === 'staff' && entry.tenantId === null;
      const byOwnStaff = entry.tenantId === null && ownStaff.includes(String(entry.actorEmail));
      expect(entry.tenantId === 'fhsu' || aboutOwnStaff || byOwnStaff, JSON.stringify(entry)).toBe(
        true,
      );
    }
    // Their own sign-in is about a member within their scope; the support agent's is not.
    expect(seen).toContainEqual(
      expect.objectContaining({
        action: 'staff.sign_in',
        actorEmail: 'tenant-admin@staff.demo.test',
      }),
    );
    expect(seen).not.toContainEqual(
      expect.objectContaining({ actorEmail: 'support@staff.demo.test', action: 'staff.sign_in' }),
    );
    expect(seen).toContainEqual(expect.objectContaining({ subjectId: fhsuStudent }));
    for (const query of [
      'tenant=default',
      `subjectKind=student&subjectId=${elsewhere}`,
      'q=default%20tenant',
      'actor=support@staff.demo.test&action=staff.sign_in',
      'action=test.paged',
      'action=students.searched',
    ]) {
      expect(await entries(fhsuAdmin, query), query).toEqual([]);
    }
    const exported = parseCsv(await (await csv(fhsuAdmin, 'tenant=default')).text());
    expect(exported).toEqual([[...AUDIT_CSV_COLUMNS]]);
  });

  it("shows a tenant admin what their own staff did that names no tenant, and nobody else's", async () => {
    const fhsuAgent = await signedInStaffMember(server, {
      email: 'fhsu-agent@staff.test',
      name: 'Fay Fhsu',
      roles: ['support_agent'],
      scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    for (const token of [fhsuAgent, support]) {
      expect((await server.request('/staff-api/students?q=grace', staffBearer(token))).status).toBe(
        200,
      );
    }
    const searches = await entries(fhsuAdmin, 'action=students.searched');
    expect(searches.map((entry) => entry.actorEmail)).toEqual(['fhsu-agent@staff.test']);
    // Their own searches of the log, too; the provider's staff still see everyone's.
    expect(await entries(fhsuAdmin, 'action=audit.searched')).not.toEqual([]);
    const everyone = await entries(admin, 'action=students.searched');
    expect(everyone.map((entry) => entry.actorEmail)).toEqual(
      expect.arrayContaining(['fhsu-agent@staff.test', 'support@staff.demo.test']),
    );
  });

  it('is refused to a role that may not read it, and refuses bad filters by field', async () => {
    for (const response of [await audit(support), await csv(support)]) {
      expect(response.status).toBe(403);
      expect((await json(response)).global[0].code).toBe('PERMISSION_DENIED');
    }
    const cases: [string, string, string][] = [
      ['action=Student%20Viewed', 'action', 'validation.invalid'],
      ['tenant=a%20b', 'tenant', 'validation.invalid'],
      ['from=yesterday', 'from', 'validation.invalid'],
      ['from=2026-02-30T10:00', 'from', 'validation.invalid'],
      ['from=2026-01-02T00:00&to=2026-01-01T00:00', 'to', 'validation.invalid'],
      ['subjectId=abc', 'subjectKind', 'validation.required'],
      [`q=${'x'.repeat(201)}`, 'q', 'validation.tooLong'],
      ['before=0', 'before', 'validation.invalid'],
      ['before=two', 'before', 'validation.invalid'],
      ['sort=action', 'sort', 'validation.sortColumn'],
      ['dir=newest', 'dir', 'validation.invalid'],
      // A cursor runs one way only.
      ['dir=asc&before=5', 'before', 'validation.invalid'],
      ['after=5', 'after', 'validation.invalid'],
    ];
    for (const [query, field, code] of cases) {
      const response = await audit(admin, query);
      expect(response.status, query).toBe(400);
      expect((await json(response)).fields, query).toMatchObject([{ field, code }]);
    }
    const refusedCsv = await csv(admin, 'from=yesterday');
    expect(refusedCsv.status).toBe(400);
  });

  it('writes every search and export to the log itself', async () => {
    const { db } = server.database;
    const [newest] = await db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    const last = newest!.seq;
    await audit(fhsuAdmin, 'action=student.viewed&q=ticket');
    await (await csv(fhsuAdmin, 'tenant=fhsu')).text();
    const written = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.seq} > ${last}`)
      .orderBy(auditLog.seq);
    expect(written).toMatchObject([
      {
        action: 'audit.searched',
        actorEmail: 'tenant-admin@staff.demo.test',
        subjectKind: 'audit_log',
        subjectId: 'search',
        after: { filters: { action: 'student.viewed', q: 'ticket' }, results: 1 },
      },
      {
        action: 'audit.exported',
        actorEmail: 'tenant-admin@staff.demo.test',
        subjectKind: 'audit_log',
        subjectId: 'export',
        after: { filters: { tenant: 'fhsu' } },
      },
    ]);
  });
});

describe('the CSV export', () => {
  it('streams the same entries, quoted, with formula cells made text', async () => {
    const { db } = server.database;
    const reasons = [
      '=HYPERLINK("http://evil.test")',
      '+1',
      '-2',
      '@SUM(A1)',
      'line one\nline two',
    ];
    await db.transaction(async (tx) => {
      for (const reason of reasons) {
        await recordAudit(tx, {
          at: server.clock.now(),
          actorStaffId: null,
          actorEmail: '=cmd@staff.test',
          address: '10.0.0.3',
          action: 'test.exported',
          subjectKind: 'student',
          subjectId: 'csv',
          tenantId: 'fhsu',
          before: { note: 'a, "b"' },
          reason,
        });
      }
    });
    const response = await csv(admin, 'action=test.exported');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="audit-log.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('"\'=HYPERLINK(""http://evil.test"")"');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    const column = (name: (typeof AUDIT_CSV_COLUMNS)[number]) =>
      rows.map((row) => row[AUDIT_CSV_COLUMNS.indexOf(name)]);
    expect(column('reason')).toEqual(
      [
        '\'=HYPERLINK("http://evil.test")',
        "'+1",
        "'-2",
        "'@SUM(A1)",
        'line one\nline two',
      ].reverse(),
    );
    expect(column('actor_email')).toEqual(Array(5).fill("'=cmd@staff.test"));
    expect(column('before')).toEqual(Array(5).fill('{"note":"a, \\"b\\""}'));
    expect(column('tenant_id')).toEqual(Array(5).fill('fhsu'));
    expect(rows.every((row) => row.length === AUDIT_CSV_COLUMNS.length)).toBe(true);
  });

  it('holds every matching entry however many batches it takes', async () => {
    const { db } = server.database;
    // Chained as recordAudit would, in one insert: appending them one by one takes long.
    const [last] = await db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    let prevHash = last!.hash;
    const bulk = Array.from({ length: 1_201 }, (_, n) => {
      const entry = {
        at: server.clock.now(),
        actorStaffId: null,
        actorEmail: 'bulk@staff.test',
        address: '10.0.0.4',
        action: 'test.bulk',
        subjectKind: 'student',
        subjectId: `bulk-${n}`,
        tenantId: 'uiw',
        before: null,
        after: null,
        reason: null,
      };
      const hash = chainedHash(prevHash, entry);
      const row = { ...entry, prevHash, hash };
      prevHash = hash;
      return row;
    });
    await db.insert(auditLog).values(bulk);
    const rows = parseCsv(await (await csv(admin, 'action=test.bulk')).text()).slice(1);
    expect(rows).toHaveLength(1_201);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1_201);
  });
});

describe("the chain's check", () => {
  it('is for the provider admin, and names the first broken entry', async () => {
    expect(
      (await server.request('/staff-api/audit/verification', staffBearer(fhsuAdmin))).status,
    ).toBe(403);
    const intact = await server.request('/staff-api/audit/verification', staffBearer(admin));
    expect(intact.status).toBe(200);
    expect(await json(intact)).toEqual({ intact: true, entries: expect.any(Number) });
    const { db } = server.database;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.seq, 2));
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    const broken = await server.request('/staff-api/audit/verification', staffBearer(admin));
    expect(await json(broken)).toEqual({ intact: false, brokenAt: 2 });
  });
});

it('appears in the API description', async () => {
  const spec = await json(await server.request('/openapi.json'));
  expect(Object.keys(spec.paths)).toEqual(
    expect.arrayContaining([
      '/staff-api/audit',
      '/staff-api/audit.csv',
      '/staff-api/audit/verification',
    ]),
  );
});
